// 2.9a Deluge (green, 6, Amazon; rules/000 line 1496): every army roll made at the terrain counts
// four maneuver and four missile results fewer until the caster's next turn begins; a missile
// attack from elsewhere into it is not reduced (line 1113). Castings target other terrains.
import { fixedSpell } from "../spell-lasting.ts";

export const deluge = fixedSpell({
  modifier: { step: "subtract", amount: 4, results: ["maneuver", "missile"], spell: true },
});
