// 2.9a Black Rain (green, 7, Swamp Stalker; rules/000 line 1520): at a terrain with the green
// (water) element, the save results of every army roll made there are halved (rounding down) until
// the end of the caster's next turn; castings target other terrains (line 1181).
import { fixedSpell } from "../spell-lasting.ts";
import { terrainHasElement } from "./terrain-element.ts";

export const blackRain = fixedSpell(
  {
    modifier: { step: "divide", divisor: 2, results: ["save"], spell: true },
  },
  {
    allows: (state, _caster, target) =>
      "terrain" in target && terrainHasElement(state, `t:${target.terrain}`, "water"),
  },
);
