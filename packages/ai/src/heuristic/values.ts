// What units and attacks are worth to the heuristic bot, in expected health of units.
import {
  type Location,
  noObjects,
  type Odds,
  oddsFor,
  type PlayerView,
  terrainLocation,
} from "@dragondice/engine";
import {
  boardMemo,
  dieIn,
  faceIcon,
  healthOf,
  opponentsAt,
  rollAt,
  terrainAt,
  terrainsInPlay,
  type Unit,
  unitsAt,
} from "./board.ts";
import {
  chanceDamageAtLeast,
  expectedDamage,
  expectedResult,
  itemDie,
  noContext,
  type RollingDie,
  unitDie,
} from "./expectations.ts";
import { memoSlot } from "./memo-slots.ts";

/** How much each kind of result is worth when keeping a unit (magic little: it buys spells). */
const RESULT_WEIGHTS = { maneuver: 1, melee: 0.8, missile: 0.6, save: 0.7, magic: 0.05 };

/**
 * A unit's worth: its expected results (weighted) and a little for its health. An item's the same
 * way: it adds its results to every roll of the army carrying it. Its faces are counted by `odds`,
 * the game's edition's (`oddsFor(view.edition)`).
 */
export function unitValue(die: RollingDie, odds: Odds): number {
  let known = unitValues.get(odds);
  if (!known) {
    known = new Map();
    unitValues.set(odds, known);
  }
  let value = known.get(die.id);
  if (value === undefined) {
    value = worthOf(die, odds);
    known.set(die.id, value);
  }
  return value;
}

/** Units' and items' worths worked out, by the edition's odds and die id (spells ask often). */
const unitValues = new WeakMap<Odds, Map<string, number>>();

function worthOf(die: RollingDie, odds: Odds): number {
  const ctx = noContext(odds);
  return (
    RESULT_WEIGHTS.maneuver * expectedResult(die, "maneuver", ctx) +
    RESULT_WEIGHTS.melee * expectedResult(die, "melee-attack", ctx) +
    RESULT_WEIGHTS.missile * expectedResult(die, "missile-action", ctx) +
    RESULT_WEIGHTS.save * expectedResult(die, "save-vs-melee", ctx) +
    RESULT_WEIGHTS.magic * expectedResult(die, "magic-action", ctx) +
    0.2 * die.health
  );
}

/** What a die in the view is worth to the bot: a unit's worth, or what an item adds to rolls. */
export function valueOfDie(view: PlayerView, id: string): number {
  const d = dieIn(view, id);
  const die = d ? (unitDie(d.die) ?? itemDie(d.die)) : null;
  return die ? unitValue(die, oddsFor(view.edition)) : 0;
}

/** What an attack is worth: damage done against damage taken, each weighted per health. */
export interface AttackWeights {
  /** Worth of one health of the target army killed. */
  kill: number;
  /** Worth of one health of the attacking army lost. */
  loss: number;
  /** Worth of destroying the whole target army. */
  wipe: number;
}

const ONLY_MAGIC: ReadonlySet<string> = new Set(["magic"]);
const ONLY_MELEE: ReadonlySet<string> = new Set(["melee"]);
const EVERY_ACTION: ReadonlySet<string> = new Set(["melee", "missile", "magic"]);
/** The action each face icon allows, by icon (the sets are shared: a face asked for allocates none). */
const BY_ICON = new Map<string, ReadonlySet<string>>();

/**
 * The actions a face allows an army: by its icon, all three to the holder, melee to the rest
 * (shared sets: never change one).
 */
export function allowedActions(
  view: PlayerView,
  me: number,
  at: Location,
  face?: number,
): ReadonlySet<string> {
  const t = terrainAt(view, at);
  if (!t) return ONLY_MAGIC;
  const f = face ?? t.face;
  if (f === 8) {
    // After a capture the maneuvering army holds the face; otherwise its holder stays.
    return t.controller === me || (face === 8 && t.face !== 8) ? EVERY_ACTION : ONLY_MELEE;
  }
  const icon = faceIcon(t, f);
  let allowed = BY_ICON.get(icon);
  if (!allowed) {
    allowed = new Set([icon.toLowerCase()]);
    BY_ICON.set(icon, allowed);
  }
  return allowed;
}

/** Expected value of a melee attack by `me`'s army at `at` on `target`'s army there. */
export function meleeValue(
  view: PlayerView,
  me: number,
  target: number,
  at: Location,
  w: AttackWeights,
  mine = unitsAt(view, me, at),
): number {
  const theirs = unitsAt(view, target, at);
  if (mine.length === 0 || theirs.length === 0) return 0;
  const theirHealth = healthOf(theirs);
  const myHealth = healthOf(mine);
  const hits = rollAt(view, me, at, "melee-attack", mine);
  const saves = rollAt(view, target, at, "save-vs-melee", theirs);
  const done = expectedDamage(hits, saves, theirHealth);
  const wipe = chanceDamageAtLeast(hits, saves, theirHealth);
  // The survivors counter-attack (assumed always): scale their roll by what is left of them.
  const left = Math.max(0, 1 - done / theirHealth) * (1 - wipe);
  const back = rollAt(view, target, at, "counter-attack", theirs);
  const mySaves = rollAt(view, me, at, "save-vs-melee", mine);
  const taken = left * expectedDamage(back, mySaves, myHealth);
  return done * w.kill + wipe * w.wipe - taken * w.loss;
}

/** Expected value of a missile attack on `target`'s army at `at` by the units `shooters`. */
export function missileValue(
  view: PlayerView,
  me: number,
  from: Location,
  target: number,
  at: Location,
  w: AttackWeights,
  shooters: readonly Unit[] = unitsAt(view, me, from),
): number {
  const theirs = unitsAt(view, target, at);
  if (shooters.length === 0 || theirs.length === 0) return 0;
  const theirHealth = healthOf(theirs);
  const hits = rollAt(view, me, from, "missile-action", shooters);
  const saves = rollAt(view, target, at, "save-vs-missile", theirs);
  return (
    expectedDamage(hits, saves, theirHealth) * w.kill +
    chanceDamageAtLeast(hits, saves, theirHealth) * w.wipe
  );
}

/**
 * Locations a missile from `from` can reach: the same terrain and those at distance 1 (shared by
 * every caller for the board: never change it).
 */
export function missileReach(
  view: PlayerView,
  me: number,
  from: Location,
  face?: number,
): readonly Location[] {
  const t = terrainAt(view, from);
  if (!t) return NOWHERE;
  const f = face ?? t.face;
  const holds = f === 8 && (t.controller === me || t.face !== 8);
  // A Castle declared a Tower is a Tower (2.9a line 2292).
  const holdsTower = holds && oddsFor(view.edition).eighthIcon(t) === "Tower";
  const byFrom = boardMemo(view, REACHES);
  let reach = byFrom.get(from);
  if (!reach) {
    reach = [];
    byFrom.set(from, reach);
  }
  const i = holdsTower ? 1 : 0;
  let found = reach[i];
  if (!found) {
    // Built by push: every option weighed walks these lists, and lists made by `map` are of
    // another kind when their maker is optimized (the engine's `noObjects`).
    const locations: Location[] = [];
    for (const x of terrainsInPlay(view)) {
      if (holdsTower || x.id === t.id || x.role === "frontier" || t.role === "frontier") {
        locations.push(terrainLocation(x.id));
      }
    }
    found = locations.length === 0 ? NOWHERE : locations;
    reach[i] = found;
  }
  return found;
}

const NOWHERE: readonly Location[] = noObjects();

/**
 * `missileReach`'s answers, kept with the board (board.ts `boardMemo`: they read only the
 * terrains in play), by location shot from and whether it shoots as a Tower: every attack weighed
 * and every clash found asks for them.
 */
const REACHES = memoSlot(() => new Map<Location, (readonly Location[])[]>());

/** The values of the bot's whole armies' attacks (the Situation's, worked out once each). */
export interface Attacks {
  /** Its army at `at` attacking `target`'s there in melee. */
  melee(target: number, at: Location): number;
  /** Its army at `from` shooting at `target`'s army at `at`. */
  missile(from: Location, target: number, at: Location): number;
}

/**
 * The best action value for `me`'s army at `at` if the terrain showed `face`, with the attacks'
 * values from `attacks`; 0 when no action is worth taking.
 */
export function bestActionValue(
  view: PlayerView,
  me: number,
  at: Location,
  face: number,
  attacks: Attacks,
): number {
  const allowed = allowedActions(view, me, at, face);
  let best = 0;
  if (allowed.has("melee")) {
    for (const p of opponentsAt(view, me, at)) {
      best = Math.max(best, attacks.melee(p, at));
    }
  }
  if (allowed.has("missile")) {
    for (const where of missileReach(view, me, at, face)) {
      for (const p of opponentsAt(view, me, where)) {
        best = Math.max(best, attacks.missile(at, p, where));
      }
    }
  }
  return best;
}
