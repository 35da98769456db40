// 2.9a Decay (black, 2, Swamp Stalker; rules/000 line 1209): one melee result fewer in the enemy
// army's rolls until the caster's next turn begins; castings add up (line 1185). A spell's penalty
// leaves SAI results alone (line 1635).
import { lastingSpell } from "../spell-lasting.ts";

export const decay = lastingSpell((times) => ({
  modifier: { step: "subtract", amount: times, results: ["melee"], spell: true },
}));
