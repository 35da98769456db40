// 2.9a Ash Storm (red, 2, basic; rules/000 line 1534): every army roll made at the terrain counts
// one result fewer, of the result rolled for (line 1107), until the caster's next turn begins;
// castings add up (line 1185). In a combination roll the rolling army's owner spreads the penalty
// over the results (line 1163: roll-penalties.ts).
import { lastingSpell } from "../spell-lasting.ts";

export const ashStorm = lastingSpell((times) => ({
  modifier: { step: "subtract", amount: times, spell: true },
}));
