// Looking at the table: dice of the catalogue behind die instances, armies, terrains.
import { type Die, dieById, type TerrainDie, type UnitDie, units } from "@dragondice/catalog";
import {
  atTerrain,
  type DieState,
  type Location,
  type Table,
  type TerrainState,
  terrainLocation,
} from "../kernel/state.ts";

/** Units by catalogue id: most look-ups are of units, and a unit-only map answers "is it one". */
const UNITS: ReadonlyMap<string, UnitDie> = new Map(units.map((u) => [u.id, u]));

/** What the rules keep asking of a game's dice, that stays the same all game. */
interface DiceFacts {
  /** How many dice the list had when looked up. */
  size: number;
  /** Each player's unit dice, by player index: most scans look at one player's units. */
  owned: readonly (readonly OwnedUnit[])[];
  /** The species of each player's units, by player index. */
  species: readonly (readonly string[])[];
  /** The species of every unit in the game. */
  allSpecies: ReadonlySet<string>;
  /** The index of each die by instance id. */
  index: ReadonlyMap<string, number>;
  /**
   * The game's item dice and minor terrains (the advanced rules), in the order of the table's
   * dice: most games have none, and the checks made after every task and at every roll skip
   * them at once; the others look at these few dice, instead of looking every die up in the
   * catalogue.
   */
  items: readonly DieState[];
  minorTerrains: readonly DieState[];
  /** The game's dragon dice, wherever they are: the spells and steps about dragons read these few. */
  dragons: readonly DieState[];
  /** The dice with an icon on some face, by icon, found when first asked (`diceWithIcon`). */
  withIcon: Map<string, readonly DieState[]>;
}

/** A unit die of a game with its catalogue data. */
export interface OwnedUnit {
  d: DieState;
  unit: UnitDie;
}

const NOBODY: readonly OwnedUnit[] = [];

/**
 * Scans of the table are the engine's commonest work, and a map look-up per die cost more than
 * the rest of a scan together: so each list of dice is looked up once. A die's catalogue id and
 * owner never change, the objects in the list are changed but never replaced, and dice are never
 * added to a game after it starts (a list of another length is looked up afresh).
 */
const FACTS = new WeakMap<readonly DieState[], DiceFacts>();

/** The last list looked up: scans come in runs over the same game. */
let lastDice: readonly DieState[] | null = null;
let lastFacts: DiceFacts | null = null;

function diceFacts(dice: readonly DieState[]): DiceFacts {
  if (dice === lastDice && lastFacts !== null && lastFacts.size === dice.length) {
    return lastFacts;
  }
  let facts = FACTS.get(dice);
  if (facts === undefined || facts.size !== dice.length) {
    const owned: OwnedUnit[][] = [];
    const species: string[][] = [];
    const index = new Map<string, number>();
    const allSpecies = new Set<string>();
    const items: DieState[] = [];
    const minorTerrains: DieState[] = [];
    const dragons: DieState[] = [];
    dice.forEach((d, i) => {
      index.set(d.id, i);
      const unit = UNITS.get(d.die);
      if (!unit) {
        const die = dieById(d.die);
        if (die?.kind === "item") items.push(d);
        if (die?.kind === "terrain" && die.category === "minor") minorTerrains.push(d);
        if (die?.kind === "dragon") dragons.push(d);
        return;
      }
      while (owned.length <= d.owner) {
        owned.push([]);
        species.push([]);
      }
      (owned[d.owner] as OwnedUnit[]).push({ d, unit });
      allSpecies.add(unit.species);
      const own = species[d.owner] as string[];
      if (!own.includes(unit.species)) own.push(unit.species);
    });
    facts = {
      size: dice.length,
      owned,
      species,
      allSpecies,
      index,
      items,
      minorTerrains,
      dragons,
      withIcon: new Map(),
    };
    FACTS.set(dice, facts);
  }
  lastDice = dice;
  lastFacts = facts;
  return facts;
}

/** A player's unit dice, wherever they are, in the order of the table's dice. */
export const ownedUnits = (state: Table, player: number): readonly OwnedUnit[] =>
  diceFacts(state.dice).owned[player] ?? NOBODY;

/** Whether the game has any item (magical item, artifact, medallion). */
export const gameHasItems = (state: Table): boolean => diceFacts(state.dice).items.length > 0;

/** The game's item dice, wherever they are, in the order of the table's dice. */
export const itemDice = (state: Table): readonly DieState[] => diceFacts(state.dice).items;

/** Whether the game has any minor terrain. */
export const gameHasMinorTerrains = (state: Table): boolean =>
  diceFacts(state.dice).minorTerrains.length > 0;

/** The game's minor terrain dice, wherever they are, in the order of the table's dice. */
export const minorTerrainDice = (state: Table): readonly DieState[] =>
  diceFacts(state.dice).minorTerrains;

/** The game's dragon dice, wherever they are, in the order of the table's dice. */
export const dragonDice = (state: Table): readonly DieState[] => diceFacts(state.dice).dragons;

/**
 * The game's dice (no terrain) with `icon` on some face, in the order of the table's dice: an SAI
 * that acts whenever magic aims at a unit with it (Dispel Magic) asks at every announcement.
 */
export function diceWithIcon(state: Table, icon: string): readonly DieState[] {
  const facts = diceFacts(state.dice);
  let found = facts.withIcon.get(icon);
  if (!found) {
    found = state.dice.filter((d) => {
      const die = catalogDieById(d.die);
      return die.kind !== "terrain" && die.faces.some((f) => f.icon === icon);
    });
    facts.withIcon.set(icon, found);
  }
  return found;
}

/** The die with an instance id, if the table has one. */
export function dieInstance(state: Table, id: string): DieState | undefined {
  const i = diceFacts(state.dice).index.get(id);
  return i === undefined ? undefined : state.dice[i];
}

/**
 * Whether any unit of the player's force is of one of the species: the races with a racial
 * ability (`EditionTables.speciesWith`), usually one or none.
 */
export function forceHasAnyOf(state: Table, player: number, species: ReadonlySet<string>): boolean {
  if (species.size === 0) return false;
  const own = diceFacts(state.dice).species[player];
  return own?.some((s) => species.has(s)) ?? false;
}

/**
 * Whether any player's force has a unit of one of the species: the checks made after every task
 * for a class of units (Dragonkin dissipating) return at once in games without it.
 */
export function gameHasAnyOf(state: Table, species: ReadonlySet<string>): boolean {
  if (species.size === 0) return false;
  const all = diceFacts(state.dice).allSpecies;
  for (const s of species) if (all.has(s)) return true;
  return false;
}

export const catalogDie = (d: DieState): Die => catalogDieById(d.die);

export function catalogDieById(id: string): Die {
  const die = UNITS.get(id) ?? dieById(id);
  if (!die) throw new Error(`unknown die ${id}`);
  return die;
}

/** A die in play as a prompt names it (its catalogue name, "Blade Golem (Red)"): never its id. */
export function dieName(state: Table, id: string): string {
  const d = dieInstance(state, id);
  return d ? catalogDieById(d.die).name : "the die";
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

/** A test for units of one species (the spells and SAIs that name a race). */
export const isSpecies =
  (species: string) =>
  (d: DieState): boolean =>
    UNITS.get(d.die)?.species === species;

/** A test for units of any of the species (the races with a racial ability). */
export const isAnyOf =
  (species: ReadonlySet<string>) =>
  (d: DieState): boolean => {
    const unit = UNITS.get(d.die);
    return unit !== undefined && species.has(unit.species);
  };

/**
 * Whether the player has a unit of one of the species at any terrain: most forces lack any one
 * race.
 */
export function hasSpeciesAtTerrains(
  state: Table,
  player: number,
  species: ReadonlySet<string>,
): boolean {
  for (const { d, unit } of ownedUnits(state, player)) {
    if (species.has(unit.species) && atTerrain(d.at)) return true;
  }
  return false;
}

/** A player's units at a location (an army, the reserve army, the DUA...). */
export function unitsAt(state: Table, player: number, at: Location): DieState[] {
  const out: DieState[] = [];
  for (const { d } of ownedUnits(state, player)) if (d.at === at) out.push(d);
  return out;
}

/** Whether the player has any unit (of one of the species, if given) at a location. */
export function hasUnitsAt(
  state: Table,
  player: number,
  at: Location,
  species?: ReadonlySet<string>,
): boolean {
  for (const { d, unit } of ownedUnits(state, player)) {
    if (d.at === at && (species === undefined || species.has(unit.species))) return true;
  }
  return false;
}

export function armyHealth(state: Table, player: number, at: Location): number {
  let health = 0;
  for (const { d, unit } of ownedUnits(state, player)) if (d.at === at) health += unit.health;
  return health;
}

/** Terrains in play (homes and the frontier). */
export function terrainsInPlay(state: Table): TerrainState[] {
  return state.terrains.filter((t) => t.role === "home" || t.role === "frontier");
}

/** The terrain of a terrain location. */
export function terrainAt(state: Table, at: Location): TerrainState {
  const terrains = state.terrains;
  const locations = terrainLocations(terrains);
  for (let i = 0; i < terrains.length; i++) {
    if (locations[i] === at) return terrains[i] as TerrainState;
  }
  throw new Error(`no terrain at ${at}`);
}

/**
 * Locations where a player has an army at a terrain, in the order of the terrains; then the
 * reserve army, if asked for and there is one.
 */
export function armyLocations(state: Table, player: number, withReserve = false): Location[] {
  // A look for each terrain in play (a handful) costs less than gathering the locations of all
  // units first and putting them in the terrains' order.
  const out: Location[] = [];
  const terrains = state.terrains;
  const locations = terrainLocations(terrains);
  for (let i = 0; i < terrains.length; i++) {
    const t = terrains[i] as TerrainState;
    if (t.role !== "home" && t.role !== "frontier") continue;
    const at = locations[i] as Location;
    if (hasUnitsAt(state, player, at)) out.push(at);
  }
  if (withReserve && hasUnitsAt(state, player, "reserve")) out.push("reserve");
  return out;
}

/** The terrains' locations of the last table looked at (a game's terrains never change). */
let lastTerrains: readonly TerrainState[] | null = null;
let lastLocations: readonly Location[] = [];

/** The location of each terrain, by index. */
function terrainLocations(terrains: readonly TerrainState[]): readonly Location[] {
  if (terrains !== lastTerrains || lastLocations.length !== terrains.length) {
    lastTerrains = terrains;
    // Pushed into []: a list made by `map` is of another array kind in optimized code or not.
    const locations: Location[] = [];
    for (const t of terrains) locations.push(terrainLocation(t.id));
    lastLocations = locations;
  }
  return lastLocations;
}

/** Other players with an army at a location (one army per player per terrain), in order. */
export function opponentsAt(state: Table, player: number, at: Location): number[] {
  const present: number[] = [];
  for (let p = 0; p < state.players.length; p++) {
    if (p !== player && hasUnitsAt(state, p, at)) present.push(p);
  }
  return present;
}

/** Whether a player still has units in play: at terrains or in reserve. */
export function hasUnitsInPlay(state: Table, player: number): boolean {
  for (const { d } of ownedUnits(state, player)) {
    if (d.at === "reserve" || atTerrain(d.at)) return true;
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
