// 2.9a Finger of Death (black, 4, basic; rules/000 line 1223): one point of damage to an enemy
// unit, no save possible; castings at one unit in one magic action add up (line 1187), so four
// kill a 4-health unit, but damage from separate magic actions never adds up (line 1173).
import { dieInstance, healthOf } from "../army.ts";
import { killUnits } from "../individual.ts";
import type { SpellEffect } from "../spell-effects.ts";

export const fingerOfDeath: SpellEffect = {
  resolve(ctx, casting) {
    if (!("unit" in casting.target)) return;
    const d = dieInstance(ctx.state, casting.target.unit);
    if (d && casting.times >= healthOf(d)) killUnits(ctx, d.owner, [d.id]);
  },
};
