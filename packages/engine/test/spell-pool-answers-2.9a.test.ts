// 2.9a lines 464, 478 and 1091: each point of magic is spent as one of its colours, never two, a
// death race's ID point may be doubled as black through the dead, and a racial spell is paid with
// its race's points. The pool answers whether several spells can be paid at once without a search
// when each point pays one (a matching), and
// keeps what it worked out of a pool only for that pool: both are checked here against trying
// every way to spend the points.
import type { MagicColor } from "@dragondice/catalog";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canPay,
  type Demand,
  type MagicPoint,
  type MagicPool,
  poolTotals,
} from "../src/standard/spell-pool.ts";

const COLORS: MagicColor[] = ["black", "blue", "gold", "green", "red"];

const point = fc.record({
  colors: fc.uniqueArray(fc.constantFrom(...COLORS), { minLength: 1, maxLength: 3 }),
  worth: fc.constantFrom(1, 1, 1, 2),
  dead: fc.constantFrom<MagicPoint["dead"] | undefined>(undefined, undefined, "largest", "all"),
  species: fc.constantFrom<string | null>("dwarves", "goblins", null),
});

const pool = fc
  .record({
    points: fc.array(point, { minLength: 0, maxLength: 6 }),
    largest: fc.integer({ min: 0, max: 2 }),
    all: fc.integer({ min: 0, max: 2 }),
  })
  .map(
    ({ points, largest, all }): MagicPool => ({
      points: points.map((p) => {
        const worth = Object.fromEntries(p.colors.map((c) => [c, p.worth]));
        return p.dead && p.colors.includes("black")
          ? { species: p.species, worth, dead: p.dead }
          : { species: p.species, worth };
      }),
      races: ["dwarves", "goblins"],
      dead: { largest, all },
      negation: 0,
    }),
  );

const demands = fc.array(
  fc.record({
    color: fc.constantFrom(...COLORS),
    species: fc.constantFrom<string | null>(null, null, "dwarves", "goblins"),
    cost: fc.integer({ min: 1, max: 4 }),
  }),
  { minLength: 2, maxLength: 4 },
);

/**
 * Every way to spend each point as one colour (doubled through the dead or not) or not at all,
 * each paying its colour and its own race's spells of that colour.
 */
function anyWayPays(pool: MagicPool, asked: readonly Demand[]): boolean {
  const owed = new Map<string, number>();
  const owe = (key: string, n: number) => owed.set(key, (owed.get(key) ?? 0) + n);
  for (const d of asked) {
    owe(d.color, d.cost);
    if (d.species !== null) owe(`${d.color}|${d.species}`, d.cost);
  }
  const go = (i: number, largest: number, all: number): boolean => {
    if ([...owed.values()].every((n) => n <= 0)) return true;
    const p = pool.points[i];
    if (!p) return false;
    for (const color of COLORS) {
      const worth = p.worth[color];
      if (worth === undefined || !owed.has(color)) continue;
      const budget = p.dead === "largest" ? largest : p.dead === "all" ? all : 0;
      const doubles = color === "black" && budget > 0 ? [worth * 2, worth] : [worth];
      const race = `${color}|${p.species}`;
      for (const w of doubles) {
        owe(color, -w);
        if (owed.has(race)) owe(race, -w);
        const used = w > worth ? 1 : 0;
        const ok = go(
          i + 1,
          largest - (p.dead === "largest" ? used : 0),
          all - (p.dead === "all" ? used : 0),
        );
        owe(color, w);
        if (owed.has(race)) owe(race, w);
        if (ok) return true;
      }
    }
    return go(i + 1, largest, all);
  };
  return go(0, pool.dead.largest, pool.dead.all);
}

describe("2.9a spell pool: several spells at once", () => {
  it("pays exactly when some way of spending the points pays (lines 464, 478, 1091)", () => {
    fc.assert(
      fc.property(pool, demands, (p, ds) => {
        expect(canPay(p, ds)).toBe(anyWayPays(p, ds));
      }),
      { numRuns: 1000 },
    );
  });

  it("pays a race's spell of a colour whose basic spells are already paid (line 1091)", () => {
    // Gold owed 2 in all, 1 of it a Dwarves' spell: the Goblins' 2 gold pay the basic one, the
    // Dwarves' gold point their own (found by the property above: the search once left a point
    // unspent when its colour's whole need was met, its race's not).
    const p: MagicPool = {
      points: [
        { species: "dwarves", worth: { black: 1 } },
        { species: "goblins", worth: { gold: 2, black: 2 } },
        { species: "dwarves", worth: { gold: 1 } },
      ],
      races: ["dwarves", "goblins"],
      dead: { largest: 0, all: 0 },
      negation: 0,
    };
    const ds: Demand[] = [
      { color: "gold", species: null, cost: 1 },
      { color: "gold", species: "dwarves", cost: 1 },
      { color: "black", species: null, cost: 1 },
    ];
    expect(anyWayPays(p, ds)).toBe(true);
    expect(canPay(p, ds)).toBe(true);
    expect(canPay(p, [...ds, { color: "gold", species: "dwarves", cost: 1 }])).toBe(false);
  });

  it("pays when owed exactly the most its points can pay, each at its worthiest colour", () => {
    // 12 at most (the Coral Elves' points 2 as blue): owed 12, every point must go to its
    // worthiest colour; the first points (Treefolk) spent as blue, the most owed, leave the rest
    // short, so a search finds the way. Owed 13, no way.
    const treefolk: MagicPoint = { species: "treefolk", worth: { green: 1, gold: 1, blue: 1 } };
    const coral: MagicPoint = { species: "coral-elves", worth: { blue: 2, green: 1, gold: 1 } };
    const p: MagicPool = {
      points: [treefolk, treefolk, treefolk, treefolk, coral, coral, coral, coral],
      races: ["coral-elves", "treefolk"],
      dead: { largest: 0, all: 0 },
      negation: 0,
    };
    const ds: Demand[] = [
      { color: "gold", species: null, cost: 2 },
      { color: "gold", species: null, cost: 2 },
      { color: "blue", species: null, cost: 4 },
      { color: "blue", species: null, cost: 4 },
    ];
    const more: Demand[] = [...ds, { color: "gold", species: null, cost: 1 }];
    expect([anyWayPays(p, ds), canPay(p, ds)]).toEqual([true, true]);
    expect([anyWayPays(p, more), canPay(p, more)]).toEqual([false, false]);
  });

  it("works a pool's totals out for that pool: another pool, asked in between, has its own", () => {
    const blue = (n: number): MagicPool => ({
      points: Array.from({ length: n }, () => ({ species: null, worth: { blue: 1 } })),
      races: [],
      dead: { largest: 0, all: 0 },
      negation: 0,
    });
    const small = blue(2);
    const large = blue(5);
    expect(poolTotals(small)).toEqual({ blue: 2 });
    expect(poolTotals(large)).toEqual({ blue: 5 });
    expect(poolTotals(small)).toEqual({ blue: 2 });
    expect(canPay(small, [{ color: "blue", species: null, cost: 3 }])).toBe(false);
    expect(canPay(large, [{ color: "blue", species: null, cost: 3 }])).toBe(true);
    // Each caller has its own copy of the totals.
    const totals = poolTotals(small);
    totals.blue = 9;
    expect(poolTotals(small)).toEqual({ blue: 2 });
  });
});
