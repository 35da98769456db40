// 2.9a Dancing Lights (red, 6, basic; rules/000 line 1554): the enemy army's missile and magic
// results are halved (rounding down, line 634) until the caster's next turn begins; castings
// target other armies (line 1181).
import { fixedSpell } from "../spell-lasting.ts";

export const dancingLights = fixedSpell({
  modifier: { step: "divide", divisor: 2, results: ["missile", "magic"], spell: true },
});
