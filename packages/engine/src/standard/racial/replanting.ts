// 2.9a Treefolk, Replanting (rules/000 line 933): during a march, after the maneuver step and
// before the action, an army at a terrain may exchange any number of its units of a race with the
// ability for an equal health value of such units from the DUA. Which races have it is the
// edition's data (`effect: "replanting"`).
import { exactly, listOf, text } from "../../kernel/choice-shape.ts";
import type { Task } from "../../kernel/flow.ts";
import { decisionKind, type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { atTerrain, type DieState, type GameState, type Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, forceHasAnyOf, hasUnitsAt, isAnyOf, unitsAt } from "../army.ts";
import { asCasualty, type CasualtyUnit, sampleCasualties } from "../casualties.ts";
import { type EditionTables, tablesOf } from "../edition-tables.ts";
import type { RacialEffectParts } from "../racial-effects.ts";
import { racesWith } from "./race-names.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "march:replanting": { at: Location };
    "march:replanted": { player: number; at: Location };
  }
}

/** Every total health some subset of the units reaches (0 included). */
function subsetSums(units: CasualtyUnit[]): boolean[] {
  const total = units.reduce((s, u) => s + u.health, 0);
  const reach = new Array<boolean>(total + 1).fill(false);
  reach[0] = true;
  for (const u of units) {
    for (let s = total; s >= u.health; s--) if (reach[s - u.health]) reach[s] = true;
  }
  return reach;
}

/** Positive health totals both groups can make: the possible replanting exchanges. */
function commonSums(a: CasualtyUnit[], b: CasualtyUnit[]): number[] {
  const ra = subsetSums(a);
  const rb = subsetSums(b);
  const out: number[] = [];
  for (let s = 1; s < Math.min(ra.length, rb.length); s++) if (ra[s] && rb[s]) out.push(s);
  return out;
}

/**
 * The Replanting step after an army's maneuver step: only for forces with a race that replants
 * (a force's races never change), as most have none and a step costs even when it does nothing.
 */
export const replantingSteps = (
  tables: EditionTables,
  state: GameState,
  player: number,
  at: Location,
): Task[] =>
  forceHasAnyOf(state, player, tables.speciesWith("replanting"))
    ? [{ t: "march:replanting", at }]
    : [];

/**
 * The player's units at `at` that replant, as casualties. Pushed into one list: lists made by
 * `filter` and `map` are of more than one array kind, and each had `replantAsk` optimized again.
 */
function replanters(
  state: GameState,
  player: number,
  at: Location,
  replants: (d: DieState) => boolean,
): CasualtyUnit[] {
  const units: CasualtyUnit[] = [];
  for (const d of unitsAt(state, player, at)) if (replants(d)) units.push(asCasualty(d));
  return units;
}

const replantAsk: HandlerOf<"march:replanting"> = (ctx, task) => {
  const { state } = ctx;
  const at = task.at;
  const player = state.turn?.player as number;
  const species = tablesOf(ctx).speciesWith("replanting");
  // Most DUAs have none of them: look no further then.
  if (!atTerrain(at) || !hasUnitsAt(state, player, "dua", species)) return;
  const replants = isAnyOf(species);
  const army = replanters(state, player, at, replants);
  if (army.length === 0) return;
  const dua = replanters(state, player, "dua", replants);
  if (dua.length === 0 || commonSums(army, dua).length === 0) return;
  const races = racesWith(tablesOf(ctx), "replanting");
  ctx.ask(
    [
      {
        player,
        kind: "replanting",
        prompt: `Replanting: exchange ${races} units of this army for ${races} units of equal total health from your DUA, or none.`,
        data: { army, dua },
      },
    ],
    { t: "march:replanted", player, at },
  );
};

function pickProblem(ids: string[], units: CasualtyUnit[], what: string): string | number {
  if (new Set(ids).size !== ids.length) return `a unit is listed twice in ${what}`;
  let health = 0;
  for (const id of ids) {
    const u = units.find((x) => x.id === id);
    if (!u) return `${id} cannot be listed in ${what}`;
    health += u.health;
  }
  return health;
}

const replantingKind = decisionKind({
  kinds: ["replanting"],
  shape: exactly({ out: listOf(text), in: listOf(text) }),
  answer: "{ out: [army unit ids], in: [DUA unit ids] }",
  validate(_state, decision, choice) {
    const { army, dua } = decision.data;
    const out = pickProblem(choice.out, army, "out (units of this army that replant)");
    if (typeof out === "string") return out;
    const in_ = pickProblem(choice.in, dua, "in (units in your DUA that replant)");
    if (typeof in_ === "string") return in_;
    if (out !== in_) return `the units out have ${out} health and the units in ${in_}: not equal`;
    return null;
  },
  sample(_state, decision, randomInt) {
    const { army, dua } = decision.data;
    const sums = commonSums(army, dua);
    if (sums.length === 0 || randomInt(0, 1) === 0) return { out: [], in: [] };
    const health = sums[randomInt(0, sums.length - 1)] as number;
    return {
      out: sampleCasualties(army, health, randomInt),
      in: sampleCasualties(dua, health, randomInt),
    };
  },
});

const replanted: HandlerOf<"march:replanted"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  const choice = answer(ctx, "replanting");
  if (choice.out.length === 0) return;
  for (const id of choice.out) {
    const d = dieInstance(ctx.state, id);
    if (d) d.at = "dua";
  }
  for (const id of choice.in) {
    const d = dieInstance(ctx.state, id);
    if (d) d.at = at;
  }
  ctx.emit({
    type: "exchanged",
    player,
    effect: "replanting",
    location: at,
    out: choice.out,
    in: choice.in,
  });
};

/** A step of a march between the maneuver and the action (maneuver.ts). */
export const replantingEffect: RacialEffectParts = {
  tasks: taskHandlers({ "march:replanting": replantAsk, "march:replanted": replanted }),
  decisionKinds: { replanting: replantingKind },
};
