// 2.9a Blizzard (blue, 4, Coral Elf; rules/000 line 1271): melee results of every army roll made at
// the terrain are halved (rounding down) until the caster's next turn begins; castings target
// other terrains (line 1181).
import { fixedSpell } from "../spell-lasting.ts";

export const blizzard = fixedSpell({
  modifier: { step: "divide", divisor: 2, results: ["melee"], spell: true },
});
