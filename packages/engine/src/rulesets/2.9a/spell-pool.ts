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

const isDemandMet = (need: Map<string, number>): boolean => {
  for (const v of need.values()) if (v > 0) return false;
  return true;
};

/**
 * Whether the pool pays for every demand at once. Each point is spent as one colour or not at
 * all; the negated points are among those not spent.
 */
export function canPay(pool: MagicPool, demands: readonly Demand[]): boolean {
  // One spell from a plain pool (most offers): no point is wanted by two demands, so the answer
  // is a sum, with no search and nothing kept.
  if (demands.length === 1 && isPlain(pool)) {
    const d = demands[0] as Demand;
    return capacity(pool, d.color, d.species) >= d.cost;
  }
  // The same pool is asked about the same demands many times (each spell's offer, the points
  // left per colour, each announcement checked): the answers are kept with the pool.
  const key = demands.map((d) => `${d.color}|${d.species}|${d.cost}`).join(";");
  let known = ANSWERS.get(pool);
  if (!known) {
    known = new Map();
    ANSWERS.set(pool, known);
  }
  let answer = known.get(key);
  if (answer === undefined) {
    answer = !beyondReach(pool, demands) && searchPayment(pool, demands);
    known.set(key, answer);
  }
  return answer;
}

const ANSWERS = new WeakMap<MagicPool, Map<string, boolean>>();

/**
 * A plain pool: nothing spent from it yet, no negation to leave points for, no point doubled by
 * the dead. In it each point may go to any one of its colours with nothing else weighing on the
 * choice, so what one spell can take is a sum (`capacity`). Most magic actions' pools are plain.
 */
function isPlain(pool: MagicPool): boolean {
  if (pool.negation > 0 || (pool.spent !== undefined && pool.spent.length > 0)) return false;
  for (const p of pool.points) if (p.dead !== undefined) return false;
  return true;
}

/** What a plain pool's points are worth in `color`, all of them or `species`' racial ones. */
function capacity(pool: MagicPool, color: MagicColor, species: string | null): number {
  let sum = 0;
  for (const p of pool.points) {
    const worth = p.worth[color];
    if (worth !== undefined && (species === null || paysForRace(p, species, pool.races))) {
      sum += worth;
    }
  }
  return sum;
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

function searchPayment(pool: MagicPool, demands: readonly Demand[]): boolean {
  // What is still owed: "color" overall, and "color|species" from one race's points.
  const need = new Map<string, number>();
  const owe = (key: string, cost: number) => need.set(key, (need.get(key) ?? 0) + cost);
  for (const d of [...(pool.spent ?? []), ...demands]) {
    owe(d.color, d.cost);
    if (d.species !== null) owe(`${d.color}|${d.species}`, d.cost);
  }
  // What was spent before Spirit Furnace's points came is paid from the points there were then
  // (line 514: its points add to the remaining results): "spent|color", "spent|color|species".
  for (const d of pool.spent ?? []) {
    owe(`spent|${d.color}`, d.cost);
    if (d.species !== null) owe(`spent|${d.color}|${d.species}`, d.cost);
  }
  if (isDemandMet(need)) return true;
  const nonSai = pool.points.filter((p) => !p.sai).length;
  const mustLeave = Math.min(pool.negation, nonSai);
  const seen = new Set<string>();
  const search = (i: number, largest: number, all: number, left: number): boolean => {
    if (isDemandMet(need)) return left + leftOver(i) >= mustLeave;
    if (i >= pool.points.length) return false;
    const key = `${i}:${largest}:${all}:${left}:${[...need.values()].join(",")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const p = pool.points[i] as MagicPoint;
    for (const color of MAGIC_COLORS) {
      const base = p.worth[color];
      if (base === undefined || (need.get(color) ?? 0) <= 0) continue;
      const budget = p.dead === "largest" ? largest : p.dead === "all" ? all : 0;
      const doubles = color === "black" && p.dead !== undefined && budget > 0;
      for (const worth of doubles ? [base * 2, base] : [base]) {
        const spent = spend(p, color, worth);
        const used = worth > base ? 1 : 0;
        const ok = search(
          i + 1,
          largest - (p.dead === "largest" ? used : 0),
          all - (p.dead === "all" ? used : 0),
          left,
        );
        spent();
        if (ok) return true;
      }
    }
    return search(i + 1, largest, all, left + (p.sai ? 0 : 1));
  };
  // Non-SAI points after `i`, all of which may go unspent once everything is paid.
  const leftOver = (i: number) => pool.points.slice(i).filter((p) => !p.sai).length;
  /** The keys `<prefix><color>|<race>` still owed that the point may pay for. */
  const raceKeys = (p: MagicPoint, color: MagicColor, prefix: string): string[] => {
    const start = `${prefix}${color}|`;
    // Most points are a unit's, paying for its own race only: one key, no scan of the rest.
    if (p.species !== "any" && p.item === undefined && !p.anyRace) {
      const own = p.species === null ? null : `${start}${p.species}`;
      return own !== null && need.has(own) ? [own] : [];
    }
    const keys: string[] = [];
    for (const key of need.keys()) {
      if (key.startsWith(start) && paysForRace(p, key.slice(start.length), pool.races)) {
        keys.push(key);
      }
    }
    return keys;
  };
  /** Spends a point on a colour (its race's need first); returns the undo. */
  const spend = (p: MagicPoint, color: MagicColor, worth: number): (() => void) => {
    const before = new Map(need);
    need.set(color, Math.max(0, (need.get(color) ?? 0) - worth));
    let left = worth;
    for (const key of raceKeys(p, color, "")) {
      const owed = need.get(key) ?? 0;
      const paid = Math.min(owed, left);
      if (paid > 0) need.set(key, owed - paid);
      left -= paid;
    }
    if (p.species !== "any") {
      for (const key of [`spent|${color}`, ...raceKeys(p, color, "spent|")]) {
        const owed = need.get(key);
        if (owed) need.set(key, Math.max(0, owed - worth));
      }
    }
    return () => {
      need.clear();
      for (const [k, v] of before) need.set(k, v);
    };
  };
  // Most pools pay at the first try: each point spent on the colour it serves that is owed most,
  // its own race's need first. Only when that fails are all the ways searched.
  const greedy = (): boolean => {
    const first = new Map(need);
    let largest = pool.dead.largest;
    let all = pool.dead.all;
    let left = 0;
    for (const p of pool.points) {
      let best: MagicColor | null = null;
      let bestScore = 0;
      for (const color of MAGIC_COLORS) {
        const owed = need.get(color) ?? 0;
        if (p.worth[color] === undefined || owed <= 0) continue;
        const race = raceKeys(p, color, "").reduce((n, k) => n + (need.get(k) ?? 0), 0);
        const score = race * 1000 + owed;
        if (score > bestScore) [best, bestScore] = [color, score];
      }
      if (best === null) {
        if (!p.sai) left++;
        continue;
      }
      const base = p.worth[best] ?? 0;
      const budget = p.dead === "largest" ? largest : p.dead === "all" ? all : 0;
      const doubles = best === "black" && p.dead !== undefined && budget > 0;
      if (doubles && p.dead === "largest") largest--;
      if (doubles && p.dead === "all") all--;
      spend(p, best, doubles ? base * 2 : base);
    }
    const paid = isDemandMet(need) && left >= mustLeave;
    need.clear();
    for (const [k, v] of first) need.set(k, v);
    return paid;
  };
  return greedy() || search(0, pool.dead.largest, pool.dead.all, 0);
}

/** The most points of `color` the pool still has for a basic spell once `demands` are paid. */
export function pointsLeft(pool: MagicPool, color: MagicColor, demands: readonly Demand[]): number {
  // Nothing asked yet of a plain pool: every point worth this colour may be spent as it.
  if (demands.length === 0 && isPlain(pool)) return capacity(pool, color, null);
  let most = 0;
  for (const p of pool.points) most += (p.worth[color] ?? 0) * (p.dead ? 2 : 1);
  let lo = 0;
  let hi = most;
  if (!canPay(pool, demands)) return 0;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (canPay(pool, [...demands, { color, species: null, cost: mid }])) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The most of each colour the pool holds, by itself (colours it has none of left out). */
export function poolTotals(pool: MagicPool): Partial<Record<MagicColor, number>> {
  const totals: Partial<Record<MagicColor, number>> = {};
  for (const color of MAGIC_COLORS) {
    const n = pointsLeft(pool, color, []);
    if (n > 0) totals[color] = n;
  }
  return totals;
}
