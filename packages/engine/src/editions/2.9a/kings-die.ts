// 2.9a "Kings' Die" (rules/000 lines 2410-2430) and the royalty step of the initial effects phase
// (line 314), a component 2.9a alone has (V4 retires it): the standard game knows nothing of it,
// and 2.9a joins it through its parts (`kingsDieParts`): its tasks and decision kinds, and the
// standard game's extensions (`EditionExtensions`) it fills.
//
// The Kings' Die waits beside its owner's reserve area (location "court", in no army: never
// rolled with the reserve army, never targeted, never a casualty, line 2416). In the owner's
// initial effects phase one of three may be done (lines 2418-2422): recruit a common unit from the
// DUA to the reserve army, promote one unit of the reserve army, or roll the Kings' Die and bring
// back up to four health-worth of units of the race of the king rolled (any race on the logo),
// recruiting units of any size and promoting by more than one step, each unit moved once.
// A player left with nothing in play but the Kings' Die loses it (line 2416).

import type { Ctx, Task } from "../../kernel/flow.ts";
import { type HandlerOf, type TaskHandler, taskHandlers } from "../../kernel/ruleset.ts";
import type { DieState, Table } from "../../kernel/state.ts";
import { answer } from "../../standard/answers.ts";
import { ownedUnits, unitOf } from "../../standard/army.ts";
import type { ExchangeData } from "../../standard/decision-types.ts";
import type { EditionExtensions } from "../../standard/edition-tables.ts";
import { marchingPlayer } from "../../standard/initial-effects.ts";
import {
  applyExchange,
  type Eligible,
  type Exchange,
  exchangeKind,
  exchangeOf,
  promotionsFor,
  recruitsFor,
} from "../../standard/promotion.ts";
import type { EditionParts } from "../../standard/ruleset.ts";

declare module "../../kernel/state.ts" {
  interface ExtraLocations {
    /**
     * The Kings' Die's place beside the reserve area (line 2416): in play, but in no army, so it
     * never rolls with the reserve army, is never targeted and is never a casualty.
     */
    court: "court";
  }
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "initial:kings-die": object;
    "initial:kings-die-chosen": object;
    "initial:kings-die-exchanged": object;
  }
}

declare module "../../kernel/decisions.ts" {
  interface DecisionTypes {
    "kings-die": { option: KingsChoice };
    "kings-die-exchange": { data: ExchangeData & { race: string | null }; choice: Exchange };
  }
}

declare module "../../kernel/events.ts" {
  interface EventTypes {
    /**
     * The player's Kings' Die (`die`) was rolled in the initial effects phase (line 2422): the
     * face's icon, and the race whose units it may bring back (null: the logo, any race).
     */
    "kings-die-rolled": { player: number; die: string; face: string; race: string | null };
    /** The player had nothing in play but the Kings' Die: it died and left play (line 2416). */
    "kings-die-removed": { player: number; die: string };
  }
}

/** The health-worth a roll of the Kings' Die may bring back (line 2422). */
const KINGS_HEALTH = 4;

/** The race each king face rules (line 2414: the five first races); the logo: any race. */
const KING_RACES: Readonly<Record<string, string>> = {
  "King: Coral Elf": "coral-elves",
  "King: Dwarf": "dwarves",
  "King: Goblin": "goblins",
  "King: Lava Elf": "lava-elves",
  "King: Amazon": "amazons",
};

/** The Kings' Die (line 2414): the one unit of no race. */
const isKingsDie = (d: DieState): boolean => unitOf(d)?.species === "none";

/** The player's Kings' Die beside the reserve area, if they have one there. */
function kingsDieOf(state: Table, player: number): DieState | undefined {
  for (const { d } of ownedUnits(state, player)) if (d.at === "court" && isKingsDie(d)) return d;
  return undefined;
}

export type KingsChoice =
  | { skip: true }
  | { recruit: string }
  | { promote: string; to: string }
  | { roll: true };

/**
 * What the Kings' Die may do now (line 2418): recruit a common from the DUA, promote a unit of the
 * reserve army, or roll, when the DUA holds any unit it could bring back.
 */
function kingsOptions(state: Table, player: number): KingsChoice[] {
  const recruits = recruitsFor(state, player).map((recruit) => ({ recruit }));
  const promotions = promotionsFor(state, player, "reserve").map((p) => ({
    promote: p.unit,
    to: p.to,
  }));
  const roll = kingsEligible(state, player, null);
  const rolls =
    roll.recruits.length > 0 || roll.promotions.length > 0 ? [{ roll: true as const }] : [];
  return [...recruits, ...promotions, ...rolls];
}

/**
 * The units a roll showing `race`'s king (null: the logo, any race) may move, listed before the
 * exchange (line 1057): dead units of that race up to 4 health, and promotions of reserve units of
 * that race to any larger dead unit of it (line 2422).
 */
function kingsEligible(state: Table, player: number, race: string | null): Eligible {
  const filter = race === null ? {} : { species: new Set([race]) };
  return {
    recruits: recruitsFor(state, player, { ...filter, maxHealth: KINGS_HEALTH }),
    promotions: promotionsFor(state, player, "reserve", { ...filter, anyStep: true }),
  };
}

const kingsDie: HandlerOf<"initial:kings-die"> = (ctx) => {
  const player = marchingPlayer(ctx.state);
  if (!kingsDieOf(ctx.state, player)) return;
  const options = kingsOptions(ctx.state, player);
  if (options.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "kings-die",
        prompt:
          "Kings' Die: recruit a common unit to your reserve army, promote one of its units, roll the Kings' Die, or skip.",
        options: [...options, { skip: true }],
      },
    ],
    { t: "initial:kings-die-chosen" },
  );
};

const kingsDieChosen: HandlerOf<"initial:kings-die-chosen"> = (ctx) => {
  const { state } = ctx;
  const player = marchingPlayer(state);
  const choice = answer(ctx, "kings-die");
  if ("skip" in choice) return;
  if ("roll" in choice) {
    rollKingsDie(ctx, player);
    return;
  }
  applyExchange(ctx, player, "reserve", exchangeOf(choice), "Kings' Die");
};

/**
 * The Kings' Die is rolled on its own, outside the roll pipeline: it never rolls with an army and
 * has no results to count, only the face that names a race.
 */
function rollKingsDie(ctx: Ctx, player: number): void {
  const die = kingsDieOf(ctx.state, player) as DieState;
  const faces = unitOf(die)?.faces ?? [];
  const face = faces[ctx.rollFace(die.id, faces.length)]?.icon ?? "Logo";
  const race = KING_RACES[face] ?? null;
  ctx.emit({ type: "kings-die-rolled", player, die: die.id, face, race });
  const eligible = kingsEligible(ctx.state, player, race);
  if (eligible.recruits.length === 0 && eligible.promotions.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "kings-die-exchange",
        prompt: `The Kings' Die shows ${race === null ? "the logo: units of any race" : face}: bring back up to ${KINGS_HEALTH} health-worth to your reserve army, recruiting any size and promoting by any number of steps, each unit once.`,
        data: { army: "reserve", health: KINGS_HEALTH, race, ...eligible },
      },
    ],
    { t: "initial:kings-die-exchanged" },
  );
}

const kingsDieExchanged: HandlerOf<"initial:kings-die-exchanged"> = (ctx) => {
  const exchange = answer(ctx, "kings-die-exchange");
  if (exchange.recruits.length === 0 && exchange.promotions.length === 0) return;
  applyExchange(ctx, marchingPlayer(ctx.state), "reserve", exchange, "Kings' Die");
};

/**
 * A player with no units in play but the Kings' Die loses it at once (line 2416): it dies and is
 * removed from play.
 */
function removeLoneKingsDie(ctx: Ctx, player: number): void {
  const die = kingsDieOf(ctx.state, player);
  if (!die) return;
  die.at = "out";
  ctx.emit({ type: "kings-die-removed", player, die: die.id });
}

/** The royalty step, for a player whose Kings' Die waits beside the reserve area (line 314). */
const royaltyStep = (state: Table, player: number): Task[] =>
  kingsDieOf(state, player) ? [{ t: "initial:kings-die" }] : [];

/** Where the Kings' Die reaches into the standard game's steps. */
const kingsDieExtensions: EditionExtensions = {
  // Line 2414: put beside the reserves as the armies are assembled, in none of them.
  besideReserves: { at: "court", is: isKingsDie },
  initialEffects: royaltyStep,
  // Line 2416: a Kings' Die cannot keep its player in the game.
  eliminated: removeLoneKingsDie,
  odds: { kingsDie: { health: KINGS_HEALTH, races: KING_RACES } },
};

/** The Kings' Die as parts of an edition's ruleset (2.9a's `index.ts` joins them). */
export const kingsDieParts = {
  tasks: taskHandlers({
    "initial:kings-die": kingsDie,
    "initial:kings-die-chosen": kingsDieChosen,
    "initial:kings-die-exchanged": kingsDieExchanged,
  }),
  decisionKinds: { "kings-die-exchange": exchangeKind(["kings-die-exchange"]) },
  extensions: kingsDieExtensions,
} satisfies Omit<Partial<EditionParts>, "tasks"> & { tasks: Readonly<Record<string, TaskHandler>> };
