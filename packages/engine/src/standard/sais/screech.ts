// 2.9a Screech and Howl (rules/000 "Screech", "Howl"), Delayed Special: after the defending army
// rolls its saves against the attack (a melee attack; for Howl a missile action too), before its
// results are final, it loses that many save results (never below none). Applied to the total
// after its modifiers (the example of line 1703: 6 saves rolled, 4 taken away; docs/rulings.md),
// and never to results SAIs gave (line 1642: a non-magical modifier that subtracts).
import { countedTotal, type ResultName, type Roll } from "../../kernel/roll.ts";
import type { SaiEffect } from "../sai-effects.ts";

/**
 * A Delayed SAI takes `points` results of one kind from the target's roll, never below none and
 * never those SAIs gave (line 1642).
 */
export function takeResults(roll: Roll, result: ResultName, points: number, label: string): void {
  let fromSais = 0;
  for (const c of roll.counted) {
    if (c.source === "sai" && c.result === result && c.amount > 0) fromSais += c.amount;
  }
  const lost = Math.min(points, Math.max(0, countedTotal(roll, result) - fromSais));
  if (lost === 0) return;
  roll.counted.push({ unit: null, result, amount: -lost, source: "sai", label });
}

const savesLost = (label: string): SaiEffect => ({
  delayed: (_ctx, roll, use) => takeResults(roll, "save", use.points, label),
});

export const screech = savesLost("Screech");
export const howl = savesLost("Howl");
