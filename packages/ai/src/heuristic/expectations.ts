// Exact roll expectations and distributions from the faces of the dice, for the heuristic bot.
// Each face is worth what the engine counts for it under the game's edition (`oddsFor(edition)`
// .faceWorth: normal icons, ID as the wanted result, SAIs that yield normal results, eighth-face
// doubling, racial abilities), so the bot and the rules never disagree. The odds travel in the
// roll's context (`RollContext.odds`), taken from the view (`view.edition`), never named here.
import { dieById, type Face, type ItemDie, type UnitDie } from "@dragondice/catalog";
import type { Odds, RollPurpose } from "@dragondice/engine";

export type Wanted = "maneuver" | "melee" | "missile" | "magic" | "save";

/** The rolls the bot reasons about (the engine's roll purposes of the same names). */
export type Purpose =
  | "maneuver"
  | "counter-maneuver"
  | "melee-attack"
  | "counter-attack"
  | "missile-action"
  | "magic-action"
  | "save-vs-melee"
  | "save-vs-missile"
  | "save-vs-spell";

export const WANTED: Record<Purpose, Wanted> = {
  maneuver: "maneuver",
  "counter-maneuver": "maneuver",
  "melee-attack": "melee",
  "counter-attack": "melee",
  "missile-action": "missile",
  "magic-action": "magic",
  "save-vs-melee": "save",
  "save-vs-missile": "save",
  "save-vs-spell": "save",
};

/**
 * Where a roll happens: the game's rules (its edition's odds), the terrain's type, and whether
 * the rolling army holds its 8th face.
 */
export interface RollContext {
  /** The odds of the game's edition (`oddsFor(view.edition)`): how the engine counts each face. */
  odds: Odds;
  terrainType: string | null;
  controlsEighth: boolean;
  /**
   * The results the army's minor terrain doubles now (2.9a lines 2250, 2258-2260): counted as the
   * eighth face doubles them (the engine's same step; an army never has both, line 2238).
   */
  minorDoubles?: readonly Wanted[];
}

/**
 * What the bot works out once per edition's odds: the engine's roll purposes by name, and the
 * caches of expectations and distributions (keyed by die, purpose and context within one odds, so
 * that games of different editions never share an entry).
 */
interface PerOdds {
  purposes: Map<string, RollPurpose>;
  noContext: RollContext;
  /** Each die's faces for a roll, and its expectation and distribution once worked out. */
  rolls: RollTable<DieRoll>;
  armies: ArmyTrees;
}

const perOddsCache = new WeakMap<Odds, PerOdds>();

/**
 * The odds last asked about, and what is worked out for them: every die's and army's roll asks,
 * and a game has one edition (two variables, not an object, as board.ts keeps its last view).
 */
let lastOdds: Odds | null = null;
let lastPerOdds: PerOdds | null = null;

function perOdds(odds: Odds): PerOdds {
  if (odds === lastOdds) return lastPerOdds as PerOdds;
  let found = perOddsCache.get(odds);
  if (!found) {
    found = {
      purposes: new Map(Object.values(odds.PURPOSES).map((p) => [p.name, p])),
      noContext: { odds, terrainType: null, controlsEighth: false },
      rolls: new RollTable(),
      armies: new ArmyTrees(),
    };
    perOddsCache.set(odds, found);
  }
  lastOdds = odds;
  lastPerOdds = found;
  return found;
}

/** A roll away from any terrain (no terrain type, no eighth face), under the edition's `odds`. */
export function noContext(odds: Odds): RollContext {
  return perOdds(odds).noContext;
}

function enginePurpose(odds: Odds, purpose: Purpose): RollPurpose {
  const p = perOdds(odds).purposes.get(purpose);
  if (!p) throw new Error(`unknown roll purpose ${purpose}`);
  return p;
}

/**
 * A die that rolls in an army's rolls: a unit, or an item its carrier rolls with (2.9a lines
 * 2387-2389). Its faces are counted by the engine's own rules either way.
 */
export type RollingDie = UnitDie | ItemDie;

/** The catalogue unit behind a catalogue die id; null for hidden dice, dragons and terrains. */
export function unitDie(dieId: string): UnitDie | null {
  const die = dieById(dieId);
  return die?.kind === "unit" ? die : null;
}

/** The catalogue item (magical item, artifact, medallion) behind a catalogue die id, or null. */
export function itemDie(dieId: string): ItemDie | null {
  const die = dieById(dieId);
  return die?.kind === "item" ? die : null;
}

/** What one face of a unit yields for a roll's purpose: the engine's own count of it. */
export function faceValue(
  unit: RollingDie,
  face: Face,
  purpose: Purpose,
  ctx: RollContext,
): number {
  return ctx.odds.faceWorth(
    unit,
    face,
    enginePurpose(ctx.odds, purpose),
    ctx.terrainType,
    doubled(purpose, ctx),
  );
}

/** Whether the roll's results count double: the eighth face's, or the minor terrain's doubling. */
const doubled = (purpose: Purpose, ctx: RollContext): boolean =>
  ctx.controlsEighth || (ctx.minorDoubles?.includes(WANTED[purpose]) ?? false);

/** Results every unit of the species gets without rolling (Scalders' save against missiles). */
function automatic(unit: RollingDie, purpose: Purpose, odds: Odds): number {
  return odds.automaticResults(unit, enginePurpose(odds, purpose));
}

/**
 * Each purpose's place in lists kept by purpose, so that an answer is found by an index instead
 * of one more map look-up.
 */
export const PURPOSE_INDEX: Readonly<Record<Purpose, number>> = {
  maneuver: 0,
  "counter-maneuver": 1,
  "melee-attack": 2,
  "counter-attack": 3,
  "missile-action": 4,
  "magic-action": 5,
  "save-vs-melee": 6,
  "save-vs-missile": 7,
  "save-vs-spell": 8,
};

/** A purpose's and doubling's place among a die's slots (two each: undoubled, then doubled). */
const slotOf = (purpose: Purpose, double: boolean): number =>
  2 * PURPOSE_INDEX[purpose] + (double ? 1 : 0);

/**
 * A die's values by terrain type: those for no terrain type (most dice's only ones) at hand, the
 * others in a map made when first needed. Each is a list of slots by purpose and doubling.
 */
interface DieSlots<T> {
  plain: (T | undefined)[];
  byTerrain: Map<string, (T | undefined)[]> | null;
}

/**
 * Values kept by die, purpose, terrain type ("" for none, or for a die whose worth reads none)
 * and doubling (what a unit's roll depends on): looked up far more often than worked out, so one
 * map look-up by die (and one by terrain type for the few dice that read it), the rest by index:
 * a key string built per look-up, or a map per level, cost more than the look-up.
 */
class RollTable<T> {
  private readonly byDie = new Map<string, DieSlots<T>>();

  private slots(dieId: string, terrain: string): (T | undefined)[] {
    let die = this.byDie.get(dieId);
    if (!die) {
      die = { plain: [], byTerrain: null };
      this.byDie.set(dieId, die);
    }
    if (terrain === "") return die.plain;
    if (!die.byTerrain) die.byTerrain = new Map();
    let slots = die.byTerrain.get(terrain);
    if (!slots) {
      slots = [];
      die.byTerrain.set(terrain, slots);
    }
    return slots;
  }

  get(dieId: string, purpose: Purpose, terrain: string, double: boolean): T | undefined {
    return this.slots(dieId, terrain)[slotOf(purpose, double)];
  }

  set(dieId: string, purpose: Purpose, terrain: string, double: boolean, value: T): void {
    this.slots(dieId, terrain)[slotOf(purpose, double)] = value;
  }

  clear(): void {
    this.byDie.clear();
  }
}

/**
 * A die's roll in one context: each face, in order (what it yields, whether it rolls again), and
 * its expectation and distribution once worked out from them (one entry for the three: a die new
 * to the bot costs one look-up and one set of maps, not three).
 */
interface DieRoll {
  values: readonly number[];
  again: readonly boolean[];
  /**
   * Made with the roll (undefined until worked out), not added later: a roll of one shape, where
   * added fields made it of four, in whichever order they came.
   */
  expectation: number | undefined;
  distribution: Distribution | undefined;
}

/**
 * The die's roll in `ctx`, its faces asked of the engine once: its expectation and its
 * distribution both read every face.
 */
function dieRoll(unit: RollingDie, purpose: Purpose, ctx: RollContext): DieRoll {
  const rolls = perOdds(ctx.odds).rolls;
  // A die's faces are worth the same at every terrain whose type its race names no ability at:
  // one entry serves them all, and the die is asked of the engine once instead of once per type.
  const terrain = ctx.odds.terrainKey(unit, ctx.terrainType);
  const double = doubled(purpose, ctx);
  return (
    rolls.get(unit.id, purpose, terrain, double) ??
    newDieRoll(rolls, unit, purpose, ctx, terrain, double)
  );
}

/**
 * The die's roll, asked of the engine and kept in `rolls`. This and the other first workings-out
 * (`expectationOf`, `distributionOf`) are functions of their own: what is looked up thousands of
 * times is then small to compile, and what is worked out once per die is compiled only if hot.
 */
function newDieRoll(
  rolls: RollTable<DieRoll>,
  unit: RollingDie,
  purpose: Purpose,
  ctx: RollContext,
  terrain: string,
  double: boolean,
): DieRoll {
  // faceValue's engine purpose, worked out once for all the faces.
  const engine = enginePurpose(ctx.odds, purpose);
  // Built by push: `map`'s lists are of another kind when dieRoll is optimized than when it is
  // not, and the distribution's walk over them was compiled again for each kind it met.
  const values: number[] = [];
  const again: boolean[] = [];
  for (const f of unit.faces) {
    values.push(ctx.odds.faceWorth(unit, f, engine, ctx.terrainType, double));
    again.push(ctx.odds.rollsAgain(unit, f, engine));
  }
  const roll: DieRoll = { values, again, expectation: undefined, distribution: undefined };
  rolls.set(unit.id, purpose, terrain, double, roll);
  return roll;
}

/**
 * A unit's expected contribution to a roll: the average over its faces of what each face yields.
 * Group monsters roll again on their ID face, so their expectation is divided by 1 - P(ID).
 */
export function expectedResult(unit: RollingDie, purpose: Purpose, ctx: RollContext): number {
  const roll = dieRoll(unit, purpose, ctx);
  return roll.expectation ?? expectationOf(roll, unit, purpose, ctx);
}

/** The roll's expectation, worked out and kept with it (`expectedResult`). */
function expectationOf(
  roll: DieRoll,
  unit: RollingDie,
  purpose: Purpose,
  ctx: RollContext,
): number {
  const n = unit.faces.length;
  const { values, again } = roll;
  let sum = 0;
  for (const v of values) sum += v;
  let e = sum / n;
  // A face that rolls the die again (an Instant SAI, a group monster's ID) adds another roll.
  const pAgain = again.filter((a) => a).length / n;
  if (pAgain > 0) e /= 1 - pAgain;
  e += automatic(unit, purpose, ctx.odds);
  roll.expectation = e;
  return e;
}

/**
 * A distribution over whole results: p[k] is the probability of exactly k. Shared between callers
 * (distributions are cached), so never changed once made.
 */
export type Distribution = readonly number[];

/** How many times rerolls are followed (the rest is negligible). */
const REROLL_DEPTH = 4;

/** The exact distribution of one unit's results for a roll (rerolls followed a few levels). */
export function unitDistribution(
  unit: RollingDie,
  purpose: Purpose,
  ctx: RollContext,
): Distribution {
  const roll = dieRoll(unit, purpose, ctx);
  return roll.distribution ?? distributionOf(roll, unit, purpose, ctx);
}

/** The roll's distribution, worked out and kept with it (`unitDistribution`). */
function distributionOf(
  roll: DieRoll,
  unit: RollingDie,
  purpose: Purpose,
  ctx: RollContext,
): Distribution {
  // Each face's worth and whether it rolls again, asked of the engine once (not at every depth).
  const { values, again } = roll;
  // The roll at each depth, worked out once: every face rolling again there rolls the same
  // (without this, k such faces cost k^REROLL_DEPTH rolls).
  const rolls: Distribution[] = [];
  const rollAt = (depth: number): Distribution => {
    const known = rolls[depth];
    if (known) return known;
    let out: number[] = [];
    const p = 1 / unit.faces.length;
    for (let i = 0; i < unit.faces.length; i++) {
      const v = values[i] as number;
      if (depth < REROLL_DEPTH && again[i]) {
        out = addScaled(out, shift(rollAt(depth + 1), v), p);
      } else {
        out[v] = (out[v] ?? 0) + p;
      }
    }
    const d = densify(out);
    rolls[depth] = d;
    return d;
  };
  const dist = shift(rollAt(0), automatic(unit, purpose, ctx.odds));
  roll.distribution = dist;
  return dist;
}

function densify(d: Distribution): number[] {
  const out: number[] = [];
  for (let i = 0; i < d.length; i++) out[i] = d[i] ?? 0;
  return out;
}

/** The distribution of a result plus `by`. */
export function shift(d: Distribution, by: number): Distribution {
  if (by === 0) return d;
  // Pushed, not spread: one kind of list, and less for the compiler (see `dieRoll`).
  const out: number[] = [];
  for (let i = 0; i < by; i++) out.push(0);
  for (let i = 0; i < d.length; i++) out.push(d[i] as number);
  return out;
}

function addScaled(into: Distribution, d: Distribution, scale: number): number[] {
  const out = densify(into);
  for (let i = 0; i < d.length; i++) out[i] = (out[i] ?? 0) + (d[i] ?? 0) * scale;
  return out;
}

/** The distribution of a result changed by `f` (a spell's penalty or bonus); never below 0. */
export function mapped(d: Distribution, f: (x: number) => number): Distribution {
  const out: number[] = [];
  for (let i = 0; i < d.length; i++) {
    const j = Math.max(0, f(i));
    while (out.length <= j) out.push(0);
    out[j] = (out[j] ?? 0) + (d[i] ?? 0);
  }
  return out;
}

/**
 * The distribution of a sum of independent rolls. Each result's chance is summed on its own, from
 * a's smallest results up (the order a sum over a's results, each spread over b's, adds them in),
 * and pushed once made: a list made full of zeros and then added to was made twice, its zeros
 * replaced by fractions.
 */
export function convolve(a: Distribution, b: Distribution): Distribution {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out: number[] = [];
  for (let k = 0; k < a.length + b.length - 1; k++) {
    let p = 0;
    for (let i = Math.max(0, k - b.length + 1); i <= k && i < a.length; i++) {
      const pa = a[i] ?? 0;
      if (pa === 0) continue;
      p += pa * (b[k - i] ?? 0);
    }
    out.push(p);
  }
  return out;
}

/**
 * Army distributions already worked out, by purpose, context and dice: the bot weighs the same
 * armies over and over (every option of a decision, every decision of a turn), and a convolution
 * per unit cost it most of its time. Kept in a tree by die, one die after another (an army's
 * distribution is its units' convolved in order, so each node holds the distribution of the dice
 * on its path, and armies sharing their first dice share that work): a key string built per
 * look-up cost more than the look-up. One tree per edition's odds (`PerOdds.armies`). Bounded:
 * emptied when full (which changes no distribution, only what is worked out again).
 */
const ARMY_CACHE_SIZE = 50_000;

/**
 * A node of the tree of army distributions: the dice on its path, convolved in order, and the
 * nodes one die further by die id. Most nodes have none (an army's last die) or one: the first
 * is kept in the node itself, and a map is made only for a second (a map per node, and a look-up
 * in it per die, cost the walk most of its time).
 */
interface ArmyNode {
  dist: Distribution;
  /** The die id of the first node one die further, and that node (null until there is one). */
  firstId: string | null;
  first: ArmyNode | null;
  /** The other nodes one die further, by die id (null until there is a second). */
  more: Map<string, ArmyNode> | null;
}

const armyNode = (dist: Distribution): ArmyNode => ({
  dist,
  firstId: null,
  first: null,
  more: null,
});

/** The trees of army distributions of one edition's odds, by purpose, terrain and doubling. */
class ArmyTrees {
  private readonly roots = new RollTable<ArmyNode>();
  private nodes = 0;

  /** The distribution of `units` rolling together for `purpose` in `ctx`. */
  distribution(units: readonly RollingDie[], purpose: Purpose, ctx: RollContext): Distribution {
    if (this.nodes >= ARMY_CACHE_SIZE) this.clear();
    // An army's units may read the terrain's type: its trees are kept by it.
    const terrain = ctx.terrainType ?? "";
    const double = doubled(purpose, ctx);
    let node = this.roots.get("", purpose, terrain, double);
    if (!node) {
      node = armyNode([1]);
      this.roots.set("", purpose, terrain, double, node);
    }
    for (const u of units) {
      let child: ArmyNode | null =
        node.firstId === u.id ? node.first : (node.more?.get(u.id) ?? null);
      if (!child) {
        child = armyNode(convolve(node.dist, unitDistribution(u, purpose, ctx)));
        if (!node.first) {
          node.firstId = u.id;
          node.first = child;
        } else {
          if (!node.more) node.more = new Map();
          node.more.set(u.id, child);
        }
        this.nodes++;
      }
      node = child;
    }
    return node.dist;
  }

  private clear() {
    this.roots.clear();
    this.nodes = 0;
  }
}

/** The army's total for a roll: the sum of its units' independent rolls. */
export function armyDistribution(
  units: readonly RollingDie[],
  purpose: Purpose,
  ctx: RollContext,
): Distribution {
  return perOdds(ctx.odds).armies.distribution(units, purpose, ctx);
}

export function armyExpectation(
  units: readonly RollingDie[],
  purpose: Purpose,
  ctx: RollContext,
): number {
  let sum = 0;
  for (const u of units) sum += expectedResult(u, purpose, ctx);
  return sum;
}

export function mean(d: Distribution): number {
  let s = 0;
  for (let i = 0; i < d.length; i++) s += i * (d[i] ?? 0);
  return s;
}

/**
 * The chance that `acting` rolls at least as much as every one of `opposing` (ties go to the
 * acting army, as in a maneuver); 1 when nobody opposes.
 */
export function chanceAtLeast(acting: Distribution, opposing: readonly Distribution[]): number {
  if (opposing.length === 0) return 1;
  // Each opposing roll's P(X <= a), summed as `a` goes up: no list of them made per roll weighed.
  const below = new Array<number>(opposing.length).fill(0);
  let p = 0;
  for (let a = 0; a < acting.length; a++) {
    let all = 1;
    for (let j = 0; j < opposing.length; j++) {
      const sum = (below[j] as number) + ((opposing[j] as Distribution)[a] ?? 0);
      below[j] = sum;
      all *= Math.min(1, sum);
    }
    const pa = acting[a] ?? 0;
    if (pa !== 0) p += pa * all;
  }
  return p;
}

/** E[min(cap, max(0, hits - saves))]: the expected damage that gets through, up to `cap`. */
export function expectedDamage(hits: Distribution, saves: Distribution, cap: number): number {
  let e = 0;
  for (let h = 1; h < hits.length; h++) {
    const ph = hits[h] ?? 0;
    if (ph === 0) continue;
    for (let s = 0; s < saves.length && s < h; s++) {
      e += ph * (saves[s] ?? 0) * Math.min(cap, h - s);
    }
  }
  return e;
}

/** P(max(0, hits - saves) >= need): the chance that the damage reaches `need`. */
export function chanceDamageAtLeast(hits: Distribution, saves: Distribution, need: number) {
  let p = 0;
  for (let h = need; h < hits.length; h++) {
    const ph = hits[h] ?? 0;
    if (ph === 0) continue;
    for (let s = 0; s < saves.length && h - s >= need; s++) p += ph * (saves[s] ?? 0);
  }
  return p;
}
