// 2.9a Transmute Rock to Mud (gold, 5, basic; rules/000 line 1374): six maneuver results fewer in
// the enemy army's rolls until the caster's next turn begins; castings add up (line 1185).
import { lastingSpell } from "../spell-lasting.ts";

export const transmuteRockToMud = lastingSpell((times) => ({
  modifier: { step: "subtract", amount: 6 * times, results: ["maneuver"], spell: true },
}));
