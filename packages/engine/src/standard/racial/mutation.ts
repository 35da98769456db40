// 2.9a Swamp Stalkers, Mutation (rules/000 line 899): in the initial effects phase, an army at a
// terrain with a unit of a race with the ability, whose owner has such a unit in the DUA, targets
// up to 3 health-worth of one opponent's reserve units; each rolls a save or dies, and each
// health killed brings back or promotes a unit of such a race. Which races have it is the
// edition's data (`effect: "mutation"`).
import { listOf, text } from "../../kernel/choice-shape.ts";
import type { Task } from "../../kernel/flow.ts";
import { decisionKind, type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { DieState, GameState, Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import {
  armyLocations,
  dieInstance,
  forceHasAnyOf,
  hasUnitsAt,
  healthOf,
  unitsAt,
} from "../army.ts";
import { asCasualty, type CasualtyUnit } from "../casualties.ts";
import { type EditionTables, tablesOf } from "../edition-tables.ts";
import { failed, type Outcome, rollEach } from "../individual.ts";
import { marchingPlayer, type Skip } from "../initial-effects.ts";
import {
  applyExchange,
  type Eligible,
  exchangeKind,
  promotionsFor,
  recruitsFor,
} from "../promotion.ts";
import { PURPOSES } from "../purposes.ts";
import type { RacialEffectParts } from "../racial-effects.ts";
import { racesWith } from "./race-names.ts";

/** Mutation targets up to 3 health-worth of units (line 899). */
const MUTATION_HEALTH = 3;

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "initial:mutation": object;
    "initial:mutation-chosen": object;
    /** The mutating army, and the opponent whose reserve it targets. */
    "initial:mutation-roll": { army: Location; opponent: number };
    "initial:mutation-rolled": { army: Location; opponent: number; outcomes: Outcome[] };
    /** The health mutation killed. */
    "initial:mutation-reward": { army: Location; health: number };
    "initial:mutated": { army: Location };
  }
}

/** The Mutation step of the initial effects phase: only for forces with a race that has it. */
export const mutationSteps = (tables: EditionTables, state: GameState, player: number): Task[] =>
  forceHasAnyOf(state, player, tables.speciesWith("mutation")) ? [{ t: "initial:mutation" }] : [];

export type MutationChoice = Skip | { army: Location; opponent: number };

/** Units of an opponent's reserve that mutation can target (each at most 3 health). */
function mutationTargets(state: GameState, opponent: number): CasualtyUnit[] {
  return unitsAt(state, opponent, "reserve")
    .map(asCasualty)
    .filter((u) => u.health <= MUTATION_HEALTH);
}

/** The mutating army (any army at a terrain with a unit of the races) and the targeted opponent. */
function mutationOptions(
  species: ReadonlySet<string>,
  state: GameState,
  player: number,
): MutationChoice[] {
  if (!hasUnitsAt(state, player, "dua", species)) return [];
  const armies = armyLocations(state, player).filter((at) =>
    hasUnitsAt(state, player, at, species),
  );
  if (armies.length === 0) return [];
  const opponents = state.players
    .map((_, p) => p)
    .filter((p) => p !== player && !state.players[p]?.eliminated)
    .filter((p) => mutationTargets(state, p).length > 0);
  return armies.flatMap((army) => opponents.map((opponent) => ({ army, opponent })));
}

const mutation: HandlerOf<"initial:mutation"> = (ctx) => {
  const player = marchingPlayer(ctx.state);
  const options = mutationOptions(tablesOf(ctx).speciesWith("mutation"), ctx.state, player);
  if (options.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "mutation",
        prompt:
          "Mutation: choose the mutating army and the opponent whose reserve to target, or skip.",
        options: [...options, { skip: true }],
      },
    ],
    { t: "initial:mutation-chosen" },
  );
};

const mutationChosen: HandlerOf<"initial:mutation-chosen"> = (ctx) => {
  const player = marchingPlayer(ctx.state);
  const choice = answer(ctx, "mutation");
  if ("skip" in choice) return;
  ctx.ask(
    [
      {
        player,
        kind: "mutation-targets",
        prompt: `Mutation: target up to ${MUTATION_HEALTH} health-worth of units in an opponent's reserve area.`,
        data: {
          opponent: choice.opponent,
          units: mutationTargets(ctx.state, choice.opponent),
          maxHealth: MUTATION_HEALTH,
        },
      },
    ],
    { t: "initial:mutation-roll", army: choice.army, opponent: choice.opponent },
  );
};

/**
 * Each target rolls on its own and dies unless it shows a save result: through the roll pipeline,
 * so a unit's Cantrip in the reserve area may buy spells (lines 516, 1821).
 */
const mutationRoll: HandlerOf<"initial:mutation-roll"> = (ctx, task) => {
  const targets = answer(ctx, "mutation-targets").map((unit) => ({ unit }));
  const then = { t: "initial:mutation-rolled", army: task.army, opponent: task.opponent };
  rollEach(ctx, task.opponent, targets, "save", then, PURPOSES.mutationSave);
};

const mutationRolled: HandlerOf<"initial:mutation-rolled"> = (ctx, task) => {
  const { state } = ctx;
  const opponent = task.opponent;
  const killed = failed(task.outcomes);
  if (killed.length === 0) return;
  // Killed "by any means": the kill goes through the usual step (Undead may step down).
  const health = killed.reduce((s, id) => s + healthOf(dieInstance(state, id) as DieState), 0);
  ctx.schedule(
    { t: "damage:kill", player: opponent, at: "reserve", dice: killed },
    { t: "initial:mutation-reward", army: task.army, health },
  );
};

/** The mutating player's reward for the health mutation killed. */
const mutationReward: HandlerOf<"initial:mutation-reward"> = (ctx, task) => {
  const { state } = ctx;
  if (state.winner) return;
  const player = marchingPlayer(state);
  const army = task.army;
  const health = task.health;
  const tables = tablesOf(ctx);
  const species = tables.speciesWith("mutation");
  const eligible: Eligible = {
    recruits: recruitsFor(state, player, { species, maxHealth: health }),
    promotions: promotionsFor(state, player, army, { species }),
  };
  const races = racesWith(tables, "mutation");
  if (eligible.recruits.length === 0 && eligible.promotions.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "mutation-exchange",
        prompt: `Mutation killed ${health} health: bring back ${races} from your DUA and/or promote ${races}, ${health} health in all (each promotion counts 1).`,
        data: { army, health, ...eligible },
      },
    ],
    { t: "initial:mutated", army },
  );
};

const mutated: HandlerOf<"initial:mutated"> = (ctx, task) => {
  const exchange = answer(ctx, "mutation-exchange");
  if (exchange.recruits.length === 0 && exchange.promotions.length === 0) return;
  applyExchange(ctx, marchingPlayer(ctx.state), task.army, exchange, "mutation");
};

const mutationTargetsKind = decisionKind({
  kinds: ["mutation-targets"],
  shape: listOf(text),
  answer: "[unit ids in the targeted reserve area]",
  validate(_state, decision, choice) {
    const { units, maxHealth } = decision.data;
    if (choice.length === 0) return "target at least one unit";
    if (new Set(choice).size !== choice.length) return "a unit is listed twice";
    let health = 0;
    for (const id of choice) {
      const u = units.find((x) => x.id === id);
      if (!u) return `${id} is not a unit in the targeted reserve area`;
      health += u.health;
    }
    return health > maxHealth ? `${health} health is more than ${maxHealth}` : null;
  },
  sample(_state, decision, randomInt) {
    const { units, maxHealth } = decision.data;
    const order = [...units];
    for (let i = order.length - 1; i > 0; i--) {
      const j = randomInt(0, i);
      [order[i], order[j]] = [
        order[j] as (typeof order)[number],
        order[i] as (typeof order)[number],
      ];
    }
    const chosen: string[] = [];
    let health = 0;
    for (const u of order) {
      if (health + u.health > maxHealth) continue;
      if (chosen.length > 0 && randomInt(0, 1) === 0) continue;
      chosen.push(u.id);
      health += u.health;
    }
    return chosen;
  },
});

/** A step of the initial effects phase (initial-effects.ts). */
export const mutationEffect: RacialEffectParts = {
  tasks: taskHandlers({
    "initial:mutation": mutation,
    "initial:mutation-chosen": mutationChosen,
    "initial:mutation-roll": mutationRoll,
    "initial:mutation-rolled": mutationRolled,
    "initial:mutation-reward": mutationReward,
    "initial:mutated": mutated,
  }),
  decisionKinds: {
    "mutation-targets": mutationTargetsKind,
    "mutation-exchange": exchangeKind(["mutation-exchange"]),
  },
};
