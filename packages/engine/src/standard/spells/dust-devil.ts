// 2.9a Dust Devil (blue, 3, Firewalker; rules/000 line 1263): until the end of the caster's next
// turn, missile damage into the terrain (line 1117) or out of it is halved: attacks aimed at an
// army there, and attacks made from there at an army elsewhere. Castings target other terrains.
import type { ArmyModifier } from "../roll-fields.ts";
import { fixedSpell } from "../spell-lasting.ts";

const HALF_MISSILE: ArmyModifier = {
  step: "divide",
  divisor: 2,
  results: ["missile"],
  spell: true,
};

export const dustDevil = fixedSpell({ incoming: HALF_MISSILE, outgoing: HALF_MISSILE });
