// Sharing an SAI's damage among units (rules/000 "Targeting", line 1739: two Bullseyes of 4
// combine to 8, which the acting player may split 5 on one unit and 3 on another): the picker
// assigns every point to units of the army it hits, at least one to each unit picked, and each
// unit then saves on its own against what it was given. One decision kind, "sai-damage", serves
// every SAI that does so.
import { amount, mapOf } from "../kernel/choice-shape.ts";
import type { Ctx, Task } from "../kernel/flow.ts";
import { decisionKind } from "../kernel/ruleset.ts";
import { answer } from "./answers.ts";
import type { CasualtyUnit } from "./casualties.ts";

/** What a "sai-damage" decision offers. */
export type DamageOffer = {
  /** The SAI's name. */
  sai: string;
  /** The player whose units it hits. */
  owner: number;
  units: CasualtyUnit[];
  /** The damage to share out, every point of it. */
  total: number;
};

/** The damage each unit takes, by unit id. */
export type DamageSplit = Record<string, number>;

/**
 * Asks `picker` how to share the damage among the offered units; `then` runs with the split (read
 * it with `damageSplit`). With one unit, or none, there is nothing to ask.
 */
export function askDamage(ctx: Ctx, picker: number, offer: DamageOffer, then: Task): void {
  const [only, ...others] = offer.units;
  if (!only || offer.total <= 0 || others.length === 0) {
    ctx.schedule({ ...then, split: only && offer.total > 0 ? { [only.id]: offer.total } : {} });
    return;
  }
  ctx.ask(
    [
      {
        player: picker,
        kind: "sai-damage",
        prompt: `${offer.sai}: share ${offer.total} damage among units of the army, at least 1 to each unit you pick.`,
        data: offer,
      },
    ],
    then,
  );
}

/** The split a task that `askDamage` scheduled receives. */
export const damageSplit = (ctx: Ctx, task: { split?: DamageSplit }): DamageSplit =>
  task.split ?? answer(ctx, "sai-damage");

/** Why a split is not legal, or null. */
function splitProblem(offer: DamageOffer, split: DamageSplit): string | null {
  let sum = 0;
  for (const [id, n] of Object.entries(split)) {
    if (!offer.units.some((u) => u.id === id)) return `${id} is not a unit ${offer.sai} may hit`;
    if (n < 1) return `${id} must take at least 1 damage, or be left out`;
    sum += n;
  }
  if (sum !== offer.total) return `the damage given adds up to ${sum}, not ${offer.total}`;
  return null;
}

export const saiDamageKind = decisionKind({
  kinds: ["sai-damage"],
  shape: mapOf(amount),
  answer: "{ unit id: damage } (every point given, at least 1 to each unit listed)",
  validate: (_state, decision, choice) => splitProblem(decision.data, choice),
  sample(_state, decision, randomInt) {
    const { units, total } = decision.data;
    const order = [...units];
    const picked: string[] = [];
    const n = randomInt(1, Math.min(order.length, total));
    while (picked.length < n) {
      const [u] = order.splice(randomInt(0, order.length - 1), 1);
      if (u) picked.push(u.id);
    }
    const split: DamageSplit = Object.fromEntries(picked.map((id) => [id, 1]));
    for (let left = total - n; left > 0; left--) {
      const id = picked[randomInt(0, picked.length - 1)] as string;
      split[id] = (split[id] as number) + 1;
    }
    return split;
  },
});
