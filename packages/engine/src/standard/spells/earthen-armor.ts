// 2.9a Earthen Armor (gold, 2, Dwarf; rules/000 line 1320): one of your units not already under
// Earthen Armor gets one automatic save, kept until it is used to make a save for the unit
// (unit-spells.ts); it follows the unit everywhere in play (line 1137).
import { fixedSpell, notAlreadyUnder } from "../spell-lasting.ts";

export const earthenArmor = fixedSpell(
  { adds: { save: 1 } },
  {
    allows: notAlreadyUnder("earthen-armor"),
  },
);
