// The racial abilities that count one result as another or multiply results (2.9a "Racial
// Abilities", line 779), applied per unit at the racial-abilities step of the modifier order:
// after the multiply step (the eighth face), before the add step. Which species has which is the
// edition's data (`EditionTables.racialCounts`, from the catalogue's species); what each kind of
// ability does is here.
import type { RacialCount } from "@dragondice/catalog";
import { type Counted, type ResultName, sumCounted } from "../kernel/roll.ts";
import type { EditionTables, NamedRacialCount } from "./edition-tables.ts";
import type { RollPurpose } from "./purposes.ts";

/** One unit's results after the multiply step, as the racial step reads them. */
export interface UnitSoFar {
  unit: string;
  species: string;
  /** Its results so far, the multiply step's included. */
  counted: readonly Counted[];
  /** What the multiply step did to its saves (2 at a held eighth face): for Flaming Shields. */
  saveFactor: number;
}

const NONE: readonly Counted[] = [];
const NO_ABILITY: readonly NamedRacialCount[] = [];

/** Whether an ability changes the count of a roll for `wants` made at a terrain of `terrainTypes`. */
function applies(
  counts: RacialCount,
  purpose: RollPurpose,
  wants: readonly ResultName[],
  terrainTypes: readonly string[],
): boolean {
  switch (counts.kind) {
    case "double-maneuvers":
      return (
        (counts.atTerrainType === undefined || terrainTypes.includes(counts.atTerrainType)) &&
        (counts.inRoll === undefined || purpose.name === counts.inRoll)
      );
    case "maneuvers-count-as":
      return terrainTypes.includes(counts.atTerrainType) && wants.includes(counts.as);
    case "save-icons-count-as-melee":
      // Firewalkers' Flaming Shields (line 855): after the multiply step, as every racial ability
      // (docs/rulings.md).
      return wants.includes("melee");
  }
}

/**
 * The races with a racial ability tied to a terrain type (2.9a Dwarves' maneuvers double at a
 * highland, line 779), each with the types its abilities name: only their units' faces are worth
 * more or less by where they roll, and only at those types.
 */
export function terrainBoundRaces(tables: EditionTables): ReadonlyMap<string, readonly string[]> {
  const bound = new Map<string, string[]>();
  for (const [species, abilities] of tables.racialCounts) {
    for (const { counts } of abilities) {
      if (!("atTerrainType" in counts) || counts.atTerrainType === undefined) continue;
      const types = bound.get(species) ?? [];
      if (!types.includes(counts.atTerrainType)) types.push(counts.atTerrainType);
      bound.set(species, types);
    }
  }
  return bound;
}

/**
 * Whether a species' racial ability changes the count of a roll for `wants` made at a terrain of
 * `terrainTypes`: most rolls meet none, and a roll whose units all lack one skips the step.
 */
export function racialCountsHere(
  tables: EditionTables,
  species: string,
  purpose: RollPurpose,
  wants: readonly ResultName[],
  terrainTypes: readonly string[],
): boolean {
  for (const { counts } of tables.racialCounts.get(species) ?? NO_ABILITY) {
    if (applies(counts, purpose, wants, terrainTypes)) return true;
  }
  return false;
}

/**
 * What the unit's race adds to its results in a roll for `wants` at a terrain of `terrainTypes`
 * (its own type and any a spell adds: Create Mountain, line 1400), ability after ability in the
 * edition's order, each reading the maneuvers the ones before it doubled.
 * Results are never converted, only counted as another result as well (line 779).
 */
export function racialCounts(
  tables: EditionTables,
  u: UnitSoFar,
  purpose: RollPurpose,
  wants: readonly ResultName[],
  terrainTypes: readonly string[],
): readonly Counted[] {
  if (!racialCountsHere(tables, u.species, purpose, wants, terrainTypes)) return NONE;
  const added: Counted[] = [];
  let maneuver = sumCounted(u.counted, "maneuver");
  for (const { ability, counts } of tables.racialCounts.get(u.species) ?? NO_ABILITY) {
    if (!applies(counts, purpose, wants, terrainTypes)) continue;
    switch (counts.kind) {
      case "double-maneuvers":
        add(added, u, ability, "maneuver", maneuver);
        maneuver *= 2;
        break;
      case "maneuvers-count-as": {
        const counted = add(added, u, ability, counts.as, maneuver);
        // In a roll for maneuvers too, each is one or the other (line 612, combination.ts).
        if (counted && wants.includes("maneuver")) counted.again = "maneuver";
        break;
      }
      case "save-icons-count-as-melee":
        add(added, u, ability, "melee", sumCounted(u.counted, "save", "icon") * u.saveFactor);
        break;
    }
  }
  return added;
}

/** Adds `amount` results the ability gives the unit (none when 0), and returns them. */
function add(
  added: Counted[],
  u: UnitSoFar,
  ability: string,
  result: ResultName,
  amount: number,
): Counted | null {
  if (amount === 0) return null;
  const counted: Counted = {
    unit: u.unit,
    result,
    amount,
    source: "racial",
    label: ability,
    species: u.species,
  };
  added.push(counted);
  return counted;
}
