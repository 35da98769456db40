// The spells that double one kind of a unit's results until used (2.9a lines 1559-1565: Burning
// Hands, Flaming Armor, Flaming Spears): cast at one of your units not already under the same
// spell; the rolls apply and use them up (unit-spells.ts).
import type { ResultName } from "../../kernel/roll.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { fixedSpell, notAlreadyUnder } from "../spell-lasting.ts";

export function doublingSpell(id: string, result: ResultName): SpellEffect {
  return fixedSpell({ doubles: result }, { allows: notAlreadyUnder(id) });
}
