// 2.9a Wall of Thorns (green, 8, Treefolk; rules/000 line 1522): until the end of the caster's
// next turn, an army whose maneuver turns the terrain hurts itself (maneuver.ts: its health-worth
// in damage, less its melee results). Not at a terrain already under one, nor at one showing its
// eighth face.
import { terrainEffects } from "../../../kernel/effects.ts";
import { type Table, terrainLocation } from "../../../kernel/state.ts";
import { terrainAt } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { addSpellEffect } from "../spell-lasting.ts";

/** Whether a Wall of Thorns holds on the terrain. */
export const thorny = (state: Table, terrain: string): boolean =>
  terrainEffects(state, terrain).some((e) => e.spell?.id === "wall-of-thorns");

export const wallOfThorns: SpellEffect = {
  allows(state, _caster, target) {
    if (!("terrain" in target)) return false;
    const t = terrainAt(state, terrainLocation(target.terrain));
    return t.face !== 8 && !thorny(state, t.id);
  },
  resolve(ctx, casting) {
    addSpellEffect(ctx, casting, {});
  },
};
