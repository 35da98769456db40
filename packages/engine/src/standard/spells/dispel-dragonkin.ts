// 2.9a Dispel Dragonkin (elemental, 4, Eldarim; rules/000 line 1595): one point of damage, no save
// possible, to an enemy Dragonkin of a colour other than the magic's; castings at one Dragonkin add
// up, as Finger of Death's do (line 1187), so two kill an uncommon (to its summoning pool).
import { targetKinColor } from "../dragonkin.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { fingerOfDeath } from "./finger-of-death.ts";

export const dispelDragonkin: SpellEffect = {
  allows: (state, _caster, t, tables) => targetKinColor(tables, state, t) !== null,
  allowsColor: (state, color, t, tables) => {
    const kin = targetKinColor(tables, state, t);
    return kin !== null && kin !== color;
  },
  resolve: fingerOfDeath.resolve,
};
