// 2.9a Restless Dead (black, 4, Undead; rules/000 line 1229): four maneuver results added to the
// army's rolls until the caster's next turn begins; castings add up (line 1185).
import { lastingSpell } from "../spell-lasting.ts";

export const restlessDead = lastingSpell((times) => ({ adds: { maneuver: 4 * times } }));
