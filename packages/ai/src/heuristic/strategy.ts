// The heuristic bot's strategy: which two terrains to capture, what a maneuver or a march is
// worth, where reserves go and which armies fall back. 2.9a: an army maneuvering a terrain to its
// eighth face captures it; holding two eighth faces wins; the face goes back to 7 when its holder
// is out-maneuvered, leaves or dies.
import {
  type Location,
  type Odds,
  oddsFor,
  type PlayerView,
  type TerrainState,
  terrainIdAt,
} from "@dragondice/engine";
import {
  boardMemo,
  eighthFacesHeld,
  hasUnitsAwayFrom,
  healthOf,
  locationOf,
  maneuverChance,
  mapOf,
  missileUnits,
  opponents,
  opponentsAt,
  rollAt,
  terrainAt,
  terrainsInPlay,
  type Unit,
  unitsAt,
} from "./board.ts";
import { dragonLoss } from "./dragons.ts";
import { chanceAtLeast, expectedDamage, expectedResult, noContext } from "./expectations.ts";
import { kept, type MemoSlot, memoSlot } from "./memo-slots.ts";
import { type AttackWeights, bestActionValue, meleeValue, missileValue } from "./values.ts";

/** Tunable weights of the strategy (expected health of units is the unit of value). */
export interface StrategyWeights {
  /** Taking an eighth face. */
  capture: number;
  /** Turning an opponent's eighth face back to 7. */
  deny: number;
  /** Winning the game. */
  win: number;
  /** Worth of the face steps 0..7 on the way up to the eighth face at a target terrain. */
  progress: readonly number[];
  /** How much progress at a terrain that is not one of the two targets counts. */
  offTarget: number;
}

export const DEFAULT_WEIGHTS: StrategyWeights = {
  capture: 12,
  deny: 10,
  win: 1000,
  progress: [0, 0, 0.6, 1.2, 2, 3, 4.2, 5.6],
  offTarget: 0.4,
};

export type Direction = "up" | "down" | null;

const STAY_OR_DOWN: readonly Direction[] = [null, "down"];
const STAY_OR_UP: readonly Direction[] = [null, "up"];
const STAY_UP_OR_DOWN: readonly Direction[] = [null, "up", "down"];

/** Turns it takes units to reach another terrain: retreat, then reinforce at the next turn. */
const REDEPLOY_TURNS = 2;

/**
 * A Situation's answers that read only the board (board.ts `boardMemo`: the dice, terrains and
 * players a view shows), the player and the weights: shared by the Situations of every decision
 * showing the same board to the same player with the same weights (a march, its maneuver and its
 * action often do), instead of worked out again for each.
 */
interface Known {
  w: StrategyWeights;
  /** `chance`'s answers, by player and location. */
  chances: Map<Location, number>[];
  /** Attack weights worked out, by target player and location (shared: never changed). */
  weights: Map<Location, Readonly<AttackWeights>>[];
  targetIds: Set<string> | null;
  /** `isTarget`'s answers by location (asked for every attack and step weighed). */
  targetAt: Map<Location, boolean>;
  /** Melee values worked out, by target player and location (whole armies only). */
  melees: Map<Location, number>[];
  /** Missile values worked out, by acting location, then target player and location. */
  missiles: Map<Location, Map<Location, number>[]>;
  /** `actionValue`'s answers, by location and face. */
  actions: Map<Location, number[]>;
  /**
   * `holdingValue`'s answers for the bot's whole army at each terrain, by id: every unit weighed
   * for a move (a reinforcement, Path) is compared with the same armies.
   */
  holdings: Map<string, number>;
  /** `retreats`' answer (the retreat decision of every turn showing the same board asks). */
  retreats: readonly string[] | null;
  /** What other modules work out from the same (`Situation.memo`), by slot. */
  memos: unknown[];
}

/** The answers kept, by board and player (one set of weights each: the last asked with). */
const KNOWN = memoSlot((): Known[] => []);

function knownFor(view: PlayerView, me: number, w: StrategyWeights): Known {
  const byPlayer = boardMemo(view, KNOWN);
  let known = byPlayer[me];
  if (!known || known.w !== w) {
    known = {
      w,
      chances: [],
      weights: [],
      targetIds: null,
      targetAt: new Map(),
      melees: [],
      missiles: new Map(),
      actions: new Map(),
      holdings: new Map(),
      retreats: null,
      memos: [],
    };
    byPlayer[me] = known;
  }
  return known;
}

/** Everything the bot works out once per decision from its view. */
export class Situation {
  readonly terrains: readonly TerrainState[];
  private readonly known: Known;
  /**
   * `exposure`'s answers for the bot's whole army at each terrain, by id (as `holdingValue`'s), kept
   * per decision (made when first asked for): the dragons it counts read more of the view than the
   * board.
   */
  private exposures: Map<string, number> | null = null;

  constructor(
    readonly view: PlayerView,
    readonly me: number,
    readonly w: StrategyWeights = DEFAULT_WEIGHTS,
  ) {
    this.terrains = terrainsInPlay(view);
    this.known = knownFor(view, me, w);
  }

  /**
   * What is kept in `slot` for the board (board.ts `boardMemo`), the player and the weights: what
   * is worked out from those alone (clashes and their worth, spell-value.ts) is kept so, and is
   * then shared by every decision showing the same.
   */
  memo<T>(slot: MemoSlot<T>): T {
    return kept(this.known.memos, slot);
  }

  /** The odds of the game's edition (the view's): how its rules count faces, dragons, items. */
  get odds(): Odds {
    return oddsFor(this.view.edition);
  }

  /** The chance `player`'s army at `at` maneuvers successfully against every counter there. */
  chance(player: number, at: Location): number {
    // Looked up without a closure (`rememberedAt`'s): the bot asks for chances thousands of times.
    const byAt = mapOf(this.known.chances, player);
    let p = byAt.get(at);
    if (p === undefined) {
      p = maneuverChance(this.view, player, at);
      byAt.set(at, p);
    }
    return p;
  }

  /** The best chance any opponent has to maneuver at `at`. */
  opponentChance(at: Location): number {
    let best = 0;
    for (const p of opponentsAt(this.view, this.me, at)) best = Math.max(best, this.chance(p, at));
    return best;
  }

  holds(t: TerrainState, player = this.me): boolean {
    return t.face === 8 && t.controller === player;
  }

  /** Steps still to go to take the eighth face: down to 7 and up again when someone holds it. */
  stepsLeft(t: TerrainState): number {
    if (t.face === 8) return t.controller === this.me ? 0 : 2;
    return 8 - t.face;
  }

  /**
   * The two terrains to capture: those held, then those with the fewest expected turns to the
   * eighth face (steps left over the chance of each maneuver).
   */
  targets(): Set<string> {
    if (this.known.targetIds) return this.known.targetIds;
    // The two fewest, the first in the terrains' order among equals (as a stable sort has them),
    // found in one pass: sorting every terrain's cost more than the rest of the work.
    let first: TerrainState | null = null;
    let second: TerrainState | null = null;
    let firstEta = 0;
    let secondEta = 0;
    for (const t of this.terrains) {
      const eta = this.eta(t);
      if (!first || eta < firstEta) {
        second = first;
        secondEta = firstEta;
        first = t;
        firstEta = eta;
      } else if (!second || eta < secondEta) {
        second = t;
        secondEta = eta;
      }
    }
    const ids = new Set<string>();
    if (first) ids.add(first.id);
    if (second) ids.add(second.id);
    this.known.targetIds = ids;
    return ids;
  }

  /** The expected turns to the eighth face of `t` (-1 when the bot holds it). */
  private eta(t: TerrainState): number {
    const at = locationOf(t);
    if (this.holds(t)) return -1;
    if (unitsAt(this.view, this.me, at).length > 0) {
      return this.stepsLeft(t) / Math.max(this.chance(this.me, at), 0.05);
    }
    // No army there yet: units can come through the reserve (retreat, then reinforce a turn
    // later), unopposed when no opponent is there.
    const p = opponentsAt(this.view, this.me, at).length === 0 ? 1 : 0.3;
    return this.stepsLeft(t) / p + REDEPLOY_TURNS;
  }

  isTarget(at: Location): boolean {
    let is = this.known.targetAt.get(at);
    if (is === undefined) {
      is = this.targets().has(terrainIdAt(at) ?? "");
      this.known.targetAt.set(at, is);
    }
    return is;
  }

  /** Is the bot the favourite to push this terrain up (its maneuvers beat the opponents')? */
  favoured(at: Location): boolean {
    const mine = unitsAt(this.view, this.me, at).length > 0 ? this.chance(this.me, at) : 0;
    return mine >= this.opponentChance(at) - 0.1;
  }

  /** How much taking a terrain now is worth: the win when it is the second eighth face. */
  captureValue(): number {
    return eighthFacesHeld(this.view, this.me) >= 1 ? this.w.win : this.w.capture;
  }

  /**
   * What an attack on `target`'s army at `at` is worth per health killed, lost, and for the whole
   * army (worked out once per board: every option weighed asks for the same few).
   */
  attackWeights(target: number, at: Location): AttackWeights {
    const byAt = mapOf(this.known.weights, target);
    let w = byAt.get(at);
    if (!w) {
      w = this.weighAttack(target, at);
      byAt.set(at, w);
    }
    return w;
  }

  private weighAttack(target: number, at: Location): AttackWeights {
    const t = terrainAt(this.view, at);
    const important = this.isTarget(at) || (t !== null && t.face === 8);
    let wipe = important ? 4 : 1.5;
    if (t && this.holds(t, target)) wipe += this.w.deny;
    // Destroying an opponent's last units wins.
    if (!hasUnitsAwayFrom(this.view, target, at)) wipe += this.w.win / 2;
    return { kill: important ? 1.5 : 1, loss: this.isTarget(at) ? 1.3 : 1, wipe };
  }

  /** The strategic worth of turning the terrain at `at` one step, if the maneuver succeeds. */
  stepValue(at: Location, direction: "up" | "down"): number {
    const t = terrainAt(this.view, at);
    if (!t) return 0;
    if (t.face === 8) {
      // Only "down" is possible: it gives up our own face or takes an opponent's.
      return this.holds(t) ? -this.w.capture : this.w.deny;
    }
    if (direction === "up" && t.face === 7) return this.captureValue();
    const from = t.face;
    const to = direction === "up" ? from + 1 : from - 1;
    const progress = this.w.progress;
    const delta = (progress[to] ?? 0) - (progress[from] ?? 0);
    // Up at a target terrain; elsewhere higher faces help whoever is the favourite there.
    if (this.isTarget(at)) return delta;
    return delta * this.w.offTarget * (this.favoured(at) ? 1 : -1);
  }

  /**
   * The value of a maneuver choice for the marching army at `at`, action included (no maneuver:
   * `null`); none at all away from a terrain. One choice at a time, asked of the cached parts: a
   * map of the choices made per march weighed was most of what a march allocated.
   */
  maneuverValue(at: Location, direction: Direction): number {
    const t = terrainAt(this.view, at);
    if (!t) return Number.NEGATIVE_INFINITY;
    const stay = this.actionValue(at, t.face);
    if (direction === null) return stay;
    const p = this.chance(this.me, at);
    const face = t.face === 8 ? 7 : direction === "up" ? t.face + 1 : t.face - 1;
    const after = this.actionValue(at, face);
    return p * (this.stepValue(at, direction) + after) + (1 - p) * stay;
  }

  /** The best action value for the bot's army at `at` if the terrain showed `face` (once each). */
  actionValue(at: Location, face: number): number {
    let byFace = this.known.actions.get(at);
    if (!byFace) {
      byFace = [];
      this.known.actions.set(at, byFace);
    }
    let v = byFace[face];
    if (v === undefined) {
      v = bestActionValue(this.view, this.me, at, face, this);
      byFace[face] = v;
    }
    return v;
  }

  /**
   * The bot's whole army at `at` attacking `target`'s there in melee (meleeValue with the attack
   * weights), worked out once per decision: a march weighs the same attack for every face it may
   * show, and the view does not change while the bot decides.
   */
  melee(target: number, at: Location): number {
    const byAt = mapOf(this.known.melees, target);
    let v = byAt.get(at);
    if (v === undefined) {
      v = meleeValue(this.view, this.me, target, at, this.attackWeights(target, at));
      byAt.set(at, v);
    }
    return v;
  }

  /** The bot's whole army at `from` shooting at `target`'s army at `at` (missileValue), once. */
  missile(from: Location, target: number, at: Location): number {
    let byTarget = this.known.missiles.get(from);
    if (!byTarget) {
      byTarget = [];
      this.known.missiles.set(from, byTarget);
    }
    const byAt = mapOf(byTarget, target);
    let v = byAt.get(at);
    if (v === undefined) {
      v = missileValue(this.view, this.me, from, target, at, this.attackWeights(target, at));
      byAt.set(at, v);
    }
    return v;
  }

  /**
   * The legal maneuver directions at a terrain (as the engine offers them): shared lists, never
   * changed.
   */
  directions(t: TerrainState): readonly Direction[] {
    if (t.face === 8) return STAY_OR_DOWN;
    return t.face > 1 ? STAY_UP_OR_DOWN : STAY_OR_UP;
  }

  /** What marching the army at `at` is worth: its best maneuver and action. */
  marchValue(at: Location): number {
    if (at === "reserve") return 0;
    const t = terrainAt(this.view, at);
    if (!t) return 0;
    let best = Number.NEGATIVE_INFINITY;
    for (const d of this.directions(t)) best = Math.max(best, this.maneuverValue(at, d));
    return best;
  }

  /** The worth of having `units` at terrain `t` for taking or keeping its eighth face. */
  holdingValue(t: TerrainState, units: readonly Unit[]): number {
    return this.wholeArmy(this.known.holdings, t, units, () => this.holdingOf(t, units));
  }

  /** `find()` for `units` at `t`, kept in `known` by terrain when they are the bot's whole army. */
  private wholeArmy(
    known: Map<string, number>,
    t: TerrainState,
    units: readonly Unit[],
    find: () => number,
  ): number {
    if (units !== unitsAt(this.view, this.me, locationOf(t))) return find();
    let value = known.get(t.id);
    if (value === undefined) {
      value = find();
      known.set(t.id, value);
    }
    return value;
  }

  private holdingOf(t: TerrainState, units: readonly Unit[]): number {
    if (units.length === 0) return 0;
    const at = locationOf(t);
    if (this.holds(t)) {
      // The face is lost when an opponent out-maneuvers the army (doubled maneuvers to counter).
      const mine = rollAt(this.view, this.me, at, "counter-maneuver", units);
      let risk = 0;
      for (const p of opponentsAt(this.view, this.me, at)) {
        // The opponent acts, so it wins ties.
        const theirs = rollAt(this.view, p, at, "maneuver");
        risk = Math.max(risk, chanceAtLeast(theirs, [mine]));
      }
      return this.w.capture * (1 - risk);
    }
    const p = maneuverChance(this.view, this.me, at, units);
    const scale = this.isTarget(at) ? 1 : this.w.offTarget;
    return (scale * this.w.capture * p) / Math.max(1, this.stepsLeft(t));
  }

  /** Where each reserve unit goes: greedily to the terrain it adds most to. */
  reinforcements(reserve: readonly Unit[], allowed: string[]): Record<string, string> {
    const moves: Record<string, string> = {};
    const armies = new Map<string, readonly Unit[]>();
    const candidates = this.terrains.filter((t) => allowed.includes(t.id));
    for (const t of candidates) armies.set(t.id, unitsAt(this.view, this.me, locationOf(t)));
    const targets = this.targets();
    const ordered = [...reserve].sort((a, b) => b.die.health - a.die.health);
    for (const u of ordered) {
      let best: { id: string; gain: number } | null = null;
      for (const t of candidates) {
        const army = armies.get(t.id) ?? [];
        let gain = this.holdingValue(t, [...army, u]) - this.holdingValue(t, army);
        if (targets.has(t.id)) gain += 0.01;
        // Reinforcing a lone unit where an opponent's army would destroy it gains nothing.
        gain -= this.exposure(t, [...army, u]) * 0.5;
        if (!best || gain > best.gain) best = { id: t.id, gain };
      }
      if (!best) continue;
      moves[u.id] = best.id;
      armies.set(best.id, [...(armies.get(best.id) ?? []), u]);
    }
    return moves;
  }

  /**
   * Expected health the opponents' armies at `t` could kill of `units` with one melee, and the
   * dragons there in the attacks they are expected to make (line 332).
   */
  exposure(t: TerrainState, units: readonly Unit[]): number {
    // Made at the first asked: most decisions weigh no exposure.
    if (!this.exposures) this.exposures = new Map();
    return this.wholeArmy(this.exposures, t, units, () => this.exposureOf(t, units));
  }

  private exposureOf(t: TerrainState, units: readonly Unit[]): number {
    const at = locationOf(t);
    const health = healthOf(units);
    const saves = rollAt(this.view, this.me, at, "save-vs-melee", units);
    let worst = 0;
    for (const p of opponentsAt(this.view, this.me, at)) {
      const hits = rollAt(this.view, p, at, "melee-attack");
      worst = Math.max(worst, expectedDamage(hits, saves, health));
    }
    return Math.min(health, worst + dragonLoss(this.view, t.id, this.me, units));
  }

  /**
   * Units to pull back to the reserve: armies away from the targets that would only die, and,
   * when a target terrain has no army of the bot's yet, units to send there (armies at other
   * terrains without opponents, and what a held eighth face without opponents can spare). Read
   * from the board alone, so kept with it (shared: never change it).
   */
  retreats(): readonly string[] {
    if (!this.known.retreats) this.known.retreats = this.findRetreats();
    return this.known.retreats;
  }

  private findRetreats(): string[] {
    const out: string[] = [];
    const targets = this.targets();
    const needy = this.terrains.some(
      (t) =>
        targets.has(t.id) &&
        !this.holds(t) &&
        unitsAt(this.view, this.me, locationOf(t)).length === 0,
    );
    const reserve = unitsAt(this.view, this.me, "reserve").length > 0;
    for (const t of this.terrains) {
      const at = locationOf(t);
      const army = unitsAt(this.view, this.me, at);
      if (army.length === 0) continue;
      const alone = opponentsAt(this.view, this.me, at).length === 0;
      if (needy && !reserve && alone) {
        if (this.holds(t)) out.push(...this.spare(army));
        else if (!targets.has(t.id)) out.push(...army.map((u) => u.id));
        continue;
      }
      if (this.holds(t) || targets.has(t.id)) continue;
      const health = healthOf(army);
      const threat = this.exposure(t, army);
      // Keep an army that can still hurt the opponents there more than they hurt it.
      const hit = Math.max(
        0,
        ...opponentsAt(this.view, this.me, at).map((p) =>
          meleeValue(this.view, this.me, p, at, { kill: 1, loss: 1, wipe: 0 }, army),
        ),
      );
      if (threat >= 0.6 * health && hit <= 0) out.push(...army.map((u) => u.id));
    }
    return out;
  }

  /** The units an army can do without: all but its best counter-maneuverers (40% of health). */
  spare(army: readonly Unit[]): string[] {
    const health = healthOf(army);
    const ctx = noContext(this.odds);
    const ranked = [...army].sort(
      (a, b) =>
        expectedResult(b.die, "counter-maneuver", ctx) / b.die.health -
        expectedResult(a.die, "counter-maneuver", ctx) / a.die.health,
    );
    let kept = 0;
    const out: string[] = [];
    for (const u of ranked) {
      if (kept < 0.4 * health) kept += u.die.health;
      else out.push(u.id);
    }
    return out;
  }

  /** Missile options' values for a reserve army with Amazons. */
  reserveMissile(target: number, at: Location): number {
    const archers = missileUnits(this.view, this.me, "reserve");
    return missileValue(
      this.view,
      this.me,
      "reserve",
      target,
      at,
      this.attackWeights(target, at),
      archers,
    );
  }

  liveOpponents(): readonly number[] {
    return opponents(this.view, this.me);
  }
}
