// Reading a player's view for the heuristic bot: armies, terrains and roll odds, from what the
// player may see. Dice still hidden (opponents' forces before the reveal: die "hidden") are
// skipped everywhere.
import { dieById, type ItemDie, type TerrainDie, type UnitDie } from "@dragondice/catalog";
import {
  atTerrain,
  type DieState,
  type Location,
  noObjects,
  oddsFor,
  type PlayerView,
  type TerrainState,
  terrainIdAt,
  terrainLocation,
} from "@dragondice/engine";
import {
  armyDistribution,
  armyExpectation,
  chanceAtLeast,
  type Distribution,
  itemDie,
  PURPOSE_INDEX,
  type Purpose,
  type RollContext,
  type RollingDie,
  unitDie,
  type Wanted,
} from "./expectations.ts";
import { kept, type MemoSlot } from "./memo-slots.ts";

export interface Unit {
  id: string;
  at: Location;
  owner: number;
  die: UnitDie;
}

/**
 * What the bot looks up in a view again and again, worked out once per view: the terrains by
 * location, and the board (`Board`, which also finds the dice by id). A decision weighs dozens of
 * options, each reading the same armies: scanning every die for each read cost the bot most of
 * its time. A view is never changed (the bot only reads it), so what is worked out from it holds
 * for as long as it lives.
 */
interface ViewIndex {
  /** `terrainAt`'s answers by location (read far more often than a location's id is cut out). */
  terrainsAt: Map<Location, TerrainState | null>;
  /** The terrains in play (`terrainsInPlay`), made when first asked for. */
  inPlay: readonly TerrainState[] | null;
  board: Board;
}

/**
 * Each player's known units and items by location (in the view's order), and the results worked
 * out from them (rolls, minor terrains' doubling, who is where): all read from the dice's and
 * terrains' fields that `Snapshot` keeps and the players still in the game, so the same for every
 * view showing the same. Most decisions follow one that showed the same (a march, its maneuver,
 * the counter-maneuver...): the board is then shared, not worked out again.
 */
interface Board {
  /** By owner: their known units at each location. */
  units: Map<Location, Unit[]>[];
  /** By owner: their items at each location. */
  items: Map<Location, ItemDie[]>[];
  /** By player: the results their minor terrain at each terrain doubles (line 2250). */
  doubles: Map<Location, readonly Wanted[]>[];
  /**
   * By player and location, then by purpose (`PURPOSE_INDEX`): the whole army's roll (`rollAt`
   * with its units).
   */
  rolls: Map<Location, (Distribution | undefined)[]>[];
  /** By player and location: the dice rolling in the whole army's rolls (`rollingDice`). */
  rolling: Map<Location, readonly RollingDie[]>[];
  /**
   * By player: the other players still in the game (`opponents`), made when first asked for. Read
   * here rather than from the players: code reading whether a player is out was thrown away the
   * first time one was (V8 had taken the field for one that never changes).
   */
  opponents: (readonly number[] | undefined)[];
  /** `opponentsAt`'s answers, by player and location (every attack and clash weighed asks). */
  opponentsAt: Map<Location, readonly number[]>[];
  /** `armyContext`'s answers, by player and location (every army roll worked out asks). */
  contexts: Map<Location, RollContext>[];
  /**
   * Each die's place in the views' dice by id (the first of an id, as `find` would), made when
   * first asked for: every view showing the board lists the same ids in the same order
   * (`Snapshot`), so a die is found by its place without a map made per view.
   */
  places: Map<string, number> | null;
  /** What other modules work out from the board alone (`boardMemo`), by slot. */
  memos: unknown[];
}

/**
 * What a board is worked out from, copied out of a view (a view may share its dice with the game,
 * which changes them in place): the edition, each die's id, catalogue die, owner, location, face
 * and chosen effect, each terrain's id, catalogue die, role, face, controller and declared type,
 * and which players are out, in the view's order.
 */
interface Snapshot {
  edition: PlayerView["edition"];
  dice: (string | number | undefined)[];
  terrains: (string | number | null | undefined)[];
  eliminated: boolean[];
}

function snapshotOf(view: PlayerView, dice = diceOf(view)): Snapshot {
  const terrains: Snapshot["terrains"] = [];
  for (const t of view.terrains) {
    terrains.push(t.id, t.die, t.role, t.face, t.controller, t.declared);
  }
  // Pushed, not mapped: `map` makes a list of another kind once it is optimized, and
  // `showsForces` and `opponents`, which read it, were compiled again for the second kind.
  const eliminated: boolean[] = [];
  for (const p of view.players) eliminated.push(p.eliminated);
  return { edition: view.edition, dice, terrains, eliminated };
}

function diceOf(view: PlayerView): Snapshot["dice"] {
  const dice: Snapshot["dice"] = [];
  for (const d of view.dice) dice.push(d.id, d.die, d.owner, d.at, d.face, d.chosen);
  return dice;
}

/**
 * Whether the view shows the forces `snap` was copied from: the edition, the dice and the players
 * still in the game (compared field by field: no allocation).
 */
function showsForces(view: PlayerView, snap: Snapshot): boolean {
  if (view.edition !== snap.edition) return false;
  const dice = snap.dice;
  if (view.dice.length * 6 !== dice.length) return false;
  let i = 0;
  for (const d of view.dice) {
    if (
      d.id !== dice[i] ||
      d.die !== dice[i + 1] ||
      d.owner !== dice[i + 2] ||
      d.at !== dice[i + 3] ||
      d.face !== dice[i + 4] ||
      d.chosen !== dice[i + 5]
    ) {
      return false;
    }
    i += 6;
  }
  if (view.players.length !== snap.eliminated.length) return false;
  for (let p = 0; p < view.players.length; p++) {
    if (view.players[p]?.eliminated !== snap.eliminated[p]) return false;
  }
  return true;
}

/** Whether the view shows the terrains `snap` was copied from (field by field). */
function showsTerrains(view: PlayerView, snap: Snapshot): boolean {
  const terrains = snap.terrains;
  if (view.terrains.length * 6 !== terrains.length) return false;
  let i = 0;
  for (const t of view.terrains) {
    if (
      t.id !== terrains[i] ||
      t.die !== terrains[i + 1] ||
      t.role !== terrains[i + 2] ||
      t.face !== terrains[i + 3] ||
      t.controller !== terrains[i + 4] ||
      t.declared !== terrains[i + 5]
    ) {
      return false;
    }
    i += 6;
  }
  return true;
}

/** The same empty army for every empty location (never changed: callers copy to add). */
const NO_UNITS: readonly Unit[] = noObjects();

/** The dice of an empty army (never changed). */
const NO_DICE: readonly RollingDie[] = noObjects();

/**
 * No rolls, as a list of the kind lists of rolls are (`noObjects`): chanceAtLeast, optimized on
 * those, was thrown away when a `[]` of no opponents reached it (never changed).
 */
export const NO_ROLLS: readonly Distribution[] = noObjects();

/**
 * The view last indexed, and its index: a decision asks about one view thousands of times (two
 * variables, not an object, so that a new view allocates nothing more). Only the last: a bot
 * decides from one view at a time, each decision's new, and keeping every view's index by the
 * view (a weak map) cost more than the odd view asked about again would.
 */
let lastView: PlayerView | null = null;
let lastIndex: ViewIndex | null = null;

/** The board last worked out, and what it was worked out from. */
let lastBoard: { snap: Snapshot; board: Board } | null = null;

function indexOf(view: PlayerView): ViewIndex {
  if (lastView === view) return lastIndex as ViewIndex;
  const index: ViewIndex = {
    terrainsAt: new Map(),
    inPlay: null,
    board: boardOf(view),
  };
  lastView = view;
  lastIndex = index;
  return index;
}

/**
 * What is kept in `slot` for the view's board: the same for every view showing the same dice,
 * terrains and players (`Snapshot`), so what is worked out from those alone is kept so.
 */
export function boardMemo<T>(view: PlayerView, slot: MemoSlot<T>): T {
  return kept(indexOf(view).board.memos, slot);
}

/** The view's board: the last one when the view shows the same, else worked out anew. */
function boardOf(view: PlayerView): Board {
  const last = lastBoard;
  const forces = last !== null && showsForces(view, last.snap);
  if (last && forces && showsTerrains(view, last.snap)) return last.board;
  // A third of new boards differ from the last only in their terrains (a face turned or taken):
  // what is read from the forces alone is then the last board's.
  const board = last && forces ? onNewTerrains(last.board) : placed(view);
  lastBoard = { snap: last && forces ? snapshotOf(view, last.snap.dice) : snapshotOf(view), board };
  return board;
}

/** A board of the view's forces, nothing yet worked out from them. */
function placed(view: PlayerView): Board {
  const board: Board = {
    units: [],
    items: [],
    doubles: [],
    rolls: [],
    rolling: [],
    opponents: [],
    opponentsAt: [],
    contexts: [],
    places: null,
    memos: [],
  };
  for (const d of view.dice) {
    const unit = unitDie(d.die);
    if (unit) pushAt(board.units, d.owner, d.at, { id: d.id, at: d.at, owner: d.owner, die: unit });
    else {
      const item = itemDie(d.die);
      if (item) pushAt(board.items, d.owner, d.at, item);
    }
  }
  return board;
}

/**
 * A board of `forces`' forces on other terrains: what is read from the dice and players alone
 * (the armies, their items and minor terrains' doubling, who is where) is shared; the rolls'
 * contexts read the terrains, and so may every memo.
 */
function onNewTerrains(forces: Board): Board {
  return {
    units: forces.units,
    items: forces.items,
    doubles: forces.doubles,
    rolls: [],
    rolling: forces.rolling,
    opponents: forces.opponents,
    opponentsAt: forces.opponentsAt,
    contexts: [],
    places: forces.places,
    memos: [],
  };
}

/** Adds `x` to the list of `owner`'s at `at`. */
function pushAt<T>(byOwner: Map<Location, T[]>[], owner: number, at: Location, x: T) {
  const byAt = mapOf(byOwner, owner);
  const here = byAt.get(at);
  if (here) here.push(x);
  else byAt.set(at, [x]);
}

/** The player's map of answers by location, made empty the first time it is asked for. */
export function mapOf<T>(byPlayer: Map<Location, T>[], player: number): Map<Location, T> {
  let byAt = byPlayer[player];
  if (!byAt) {
    byAt = new Map();
    byPlayer[player] = byAt;
  }
  return byAt;
}

/**
 * The player's answer at a location, worked out by `find` the first time it is asked for (kept in
 * a map per player: no key string built per look-up).
 */
export function rememberedAt<T>(
  byPlayer: Map<Location, T>[],
  player: number,
  at: Location,
  find: () => T,
): T {
  const byAt = mapOf(byPlayer, player);
  let found = byAt.get(at);
  if (found === undefined) {
    found = find();
    byAt.set(at, found);
  }
  return found;
}

/** The die with this id in the view, if any (`view.dice.find` by id, without the scan). */
export function dieIn(view: PlayerView, id: string | undefined): DieState | undefined {
  if (id === undefined) return undefined;
  const board = indexOf(view).board;
  if (!board.places) {
    board.places = new Map();
    for (let i = 0; i < view.dice.length; i++) {
      const d = view.dice[i] as DieState;
      if (!board.places.has(d.id)) board.places.set(d.id, i);
    }
  }
  const i = board.places.get(id);
  return i === undefined ? undefined : view.dice[i];
}

/**
 * A player's units at a location (an army), known units only, in the view's order. Shared by every
 * caller for the view: never change it (copy it to add or sort).
 */
export function unitsAt(view: PlayerView, player: number, at: Location): readonly Unit[] {
  return indexOf(view).board.units[player]?.get(at) ?? NO_UNITS;
}

/**
 * Whether `player` has known units in play anywhere but at `at` (at a terrain or in the reserve
 * area): when not, destroying their army at `at` wins.
 */
export function hasUnitsAwayFrom(view: PlayerView, player: number, at: Location): boolean {
  for (const [where, units] of indexOf(view).board.units[player] ?? []) {
    if (where !== at && (where === "reserve" || atTerrain(where)) && units.length > 0) {
      return true;
    }
  }
  return false;
}

/**
 * The units that roll for an army's missile action: the army, or from the reserve area only the
 * units the edition lets shoot from there (2.9a Amazons, Reserve Attack).
 */
export function missileUnits(view: PlayerView, player: number, from: Location): readonly Unit[] {
  const units = unitsAt(view, player, from);
  if (from !== "reserve") return units;
  const odds = oddsFor(view.edition);
  // Built by push: lists of units are all of one kind (`noObjects`).
  const out: Unit[] = [];
  for (const u of units) if (odds.actsFromReserve(u.die.species, "missile")) out.push(u);
  return out.length === 0 ? NO_UNITS : out;
}

export function unitOf(d: DieState): Unit | null {
  const die = unitDie(d.die);
  return die ? { id: d.id, at: d.at, owner: d.owner, die } : null;
}

export const healthOf = (units: readonly Unit[]): number =>
  units.reduce((s, u) => s + u.die.health, 0);

/** The units' dice, in order (shared when there are none: never change it). */
export function diesOf(units: readonly Unit[]): readonly UnitDie[] {
  if (units.length === 0) return NO_DICE as readonly UnitDie[];
  // Built by push: `map`'s list is of another kind when its caller is optimized (`noObjects`).
  const dice: UnitDie[] = [];
  for (const u of units) dice.push(u.die);
  return dice;
}

/** The terrains in play, in the view's order (shared by every caller for the view: never change it). */
export function terrainsInPlay(view: PlayerView): readonly TerrainState[] {
  const index = indexOf(view);
  if (!index.inPlay) {
    index.inPlay = view.terrains.filter((t) => t.role === "home" || t.role === "frontier");
  }
  return index.inPlay;
}

export function terrainDie(t: TerrainState): TerrainDie | null {
  const die = dieById(t.die);
  return die?.kind === "terrain" ? die : null;
}

export const locationOf = (t: TerrainState): Location => terrainLocation(t.id);

export function terrainAt(view: PlayerView, at: Location): TerrainState | null {
  const index = indexOf(view);
  let t = index.terrainsAt.get(at);
  if (t === undefined) {
    const id = terrainIdAt(at);
    // The first terrain of the id, as `find` would: a view has a handful, so no map by id.
    t = id === null ? null : (view.terrains.find((x) => x.id === id) ?? null);
    index.terrainsAt.set(at, t);
  }
  return t;
}

/** The icon of the face showing ("Melee", "Missile", "Magic", or an eighth-face icon). */
export function faceIcon(t: TerrainState, face = t.face): string {
  return terrainDie(t)?.faces.find((f) => f.number === face)?.icon ?? "";
}

/** Players other than `me` still in the game (shared by every caller for the view: never change it). */
export function opponents(view: PlayerView, me: number): readonly number[] {
  const board = indexOf(view).board;
  let out = board.opponents[me];
  if (out === undefined) {
    // Who is out as copied for the board (`indexOf` has just made the view's board the last).
    const eliminated = (lastBoard as { snap: Snapshot }).snap.eliminated;
    const found: number[] = [];
    for (let i = 0; i < eliminated.length; i++) if (i !== me && !eliminated[i]) found.push(i);
    out = found;
    board.opponents[me] = out;
  }
  return out;
}

/** Opponents with an army at a location (shared by every caller for the view: never change it). */
export function opponentsAt(view: PlayerView, me: number, at: Location): readonly number[] {
  // Looked up without a closure (`rememberedAt`'s): every attack and clash weighed asks.
  const byAt = mapOf(indexOf(view).board.opponentsAt, me);
  let found = byAt.get(at);
  if (!found) {
    const here: number[] = [];
    for (const p of opponents(view, me)) if (unitsAt(view, p, at).length > 0) here.push(p);
    found = here;
    byAt.set(at, found);
  }
  return found;
}

/**
 * The context of `player`'s roll at the terrain `t` (null: away from any) showing `face`, under the
 * rules of the view's game (its edition's odds).
 */
export function rollContext(
  view: PlayerView,
  t: TerrainState | null,
  player: number,
  face = t?.face ?? 0,
): RollContext {
  return {
    odds: oddsFor(view.edition),
    terrainType: t ? (terrainDie(t)?.terrainType ?? null) : null,
    controlsEighth: t !== null && face === 8 && t.controller === player,
  };
}

/**
 * The results the player's minor terrain at `at` doubles now (lines 2250, 2258-2260), as the
 * engine reads its face in effect.
 */
export function minorDoubles(view: PlayerView, player: number, at: Location): readonly Wanted[] {
  if (!atTerrain(at)) return [];
  return rememberedAt(indexOf(view).board.doubles, player, at, () => findDoubles(view, player, at));
}

function findDoubles(view: PlayerView, player: number, at: Location): readonly Wanted[] {
  for (const d of view.dice) {
    if (d.owner !== player || d.at !== at || d.face === undefined) continue;
    const doubles = oddsFor(view.edition).minorDoubles(d);
    if (doubles.length > 0) return doubles;
  }
  return [];
}

/**
 * The context of the player's army's roll at `at`: its terrain's, and its minor terrain's (shared
 * by every caller for the view: never change it).
 */
export function armyContext(view: PlayerView, player: number, at: Location): RollContext {
  // Looked up without a closure (`rememberedAt`'s): every army roll worked out asks.
  const byAt = mapOf(indexOf(view).board.contexts, player);
  let ctx = byAt.get(at);
  if (!ctx) {
    const doubles = minorDoubles(view, player, at);
    const plain = rollContext(view, terrainAt(view, at), player);
    ctx = doubles.length > 0 ? { ...plain, minorDoubles: doubles } : plain;
    byAt.set(at, ctx);
  }
  return ctx;
}

/**
 * The items that roll with `units` at `at` (2.9a lines 2387-2389): the player's items there that
 * those units can carry, one each; none in the reserve area. Items add results to an army's rolls
 * but are never casualties, so they count in its rolls and never in its health.
 */
export function itemsRollingWith(
  view: PlayerView,
  player: number,
  at: Location,
  units: readonly Unit[],
): ItemDie[] {
  if (at === "reserve" || units.length === 0) return [];
  const items = indexOf(view).board.items[player]?.get(at) ?? [];
  if (items.length === 0) return [];
  const carriedBy = oddsFor(view.edition).carriers(diesOf(units), items);
  const out: ItemDie[] = [];
  for (let i = 0; i < items.length; i++) {
    if ((carriedBy[i] as number) >= 0) out.push(items[i] as ItemDie);
  }
  return out;
}

/**
 * The dice rolling in an army's roll: its units and the items they carry. The whole army's (the
 * very list `unitsAt` gives) is worked out once per board, for all its rolls (shared: never change
 * it).
 */
export function rollingDice(
  view: PlayerView,
  player: number,
  at: Location,
  units: readonly Unit[],
): readonly RollingDie[] {
  if (units !== unitsAt(view, player, at)) return diceRollingWith(view, player, at, units);
  const byAt = mapOf(indexOf(view).board.rolling, player);
  let dice = byAt.get(at);
  if (!dice) {
    dice = diceRollingWith(view, player, at, units);
    byAt.set(at, dice);
  }
  return dice;
}

function diceRollingWith(
  view: PlayerView,
  player: number,
  at: Location,
  units: readonly Unit[],
): readonly RollingDie[] {
  const items = itemsRollingWith(view, player, at, units);
  const dice: readonly RollingDie[] = diesOf(units);
  if (items.length === 0) return dice;
  // Built by push, not spread (`noObjects`).
  const all: RollingDie[] = [];
  for (const d of dice) all.push(d);
  for (const item of items) all.push(item);
  return all;
}

/**
 * An army's roll distribution for a purpose at its terrain (the items it carries included). The
 * whole army's (`units` left out, or the very list `unitsAt` gives) is worked out once per board.
 */
export function rollAt(
  view: PlayerView,
  player: number,
  at: Location,
  purpose: Purpose,
  units?: readonly Unit[],
): Distribution {
  const board = indexOf(view).board;
  const whole = board.units[player]?.get(at) ?? NO_UNITS;
  if (units !== undefined && units !== whole) return rollOf(view, player, at, purpose, units);
  const byAt = mapOf(board.rolls, player);
  let byPurpose = byAt.get(at);
  if (!byPurpose) {
    byPurpose = [];
    byAt.set(at, byPurpose);
  }
  const i = PURPOSE_INDEX[purpose];
  let d = byPurpose[i];
  if (!d) {
    d = rollOf(view, player, at, purpose, whole);
    byPurpose[i] = d;
  }
  return d;
}

function rollOf(
  view: PlayerView,
  player: number,
  at: Location,
  purpose: Purpose,
  units: readonly Unit[],
): Distribution {
  const dice = rollingDice(view, player, at, units);
  return armyDistribution(dice, purpose, armyContext(view, player, at));
}

export function expectAt(
  view: PlayerView,
  player: number,
  at: Location,
  purpose: Purpose,
  units = unitsAt(view, player, at),
): number {
  const dice = rollingDice(view, player, at, units);
  return armyExpectation(dice, purpose, armyContext(view, player, at));
}

/**
 * The chance that `player`'s army at `at` (or `units`) maneuvers successfully when every
 * opponent there counter-maneuvers.
 */
export function maneuverChance(
  view: PlayerView,
  player: number,
  at: Location,
  units = unitsAt(view, player, at),
): number {
  if (units.length === 0) return 0;
  const mine = rollAt(view, player, at, "maneuver", units);
  const others: Distribution[] = [];
  for (const p of opponents(view, player)) {
    const u = unitsAt(view, p, at);
    if (u.length > 0) others.push(rollAt(view, u[0]?.owner as number, at, "counter-maneuver", u));
  }
  return chanceAtLeast(mine, others.length === 0 ? NO_ROLLS : others);
}

/** The army marching now (the last named in the turn's marches): the one acting or casting. */
export function marchingArmy(view: PlayerView): Location | null {
  const marched = view.turn?.marched ?? [];
  return marched[marched.length - 1] ?? null;
}

/** How many eighth faces each player holds. */
export function eighthFacesHeld(view: PlayerView, player: number): number {
  return view.terrains.filter((t) => t.face === 8 && t.controller === player).length;
}
