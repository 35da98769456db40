// How a racial effect's prompts name the races that have it: the edition's data says which.
import type { RacialEffect } from "@dragondice/catalog";
import type { EditionTables } from "../edition-tables.ts";

/** The names found so far, by tables and effect: a prompt asks every turn the race plays. */
const NAMES = new WeakMap<EditionTables, Map<RacialEffect, string>>();

/** The plural names of the races with the effect, as the edition spells them ("Undead"). */
export function racesWith(tables: EditionTables, effect: RacialEffect): string {
  let names = NAMES.get(tables);
  if (!names) {
    names = new Map();
    NAMES.set(tables, names);
  }
  let found = names.get(effect);
  if (found === undefined) {
    const species = tables.speciesWith(effect);
    found = tables.data.species
      .filter((s) => species.has(s.id))
      .map((s) => s.name.plural)
      .join(" or ");
    names.set(effect, found);
  }
  return found;
}
