// 2.9a Mirage (blue, 5, Firewalker; rules/000 line 1285): each 1-health (common) unit at the
// terrain, whoever's, rolls on its own for a save (a save avoidance roll, line 594) or flees to its
// reserve area; player by player, from the caster's left.
import { terrainLocation } from "../../kernel/state.ts";
import { healthOf, unitsAt } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { armiesAt } from "./terrain-armies.ts";
import { fleeFailed, rollEachTask, unitRollTasks } from "./unit-rolls.ts";

export const mirage: SpellEffect = {
  resolve(ctx, casting) {
    if (!("terrain" in casting.target)) return;
    const at = terrainLocation(casting.target.terrain);
    const rolls = armiesAt(ctx.state, casting.target.terrain, casting.caster).flatMap((p) => {
      const commons = unitsAt(ctx.state, p, at).filter((d) => healthOf(d) === 1);
      if (commons.length === 0) return [];
      const targets = commons.map((d) => ({ unit: d.id }));
      return [rollEachTask(p, targets, "save", fleeFailed(p))];
    });
    ctx.schedule(...rolls);
  },
  tasks: unitRollTasks,
};
