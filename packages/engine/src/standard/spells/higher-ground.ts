// 2.9a Higher Ground (gold, 5, Amazon; rules/000 line 1382): five melee results fewer in the enemy
// army's rolls until the caster's next turn begins; castings target other armies (line 1181).
import { fixedSpell } from "../spell-lasting.ts";

export const higherGround = fixedSpell({
  modifier: { step: "subtract", amount: 5, results: ["melee"], spell: true },
});
