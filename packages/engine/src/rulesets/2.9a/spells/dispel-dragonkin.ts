// 2.9a Dispel Dragonkin (elemental, 4, Eldarim; rules/000 line 1595): one point of damage, no save
// possible, to an enemy Dragonkin of a colour other than the magic's; castings at one Dragonkin add
// up, as Finger of Death's do (line 1187), so two kill an uncommon (to its summoning pool).
import { dieInstance, unitOf } from "../army.ts";
import { isDragonkin, kinColor } from "../dragonkin.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { fingerOfDeath } from "./finger-of-death.ts";

export const dispelDragonkin: SpellEffect = {
  allows: (state, _caster, t) => {
    const d = "unit" in t ? dieInstance(state, t.unit) : undefined;
    return d !== undefined && isDragonkin(d);
  },
  allowsColor: (state, color, t) => {
    const d = "unit" in t ? dieInstance(state, t.unit) : undefined;
    const unit = d ? unitOf(d) : null;
    return unit !== null && kinColor(unit) !== color;
  },
  resolve: fingerOfDeath.resolve,
};
