// Random forces and random-decision games: what the soak tests and `dragondice bench` run, and
// the base of the `random` bot. Uses its own seeded generator, never the game's.

import {
  dieById,
  dragonDice,
  type ItemDie,
  itemDice,
  magicPointValue,
  terrainDice,
  type UnitDie,
  units,
} from "@dragondice/catalog";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { newGame, rulesFor } from "./api.ts";
import { carriedBundles, componentProblem, isAdvancedComponent } from "./editions/2.9a/forces.ts";
import { applyInPlace, type GameConfig, type PlayerSetup, sampleChoice } from "./kernel/game.ts";
import { SecretDiceGenerator } from "./kernel/secret-dice.ts";
import type { GameState, GeneratorState } from "./kernel/state.ts";
import { forceCost } from "./standard/items.ts";
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

/** Standard forces: no component of the advanced rules. */
const FORCE_UNITS = units.filter((u) => componentProblem(u) === null && !isAdvancedComponent(u));
/** Units by species: a species is drawn first, so the 190 Eldarim dice do not crowd out others. */
const BY_SPECIES: UnitDie[][] = [...new Set(FORCE_UNITS.map((u) => u.species))].map((sp) =>
  FORCE_UNITS.filter((u) => u.species === sp),
);
const MAJOR_TERRAINS = terrainDice.filter(
  (t) => t.category === "major" && componentProblem(t) === null,
);
/** The advanced rules' components, for forces drawn from the whole catalogue. */
const ITEMS = itemDice.filter((d) => componentProblem(d) === null);
const KINGS_DIE = units.filter((u) => u.species === "none" && componentProblem(u) === null);
const DRAGONKIN = units.filter((u) => u.species === "dragonkin" && componentProblem(u) === null);
const SPECIAL_TERRAINS = terrainDice.filter(
  (t) => t.category === "advanced" && componentProblem(t) === null,
);
const MINOR_TERRAINS = terrainDice.filter(
  (t) => t.category === "minor" && componentProblem(t) === null,
);

export interface RandomForceOptions {
  /**
   * Draw from the whole 2.9a catalogue (rules/000 "Advanced Rules"): items, the Kings' Die,
   * Dragonkin, minor terrains and a special terrain as the proposed frontier, besides units.
   */
  advanced?: boolean;
}

/**
 * A random legal 2.9a force of `size` health: units (Eldarim champions at most one of each per 24
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
  // A force whose items cannot all be carried into three armies is drawn again, a few times: at
  // a size no force fits (below 3), the last draw is returned for the game's check to refuse.
  const attempts = 40;
  for (let attempt = 1; ; attempt++) {
    const dice = drawComponents(size, randomInt, advanced && attempt < attempts / 2);
    const drawn = dice.map((id) => dieById(id) as UnitDie | ItemDie);
    const units = drawn.filter((d): d is UnitDie => d.kind === "unit" && d.species !== "none");
    const items = drawn.filter((d): d is ItemDie => d.kind === "item");
    const bundles = carriedBundles(units, items);
    const fits = bundles && splitIntoThree(bundles, Math.floor(size / 2), (min) => min);
    if (fits || attempt === attempts)
      return { name, dice, ...drawnRest(size, randomInt, advanced) };
  }
}

/** Units (and with `advanced`, items and perhaps the Kings' Die) costing `size` health. */
function drawComponents(size: number, randomInt: RandomInt, advanced: boolean): string[] {
  const cap = Math.floor(size / 2);
  const dice: string[] = [];
  const drawn: (UnitDie | ItemDie)[] = [];
  let magic = 0;
  const perChampion = Math.ceil(size / 24);
  for (let guard = 0; forceCost(drawn) < size && guard < 10_000; guard++) {
    const die = advanced ? drawAdvanced(randomInt) : pick(pick(BY_SPECIES, randomInt), randomInt);
    const m = magicPointValue(die);
    // Keep each army buildable: no single die above the half-force cap.
    if (forceCost([...drawn, die]) > size || magic + m > cap || die.health > cap) continue;
    if (die.kind === "unit" && die.size === "champion") {
      const most = die.species === "none" ? 1 : perChampion;
      if (dice.filter((id) => id === die.id).length >= most) continue;
    }
    dice.push(die.id);
    drawn.push(die);
    magic += m;
  }
  return dice;
}

/** One component of a force from the whole catalogue: mostly units, some items, rarely a king. */
function drawAdvanced(randomInt: RandomInt): UnitDie | ItemDie {
  const roll = randomInt(0, 99);
  if (roll < 2) return pick(KINGS_DIE, randomInt);
  if (roll < 22) return pick(ITEMS, randomInt);
  return pick(pick(BY_SPECIES, randomInt), randomInt);
}

/** A force's terrains, dragons and (with `advanced`) its summoning pool's Dragonkin and minors. */
function drawnRest(
  size: number,
  randomInt: RandomInt,
  advanced: boolean,
): Omit<PlayerSetup, "name" | "dice"> {
  const frontier = advanced && randomInt(0, 1) === 0 ? SPECIAL_TERRAINS : MAJOR_TERRAINS;
  const terrains = [pick(MAJOR_TERRAINS, randomInt).id, pick(frontier, randomInt).id];
  const dragons: string[] = [];
  for (let places = Math.ceil(size / 24); places > 0; ) {
    const dragon = pick(dragonDice, randomInt);
    const takes = dragon.dragonType === "white" ? 2 : 1;
    if (takes > places) continue;
    dragons.push(dragon.id);
    places -= takes;
  }
  if (!advanced) return { terrains, dragons };
  const dragonkin: string[] = [];
  let kin = 0;
  const allowed = randomInt(0, Math.floor(size / 3));
  for (let guard = 0; guard < 100 && kin < allowed; guard++) {
    const d = pick(DRAGONKIN, randomInt);
    if (kin + d.health > allowed) continue;
    dragonkin.push(d.id);
    kin += d.health;
  }
  const minorTerrains = Array.from(
    { length: randomInt(0, 4) },
    () => pick(MINOR_TERRAINS, randomInt).id,
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
    edition: "2.9a",
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

/** Plays a game to the end with uniformly random legal choices (or stops after maxDecisions). */
export function playRandomGame(
  config: GameConfig,
  choiceSeed: number,
  maxDecisions = 20_000,
  keepActions = false,
): RandomGameResult {
  const started = newGame(config);
  if (!started.ok) throw new Error(started.error.message);
  const rules = rulesFor(config.edition);
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
