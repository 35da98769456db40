// 2.9a Create Mountain (gold, 9, Dwarf; rules/000 line 1400): a terrain with the earth (gold)
// element, not at its eighth face, is a highland as well as its own type until its face changes:
// Dwarves double their maneuvers there, Lava Elves count maneuvers as saves (terrain-nature.ts).

import { terrainLocation } from "../../kernel/state.ts";
import { terrainAt } from "../army.ts";
import { fixedSpell } from "../spell-lasting.ts";
import { terrainElements } from "../terrain-nature.ts";

export const createMountain = fixedSpell(
  { alsoType: "highland" },
  {
    allows(state, caster, target) {
      if (!("terrain" in target)) return false;
      const t = terrainAt(state, terrainLocation(target.terrain));
      return t.face !== 8 && terrainElements(state, t, caster).includes("earth");
    },
  },
);
