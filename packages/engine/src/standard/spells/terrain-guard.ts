// Spells that guard a terrain against maneuvers until the end of the caster's next turn (2.9a
// Mire, Wall of Thorns): maneuver.ts reads whether one holds. One at a time at a terrain, and
// never at a terrain showing its eighth face.
import { terrainEffects } from "../../kernel/effects.ts";
import { type Table, terrainLocation } from "../../kernel/state.ts";
import { terrainAt } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { fixedSpell } from "../spell-lasting.ts";

/** Whether the spell (its catalogue id) holds on the terrain. */
export const guardedBy = (state: Table, terrain: string, spell: string): boolean =>
  terrainEffects(state, terrain).some((e) => e.spell?.id === spell);

/** The spell's effect: a lasting effect on its terrain, which maneuver.ts acts on. */
export const terrainGuard = (spell: string): SpellEffect =>
  fixedSpell(
    {},
    {
      allows(state, _caster, target) {
        if (!("terrain" in target)) return false;
        const t = terrainAt(state, terrainLocation(target.terrain));
        return t.face !== 8 && !guardedBy(state, t.id, spell);
      },
    },
  );
