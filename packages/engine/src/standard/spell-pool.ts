// Spending magic (2.9a "Magic", lines 462-474, and "Spell Attributes", lines 1087-1093). An army's
// magic is a list of points, each one health-worth of one unit's result that may be spent as one
// of the unit's colours, never two (line 464); an ID point may be worth two in a colour it doubles
// in. A spell is paid from one colour; a racial spell only with points of units of its race
// (line 1091), or of the army's items when a unit of that race is in the army (line 1093).
// Whether a set of spells can be paid is a small search over which colour each point
// is spent as; the pools of a magic action are a few dozen points at most.
import type { MagicColor } from "@dragondice/catalog";

/** One health-worth of magic, spendable as one of its colours. */
export interface MagicPoint {
  /**
   * The race whose racial spells it may pay for: its unit's species; "any" for Spirit Furnace's
   * points (any race in the casting army, line 1225); null when no race's (Attune, items).
   */
  species: string | null;
  /** What it is worth in each colour it may be spent as (2 for an ID doubled by the terrain). */
  worth: Partial<Record<MagicColor, number>>;
  /**
   * An ID point of a death race that may double as black magic through the dead (line 478):
   * within the largest dead unit area ("largest") or all of them (Undead, "all").
   */
  dead?: "largest" | "all";
  /**
   * From an SAI (Cantrip, Attune), or added after the modifiers (Spirit Furnace, line 514):
   * Frostwing magic negation cannot take it (line 1641).
   */
  sai?: true;
  /**
   * The item die (instance id) it was rolled on (line 2375): spent as the item's colour only, on
   * the racial spells of the races in the casting army (line 1093).
   */
  item?: string;
  /**
   * A Dragon Staff's ID point (line 2404): it pays for racial spells of its colour of any race,
   * even one the casting army has no unit of.
   */
  anyRace?: true;
}

/** What a point may be besides its race and worth. */
export type PointExtra = Pick<MagicPoint, "dead" | "sai" | "anyRace">;

export const SAI: PointExtra = { sai: true };

/**
 * A point with every field, undefined where it does not apply (JSON leaves those out): the pool's
 * points are read many times over when spells are offered and paid, and reading fields of objects
 * of one shape is faster than of several.
 */
export const magicPoint = (
  species: string | null,
  worth: MagicPoint["worth"],
  item: string | undefined,
  extra: PointExtra = {},
): MagicPoint => ({
  species,
  worth,
  item,
  dead: extra.dead,
  sai: extra.sai,
  anyRace: extra.anyRace,
});

export interface MagicPool {
  points: MagicPoint[];
  /**
   * The races of the casting army's units: items' points and Spirit Furnace's pay for their
   * racial spells only (lines 1093, 1231).
   */
  races: readonly string[];
  /** How many ID points the dead may double: the largest DUA's health, and all dead's health. */
  dead: { largest: number; all: number };
  /** Points an opposing Frostwing roll takes off the non-SAI points (line 911), the caster's pick. */
  negation: number;
  /** Spells already paid from it (Spirit Furnace, before the others are announced). */
  spent?: Demand[];
}

/**
 * A pool with every field, `spent` undefined when nothing was (JSON leaves it out): a magic
 * action's code reads pools of one layout, which a pool with a field more (Spirit Furnace's) made
 * it compile again.
 */
export const magicPool = (
  points: MagicPoint[],
  races: readonly string[],
  dead: MagicPool["dead"],
  negation: number,
  spent?: Demand[],
): MagicPool => ({ points, races, dead, negation, spent });

/** What spells cost: `cost` points of `color`, all of `species`' units when it is racial. */
export interface Demand {
  color: MagicColor;
  /** The race a racial spell needs; null for a basic spell. */
  species: string | null;
  cost: number;
}

export const MAGIC_COLORS: readonly MagicColor[] = ["black", "blue", "gold", "green", "red"];

/** Whether a point may pay for a racial spell of `race` (lines 1093, 1231, 2404). */
export function paysForRace(p: MagicPoint, race: string, races: readonly string[]): boolean {
  if (p.species === race || p.anyRace) return true;
  return (p.species === "any" || p.item !== undefined) && races.includes(race);
}

/**
 * Whether the pool pays for every demand at once. Each point is spent as one colour or not at
 * all; the negated points are among those not spent.
 */
export function canPay(pool: MagicPool, demands: readonly Demand[]): boolean {
  // Nothing asked is always paid, whatever must be left (an announcement of no spell: most).
  if (demands.length === 0) return true;
  // One spell from a pool with nothing spent and nothing to leave (most offers): what it can
  // take is a sum, known once per pool, with no search.
  if (demands.length === 1 && isSimple(pool)) {
    const d = demands[0] as Demand;
    return reach(pool, d.color, d.species) >= d.cost;
  }
  // Spells paid from points that pay one each (most announcements): a matching, no search.
  const matched = isSimple(pool) ? paysOneEach(pool, demands) : null;
  if (matched !== null) return matched;
  // The same pool is asked about the same demands many times (the points left per colour, each
  // announcement checked): the answers are kept with the pool.
  const facts = factsOf(pool);
  const key = demandsKey(facts, demands);
  let answer = facts.answers.get(key);
  if (answer === undefined) {
    answer = !beyondReach(pool, demands) && searchPayment(pool, demands);
    facts.answers.set(key, answer);
  }
  return answer;
}

/**
 * Whether a simple pool pays the demands when every point that may pay a colour asked pays one
 * there (no terrain or dead doubling it) and pays for its own unit's race only; null when some
 * point is not so (an item's, a Dragon Staff's, one worth more) or the demands are too many.
 * Then each point pays one of what is owed, a colour's basic spells or one race's spells of it,
 * or nothing: a payment is a matching of points to what is owed, and by Hall's theorem there is
 * one exactly when every set of what is owed asks no more than the points that pay one of it.
 * The search (searchPayment) would find one, or none, so.
 */
function paysOneEach(pool: MagicPool, demands: readonly Demand[]): boolean | null {
  const owed = owedByRace(demands);
  if (owed === null) return null;
  // How many points pay each set of what is owed (bit j: owed[j]).
  const paying = new Map<number, number>();
  for (const p of pool.points) {
    let pays = 0;
    for (let j = 0; j < owed.length; j++) {
      const { color, species } = owed[j] as Owed1;
      const worth = p.worth[color];
      if (worth === undefined) continue;
      if (worth !== 1 || (color === "black" && mayDoubleThroughDead(pool, p))) return null;
      if (species === null) pays |= 1 << j;
      else if (p.item !== undefined || p.anyRace || p.species === "any") return null;
      else if (p.species === species) pays |= 1 << j;
    }
    if (pays !== 0) paying.set(pays, (paying.get(pays) ?? 0) + 1);
  }
  const all = (1 << owed.length) - 1;
  for (let set = all; set > 0; set = (set - 1) & all) {
    let need = 0;
    for (let j = 0; j < owed.length; j++) if (set & (1 << j)) need += (owed[j] as Owed1).cost;
    let points = 0;
    for (const [pays, n] of paying) if (pays & set) points += n;
    if (need > points) return false;
  }
  return true;
}

/** What is owed of one colour, for its basic spells (species null) or one race's. */
interface Owed1 {
  color: MagicColor;
  species: string | null;
  cost: number;
}

/** The demands summed by colour and race; null when they are more than a few kinds. */
function owedByRace(demands: readonly Demand[]): Owed1[] | null {
  const owed: Owed1[] = [];
  for (const d of demands) {
    const same = owed.find((o) => o.color === d.color && o.species === d.species);
    if (same) same.cost += d.cost;
    else if (owed.length === MOST_KINDS_MATCHED) return null;
    else owed.push({ color: d.color, species: d.species, cost: d.cost });
  }
  return owed;
}

/** Beyond this many kinds of demand, the sets to check (2^n) cost more than a search. */
const MOST_KINDS_MATCHED = 6;

/** Whether the dead may double a point as black (line 478): it is a death race's, and dead wait. */
const mayDoubleThroughDead = (pool: MagicPool, p: MagicPoint): boolean =>
  p.dead !== undefined && (p.dead === "largest" ? pool.dead.largest : pool.dead.all) > 0;

/**
 * What is known of one pool, worked out when first asked and kept with it (a pool in a decision
 * is never changed: Spirit Furnace makes a new one).
 */
interface PoolFacts {
  pool: MagicPool;
  /** The reach by colour (MAGIC_COLORS' order), for basic spells (null) and by race. */
  reach: Map<string | null, number[]>;
  /** canPay's answers to several demands, by `demandsKey`. */
  answers: Map<string, boolean>;
  /** A number for each race named in a demand, for the keys. */
  raceNumbers: Map<string | null, number>;
  /** The most of each colour the pool holds (poolTotals). */
  totals?: Partial<Record<MagicColor, number>>;
}

/**
 * The facts of the pool last asked about. A magic action asks about one pool over and over (its
 * totals, its offers, each announcement checked) and then never again, so one is enough: another
 * pool's facts replace them. Kept by identity, not in a WeakMap, whose entries cost more to make
 * than a small pool's facts.
 */
let lastFacts: PoolFacts | null = null;

function factsOf(pool: MagicPool): PoolFacts {
  if (lastFacts?.pool !== pool) {
    // The race numbers start with basic spells' (null) set, not from a list: a Map made from an
    // iterable is slow to make, and a pool's facts are made at every magic action.
    const raceNumbers = new Map<string | null, number>();
    raceNumbers.set(null, 0);
    lastFacts = { pool, reach: new Map(), answers: new Map(), raceNumbers };
  }
  return lastFacts;
}

/**
 * The demands as a key: two characters each, the cost and the colour with the race numbered
 * (costs and race numbers are far below 65,536, so no two demands share their characters).
 */
function demandsKey(facts: PoolFacts, demands: readonly Demand[]): string {
  let key = "";
  for (const d of demands) {
    let race = facts.raceNumbers.get(d.species);
    if (race === undefined) {
      race = facts.raceNumbers.size;
      facts.raceNumbers.set(d.species, race);
    }
    key += String.fromCharCode(d.cost, race * MAGIC_COLORS.length + COLOR_NUMBER[d.color]);
  }
  return key;
}

/** Each colour's place in MAGIC_COLORS. */
const COLOR_NUMBER: Readonly<Record<MagicColor, number>> = {
  black: 0,
  blue: 1,
  gold: 2,
  green: 3,
  red: 4,
};

/**
 * A simple pool: nothing spent from it yet, no negation to leave points for. In it one spell's
 * demand weighs on no other choice, so whether it can be paid is a sum (`reach`).
 */
const isSimple = (pool: MagicPool): boolean =>
  pool.negation === 0 && (pool.spent === undefined || pool.spent.length === 0);

/**
 * The most a simple pool pays of `color`, from all its points or `species`' racial ones: every
 * point that may pay it at its worth, and black points the dead may double doubled as far as the
 * dead allow (line 478), the worthiest first. Of any other pool, more than it pays: what was spent
 * and the points negation leaves only take away.
 */
function reach(pool: MagicPool, color: MagicColor, species: string | null): number {
  const facts = factsOf(pool);
  let byColor = facts.reach.get(species);
  if (!byColor) {
    byColor = reachesOf(pool, species);
    facts.reach.set(species, byColor);
  }
  return byColor[COLOR_NUMBER[color]] as number;
}

/** `reach` of every colour (MAGIC_COLORS' order), in one pass over the points. */
function reachesOf(pool: MagicPool, species: string | null): number[] {
  const sums = [0, 0, 0, 0, 0];
  const largest: number[] = [];
  const all: number[] = [];
  for (const p of pool.points) {
    if (species !== null && !paysForRace(p, species, pool.races)) continue;
    for (let c = 0; c < MAGIC_COLORS.length; c++) {
      const worth = p.worth[MAGIC_COLORS[c] as MagicColor];
      if (worth === undefined) continue;
      sums[c] = (sums[c] as number) + worth;
      if (c !== BLACK || p.dead === undefined) continue;
      (p.dead === "largest" ? largest : all).push(worth);
    }
  }
  sums[BLACK] = (sums[BLACK] as number) + doubled(largest, pool.dead.largest);
  sums[BLACK] = (sums[BLACK] as number) + doubled(all, pool.dead.all);
  return sums;
}

/** What the dead add doubling the worthiest `budget` of these black points (none: most pools). */
function doubled(worths: number[], budget: number): number {
  if (worths.length === 0) return 0;
  return worths
    .sort((a, b) => b - a)
    .slice(0, budget)
    .reduce((a, b) => a + b, 0);
}

/**
 * Whether some colour, or one race's points of it, is asked more than all the points that could
 * pay it would give, doubled where they may: no search needed to say no.
 */
function beyondReach(pool: MagicPool, demands: readonly Demand[]): boolean {
  const asked = new Map<string, { color: MagicColor; species: string | null; cost: number }>();
  for (const d of [...(pool.spent ?? []), ...demands]) {
    for (const species of d.species === null ? [null] : [null, d.species]) {
      const key = `${d.color}|${species}`;
      const cost = (asked.get(key)?.cost ?? 0) + d.cost;
      asked.set(key, { color: d.color, species, cost });
    }
  }
  for (const { color, species, cost } of asked.values()) {
    let most = 0;
    for (const p of pool.points) {
      if (species !== null && !paysForRace(p, species, pool.races)) continue;
      most += (p.worth[color] ?? 0) * (p.dead ? 2 : 1);
    }
    if (cost > most) return true;
  }
  return false;
}

/**
 * What is still owed, as numbered slots: each colour overall, each colour from one race's
 * points, and what was spent before Spirit Furnace's points came, which is paid from the points
 * there were then (line 514: its points add to the remaining results). Numbers, not keyed maps:
 * the search below copies and compares them at every step.
 */
interface Owed {
  need: number[];
  /** The slot of each colour overall (MAGIC_COLORS' order), -1 when none is owed. */
  color: number[];
  /** The slot of what was spent before of each colour, -1 when none. */
  spent: number[];
  /** The racial slots, in the order first owed: colour, race, and whether spent before. */
  races: { color: MagicColor; species: string; spent: boolean; slot: number }[];
}

function owedFor(pool: MagicPool, demands: readonly Demand[]): Owed {
  const owed: Owed = {
    need: [],
    color: [-1, -1, -1, -1, -1],
    spent: [-1, -1, -1, -1, -1],
    races: [],
  };
  const slotOf = (byColor: number[], color: MagicColor): number => {
    const c = COLOR_NUMBER[color];
    if ((byColor[c] as number) < 0) {
      byColor[c] = owed.need.length;
      owed.need.push(0);
    }
    return byColor[c] as number;
  };
  const raceSlot = (color: MagicColor, species: string, spent: boolean): number => {
    const found = owed.races.find(
      (r) => r.color === color && r.species === species && r.spent === spent,
    );
    if (found) return found.slot;
    owed.races.push({ color, species, spent, slot: owed.need.length });
    owed.need.push(0);
    return owed.need.length - 1;
  };
  const owe = (slot: number, cost: number) => {
    owed.need[slot] = (owed.need[slot] as number) + cost;
  };
  for (const d of [...(pool.spent ?? []), ...demands]) {
    owe(slotOf(owed.color, d.color), d.cost);
    if (d.species !== null) owe(raceSlot(d.color, d.species, false), d.cost);
  }
  for (const d of pool.spent ?? []) {
    owe(slotOf(owed.spent, d.color), d.cost);
    if (d.species !== null) owe(raceSlot(d.color, d.species, true), d.cost);
  }
  return owed;
}

const isDemandMet = (need: readonly number[]): boolean => {
  for (const v of need) if (v > 0) return false;
  return true;
};

function searchPayment(pool: MagicPool, demands: readonly Demand[]): boolean {
  const { need, color: colorSlot, spent: spentSlot, races } = owedFor(pool, demands);
  if (isDemandMet(need)) return true;
  const points = pool.points;
  // Non-SAI points from `i` on, all of which may go unspent once everything is paid.
  const leftOver: number[] = new Array(points.length + 1).fill(0);
  for (let i = points.length - 1; i >= 0; i--) {
    leftOver[i] = (leftOver[i + 1] as number) + ((points[i] as MagicPoint).sai ? 0 : 1);
  }
  const mustLeave = Math.min(pool.negation, leftOver[0] as number);
  /**
   * The racial slots (`spent`: of what was spent before) of a colour that the point may pay
   * for. Most points are a unit's, paying for its own race only.
   */
  const raceSlots = (p: MagicPoint, color: MagicColor, spent: boolean): readonly number[] => {
    // Only the colours it is worth something in are ever spent: none made for the others.
    if (p.worth[color] === undefined) return NO_SLOTS;
    const mine = p.species !== "any" && p.item === undefined && !p.anyRace;
    let slots: number[] | null = null;
    for (const r of races) {
      if (r.color !== color || r.spent !== spent) continue;
      if (mine ? r.species !== p.species : !paysForRace(p, r.species, pool.races)) continue;
      slots ??= [];
      slots.push(r.slot);
    }
    return slots ?? NO_SLOTS;
  };
  // Each point's racial slots by colour (at i * 5 + colour number), found once; none at all
  // when no racial spell is asked for (most announcements).
  const slotsBy = (spent: boolean): (readonly number[])[] | null => {
    if (!races.some((r) => r.spent === spent)) return null;
    const by: (readonly number[])[] = [];
    for (const p of points) for (const c of MAGIC_COLORS) by.push(raceSlots(p, c, spent));
    return by;
  };
  const paysTo = slotsBy(false);
  const paysSpent = slotsBy(true);
  /**
   * Spends point `i` on colour number `c`: its race's need first, or the racial needs it may pay
   * as `split` shares them out (`shares`).
   */
  const spend = (i: number, c: number, worth: number, split?: readonly number[]): void => {
    const slot = colorSlot[c] as number;
    need[slot] = Math.max(0, (need[slot] as number) - worth);
    if (split) {
      for (let k = 0; k < split.length; k += 2) {
        const s = split[k] as number;
        need[s] = (need[s] as number) - (split[k + 1] as number);
      }
    } else {
      let left = worth;
      for (const s of paysTo?.[i * 5 + c] ?? NO_SLOTS) {
        const paid = Math.min(need[s] as number, left);
        need[s] = (need[s] as number) - paid;
        left -= paid;
      }
    }
    if ((points[i] as MagicPoint).species === "any") return;
    const before = spentSlot[c] as number;
    if (before >= 0) need[before] = Math.max(0, (need[before] as number) - worth);
    for (const s of paysSpent?.[i * 5 + c] ?? NO_SLOTS)
      need[s] = Math.max(0, (need[s] as number) - worth);
  };
  /**
   * The ways point `i`, spent as colour number `c` for `worth`, may share its worth among the
   * racial needs it may pay: [null] (its race's need first) when it may pay one at most, as a
   * unit's point does; else every way that pays as much as it can, each as slot and amount
   * pairs. An item's or Spirit Furnace's point may pay either race's spells: paying the first
   * race owed could leave the other's unpaid when another point would have paid the first's.
   */
  const shares = (i: number, c: number, worth: number): readonly (number[] | null)[] => {
    const slots = paysTo?.[i * 5 + c] ?? NO_SLOTS;
    // Most points pay one race's needs at most: nothing to share out, nothing made.
    if (slots.length < 2) return ONE_WAY;
    const owed = slots.filter((s) => (need[s] as number) > 0);
    if (owed.length < 2) return ONE_WAY;
    let most = 0;
    for (const s of owed) most += need[s] as number;
    const full = Math.min(worth, most);
    const ways: number[][] = [];
    const share = (k: number, left: number, way: number[]): void => {
      const s = owed[k] as number;
      if (k === owed.length - 1) {
        if (left <= (need[s] as number)) ways.push(left > 0 ? [...way, s, left] : way);
        return;
      }
      for (let a = Math.min(left, need[s] as number); a >= 0; a--) {
        share(k + 1, left - a, a > 0 ? [...way, s, a] : way);
      }
    };
    share(0, full, []);
    return ways;
  };
  const owes = (c: number): number => {
    const slot = colorSlot[c] as number;
    return slot < 0 ? 0 : (need[slot] as number);
  };
  /**
   * What point `i` would pay, spent as colour `c`, beyond the colour's basic need: what is still
   * owed of its race's spells of that colour, and of what was spent before (Spirit Furnace).
   */
  const racialOwed = (i: number, c: number): number => {
    let owed = 0;
    for (const s of paysTo?.[i * 5 + c] ?? NO_SLOTS) owed += need[s] as number;
    if ((points[i] as MagicPoint).species === "any") return owed;
    const before = spentSlot[c] as number;
    if (before >= 0) owed += need[before] as number;
    for (const s of paysSpent?.[i * 5 + c] ?? NO_SLOTS) owed += need[s] as number;
    return owed;
  };
  const budgetOf = (p: MagicPoint, largest: number, all: number): number =>
    p.dead === "largest" ? largest : p.dead === "all" ? all : 0;
  // Most pools pay at the first try: each point spent on the colour it serves that is owed most,
  // its own race's need first. Only when that fails are all the ways searched, and only then is
  // what the search reads worked out.
  const greedy = (): boolean => {
    const first = need.slice();
    let largest = pool.dead.largest;
    let all = pool.dead.all;
    let left = 0;
    for (let i = 0; i < points.length; i++) {
      const p = points[i] as MagicPoint;
      let best = -1;
      let bestScore = 0;
      for (let c = 0; c < MAGIC_COLORS.length; c++) {
        const owed = owes(c);
        if (p.worth[MAGIC_COLORS[c] as MagicColor] === undefined) continue;
        const race = racialOwed(i, c);
        if (owed <= 0 && race <= 0) continue;
        const score = race * 1000 + owed;
        if (score <= bestScore) continue;
        best = c;
        bestScore = score;
      }
      if (best < 0) {
        if (!p.sai) left++;
        continue;
      }
      const base = p.worth[MAGIC_COLORS[best] as MagicColor] ?? 0;
      const doubles = best === BLACK && p.dead !== undefined && budgetOf(p, largest, all) > 0;
      if (doubles && p.dead === "largest") largest--;
      if (doubles && p.dead === "all") all--;
      spend(i, best, doubles ? base * 2 : base);
    }
    const paid = isDemandMet(need) && left >= mustLeave;
    for (let s = 0; s < need.length; s++) need[s] = first[s] as number;
    return paid;
  };
  if (greedy()) return true;
  // Points left unspent count only up to what must be left, and the dead's doubling budgets
  // only up to the points from `i` on that may use them: more is the same as enough. Keeping
  // the larger counts in the memo's key made a big force's pool (a DUA of 36 health, 31 points)
  // search past the largest Set.
  const leaving = (left: number): number => Math.min(left, mustLeave);
  const doublersFrom = (kind: MagicPoint["dead"]): number[] => {
    const from: number[] = new Array(points.length + 1).fill(0);
    for (let i = points.length - 1; i >= 0; i--) {
      from[i] = (from[i + 1] as number) + ((points[i] as MagicPoint).dead === kind ? 1 : 0);
    }
    return from;
  };
  const largestFrom = doublersFrom("largest");
  const allFrom = doublersFrom("all");
  // The most the points from `i` on could still pay, each at its worthiest colour (doubled by
  // the dead when it may be): a search owed more than that cannot pay, however it spends them.
  // Most announcements refused are so, and without this bound each was refused only once every
  // way of spending the points had been tried (an 8-point pool owed 14: thousands of ways).
  const mostFrom: number[] = new Array(points.length + 1).fill(0);
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i] as MagicPoint;
    let most = 0;
    for (const c of MAGIC_COLORS) {
      const worth = (p.worth[c] ?? 0) * (c === "black" && p.dead !== undefined ? 2 : 1);
      most = Math.max(most, worth);
    }
    mostFrom[i] = (mostFrom[i + 1] as number) + most;
  }
  const owedInAll = (): number => {
    let sum = 0;
    for (const slot of colorSlot) if (slot >= 0) sum += need[slot] as number;
    return sum;
  };
  // The most the points from `i` on could still pay to each slot (at i * slots + slot), each
  // point at its worth in the slot's colour, doubled by the dead when it may be: a search owing a
  // slot more cannot pay it. What was spent before Spirit Furnace's points came, the other bound
  // misses: its points pay for black, and a pool whose other points all paid the spell before has
  // none left for another colour (each refusal took every way of spending the furnace's points).
  const slots = need.length;
  const mostTo: number[] = new Array((points.length + 1) * slots).fill(0);
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i] as MagicPoint;
    const at = i * slots;
    for (let s = 0; s < slots; s++) mostTo[at + s] = mostTo[at + slots + s] as number;
    const add = (slot: number, worth: number): void => {
      if (slot >= 0) mostTo[at + slot] = (mostTo[at + slot] as number) + worth;
    };
    for (let c = 0; c < MAGIC_COLORS.length; c++) {
      const base = p.worth[MAGIC_COLORS[c] as MagicColor];
      if (base === undefined) continue;
      const worth = c === BLACK && p.dead !== undefined ? base * 2 : base;
      add(colorSlot[c] as number, worth);
      for (const s of paysTo?.[i * 5 + c] ?? NO_SLOTS) add(s, worth);
      if (p.species === "any") continue;
      add(spentSlot[c] as number, worth);
      for (const s of paysSpent?.[i * 5 + c] ?? NO_SLOTS) add(s, worth);
    }
  }
  const slotBeyond = (i: number): boolean => {
    for (let s = 0; s < slots; s++)
      if ((need[s] as number) > (mostTo[i * slots + s] as number)) return true;
    return false;
  };
  const seen = new Set<string>();
  const search = (i: number, largest: number, all: number, left: number): boolean => {
    if (isDemandMet(need)) return left + (leftOver[i] as number) >= mustLeave;
    if (i >= points.length || owedInAll() > (mostFrom[i] as number) || slotBeyond(i)) return false;
    let key = String.fromCharCode(
      i,
      Math.min(largest, largestFrom[i] as number),
      Math.min(all, allFrom[i] as number),
      left,
    );
    for (const v of need) key += String.fromCharCode(v);
    if (seen.has(key)) return false;
    seen.add(key);
    const p = points[i] as MagicPoint;
    for (let c = 0; c < MAGIC_COLORS.length; c++) {
      const base = p.worth[MAGIC_COLORS[c] as MagicColor];
      // A colour whose basic need is met may still owe its race's spells (or what was spent
      // before) what this point pays.
      if (base === undefined || (owes(c) <= 0 && racialOwed(i, c) <= 0)) continue;
      const doubles = c === BLACK && p.dead !== undefined && budgetOf(p, largest, all) > 0;
      for (const worth of doubles ? [base * 2, base] : [base]) {
        const used = worth > base ? 1 : 0;
        for (const split of shares(i, c, worth)) {
          const before = need.slice();
          spend(i, c, worth, split ?? undefined);
          const ok = search(
            i + 1,
            largest - (p.dead === "largest" ? used : 0),
            all - (p.dead === "all" ? used : 0),
            left,
          );
          for (let s = 0; s < need.length; s++) need[s] = before[s] as number;
          if (ok) return true;
        }
      }
    }
    return search(i + 1, largest, all, leaving(left + (p.sai ? 0 : 1)));
  };
  return search(0, pool.dead.largest, pool.dead.all, 0);
}

const BLACK = COLOR_NUMBER.black;
const NO_SLOTS: readonly number[] = [];
/** A point that may pay one race's needs at most pays them one way (`shares`). */
const ONE_WAY: readonly null[] = [null];

/** The most points of `color` the pool still has for a basic spell once `demands` are paid. */
export function pointsLeft(pool: MagicPool, color: MagicColor, demands: readonly Demand[]): number {
  // All the pool could pay of the colour: of a simple pool asked nothing yet, the answer (a sum).
  let most = reach(pool, color, null);
  if (demands.length === 0 && isSimple(pool)) return most;
  // Of any other, a bound, less what the same points must pay of the colour, spent or asked.
  for (const d of pool.spent ?? []) if (d.color === color) most -= d.cost;
  for (const d of demands) if (d.color === color) most -= d.cost;
  if (most <= 0 || !canPay(pool, demands)) return 0;
  // Paying less is never harder: the most is found by halving. The bound is mostly the answer
  // (what was spent, Spirit Furnace, is paid from other points): tried first, it spares the
  // halving's searches.
  if (canPay(pool, [...demands, { color, species: null, cost: most }])) return most;
  let lo = 0;
  let hi = most - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (canPay(pool, [...demands, { color, species: null, cost: mid }])) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The most of each colour the pool holds, by itself (colours it has none of left out). Worked out
 * once per pool (a magic action reports it and asks with it); each caller gets its own copy.
 */
export function poolTotals(pool: MagicPool): Partial<Record<MagicColor, number>> {
  const facts = factsOf(pool);
  facts.totals ??= totalsOf(pool);
  return { ...facts.totals };
}

function totalsOf(pool: MagicPool): Partial<Record<MagicColor, number>> {
  const totals: Partial<Record<MagicColor, number>> = {};
  // A pool of no points holds nothing (most magic actions' rolls count no magic).
  if (pool.points.length === 0) return totals;
  for (const color of MAGIC_COLORS) {
    const n = pointsLeft(pool, color, []);
    if (n > 0) totals[color] = n;
  }
  return totals;
}
