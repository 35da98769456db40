// 2.9a Water Walking (green, 4, Scalder; rules/000 line 1456): an army at a terrain with the green
// (water) element gets four maneuver results added to its rolls until the caster's next turn
// begins; castings add up (line 1185).
import type { SpellEffect } from "../spell-effects.ts";
import { addSpellEffect } from "../spell-lasting.ts";
import { terrainHasElement } from "./terrain-element.ts";

export const waterWalking: SpellEffect = {
  allows: (state, _caster, target) =>
    "army" in target && terrainHasElement(state, target.army.at, "water"),
  resolve(ctx, casting) {
    addSpellEffect(ctx, casting, { adds: { maneuver: 4 * casting.times } });
  },
};
