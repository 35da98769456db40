// Combination rolls (rules/000 lines 606-612, 620-626, 1679): one roll for two results at once (the
// defenders' melee/save roll against a Charge). An ID icon counts as whatever is rolled for, and an
// SAI giving one result or another may give either one wanted, so the rolling player splits those
// results between the two, each counted as one or the other, never both (line 612): one decision
// (sai-choice) for the whole roll, once the results are counted and before the modifiers, which
// may differ by result (the eighth face doubles saves). A racial ability counting one wanted
// result as the other is split the same way once the results are modified.
import type { Ctx } from "../kernel/flow.ts";
import { type Roll, rollInProgress } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { answer } from "./answers.ts";

/** The results that may count as either result wanted (`Counted.either`). */
const splittable = (roll: Roll) => {
  const [first, second] = roll.wants;
  return roll.counted.filter(
    (c) => first && second && c.either?.includes(first) && c.either.includes(second),
  );
};

/** The results counted again as another wanted result by a racial ability (`Counted.again`). */
const countedAgain = (roll: Roll) =>
  roll.counted.filter((c) => c.again !== undefined && roll.wants.includes(c.again));

/** What is split in a roll: its ID and either-results (at the count stage), or its racial ones. */
export type SplitKind = "id" | "racial";

/** A split to ask of one roll. */
interface Split {
  title: string;
  prompt: string;
  says: string[];
}

/** What to ask of one roll: who names it, what is split, and the options, "n first and 0 second"... */
function splitOf(roll: Roll, kind: SplitKind): Split | null {
  if (kind === "id") {
    const [first, second] = roll.wants;
    // Most rolls are for one result: nothing to split, no need to look at the results.
    if (!second) return null;
    const n = splittable(roll).reduce((s, c) => s + c.amount, 0);
    if (n === 0) return null;
    return {
      title: "Combination roll",
      prompt: `split the ${n} ID and SAI results that may count as either.`,
      // From all of them as the first result to all as the second.
      says: Array.from({ length: n + 1 }, (_, i) => `${n - i} ${first} and ${i} ${second}`),
    };
  }
  // A racial ability that counts one result as the other (Lava Elves' maneuvers as saves at a
  // highland, against a Volcanic Eruption) counts each as one or the other, never both (line 612):
  // the player says how many stay what they were rolled as. Most rolls count nothing again: no
  // need to gather their results.
  if (!roll.counted.some((c) => c.again !== undefined)) return null;
  const again = countedAgain(roll);
  const [first] = again;
  const n = again.reduce((s, c) => s + c.amount, 0);
  if (!first?.again || n === 0) return null;
  return {
    title: first.label ?? "Racial ability",
    prompt: `count the ${n} ${first.again} results as ${first.result} or ${first.again}, not both.`,
    says: Array.from(
      { length: n + 1 },
      (_, i) => `${n - i} ${first.result} and ${i} ${first.again}`,
    ),
  };
}

/**
 * Asks how each roll's results that may be one or the other split, one decision per roll that has
 * any, all asked at once (the rolls of a simultaneous roll are split by their players together).
 */
export function askSplits(ctx: Ctx, rolls: readonly Roll[], kind: SplitKind): void {
  const asks: ({ roll: Roll } & Split)[] = [];
  for (const roll of rolls) {
    const split = splitOf(roll, kind);
    if (split) asks.push({ roll, ...split });
  }
  if (asks.length === 0) return;
  ctx.ask(
    asks.map((a) => ({
      player: a.roll.player,
      kind: "sai-choice",
      prompt: `${a.title}: ${a.prompt}`,
      data: { about: "result-split", by: a.title },
      options: a.says.map((say) => ({ say })),
    })),
    { t: "roll:split", kind, splits: asks.map((a) => ({ roll: a.roll.id, says: a.says })) },
  );
}

/** `n` of the results that may be either move to the second result, unit by unit as counted. */
function splitIds(roll: Roll, n: number): void {
  let left = n;
  const second = roll.wants[1];
  if (!second) return;
  for (const c of splittable(roll)) {
    if (left <= 0) return;
    const moved = Math.min(left, c.amount);
    if (moved < c.amount) {
      c.amount -= moved;
      roll.counted.push({ ...c, result: second, amount: moved });
    } else {
      c.result = second;
    }
    left -= moved;
  }
}

/**
 * `n` results counted again stay what they were rolled as and leave what they were counted again
 * as; the others leave what they were rolled as.
 */
function splitRacial(roll: Roll, n: number): void {
  let stay = n;
  for (const c of countedAgain(roll)) {
    const asRolled = Math.min(stay, c.amount);
    stay -= asRolled;
    c.amount -= asRolled;
    if (c.amount === 0 || !c.again) continue;
    const { unit, source, label, species } = c;
    roll.counted.push({ unit, result: c.again, amount: -c.amount, source, label, species });
  }
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The rolls whose results were asked how to split, in the answers' order. */
    "roll:split": { kind: SplitKind; splits: { roll: number; says: string[] }[] };
  }
}

const split: HandlerOf<"roll:split"> = (ctx, task) => {
  const splits = task.splits;
  splits.forEach((s, i) => {
    const roll = rollInProgress(ctx.state, s.roll);
    const n = s.says.indexOf(answer(ctx, "sai-choice", i).say);
    if (task.kind === "id") splitIds(roll, n);
    else splitRacial(roll, n);
  });
};

export const combinationTasks = taskHandlers({ "roll:split": split });
