// 2.9a Call Water (green, 5, Treefolk; rules/000 line 1466): the terrain gains the water (green)
// element until its face changes, for magic doubling, Amazons and the spells that need water.
import { fixedSpell } from "../spell-lasting.ts";

export const callWater = fixedSpell({ gainsElement: "water" });
