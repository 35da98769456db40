// 2.9a Fields of Ice (blue, 5, Frostwing; rules/000 line 1275): every army roll made at the terrain
// counts six maneuver results fewer, and a tied maneuver attempt there goes to the non-acting
// player (maneuver.ts), until the caster's next turn begins; castings target other terrains.
import { fixedSpell } from "../spell-lasting.ts";

export const fieldsOfIce = fixedSpell({
  modifier: { step: "subtract", amount: 6, results: ["maneuver"], spell: true },
  tiesToNonActing: true,
});
