// 2.9a Evil Eye (black, 2, Undead; rules/000 line 1211): one save result fewer in the enemy army's
// rolls until the end of the caster's next turn; castings add up (line 1185).
import { lastingSpell } from "../spell-lasting.ts";

export const evilEye = lastingSpell((times) => ({
  modifier: { step: "subtract", amount: times, results: ["save"], spell: true },
}));
