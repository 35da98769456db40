// The racial spells whose text names their own race as the units they act on (2.9a: Fade, Exhume
// and Night Moves the Undead, Call of the Wild the Feral, Rise of the Eldarim the Eldarim): that
// race is the spell's own in the edition's data (`SpellDef.species`), never named in the rules.
import type { DieState } from "../../kernel/state.ts";
import { unitOf } from "../army.ts";
import type { EditionTables } from "../edition-tables.ts";

const NO_RACE: readonly string[] = [];

/** The races of a spell, by its catalogue id. */
export const spellRaces = (tables: EditionTables, spell: string): readonly string[] =>
  tables.spellsById.get(spell)?.species ?? NO_RACE;

/** Whether a die is a unit of the spell's race. */
export function ofSpellRace(tables: EditionTables, spell: string, d: DieState): boolean {
  const unit = unitOf(d);
  return unit !== null && spellRaces(tables, spell).includes(unit.species);
}
