// 2.9a Firebolt (red, 3, Firewalker; rules/000 line 1543): one point of damage per casting to an
// enemy unit, which rolls on its own for saves against it: enough that what is left is less than
// its health (individual.ts `savesNeeded`), or it is killed.
import { dieInstance } from "../army.ts";
import { savesNeeded } from "../individual.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { killFailed, rollEachTask, unitRollTasks } from "./unit-rolls.ts";

export const firebolt: SpellEffect = {
  resolve(ctx, casting) {
    if (!("unit" in casting.target)) return;
    const d = dieInstance(ctx.state, casting.target.unit);
    if (!d) return;
    const need = savesNeeded(ctx, d.id, casting.times);
    ctx.schedule(rollEachTask(d.owner, [{ unit: d.id, need }], "save", killFailed(d.owner)));
  },
  tasks: unitRollTasks,
};
