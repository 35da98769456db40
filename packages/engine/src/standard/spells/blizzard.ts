// 2.9a Blizzard (blue, 4, Coral Elf; rules/000 line 1271): melee results of every army roll made at
// the terrain are halved (rounding down) until the caster's next turn begins; castings target
// other terrains (line 1181).
import type { SpellEffect } from "../spell-effects.ts";
import { addSpellEffect } from "../spell-lasting.ts";

export const blizzard: SpellEffect = {
  resolve(ctx, casting) {
    addSpellEffect(ctx, casting, {
      modifier: { step: "divide", divisor: 2, results: ["melee"], spell: true },
    });
  },
};
