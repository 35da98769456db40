// Random forces and random-decision games: what the soak tests and `dragondice bench` run, and
// the base of the `random` bot. Uses its own seeded generator, never the game's.

import {
  dieById,
  dragonDice,
  type Edition,
  type ItemDie,
  itemDice,
  type TerrainDie,
  terrainDice,
  type UnitDie,
  units,
} from "@dragondice/catalog";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { DEFAULT_EDITION, oddsFor, rulesFor } from "./api.ts";
import {
  applyInPlace,
  type GameConfig,
  newGame,
  type PlayerSetup,
  sampleChoice,
} from "./kernel/game.ts";
import { SecretDiceGenerator } from "./kernel/secret-dice.ts";
import type { GameState, GeneratorState } from "./kernel/state.ts";
import type { StandardRuleset } from "./standard/edition-tables.ts";
import type { ForceRules } from "./standard/force-rules.ts";
import { splitIntoThree } from "./standard/partition.ts";

export type RandomInt = (min: number, max: number) => number;

export function seededRandomInt(seed: number): RandomInt {
  const rng = xoroshiro128plus(seed);
  return (min, max) => uniformInt(rng, min, max);
}

/**
 * A generator started from a whole state: as unpredictable as the state is, when it comes from a
 * cryptographic source (the server's random forces).
 */
export function randomIntFromState(state: GeneratorState): RandomInt {
  const rng = xoroshiro128plusFromState([...state]);
  return (min, max) => uniformInt(rng, min, max);
}

/**
 * A secret generator for one occasion named by up to three whole numbers: the stream of ChaCha20
 * keyed with `key` (64 hex digits, as the secret dice's) whose nonce is those numbers. Nothing
 * drawn from one occasion tells anything of another's, nor of the key (the server's bots draw so).
 */
export function keyedRandomInt(key: string, ...parts: number[]): RandomInt {
  if (parts.length > 3) throw new Error("a keyed occasion is named by at most three numbers");
  const nonce = new Uint8Array(12);
  const words = new DataView(nonce.buffer);
  parts.forEach((part, i) => {
    words.setUint32(i * 4, part >>> 0, true);
  });
  const rng = new SecretDiceGenerator({ key, drawn: 0 }, nonce);
  return (min, max) => uniformInt(rng, min, max);
}

/** murmur3's finaliser: every bit of the input changes about half the bits of the output. */
function fmix32(x: number): number {
  let h = x ^ (x >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * A generator for one occasion named by several whole numbers (a seed, a decision number, a
 * salt...). `seededRandomInt(seed)` starts from the seed almost as it is (its first draw is the
 * seed's complement), so near seeds draw alike; here the numbers are hashed into all 128 bits of
 * the generator's state, so that neighbouring occasions draw independently.
 */
export function hashedRandomInt(...parts: number[]): RandomInt {
  let h = 0x6a09e667;
  for (const part of parts) h = fmix32(h ^ fmix32(part | 0));
  const state = [fmix32(h ^ 0x3c6ef372), fmix32(h ^ 0x510e527f), fmix32(h ^ 0x1f83d9ab), 1];
  const rng = xoroshiro128plusFromState(state);
  return (min, max) => uniformInt(rng, min, max);
}

const pick = <T>(xs: readonly T[], randomInt: RandomInt): T => xs[randomInt(0, xs.length - 1)] as T;

/** The dice an edition's forces may draw from, in catalogue order. */
interface Pools {
  forces: ForceRules;
  /** Units by species: a species is drawn first, so the 190 Eldarim dice do not crowd out others. */
  bySpecies: UnitDie[][];
  majorTerrains: TerrainDie[];
  /** The advanced rules' components, for forces drawn from the whole catalogue. */
  items: ItemDie[];
  /** Whether a unit is of one of the edition's races (not 2.9a's Kings' Die: in no army). */
  hasRace: (die: UnitDie) => boolean;
  /** Units of no race (2.9a's Kings' Die), drawn rarely and one at most. */
  raceless: UnitDie[];
  dragonkin: UnitDie[];
  specialTerrains: TerrainDie[];
  minorTerrains: TerrainDie[];
}

const poolsByEdition = new Map<Edition, Pools>();

function poolsOf(edition: Edition): Pools {
  const found = poolsByEdition.get(edition);
  if (found) return found;
  const { forces } = rulesFor(edition);
  const { hasRace } = oddsFor(edition);
  const legal = (d: UnitDie | ItemDie | TerrainDie) => forces.componentProblem(d) === null;
  /** Standard forces: no component of the advanced rules. */
  const standard = units.filter((u) => legal(u) && !forces.isAdvancedComponent(u));
  const terrains = (category: TerrainDie["category"]) =>
    terrainDice.filter((t) => t.category === category && legal(t));
  const pools: Pools = {
    forces,
    bySpecies: [...new Set(standard.map((u) => u.species))].map((sp) =>
      standard.filter((u) => u.species === sp),
    ),
    majorTerrains: terrains("major"),
    items: itemDice.filter(legal),
    hasRace,
    raceless: units.filter((u) => !hasRace(u) && legal(u)),
    dragonkin: units.filter((u) => forces.listOf(u) === "dragonkin" && legal(u)),
    specialTerrains: terrains("advanced"),
    minorTerrains: terrains("minor"),
  };
  poolsByEdition.set(edition, pools);
  return pools;
}

export interface RandomForceOptions {
  /**
   * Draw from the whole catalogue of the edition (2.9a rules/000 "Advanced Rules"): items, the
   * Kings' Die, Dragonkin, minor terrains and a special terrain as the proposed frontier, besides
   * units.
   */
  advanced?: boolean;
  /** The edition whose force rules the force keeps (the edition new games are played in if absent). */
  edition?: Edition;
}

/**
 * A random legal force of `size` health: units (Eldarim champions at most one of each per 24
 * health), two major terrains, the dragons required (a white dragon fills two places). With
 * `advanced`, items, the Kings' Die, Dragonkin, minor terrains and special terrains too.
 */
export function randomForce(
  name: string,
  size: number,
  randomInt: RandomInt,
  options: RandomForceOptions = {},
): PlayerSetup {
  const advanced = options.advanced === true;
  const pools = poolsOf(options.edition ?? DEFAULT_EDITION);
  const { forces } = pools;
  // A force whose items cannot all be carried into three armies is drawn again, a few times: at
  // a size no force fits (below 3), the last draw is returned for the game's check to refuse.
  const attempts = 40;
  for (let attempt = 1; ; attempt++) {
    const dice = drawComponents(pools, size, randomInt, advanced && attempt < attempts / 2);
    const drawn = dice.map((id) => dieById(id) as UnitDie | ItemDie);
    // A unit of no race joins no army and carries nothing.
    const units = drawn.filter((d): d is UnitDie => d.kind === "unit" && pools.hasRace(d));
    const items = drawn.filter((d): d is ItemDie => d.kind === "item");
    const bundles = forces.carriedBundles(units, items);
    // Three armies of at most half the force each.
    const fits = bundles && splitIntoThree(bundles, Math.floor(size / 2), (min) => min);
    if (fits || attempt === attempts)
      return { name, dice, ...drawnRest(pools, size, randomInt, advanced) };
  }
}

/** Units (and with `advanced`, items and perhaps the Kings' Die) costing `size` health. */
function drawComponents(
  pools: Pools,
  size: number,
  randomInt: RandomInt,
  advanced: boolean,
): string[] {
  const { forces } = pools;
  const magicCap = forces.allowances(size).magic;
  const armyCap = Math.floor(size / 2);
  const dice: string[] = [];
  const drawn: (UnitDie | ItemDie)[] = [];
  let magic = 0;
  const perChampion = Math.ceil(size / 24);
  for (let guard = 0; forces.cost(drawn) < size && guard < 10_000; guard++) {
    const die = advanced
      ? drawAdvanced(pools, randomInt)
      : pick(pick(pools.bySpecies, randomInt), randomInt);
    const m = forces.magicPointValue(die);
    // Keep each army buildable: no single die above the half-force cap.
    if (forces.cost([...drawn, die]) > size || magic + m > magicCap || die.health > armyCap) {
      continue;
    }
    if (die.kind === "unit" && die.size === "champion") {
      const most = pools.hasRace(die) ? perChampion : 1;
      if (dice.filter((id) => id === die.id).length >= most) continue;
    }
    dice.push(die.id);
    drawn.push(die);
    magic += m;
  }
  return dice;
}

/** One component of a force from the whole catalogue: mostly units, some items, rarely a king. */
function drawAdvanced(pools: Pools, randomInt: RandomInt): UnitDie | ItemDie {
  const roll = randomInt(0, 99);
  if (roll < 2 && pools.raceless.length > 0) return pick(pools.raceless, randomInt);
  if (roll < 22) return pick(pools.items, randomInt);
  return pick(pick(pools.bySpecies, randomInt), randomInt);
}

/** A force's terrains, dragons and (with `advanced`) its summoning pool's Dragonkin and minors. */
function drawnRest(
  pools: Pools,
  size: number,
  randomInt: RandomInt,
  advanced: boolean,
): Omit<PlayerSetup, "name" | "dice"> {
  const allowed = pools.forces.allowances(size);
  const frontier = advanced && randomInt(0, 1) === 0 ? pools.specialTerrains : pools.majorTerrains;
  const terrains = [pick(pools.majorTerrains, randomInt).id, pick(frontier, randomInt).id];
  const dragons: string[] = [];
  for (let places = allowed.dragons; places > 0; ) {
    const dragon = pick(dragonDice, randomInt);
    const takes = dragon.dragonType === "white" ? 2 : 1;
    if (takes > places) continue;
    dragons.push(dragon.id);
    places -= takes;
  }
  if (!advanced) return { terrains, dragons };
  const dragonkin: string[] = [];
  let kin = 0;
  const kinAllowed = randomInt(0, allowed.dragonkin);
  for (let guard = 0; guard < 100 && kin < kinAllowed; guard++) {
    const d = pick(pools.dragonkin, randomInt);
    if (kin + d.health > kinAllowed) continue;
    dragonkin.push(d.id);
    kin += d.health;
  }
  const minorTerrains = Array.from(
    { length: randomInt(0, allowed.minorTerrains) },
    () => pick(pools.minorTerrains, randomInt).id,
  );
  return { terrains, dragons, dragonkin, minorTerrains };
}

export function randomConfig(
  seed: number,
  players: number,
  size: number,
  options: RandomForceOptions = {},
): GameConfig {
  const randomInt = seededRandomInt(seed ^ 0x5bd1e995);
  return {
    edition: options.edition ?? DEFAULT_EDITION,
    seed,
    forceSize: size,
    players: Array.from({ length: players }, (_, i) =>
      randomForce(`Player ${i + 1}`, size, randomInt, options),
    ),
  };
}

export interface RandomGameResult {
  state: GameState;
  decisions: number;
  finished: boolean;
  actions: { player: number; decision: number; choice: unknown }[];
}

/**
 * Plays a game to the end with uniformly random legal choices (or stops after maxDecisions), under
 * the edition's ruleset or `rules` (the same with its tasks timed: bench/task-times.ts).
 */
export function playRandomGame(
  config: GameConfig,
  choiceSeed: number,
  maxDecisions = 20_000,
  keepActions = false,
  rules: StandardRuleset = rulesFor(config.edition),
): RandomGameResult {
  const started = newGame(rules, config);
  if (!started.ok) throw new Error(started.error.message);
  const state = started.state;
  const randomInt = seededRandomInt(choiceSeed);
  const actions: RandomGameResult["actions"] = [];
  let decisions = 0;
  while (!state.winner && state.pending.length > 0 && decisions < maxDecisions) {
    const decision = state.pending[0];
    if (!decision) break;
    const choice = sampleChoice(rules, state, decision, randomInt);
    const action = {
      type: "decide" as const,
      player: decision.player,
      decision: decision.id,
      choice,
    };
    const result = applyInPlace(rules, state, action);
    if (!result.ok) throw new Error(`illegal sampled choice: ${result.error.message}`);
    if (keepActions) actions.push({ player: decision.player, decision: decision.id, choice });
    decisions++;
  }
  return { state, decisions, finished: state.winner !== null, actions };
}
