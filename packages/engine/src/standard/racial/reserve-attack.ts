// 2.9a Amazons, Reserve Attack (rules/000 line 843, "Reserve Magic" line 518): the races whose
// data says `reserveAction: "missile"` (`EditionTables.reserveArchers`) cast no magic in the
// reserve area; they may take a missile action against an enemy army at their home terrain or
// the frontier instead.
import {
  type DieState,
  type GameState,
  type Location,
  terrainLocation,
} from "../../kernel/state.ts";
import type { ActionChoice } from "../actions.ts";
import { opponentsAt, ownedUnits, terrainsInPlay, unitsAt } from "../army.ts";
import type { EditionTables } from "../edition-tables.ts";

/** Enemy armies at the player's home terrain or the frontier: the reserve's missile targets. */
function reserveMissileTargets(state: GameState, player: number): ActionChoice["target"][] {
  const home = state.players[player]?.home;
  const targets: ActionChoice["target"][] = [];
  for (const t of terrainsInPlay(state)) {
    if (t.id !== home && t.role !== "frontier") continue;
    const at: Location = terrainLocation(t.id);
    for (const p of opponentsAt(state, player, at)) targets.push({ player: p, at });
  }
  return targets;
}

/**
 * The reserve army's actions: a reserve army with units that shoot and units that cast may do
 * both, in the order the player picks (`next`); each action is completed before the other starts.
 */
export function reserveActionOptions(
  tables: EditionTables,
  state: GameState,
  player: number,
): ActionChoice[] {
  let casters = false;
  let archers = false;
  for (const { d, unit } of ownedUnits(state, player)) {
    if (d.at !== "reserve") continue;
    if (tables.reserveArchers.has(unit.species)) archers = true;
    else casters = true;
  }
  const options: ActionChoice[] = [];
  if (casters) options.push({ action: "magic" });
  if (archers) {
    for (const target of reserveMissileTargets(state, player)) {
      options.push({ action: "missile", target });
      if (casters) {
        options.push({ action: "missile", target, next: { action: "magic" } });
        options.push({ action: "magic", next: { action: "missile", target } });
      }
    }
  }
  options.push({ action: null });
  return options;
}

/**
 * Whether a unit of `species` rolls for `action` from the reserve area: the races that shoot from
 * there shoot and cast nothing, the others cast.
 */
export const actsFromReserve = (
  tables: EditionTables,
  species: string,
  action: "missile" | "magic",
): boolean => tables.reserveArchers.has(species) === (action === "missile");

/** The units that roll for an action: in the reserve, the archers shoot and the others cast. */
export function actingUnits(
  tables: EditionTables,
  state: GameState,
  player: number,
  at: Location,
  action: "missile" | "magic",
): DieState[] {
  if (at !== "reserve") return unitsAt(state, player, at);
  const units: DieState[] = [];
  for (const { d, unit } of ownedUnits(state, player)) {
    if (d.at === "reserve" && actsFromReserve(tables, unit.species, action)) units.push(d);
  }
  return units;
}
