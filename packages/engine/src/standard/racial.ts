// The racial abilities that count one result as another or multiply results (2.9a "Racial
// Abilities", line 779), applied per unit at the racial-abilities step of the modifier order:
// after the multiply step (the eighth face), before the add step.
import { type Counted, type ResultName, sumCounted } from "../kernel/roll.ts";
import type { RollPurpose } from "./purposes.ts";

// The abilities' names, as the catalogue has them, for the tally's steps.
const TERRAIN_ADVANTAGE = "Terrain Advantage";
const DOUBLE_MANEUVERS = "Double Maneuvers";
const FLAMING_SHIELDS = "Flaming Shields";

/** "At a terrain of type X, count maneuver results as Y results." */
const COUNT_MANEUVERS_AS: Record<string, { terrain: string; as: ResultName }> = {
  "coral-elves": { terrain: "coastland", as: "save" },
  "lava-elves": { terrain: "highland", as: "save" },
  "swamp-stalkers": { terrain: "swampland", as: "save" },
  amazons: { terrain: "flatland", as: "missile" },
};

/** "At a terrain of type X, double maneuver results." */
const DOUBLE_MANEUVERS_AT: Record<string, string> = {
  dwarves: "highland",
  goblins: "swampland",
};

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

/** Which of a species' racial abilities change a roll's count where it is made, if any. */
interface RacialHere {
  /** Dwarves at a highland, Goblins at a swampland: maneuvers double (Terrain Advantage). */
  doublesHere: boolean;
  /** Treefolk double their maneuvers in a counter-maneuver roll, at any terrain (line 931). */
  treefolk: boolean;
  /** Maneuvers also count as this result (Coral Elves at a coastland...), or null. */
  countsAs: ResultName | null;
  /**
   * Firewalkers, Flaming Shields (line 855): save icons (not ID, not SAIs) count as melee in a
   * melee attack; after the multiply step, as every racial ability (docs/rulings.md).
   */
  shields: boolean;
}

function racialHere(
  species: string,
  purpose: RollPurpose,
  wants: readonly ResultName[],
  terrainTypes: readonly string[],
): RacialHere | null {
  const doubleAt = DOUBLE_MANEUVERS_AT[species];
  const doublesHere = doubleAt !== undefined && terrainTypes.includes(doubleAt);
  const treefolk = species === "treefolk" && purpose.name === "counter-maneuver";
  const counts = COUNT_MANEUVERS_AS[species];
  const countsAs =
    counts && terrainTypes.includes(counts.terrain) && wants.includes(counts.as) ? counts.as : null;
  const shields = species === "firewalkers" && wants.includes("melee");
  if (!doublesHere && !treefolk && !countsAs && !shields) return null;
  return { doublesHere, treefolk, countsAs, shields };
}

/**
 * Whether a species' racial ability changes the count of a roll for `wants` made at a terrain of
 * `terrainTypes`: most rolls meet none, and a roll whose units all lack one skips the step.
 */
export const racialCountsHere = (
  species: string,
  purpose: RollPurpose,
  wants: readonly ResultName[],
  terrainTypes: readonly string[],
): boolean => racialHere(species, purpose, wants, terrainTypes) !== null;

/**
 * What the unit's race adds to its results in a roll for `wants` at a terrain of `terrainTypes`
 * (its own type and any a spell adds: Create Mountain, line 1400).
 * Results are never converted, only counted as another result as well (line 779); a species has
 * one ability at most that changes a roll's count.
 */
export function racialCounts(
  u: UnitSoFar,
  purpose: RollPurpose,
  wants: readonly ResultName[],
  terrainTypes: readonly string[],
): readonly Counted[] {
  const here = racialHere(u.species, purpose, wants, terrainTypes);
  if (here === null) return NONE;
  const { doublesHere, treefolk, countsAs, shields } = here;
  const added: Counted[] = [];
  let maneuver = sumCounted(u.counted, "maneuver");
  if (doublesHere) {
    add(added, u, TERRAIN_ADVANTAGE, "maneuver", maneuver);
    maneuver *= 2;
  }
  if (treefolk) {
    add(added, u, DOUBLE_MANEUVERS, "maneuver", maneuver);
    maneuver *= 2;
  }
  if (countsAs) {
    add(added, u, TERRAIN_ADVANTAGE, countsAs, maneuver);
    // In a roll for maneuvers too, each is one or the other (line 612, combination.ts).
    const last = added.at(-1);
    if (last?.result === countsAs && wants.includes("maneuver")) last.again = "maneuver";
  }
  if (shields)
    add(added, u, FLAMING_SHIELDS, "melee", sumCounted(u.counted, "save", "icon") * u.saveFactor);
  return added;
}

function add(
  added: Counted[],
  u: UnitSoFar,
  ability: string,
  result: ResultName,
  amount: number,
): void {
  if (amount === 0) return;
  added.push({
    unit: u.unit,
    result,
    amount,
    source: "racial",
    label: ability,
    species: u.species,
  });
}
