// 2.9a Reform Land (gold, 6, Goblins; rules/000 line 1390): a minor terrain of the caster's
// summoning pool that has the water element becomes a swampland minor terrain for the rest of the
// game, so that it matches a swampland terrain (minor-terrains.ts `minorTerrainType`). The effect
// is on the die while it waits in the pool: once in play its type no longer matters.
import { addEffect } from "../../kernel/effects.ts";
import { dieInstance } from "../army.ts";
import { minorTerrainDie } from "../minor-terrains.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { spellOf } from "../spell-lasting.ts";

const WATER = "water";

export const reformLand: SpellEffect = {
  allows(state, _caster, target) {
    const d = "unit" in target ? dieInstance(state, target.unit) : undefined;
    return d?.at === "pool" && (minorTerrainDie(d)?.colors.includes(WATER) ?? false);
  },
  resolve(ctx, casting) {
    const { spell, target } = casting;
    if (!("unit" in target) || dieInstance(ctx.state, target.unit)?.at !== "pool") return;
    // Not a unit's spell that follows it into play (addSpellEffect): it holds in the pool only.
    addEffect(ctx, {
      name: spell.name,
      owner: casting.caster,
      target: { unit: target.unit, at: "pool" },
      expires: "permanent",
      spell: spellOf(casting),
      becomesType: "swampland",
    });
  },
};
