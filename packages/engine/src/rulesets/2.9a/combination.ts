// Combination rolls (rules/000 lines 606-612, 620-626, 1679): one roll for two results at once (the
// defenders' melee/save roll against a Charge). An ID icon counts as whatever is rolled for, and an
// SAI giving one result or another may give either one wanted, so the rolling player splits those
// results between the two, each counted as one or the other, never both (line 612): one decision
// (sai-choice) for the whole roll, once the results are counted and before the modifiers, which
// may differ by result (the eighth face doubles saves).
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { answer } from "./answers.ts";
import { askChoice, type SaiOption } from "./sai-choice.ts";

/** The results that may count as either result wanted (`Counted.either`). */
const splittable = (roll: Roll) => {
  const [first, second] = roll.wants;
  return roll.counted.filter(
    (c) => first && second && c.either?.includes(first) && c.either.includes(second),
  );
};

/** Asks how the results that may be either split between the two results (counted as the first). */
export function askIdSplit(ctx: Ctx, roll: Roll): void {
  const [first, second] = roll.wants;
  if (!second) return;
  const n = splittable(roll).reduce((s, c) => s + c.amount, 0);
  if (n === 0) return;
  // From all of them as the first result to all as the second.
  const options = Array.from({ length: n + 1 }, (_, i) => ({
    say: `${n - i} ${first} and ${i} ${second}`,
  }));
  askChoice(
    ctx,
    roll.player,
    "Combination roll",
    `split the ${n} ID and SAI results that may count as either.`,
    options,
    {
      t: "roll:id-split",
      roll: roll.id,
      says: options.map((o) => o.say),
    },
  );
}

/** The results counted as the second result move to it, unit by unit in the order counted. */
const split: TaskHandler = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll as number);
  const picked = (task.picked as SaiOption | undefined) ?? answer<SaiOption>(ctx);
  let left = (task.says as string[]).indexOf(picked.say);
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
};

/** The results a racial ability counted again as another wanted result (`Counted.again`). */
const countedAgain = (roll: Roll) =>
  roll.counted.filter((c) => c.again !== undefined && roll.wants.includes(c.again));

/**
 * In a roll for two results, a racial ability that counts one as the other (Lava Elves' maneuvers
 * as saves at a highland, against a Volcanic Eruption) counts each result as one or the other,
 * never both (line 612): the player says how many stay what they were rolled as.
 */
export function askRacialSplit(ctx: Ctx, roll: Roll): void {
  const again = countedAgain(roll);
  const [first] = again;
  if (!first?.again) return;
  const n = again.reduce((s, c) => s + c.amount, 0);
  if (n === 0) return;
  const options = Array.from({ length: n + 1 }, (_, i) => ({
    say: `${n - i} ${first.result} and ${i} ${first.again}`,
  }));
  askChoice(
    ctx,
    roll.player,
    first.label ?? "Racial ability",
    `count the ${n} ${first.again} results as ${first.result} or ${first.again}, not both.`,
    options,
    { t: "roll:racial-split", roll: roll.id, says: options.map((o) => o.say) },
  );
}

/**
 * The results the player keeps as they were rolled leave what they were counted again as; the
 * others leave what they were rolled as.
 */
const racialSplit: TaskHandler = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll as number);
  const picked = (task.picked as SaiOption | undefined) ?? answer<SaiOption>(ctx);
  let stay = (task.says as string[]).indexOf(picked.say);
  for (const c of countedAgain(roll)) {
    const asRolled = Math.min(stay, c.amount);
    stay -= asRolled;
    c.amount -= asRolled;
    if (c.amount === 0 || !c.again) continue;
    const { unit, source, label, species } = c;
    roll.counted.push({ unit, result: c.again, amount: -c.amount, source, label, species });
  }
};

export const combinationTasks: Readonly<Record<string, TaskHandler>> = {
  "roll:id-split": split,
  "roll:racial-split": racialSplit,
};
