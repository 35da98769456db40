// 2.9a Wall of Fog (green, 6, basic; rules/000 line 1488): until the caster's next turn begins,
// the maneuver results of every army roll made at the terrain are halved, and so is all missile
// damage aimed at an army there, from there or from elsewhere (line 1119). Castings target other
// terrains (line 1181).
import { fixedSpell } from "../spell-lasting.ts";

export const wallOfFog = fixedSpell({
  modifier: { step: "divide", divisor: 2, results: ["maneuver"], spell: true },
  incoming: { step: "divide", divisor: 2, results: ["missile"], spell: true },
});
