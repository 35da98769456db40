// 2.9a Dancing Lights (red, 6, basic; rules/000 line 1554): the enemy army's missile and magic
// results are halved (rounding down, line 634) until the caster's next turn begins; castings
// target other armies (line 1181).
import type { SpellEffect } from "../spell-effects.ts";
import { addSpellEffect } from "../spell-lasting.ts";

export const dancingLights: SpellEffect = {
  resolve(ctx, casting) {
    addSpellEffect(ctx, casting, {
      modifier: { step: "divide", divisor: 2, results: ["missile", "magic"], spell: true },
    });
  },
};
