// 2.9a Palsy (black, 3, basic; rules/000 line 1213): one result fewer, of the result rolled for,
// in the enemy army's rolls until the caster's next turn begins; castings add up (line 1185). In a
// combination roll its owner spreads the penalty over the results (line 1163: roll-penalties.ts).
import { lastingSpell } from "../spell-lasting.ts";

export const palsy = lastingSpell((times) => ({
  modifier: { step: "subtract", amount: times, spell: true },
}));
