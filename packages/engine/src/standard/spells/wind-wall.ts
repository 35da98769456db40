// 2.9a Wind Wall (blue, 3, Frostwing; rules/000 line 1265): three save results added to the army's
// rolls until the end of the caster's next turn; castings target other armies (line 1181).
import { fixedSpell } from "../spell-lasting.ts";

export const windWall = fixedSpell({ adds: { save: 3 } });
