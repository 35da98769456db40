// 2.9a Magic Drain (black, 3, Frostwing; rules/000 line 1219): every army roll made at the terrain
// counts two magic results fewer until the caster's next turn begins; castings add up.
import type { SpellEffect } from "../spell-effects.ts";
import { addSpellEffect } from "../spell-lasting.ts";

export const magicDrain: SpellEffect = {
  resolve(ctx, casting) {
    addSpellEffect(ctx, casting, {
      modifier: { step: "subtract", amount: 2 * casting.times, results: ["magic"], spell: true },
    });
  },
};
