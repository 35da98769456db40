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

/** What the rules keep asking of a game's dice, that stays the same all game. */
interface DiceFacts {
  /** The unit behind each die, by index (null for dragons and items). */
  units: readonly (UnitDie | null)[];
  /** The species of each player's units, by player index. */
  species: readonly (readonly string[])[];
}

/**
 * Scans of the table are the engine's commonest work, and a map look-up per die cost more than
 * the rest of a scan together: so each list of dice is looked up once. A die's catalogue id and
 * owner never change and dice are never added to a game after it starts (a list of another
 * length is looked up afresh).
 */
const FACTS = new WeakMap<readonly DieState[], DiceFacts>();

/** The last list looked up: scans come in runs over the same game. */
let lastDice: readonly DieState[] | null = null;
let lastFacts: DiceFacts | null = null;

function diceFacts(dice: readonly DieState[]): DiceFacts {
  if (dice === lastDice && lastFacts !== null && lastFacts.units.length === dice.length) {
    return lastFacts;
  }
  let facts = FACTS.get(dice);
  if (facts === undefined || facts.units.length !== dice.length) {
    const unitsOf = dice.map((d) => UNITS.get(d.die) ?? null);
    const species: string[][] = [];
    dice.forEach((d, i) => {
      const sp = unitsOf[i]?.species;
      if (sp === undefined) return;
      const own = species[d.owner] ?? [];
      species[d.owner] = own;
      if (!own.includes(sp)) own.push(sp);
    });
    facts = { units: unitsOf, species };
    FACTS.set(dice, facts);
  }
  lastDice = dice;
  lastFacts = facts;
  return facts;
}

/** The unit behind each die of a dice list, by index (null for dragons and items). */
export const unitsOfDice = (dice: readonly DieState[]): readonly (UnitDie | null)[] =>
  diceFacts(dice).units;

/** Whether any unit of the player's force, wherever it is, is of the species. */
export function forceHasSpecies(state: Table, player: number, species: string): boolean {
  const own = diceFacts(state.dice).species[player];
  return own !== undefined && listed(own, species);
}

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
  const dice = state.dice;
  const unitsOf = unitsOfDice(dice);
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as DieState;
    if (d.owner === player && unitsOf[i]?.species === species && atTerrain(d.at)) return true;
  }
  return false;
}

/** A player's units at a location (an army, the reserve army, the DUA...). */
export function unitsAt(state: Table, player: number, at: Location): DieState[] {
  const dice = state.dice;
  const unitsOf = unitsOfDice(dice);
  const out: DieState[] = [];
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as DieState;
    if (d.owner === player && d.at === at && unitsOf[i] !== null) out.push(d);
  }
  return out;
}

/** Whether the player has any unit (of the species, if given) at a location. */
export function hasUnitsAt(state: Table, player: number, at: Location, species?: string): boolean {
  const dice = state.dice;
  const unitsOf = unitsOfDice(dice);
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as DieState;
    if (d.owner !== player || d.at !== at) continue;
    const unit = unitsOf[i];
    if (unit && (species === undefined || unit.species === species)) return true;
  }
  return false;
}

export function armyHealth(state: Table, player: number, at: Location): number {
  const dice = state.dice;
  const unitsOf = unitsOfDice(dice);
  let health = 0;
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as DieState;
    if (d.owner === player && d.at === at) health += unitsOf[i]?.health ?? 0;
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
  // One pass over the dice for the terrain locations where the player has a unit (a handful:
  // compared by hand, as Array.includes costs more than the comparisons), then terrain order.
  const dice = state.dice;
  const unitsOf = unitsOfDice(dice);
  const present: string[] = [];
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as DieState;
    if (d.owner !== player || !atTerrain(d.at) || unitsOf[i] === null) continue;
    if (!listed(present, d.at)) present.push(d.at);
  }
  const out: Location[] = [];
  if (present.length === 0) return out;
  for (const t of state.terrains) {
    if (t.role !== "home" && t.role !== "frontier") continue;
    const at: Location = `t:${t.id}`;
    if (listed(present, at)) out.push(at);
  }
  return out;
}

/** Whether a short list holds a value. */
function listed<T>(xs: readonly T[], x: T): boolean {
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) return true;
  return false;
}

/** Other players with an army at a location (one army per player per terrain), in order. */
export function opponentsAt(state: Table, player: number, at: Location): number[] {
  const dice = state.dice;
  const unitsOf = unitsOfDice(dice);
  const present: number[] = [];
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as DieState;
    if (d.owner === player || d.at !== at || unitsOf[i] === null) continue;
    if (!listed(present, d.owner)) present.push(d.owner);
  }
  return present.length > 1 ? present.sort((a, b) => a - b) : present;
}

/** Whether a player still has units in play: at terrains or in reserve. */
export function hasUnitsInPlay(state: Table, player: number): boolean {
  const dice = state.dice;
  const unitsOf = unitsOfDice(dice);
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as DieState;
    if (d.owner === player && unitsOf[i] !== null && (d.at === "reserve" || atTerrain(d.at))) {
      return true;
    }
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
