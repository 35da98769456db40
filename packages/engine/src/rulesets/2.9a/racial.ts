// The racial abilities that count one result as another or multiply results (2.9a "Racial
// Abilities"), applied per unit at the racial-abilities step of the modifier order.
import type { TallyStep } from "../../kernel/events.ts";
import { addTallyStep } from "../../kernel/tally-steps.ts";
import type { RollPurpose, Wanted } from "./purposes.ts";
import type { Results, UnitResults } from "./results.ts";

// The abilities' names, as the catalogue has them, for the tally's steps.
const TERRAIN_ADVANTAGE = "Terrain Advantage";
const DOUBLE_MANEUVERS = "Double Maneuvers";
const FLAMING_SHIELDS = "Flaming Shields";

/** "At a terrain of type X, count maneuver results as Y results." */
const COUNT_MANEUVERS_AS: Record<string, { terrain: string; as: Wanted }> = {
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

/**
 * The unit's contribution to the wanted result after its race's abilities; what the ability added
 * is added to `steps` when given. A species has one ability at most that changes a roll's count.
 */
export function racialCounts(
  u: UnitResults,
  r: Results,
  purpose: RollPurpose,
  terrainType: string | null,
  steps: TallyStep[] | null = null,
): number {
  const species = u.dieData.kind === "unit" ? u.dieData.species : null;
  if (!species) return r[purpose.wanted];
  const before = r[purpose.wanted];
  let ability = "";
  if (terrainType && DOUBLE_MANEUVERS_AT[species] === terrainType) {
    r.maneuver *= 2;
    ability = TERRAIN_ADVANTAGE;
  }
  // Treefolk double their maneuvers in a counter-maneuver roll, at any terrain.
  if (species === "treefolk" && purpose.name === "counter-maneuver") {
    r.maneuver *= 2;
    ability = DOUBLE_MANEUVERS;
  }
  let total = r[purpose.wanted];
  const counts = COUNT_MANEUVERS_AS[species];
  if (counts && terrainType === counts.terrain && counts.as === purpose.wanted) {
    total += r.maneuver;
    ability = TERRAIN_ADVANTAGE;
  }
  // Firewalkers, Flaming Shields: save icons (not ID, not SAIs) count as melee in melee attacks.
  if (species === "firewalkers" && purpose.wanted === "melee") {
    total += u.iconsOnly.save;
    ability = FLAMING_SHIELDS;
  }
  if (steps && total !== before) addTallyStep(steps, "racial", ability, species, total - before);
  return total;
}
