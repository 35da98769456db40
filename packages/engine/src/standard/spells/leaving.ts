// 2.9a Leaving (gold, 8, Treefolk; rules/000 line 1398): until the caster's next turn begins, the
// casualties of damage aimed at any of the caster's armies go to another of their armies at a
// terrain, of their choosing, instead of the DUA (refuge.ts). The target is the armies the caster
// has when it resolves (docs/rulings.md): the effect is on each of them.
import { armyLocations } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { addSpellEffect } from "../spell-lasting.ts";

export const leaving: SpellEffect = {
  resolve(ctx, casting) {
    for (const at of armyLocations(ctx.state, casting.caster, true)) {
      addSpellEffect(ctx, casting, {}, { army: casting.caster, at });
    }
  },
};
