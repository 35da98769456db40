// 2.9a Wall of Ice (green, 3, basic; rules/000 line 1432): three save results added to the army's
// rolls until the caster's next turn begins; castings target other armies (line 1181).
import { fixedSpell } from "../spell-lasting.ts";

export const wallOfIce = fixedSpell({ adds: { save: 3 } });
