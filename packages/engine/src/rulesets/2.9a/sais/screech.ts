// 2.9a Screech and Howl (rules/000 "Screech", "Howl"), Delayed Special: after the defending army
// rolls its saves against the attack (a melee attack; for Howl a missile action too), before its
// results are final, it loses that many save results (never below none). Applied to the total
// after its modifiers (the example of line 1703: 6 saves rolled, 4 taken away; docs/rulings.md).
import { countedTotal } from "../../../kernel/roll.ts";
import type { SaiEffect } from "../sai-effects.ts";

const savesLost = (label: string): SaiEffect => ({
  delayed(_ctx, roll, use) {
    const lost = Math.min(use.points, Math.max(0, countedTotal(roll, "save")));
    if (lost === 0) return;
    roll.counted.push({ unit: null, result: "save", amount: -lost, source: "sai", label });
  },
});

export const screech = savesLost("Screech");
export const howl = savesLost("Howl");
