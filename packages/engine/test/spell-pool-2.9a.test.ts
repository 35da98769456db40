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
