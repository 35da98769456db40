// 2.9a Water Walking (green, 4, Scalder; rules/000 line 1456): an army at a terrain with the green
// (water) element gets four maneuver results added to its rolls until the caster's next turn
// begins; castings add up (line 1185).
import { lastingSpell } from "../spell-lasting.ts";
import { terrainHasElement } from "./terrain-element.ts";

export const waterWalking = lastingSpell((times) => ({ adds: { maneuver: 4 * times } }), {
  allows: (state, _caster, target) =>
    "army" in target && terrainHasElement(state, target.army.at, "water"),
});
