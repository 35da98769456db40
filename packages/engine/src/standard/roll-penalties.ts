// Penalties on a combination roll (2.9a "Modifiers and combination rolls", line 622, and line
// 1163): a subtracting modifier that names no result (Palsy, Ash Storm) takes the result rolled
// for; in a roll for several results the army's owner says which results take those penalties,
// all of them applied if possible. One decision (sai-choice) once the results are counted (and
// split: combination.ts), before the modifiers.
import type { Ctx } from "../kernel/flow.ts";
import { type ResultName, type Roll, rollInProgress, sumCounted } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { answer } from "./answers.ts";
import { unitMultipliers } from "./modifiers.ts";
import { purposeNamed } from "./purposes.ts";
import { modifiersOnRoll } from "./roll-effects.ts";

/**
 * What each result rolled for has that the penalties may take: the units' non-SAI results after
 * their own modifiers (line 644), less what penalties naming that result take first.
 */
function takeable(roll: Roll, units: readonly string[], named: number[]): number[] {
  return roll.wants.map((result, i) => {
    let sum = 0;
    for (const unit of units) {
      const own = roll.counted.filter((c) => c.unit === unit);
      const all = [...own, ...unitMultipliers(unit, own, roll.modifiers)];
      const sais = all.filter((c) => c.source === "sai" && c.amount > 0);
      sum += Math.max(0, sumCounted(all, result) - sumCounted(sais, result));
    }
    return Math.max(0, sum - (named[i] ?? 0));
  });
}

/**
 * Every way to take `n` results off results that have `room` each, the first result rolled for
 * (the one the roll is named after: saves in a save-and-melee roll) spared most first.
 */
function spreads(n: number, room: readonly number[]): number[][] {
  const [first, ...rest] = room;
  if (first === undefined) return n === 0 ? [[]] : [];
  const out: number[][] = [];
  for (let k = 0; k <= Math.min(n, first); k++) {
    for (const tail of spreads(n - k, rest)) out.push([k, ...tail]);
  }
  return out;
}

const say = (roll: Roll, spread: readonly number[]): string =>
  roll.wants.map((r, i) => `${spread[i]} from ${r}`).join(" and ");

/** Whether penalties naming no result are spread over the roll's results: only over several. */
export const spreadsPenalties = (roll: Roll): boolean => roll.wants.length > 1;

/** The ways a combination roll's penalties that name no result may be spread, or null. */
function penaltySpreads(
  ctx: Ctx,
  roll: Roll,
  unitsOf: (roll: Roll) => string[],
): number[][] | null {
  if (!spreadsPenalties(roll) || purposeNamed(roll.purpose).individual) return null;
  const subtracting = modifiersOnRoll(ctx.state, roll).filter(
    ({ modifier: m }) => m.step === "subtract",
  );
  const total = subtracting.reduce(
    (n, { modifier: m }) => n + (m.step === "subtract" && !m.results ? m.amount : 0),
    0,
  );
  if (total === 0) return null;
  const named = roll.wants.map((r) =>
    subtracting.reduce(
      (n, { modifier: m }) => n + (m.step === "subtract" && m.results?.includes(r) ? m.amount : 0),
      0,
    ),
  );
  const room = takeable(roll, unitsOf(roll), named);
  // All of them if possible (line 622): no option leaves a penalty out where it could be taken.
  const n = Math.min(
    total,
    room.reduce((a, b) => a + b, 0),
  );
  return spreads(n, room);
}

/** Sets the penalties a roll's results take. */
function takePenalties(roll: Roll, spread: readonly number[]): void {
  const penalties: Partial<Record<ResultName, number>> = {};
  roll.wants.forEach((r, i) => {
    penalties[r] = spread[i] ?? 0;
  });
  roll.penalties = penalties;
}

/**
 * Asks how each combination roll's penalties that name no result are spread over its results:
 * one decision per roll with a choice, all asked at once (the rolls of a simultaneous roll are
 * answered together); a roll with one way takes it.
 */
export function askPenaltySplits(
  ctx: Ctx,
  rolls: readonly Roll[],
  unitsOf: (roll: Roll) => string[],
): void {
  const asks: { roll: Roll; spreads: number[][] }[] = [];
  for (const roll of rolls) {
    const ways = penaltySpreads(ctx, roll, unitsOf);
    if (!ways || ways.length === 0) continue;
    if (ways.length === 1) takePenalties(roll, ways[0] as number[]);
    else asks.push({ roll, spreads: ways });
  }
  if (asks.length === 0) return;
  ctx.ask(
    asks.map(({ roll, spreads: ways }) => ({
      player: roll.player,
      kind: "sai-choice",
      prompt: `Penalties: take the ${(ways[0] ?? []).reduce((a, b) => a + b, 0)} results your army's penalties take from the results you choose.`,
      data: { about: "penalty-spread", by: "Penalties", results: [...roll.wants], spreads: ways },
      options: ways.map((w) => ({ say: say(roll, w) })),
    })),
    { t: "roll:penalty-split", splits: asks.map((a) => ({ roll: a.roll.id, spreads: a.spreads })) },
  );
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The rolls whose penalties were asked, and the spreads offered, in the answers' order. */
    "roll:penalty-split": { splits: { roll: number; spreads: number[][] }[] };
  }
}

const split: HandlerOf<"roll:penalty-split"> = (ctx, task) => {
  const splits = task.splits;
  splits.forEach((s, i) => {
    const roll = rollInProgress(ctx.state, s.roll);
    const picked = answer(ctx, "sai-choice", i);
    takePenalties(roll, s.spreads.find((w) => say(roll, w) === picked.say) ?? []);
  });
};

export const penaltyTasks = taskHandlers({ "roll:penalty-split": split });
