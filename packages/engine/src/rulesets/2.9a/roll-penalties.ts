// Penalties on a combination roll (2.9a "Modifiers and combination rolls", line 622, and line
// 1163): a subtracting modifier that names no result (Palsy, Ash Storm) takes the result rolled
// for; in a roll for several results the army's owner says which results take those penalties,
// all of them applied if possible. One decision (sai-choice) once the results are counted (and
// split: combination.ts), before the modifiers.
import type { Ctx } from "../../kernel/flow.ts";
import { type ResultName, type Roll, rollInProgress, sumCounted } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { answer } from "./answers.ts";
import { unitMultipliers } from "./modifiers.ts";
import { purposeNamed } from "./purposes.ts";
import { modifiersOnRoll } from "./roll-effects.ts";
import { askChoice, type SaiOption } from "./sai-choice.ts";

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

/** Asks how a combination roll's penalties that name no result are spread over its results. */
export function askPenaltySplit(ctx: Ctx, roll: Roll, units: readonly string[]): void {
  if (roll.wants.length < 2 || purposeNamed(roll.purpose).individual) return;
  const subtracting = modifiersOnRoll(ctx.state, roll).filter(
    ({ modifier: m }) => m.step === "subtract",
  );
  const total = subtracting.reduce(
    (n, { modifier: m }) => n + (m.step === "subtract" && !m.results ? m.amount : 0),
    0,
  );
  if (total === 0) return;
  const named = roll.wants.map((r) =>
    subtracting.reduce(
      (n, { modifier: m }) => n + (m.step === "subtract" && m.results?.includes(r) ? m.amount : 0),
      0,
    ),
  );
  const room = takeable(roll, units, named);
  // All of them if possible (line 622): no option leaves a penalty out where it could be taken.
  const n = Math.min(
    total,
    room.reduce((a, b) => a + b, 0),
  );
  const options: SaiOption[] = spreads(n, room).map((s) => ({ say: say(roll, s) }));
  askChoice(
    ctx,
    roll.player,
    "Penalties",
    `take the ${total} results your army's penalties take from the results you choose.`,
    options,
    { t: "roll:penalty-split", roll: roll.id, spreads: spreads(n, room) },
  );
}

const split: TaskHandler = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll as number);
  const picked = (task.picked as SaiOption | undefined) ?? answer<SaiOption>(ctx);
  const spread = (task.spreads as number[][]).find((s) => say(roll, s) === picked.say) ?? [];
  const penalties: Partial<Record<ResultName, number>> = {};
  roll.wants.forEach((r, i) => {
    penalties[r] = spread[i] ?? 0;
  });
  roll.penalties = penalties;
};

export const penaltyTasks: Readonly<Record<string, TaskHandler>> = { "roll:penalty-split": split };
