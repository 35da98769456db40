// 2.9a Lightning Strike (blue, 6, basic; rules/000 line 1288): an enemy unit rolls on its own for
// a save (a save avoidance roll, line 594) or is killed. Its army's spells do not help it (the
// Stoneskin Rule, line 580 and the example at line 652), and a unit that moves away during its
// roll still dies (line 578).
import { dieInstance } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { killFailed, rollEachTask, unitRollTasks } from "./unit-rolls.ts";

export const lightningStrike: SpellEffect = {
  resolve(ctx, casting) {
    if (!("unit" in casting.target)) return;
    const d = dieInstance(ctx.state, casting.target.unit);
    if (!d) return;
    ctx.schedule(rollEachTask(d.owner, [{ unit: d.id }], "save", killFailed(d.owner)));
  },
  tasks: unitRollTasks,
};
