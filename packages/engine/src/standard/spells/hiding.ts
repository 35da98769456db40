// The spells cast at health-worth of your units that keep some effects off them until your next
// turn begins (2.9a Hide, line 1328; Camouflage, line 1312): one effect on each unit named, which
// follows it (line 1131); such a unit cannot be promoted (line 1035: promotion.ts). Each casting
// covers one health-worth, so a unit's effect holds the castings its health takes (line 1185: each
// an instance of its own for counter-magic, which uncovers the unit by negating any of them).
import type { Location } from "../../kernel/state.ts";
import { dieInstance, healthOf } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { addSpellEffect, type SpellEffectParts } from "../spell-lasting.ts";

export function hidingSpell(parts: SpellEffectParts): SpellEffect {
  return {
    resolve(ctx, casting) {
      if (!("units" in casting.target)) return;
      for (const unit of casting.target.units) {
        const d = dieInstance(ctx.state, unit);
        if (!d) continue;
        const covering = { ...casting, times: healthOf(d) };
        addSpellEffect(ctx, covering, parts, { unit, at: d.at as Location });
      }
    },
  };
}
