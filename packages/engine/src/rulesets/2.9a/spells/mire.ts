// 2.9a Mire (green, 6, Swamp Stalker; rules/000 line 1498): until the end of the caster's next
// turn, no army at the terrain may attempt a maneuver to turn it (maneuver.ts). Not at a terrain
// already under a Mire, nor at one showing its eighth face.
import { terrainEffects } from "../../../kernel/effects.ts";
import { type Table, terrainLocation } from "../../../kernel/state.ts";
import { terrainAt } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { addSpellEffect } from "../spell-lasting.ts";

/** Whether a Mire holds on the terrain. */
export const mired = (state: Table, terrain: string): boolean =>
  terrainEffects(state, terrain).some((e) => e.spell?.id === "mire");

export const mire: SpellEffect = {
  allows(state, _caster, target) {
    if (!("terrain" in target)) return false;
    const t = terrainAt(state, terrainLocation(target.terrain));
    return t.face !== 8 && !mired(state, t.id);
  },
  resolve(ctx, casting) {
    addSpellEffect(ctx, casting, {});
  },
};
