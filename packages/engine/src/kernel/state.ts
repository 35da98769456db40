// The game state: plain, serialisable data. `JSON.parse(JSON.stringify(state))` equals `state`.
import type { Edition } from "@dragondice/catalog";
import type { Decision } from "./decisions.ts";
import type { Effect } from "./effects.ts";
import type { Task } from "./flow.ts";
import type { Roll } from "./roll.ts";
import type { SecretDice } from "./secret-dice.ts";

export const SCHEMA_VERSION = 1;

/**
 * Where a die is. Terrain locations are "t:<terrain id>"; everything else is a zone of the
 * die's owner. A player's army is all of that player's units at one location.
 */
export type Location =
  | `t:${string}`
  /** The reserve area. */
  | "reserve"
  /** The dead unit area. */
  | "dua"
  /** The buried unit area. */
  | "bua"
  /** The summoning pool (dragons, Dragonkin, minor terrains not in play). */
  | "pool"
  /**
   * Summoned to a terrain, as dragons are ("dragons:<terrain id>"): at the terrain but in no army,
   * so that a dragon never counts among its owner's units there.
   */
  | `dragons:${string}`
  /** Assigned to one of the three starting armies during set-up, not yet placed. */
  | `setup:${"home" | "campaign" | "horde"}`
  /** Brought to the game but not yet assigned during set-up. */
  | "force"
  /** Out of the game (an unused proposed frontier, a banished dragon). */
  | "out"
  /** Places a game's rules add (each names its own: `ExtraLocations`). */
  | ExtraLocations[keyof ExtraLocations];

/**
 * Locations the rules add to the kernel's, registered by declaration merging (name -> the
 * location): the kernel knows none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the rules (declaration merging)
export interface ExtraLocations {}

export interface DieState {
  /** Instance id, unique in the game, e.g. "p0d3". */
  id: string;
  /** Catalogue die id. */
  die: string;
  owner: number;
  at: Location;
  /**
   * The face in effect (0-based), for a die whose face stays on the table after its roll: a minor
   * terrain in an army (2.9a line 2238). Absent for every other die.
   */
  face?: number;
  /**
   * What the owner of a minor terrain showing its ID icon chose it to do until it is rolled again
   * (2.9a line 2250: "melee", "missile", "magic" or "doubles"). Absent for every other die.
   */
  chosen?: string;
}

export interface TerrainState {
  /** Instance id ("t0", "t1"...), used in locations as "t:t0". */
  id: string;
  /** Catalogue terrain die id. */
  die: string;
  /** The player who brought it. */
  owner: number;
  /** "home" terrains belong to their owner; the one "frontier" terrain to nobody. */
  role: "home" | "frontier" | "proposed-frontier" | "unused";
  /** The face showing, 1 to 8. */
  face: number;
  /** The player whose army controls the eighth face, when it shows. */
  controller: number | null;
  /**
   * A Castle turned up to its eighth face: the basic type its controller declared it to be while it
   * stays at 8 (2.9a line 2292), once declared. Read only while the face is 8.
   */
  declared?: "City" | "Standing Stones" | "Temple" | "Tower";
}

export interface PlayerState {
  name: string;
  /** Terrain id of the player's home terrain, once chosen. */
  home: string | null;
  eliminated: boolean;
  /** The player resigned (kernel/leaving.ts): also `eliminated`, their dice out of the game. */
  resigned?: true;
  /** Results of the set-up roll for the order of play (for the log and ties). */
  initiative?: number;
}

export interface TurnState {
  number: number;
  player: number;
  /** Locations of the armies that have marched this turn. */
  marched: Location[];
  /** The player passed instead of marching: no further march this turn. */
  passed: boolean;
}

/**
 * How the game ended: a player won (by the rules' two ways, or as the last player left when
 * `resigned` resigned), or nobody did: the round limit was reached (docs/rulings.md "Games that
 * never end") or the players agreed to a draw.
 */
/**
 * The ways the rules let a player win, registered by declaration merging (reason -> true): the
 * kernel's own are resigning, a round limit and agreement.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the rules (declaration merging)
export interface WinReasons {}

export type Victory =
  | { player: number; reason: keyof WinReasons }
  | { player: number; reason: "resignation"; resigned: number }
  | { player: null; reason: "round-limit" | "agreement" };

/** A draw offered and not yet answered by everyone: who offered it, who has accepted it since. */
export interface DrawOffer {
  by: number;
  accepted: number[];
}

/**
 * The whole state of the dice's generator (xoroshiro128+): four 32-bit words, as signed integers
 * (the form the generator keeps them in), not all zero (from zero it would draw only zeros).
 */
export type GeneratorState = [number, number, number, number];

export interface GameState {
  schema: number;
  edition: Edition;
  /**
   * The seed the dice were started from, or null when the configuration gave the generator's
   * whole state (`GameConfig.rng`): the state is not repeated here, it is in `rng`.
   */
  seed: number | null;
  /** The PRNG state (xoroshiro128+), advanced by every roll; empty with `secretDice`. */
  rng: number[];
  /**
   * The secret dice (ChaCha20 keyed with 256 bits: `GameConfig.key`), advanced by every roll,
   * for games nobody may foresee; absent, the dice are xoroshiro128+'s at `rng`.
   */
  secretDice?: SecretDice;
  /** Total force size in health points. */
  forceSize: number;
  players: PlayerState[];
  terrains: TerrainState[];
  dice: DieState[];
  /** Turn order as player indexes, decided at set-up. */
  order: number[];
  turn: TurnState | null;
  effects: Effect[];
  /** The flow: tasks still to run, the last one first. */
  stack: Task[];
  /** Decisions waiting for answers (several at once when players decide simultaneously). */
  pending: Decision[];
  /** Rolls being made (see kernel/roll.ts): public, like the dice on the table. */
  rolls: Roll[];
  /** Upcoming faces for named dice (scenario files): die instance id -> face indexes. */
  forced: Record<string, number[]>;
  /** A draw offered, waiting for the other players (kernel/leaving.ts); absent when none is. */
  drawOffer?: DrawOffer;
  /** The game's end, once it has ended (a draw has no winning player). */
  winner: Victory | null;
  /** A draw once this many rounds (a turn for every player) are played; null: no limit. */
  roundLimit: number | null;
  /**
   * Set while a secret answer (army assembly, a maneuver's direction, a dragon's foe) is held by
   * the flow, not yet shown: from the step that answers it to the next roll, which shows every
   * such answer in 2.9a (or at once after it). Steps taken meanwhile may not be taken back: they
   * may show it. Absent otherwise.
   */
  held?: true;
  /** Ids given so far: decisions, effects and rolls; `face` counts every face rolled. */
  counters: { decision: number; effect: number; roll: number; face: number };
}

/** Strings made by `interned`, by their text. */
const INTERNED = new Map<string, string>();

/**
 * One copy of a string made at run time. The rules compare ids and locations all the time: two
 * strings that are one and the same internalised object (as names of properties are) compare at
 * once, while equal copies compare letter by letter.
 */
export function interned<T extends string>(text: T): T {
  let s = INTERNED.get(text);
  if (s === undefined) {
    // A property name is internalised: the JavaScript engine keeps one copy of it.
    s = Object.keys({ [text]: 0 })[0] as string;
    INTERNED.set(s, s);
  }
  return s as T;
}

/** Terrain locations by terrain id. */
const TERRAIN_LOCATIONS = new Map<string, Location>();

/** The location of a terrain: one string per location (see `interned`). */
export function terrainLocation(terrainId: string): Location {
  let at = TERRAIN_LOCATIONS.get(terrainId);
  if (at === undefined) {
    at = interned(`t:${terrainId}` as const);
    TERRAIN_LOCATIONS.set(terrainId, at);
  }
  return at;
}

/** Where the dragons summoned to a terrain are (see `Location`): one string per terrain. */
export const dragonPlace = (terrainId: string): Location => interned(`dragons:${terrainId}`);

/** The terrain id of a place of summoned dragons, or null for any other location. */
export const dragonTerrain = (at: string): string | null =>
  at.startsWith("dragons:") ? at.slice(8) : null;

/** Whether a location is at a terrain ("t:..."; no other location starts with "t"). */
export const atTerrain = (at: string): boolean => at.charCodeAt(0) === 116;

/**
 * How many of the dice are in their owner's force, unseen by the others. A list with none there is
 * remembered: dice leave a force only at set-up and never go back, so a game's list is not counted
 * again at every decision and every view once set-up is over.
 */
export function diceInForce(dice: readonly DieState[]): number {
  if (NONE_IN_FORCE.has(dice)) return 0;
  let n = 0;
  for (const d of dice) if (d.at === "force") n++;
  if (n === 0) NONE_IN_FORCE.add(dice);
  return n;
}

const NONE_IN_FORCE = new WeakSet<readonly DieState[]>();

/** The terrain id of a location at a terrain, or null for any other location. */
export const terrainIdAt = (at: string): string | null => (atTerrain(at) ? at.slice(2) : null);

/**
 * The table as any player may know it: the state without the PRNG, the flow and forced rolls.
 * Decision validators and samplers work on this, so bots can run them on their own view.
 */
export type Table = Omit<GameState, "rng" | "seed" | "secretDice" | "stack" | "forced" | "pending">;
