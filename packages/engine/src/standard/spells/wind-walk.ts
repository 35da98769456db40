// 2.9a Wind Walk (blue, 4, basic; rules/000 line 1267): four maneuver results added to the army's
// rolls until the caster's next turn begins; castings add up (line 1185).
import { lastingSpell } from "../spell-lasting.ts";

export const windWalk = lastingSpell((times) => ({ adds: { maneuver: 4 * times } }));
