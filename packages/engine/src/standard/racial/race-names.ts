// How a racial effect's prompts name the races that have it: the edition's data says which.
import type { RacialEffect } from "@dragondice/catalog";
import type { EditionTables } from "../edition-tables.ts";

/** The plural names of the races with the effect, as the edition spells them ("Undead"). */
export function racesWith(tables: EditionTables, effect: RacialEffect): string {
  const species = tables.speciesWith(effect);
  return tables.data.species
    .filter((s) => species.has(s.id))
    .map((s) => s.name.plural)
    .join(" or ");
}
