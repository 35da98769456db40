// 2.9a lines 462-474 and 1087-1093: a point of magic is spent as one of its unit's colours, never
// two (line 464); a racial spell only with its race's points (line 1091), or the army's items' when
// a unit of that race is there (line 1093). The pool answers "can this be paid" for one spell by a
// sum when nothing weighs on the choice of colours (a plain pool); here that answer is checked
// against trying every way to spend the points.
import type { MagicColor } from "@dragondice/catalog";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canPay,
  type Demand,
  type MagicPoint,
  type MagicPool,
  paysForRace,
  pointsLeft,
} from "../src/standard/spell-pool.ts";

const COLORS: MagicColor[] = ["black", "blue", "gold", "green", "red"];
const RACES = ["dwarves", "goblins"];

const point = fc.record({
  colors: fc.uniqueArray(fc.constantFrom(...COLORS), { minLength: 1, maxLength: 2 }),
  worth: fc.constantFrom(1, 2),
  species: fc.constantFrom<string | null>("dwarves", "goblins", null),
  item: fc.boolean(),
});

const pool = fc.array(point, { minLength: 1, maxLength: 7 }).map(
  (points): MagicPool => ({
    points: points.map(
      (p): MagicPoint => ({
        species: p.item ? null : p.species,
        worth: Object.fromEntries(p.colors.map((c) => [c, p.worth])),
        ...(p.item ? { item: "i1" } : {}),
      }),
    ),
    races: ["dwarves"],
    dead: { largest: 0, all: 0 },
    negation: 0,
  }),
);

const demand = fc.record({
  color: fc.constantFrom(...COLORS),
  species: fc.constantFrom<string | null>(null, ...RACES),
  cost: fc.integer({ min: 1, max: 8 }),
});

/** Every way to spend each point as one of its colours or not at all: does one pay `d`? */
function anyWayPays(pool: MagicPool, d: Demand): boolean {
  const go = (i: number, paid: number): boolean => {
    if (paid >= d.cost) return true;
    const p = pool.points[i];
    if (!p) return false;
    for (const color of COLORS) {
      const worth = p.worth[color];
      if (worth === undefined || color !== d.color) continue;
      if (d.species !== null && !paysForRace(p, d.species, pool.races)) continue;
      if (go(i + 1, paid + worth)) return true;
    }
    return go(i + 1, paid);
  };
  return go(0, 0);
}

describe("2.9a spell pool: one spell from a plain pool", () => {
  it("pays exactly when some way of spending the points pays (lines 464, 1091, 1093)", () => {
    fc.assert(
      fc.property(pool, demand, (p, d) => {
        expect(canPay(p, [d])).toBe(anyWayPays(p, d));
      }),
      { numRuns: 500 },
    );
  });

  it("holds, of each colour, every point worth that colour (line 464)", () => {
    fc.assert(
      fc.property(pool, fc.constantFrom(...COLORS), (p, color) => {
        let most = 0;
        while (anyWayPays(p, { color, species: null, cost: most + 1 })) most++;
        expect(pointsLeft(p, color, [])).toBe(most);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * Whether the points pay every demand at once, by trying each way to spend each point as one of
 * its colours or not at all: with the colours chosen, a colour's demands are paid exactly when
 * every set of them costs no more than the points of that colour that may pay one of them (Hall's
 * condition; a point worth two may pay two spells one each). An ID point of a death race may be
 * spent as black worth double, as many as the dead allow (line 478); Frostwing magic negation
 * leaves that many points not from SAIs unspent (line 911).
 */
function anyWayPaysAll(pool: MagicPool, asked: readonly Demand[]): boolean {
  // What was spent before Spirit Furnace's points came is paid from the points there were then
  // (line 514): the first `before` demands.
  const before = pool.spent?.length ?? 0;
  const demands = [...(pool.spent ?? []), ...asked];
  const pays = (p: MagicPoint, d: Demand, j: number): boolean =>
    (d.species === null || paysForRace(p, d.species, pool.races)) &&
    (j >= before || p.species !== "any");
  const chosen: ({ color: MagicColor; worth: number } | null)[] = [];
  const paysAll = (): boolean => {
    let largest = 0;
    let all = 0;
    let unspent = 0;
    let notSai = 0;
    pool.points.forEach((p, i) => {
      const c = chosen[i];
      if (!p.sai) notSai++;
      if (!c) {
        if (!p.sai) unspent++;
      } else if (c.worth > (p.worth[c.color] ?? 0)) {
        if (p.dead === "largest") largest++;
        else all++;
      }
    });
    if (largest > pool.dead.largest || all > pool.dead.all) return false;
    if (unspent < Math.min(pool.negation, notSai)) return false;
    for (let set = 1; set < 1 << demands.length; set++) {
      let cost = 0;
      let color: MagicColor | null = null;
      let oneColor = true;
      for (let j = 0; j < demands.length; j++) {
        if (!(set & (1 << j))) continue;
        const d = demands[j] as Demand;
        cost += d.cost;
        if (color !== null && d.color !== color) oneColor = false;
        color = d.color;
      }
      // Sets of several colours ask no more than their colours' sets apart.
      if (!oneColor) continue;
      let worth = 0;
      pool.points.forEach((p, i) => {
        const c = chosen[i];
        if (c?.color !== color) return;
        const paysOne = demands.some((d, j) => set & (1 << j) && pays(p, d, j));
        if (paysOne) worth += c.worth;
      });
      if (cost > worth) return false;
    }
    return true;
  };
  const go = (i: number): boolean => {
    const p = pool.points[i];
    if (!p) return paysAll();
    const ways: ({ color: MagicColor; worth: number } | null)[] = [null];
    for (const color of COLORS) {
      const worth = p.worth[color];
      if (worth === undefined) continue;
      ways.push({ color, worth });
      if (color === "black" && p.dead) ways.push({ color, worth: worth * 2 });
    }
    for (const way of ways) {
      chosen[i] = way;
      if (go(i + 1)) return true;
    }
    return false;
  };
  return go(0);
}

const mixedPoint = fc.record({
  colors: fc.uniqueArray(fc.constantFrom<MagicColor>("green", "red", "black"), {
    minLength: 1,
    maxLength: 2,
  }),
  worth: fc.constantFrom(1, 2),
  // Points paying one race's spells, another's, none, or those of either race in the army.
  kind: fc.constantFrom("dwarves", "goblins", "none", "item", "furnace", "staff"),
  // From an SAI (Cantrip, Spirit Furnace): magic negation cannot take it.
  sai: fc.boolean(),
  // An ID point the dead may double as black.
  dead: fc.constantFrom<MagicPoint["dead"]>(undefined, "largest", "all"),
});

const mixedPool = fc
  .record({
    points: fc.array(mixedPoint, { minLength: 1, maxLength: 5 }),
    spent: fc.array(
      fc.record({
        color: fc.constantFrom<MagicColor>("green", "red", "black"),
        species: fc.constantFrom<string | null>(null, "dwarves", "goblins"),
        cost: fc.integer({ min: 1, max: 2 }),
      }),
      { maxLength: 1 },
    ),
    largest: fc.integer({ min: 0, max: 2 }),
    all: fc.integer({ min: 0, max: 2 }),
    negation: fc.integer({ min: 0, max: 2 }),
  })
  .map(
    ({ points, spent, largest, all, negation }): MagicPool => ({
      points: points.map(
        (p): MagicPoint => ({
          species:
            p.kind === "dwarves" || p.kind === "goblins"
              ? p.kind
              : p.kind === "furnace"
                ? "any"
                : null,
          worth: Object.fromEntries(p.colors.map((c) => [c, p.worth])),
          ...(p.kind === "item" ? { item: "i1" } : {}),
          ...(p.kind === "staff" ? { anyRace: true as const } : {}),
          ...(p.sai || p.kind === "furnace" ? { sai: true as const } : {}),
          ...(p.dead && p.kind !== "item" ? { dead: p.dead } : {}),
        }),
      ),
      races: ["dwarves", "goblins"],
      dead: { largest, all: Math.max(largest, all) },
      negation,
      ...(spent.length > 0 ? { spent } : {}),
    }),
  );

const mixedDemand = fc.record({
  color: fc.constantFrom<MagicColor>("green", "red", "black"),
  species: fc.constantFrom<string | null>(null, ...RACES),
  cost: fc.integer({ min: 1, max: 4 }),
});

describe("2.9a spell pool: several spells from points of several races", () => {
  it("pays exactly when some way of spending the points pays them all (lines 464, 478, 514, 911, 1091, 1093, 1231, 2404)", () => {
    fc.assert(
      fc.property(mixedPool, fc.array(mixedDemand, { minLength: 1, maxLength: 3 }), (p, ds) => {
        expect(canPay(p, ds)).toBe(anyWayPaysAll(p, ds));
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves of a colour, beside the spells, the most a basic spell could take (line 464)", () => {
    fc.assert(
      fc.property(
        mixedPool,
        fc.array(mixedDemand, { maxLength: 2 }),
        fc.constantFrom<MagicColor>("green", "red", "black"),
        (p, ds, color) => {
          let most = 0;
          if (anyWayPaysAll(p, ds)) {
            while (anyWayPaysAll(p, [...ds, { color, species: null, cost: most + 1 }])) most++;
          }
          expect(pointsLeft(p, color, ds)).toBe(most);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("spends a point that pays either race's spells on the race no other point pays (line 1093)", () => {
    // The item's point comes first: paid to the Dwarves' spell, the Goblins' would go unpaid.
    const pool: MagicPool = {
      points: [
        { species: null, worth: { green: 1 }, item: "i1" },
        { species: "dwarves", worth: { green: 1 } },
      ],
      races: ["dwarves", "goblins"],
      dead: { largest: 0, all: 0 },
      negation: 0,
    };
    const spells: Demand[] = [
      { color: "green", species: "dwarves", cost: 1 },
      { color: "green", species: "goblins", cost: 1 },
    ];
    expect(canPay(pool, spells)).toBe(true);
  });
});
