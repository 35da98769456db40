// 2.9a Magic Drain (black, 3, Frostwing; rules/000 line 1219): every army roll made at the terrain
// counts two magic results fewer until the caster's next turn begins; castings add up.
import { lastingSpell } from "../spell-lasting.ts";

export const magicDrain = lastingSpell((times) => ({
  modifier: { step: "subtract", amount: 2 * times, results: ["magic"], spell: true },
}));
