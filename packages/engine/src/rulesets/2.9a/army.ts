// Looking at the table: dice of the catalogue behind die instances, armies, terrains.
import { type Die, dieById, type TerrainDie, type UnitDie, units } from "@dragondice/catalog";
import {
  atTerrain,
  type DieState,
  type Location,
  type Table,
  type TerrainState,
} from "../../kernel/state.ts";

/** Units by catalogue id: most look-ups are of units, and a unit-only map answers "is it one". */
const UNITS: ReadonlyMap<string, UnitDie> = new Map(units.map((u) => [u.id, u]));

export const catalogDie = (d: DieState): Die => catalogDieById(d.die);

export function catalogDieById(id: string): Die {
  const die = UNITS.get(id) ?? dieById(id);
  if (!die) throw new Error(`unknown die ${id}`);
  return die;
}

export function unitOf(d: DieState): UnitDie | null {
  const unit = UNITS.get(d.die);
  if (unit) return unit;
  catalogDie(d);
  return null;
}

export function terrainDie(t: TerrainState): TerrainDie {
  const die = dieById(t.die);
  if (die?.kind !== "terrain") throw new Error(`not a terrain die: ${t.die}`);
  return die;
}

export function healthOf(d: DieState): number {
  const unit = UNITS.get(d.die);
  if (unit) return unit.health;
  const die = catalogDie(d);
  return die.kind === "terrain" ? 0 : die.health;
}

export const isUnit = (d: DieState): boolean => UNITS.has(d.die);

/** A test for units of one species (racial abilities). */
export const isSpecies =
  (species: string) =>
  (d: DieState): boolean =>
    UNITS.get(d.die)?.species === species;

/** Whether the player has a unit of the species at any terrain: most forces lack any one race. */
export function hasSpeciesAtTerrains(state: Table, player: number, species: string): boolean {
  for (const d of state.dice) {
    if (d.owner === player && atTerrain(d.at) && UNITS.get(d.die)?.species === species) return true;
  }
  return false;
}

/** A player's units at a location (an army, the reserve army, the DUA...). */
export function unitsAt(state: Table, player: number, at: Location): DieState[] {
  const out: DieState[] = [];
  for (const d of state.dice)
    if (d.owner === player && d.at === at && UNITS.has(d.die)) out.push(d);
  return out;
}

/** Whether the player has any unit (of the species, if given) at a location. */
export function hasUnitsAt(state: Table, player: number, at: Location, species?: string): boolean {
  for (const d of state.dice) {
    if (d.owner !== player || d.at !== at) continue;
    const unit = UNITS.get(d.die);
    if (unit && (species === undefined || unit.species === species)) return true;
  }
  return false;
}

export function armyHealth(state: Table, player: number, at: Location): number {
  let health = 0;
  for (const d of state.dice) {
    if (d.owner === player && d.at === at) health += UNITS.get(d.die)?.health ?? 0;
  }
  return health;
}

/** Terrains in play (homes and the frontier). */
export function terrainsInPlay(state: Table): TerrainState[] {
  return state.terrains.filter((t) => t.role === "home" || t.role === "frontier");
}

export function terrainById(state: Table, id: string): TerrainState {
  const t = state.terrains.find((x) => x.id === id);
  if (!t) throw new Error(`no terrain ${id}`);
  return t;
}

/** Locations where a player has an army at a terrain, in the order of the terrains. */
export function armyLocations(state: Table, player: number): Location[] {
  // One pass over the dice: the terrain locations where the player has a unit.
  const present: string[] = [];
  for (const d of state.dice) {
    if (d.owner === player && atTerrain(d.at) && !present.includes(d.at) && UNITS.has(d.die)) {
      present.push(d.at);
    }
  }
  const out: Location[] = [];
  if (present.length === 0) return out;
  for (const t of state.terrains) {
    if (t.role !== "home" && t.role !== "frontier") continue;
    const at: Location = `t:${t.id}`;
    if (present.includes(at)) out.push(at);
  }
  return out;
}

/** Other players with an army at a location (one army per player per terrain), in order. */
export function opponentsAt(state: Table, player: number, at: Location): number[] {
  const present: number[] = [];
  for (const d of state.dice) {
    if (d.owner !== player && d.at === at && !present.includes(d.owner) && UNITS.has(d.die)) {
      present.push(d.owner);
    }
  }
  return present.length > 1 ? present.sort((a, b) => a - b) : present;
}

/** Whether a player still has units in play: at terrains or in reserve. */
export function hasUnitsInPlay(state: Table, player: number): boolean {
  for (const d of state.dice) {
    if (d.owner === player && (d.at === "reserve" || atTerrain(d.at)) && UNITS.has(d.die))
      return true;
  }
  return false;
}

/** Terrain distance for missiles: 0 same terrain, 1 home <-> frontier, 2 home <-> home. */
export function terrainDistance(a: TerrainState, b: TerrainState): number {
  if (a === b) return 0;
  return a.role === "frontier" || b.role === "frontier" ? 1 : 2;
}

export function describeArmy(state: Table, player: number, at: Location): string {
  const name = state.players[player]?.name ?? `player ${player}`;
  if (at === "reserve") return `${name}'s reserve army`;
  const id = at.slice(2);
  const t = state.terrains.find((x) => x.id === id);
  return `${name}'s army at ${t ? terrainDie(t).name : id}`;
}
