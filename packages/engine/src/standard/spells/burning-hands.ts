// 2.9a Burning Hands (red, 4, basic; rules/000 line 1558): one of your units' melee results count
// double until it uses them (line 1125); it follows the unit (line 1131).
import { doublingSpell } from "./doubling.ts";

export const burningHands = doublingSpell("burning-hands", "melee");
