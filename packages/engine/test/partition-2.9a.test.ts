// 2.9a "Step 2: Assemble Armies" (lines 266-270): a force is split into three armies, each of at
// least 1 health and at most half the force. The split is found by filling greedily with
// restarts; here it is checked against trying every split, for forces of one cost as the force
// rules ask (`armiesProblems`): whenever some split exists, one is found, and every one found
// keeps the limits.
import type { ItemDie, UnitDie } from "@dragondice/catalog";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canCarry, carryingThatSplits } from "../src/standard/items.ts";
import { splitIntoThree } from "../src/standard/partition.ts";

/** Whether some split of `health` into three groups has each sum from 1 to `cap`. */
function anySplit(health: readonly number[], cap: number): boolean {
  const sums = [0, 0, 0];
  const go = (i: number): boolean => {
    if (i === health.length) return sums.every((s) => s >= 1 && s <= cap);
    for (let g = 0; g < 3; g++) {
      sums[g] = (sums[g] as number) + (health[i] as number);
      const ok = (sums[g] as number) <= cap && go(i + 1);
      sums[g] = (sums[g] as number) - (health[i] as number);
      if (ok) return true;
    }
    return false;
  };
  return go(0);
}

describe("2.9a assembling three armies", () => {
  it("splits a force whenever a split exists, within the limits (lines 266-270)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 0, max: 1000 }),
        (health, seed) => {
          const cap = Math.floor(health.reduce((a, b) => a + b, 0) / 2);
          let draw = seed;
          const randomInt = (min: number, max: number) => min + (draw++ % (max - min + 1));
          const groups = splitIntoThree(health, cap, randomInt);
          expect(groups !== null).toBe(anySplit(health, cap));
          if (!groups) return;
          const sums = [0, 0, 0];
          health.forEach((h, i) => {
            const g = groups[i] as number;
            expect([0, 1, 2]).toContain(g);
            sums[g] = (sums[g] as number) + h;
          });
          for (const s of sums) {
            expect(s).toBeGreaterThanOrEqual(1);
            expect(s).toBeLessThanOrEqual(cap);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/** Some split's armies for `health` (each group's sum from 1 to `cap`), by trying every one. */
function everySplit(health: readonly number[], cap: number): number[] | null {
  const groups: number[] = [];
  const sums = [0, 0, 0];
  const go = (i: number): boolean => {
    if (i === health.length) return sums.every((s) => s >= 1 && s <= cap);
    for (let g = 0; g < 3; g++) {
      groups[i] = g;
      sums[g] = (sums[g] as number) + (health[i] as number);
      const ok = (sums[g] as number) <= cap && go(i + 1);
      sums[g] = (sums[g] as number) - (health[i] as number);
      if (ok) return true;
    }
    return false;
  };
  return go(0) ? groups : null;
}

const NO_KIN = new Set<string>();
const ELEMENTS = ["air", "fire", "water"] as const;

const unitDie = fc
  .record({
    health: fc.integer({ min: 1, max: 4 }),
    elements: fc.uniqueArray(fc.constantFrom(...ELEMENTS), { minLength: 1, maxLength: 2 }),
  })
  .map(
    ({ health, elements }) =>
      ({ kind: "unit", species: "x", health, elements, colors: elements }) as unknown as UnitDie,
  );

const itemDie = fc
  .record({ health: fc.integer({ min: 1, max: 4 }), color: fc.constantFrom(...ELEMENTS) })
  .map(
    ({ health, color }) =>
      ({ kind: "item", itemType: "magical-item", health, colors: [color] }) as unknown as ItemDie,
  );

/** Whether some way of carrying the items, one each by units that can, lets three armies form. */
function anyCarryingSplits(units: UnitDie[], items: ItemDie[], cap: number): boolean {
  const carriedBy: number[] = [];
  const used = new Set<number>();
  const go = (i: number): boolean => {
    if (i === items.length) {
      const health = units.map((u) => u.health);
      carriedBy.forEach((u, j) => {
        health[u] = (health[u] as number) + (items[j] as ItemDie).health;
      });
      return everySplit(health, cap) !== null;
    }
    for (let u = 0; u < units.length; u++) {
      if (used.has(u) || !canCarry(NO_KIN, units[u] as UnitDie, items[i] as ItemDie)) continue;
      used.add(u);
      carriedBy[i] = u;
      const ok = go(i + 1);
      used.delete(u);
      if (ok) return true;
    }
    return false;
  };
  return go(0);
}

// Line 2379: each unit carries one item of its colour, and which unit carries it changes its
// army's health (line 270).
describe("2.9a assembling three armies with items", () => {
  it("finds a way of carrying the items that lets the armies form whenever one does (lines 270, 2379)", () => {
    fc.assert(
      fc.property(
        fc.array(unitDie, { minLength: 1, maxLength: 6 }),
        fc.array(itemDie, { maxLength: 3 }),
        (units, items) => {
          const total = [...units, ...items].reduce((sum, d) => sum + d.health, 0);
          const cap = Math.floor(total / 2);
          const found = carryingThatSplits(NO_KIN, units, items, (b) => everySplit(b, cap));
          expect(found !== null).toBe(anyCarryingSplits(units, items, cap));
          if (!found) return;
          // Each item by a unit that can carry it, no unit carrying two.
          expect(new Set(found.carriedBy).size).toBe(items.length);
          found.carriedBy.forEach((u, i) => {
            expect(canCarry(NO_KIN, units[u] as UnitDie, items[i] as ItemDie)).toBe(true);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("tries in an item's place a unit of the same health that carries other items", () => {
    const unit = (health: number, elements: string[]) =>
      ({ kind: "unit", species: "x", health, elements, colors: elements }) as unknown as UnitDie;
    const item = (color: string) =>
      ({
        kind: "item",
        itemType: "magical-item",
        health: 1,
        colors: [color],
      }) as unknown as ItemDie;
    // 7 health, armies of at most 3: the 3-health unit alone, so the water item must go with the
    // air-and-water unit and the death item with the other 1-health unit, not the other way.
    const units = [unit(3, ["death"]), unit(1, ["water", "death"]), unit(1, ["water", "air"])];
    const items = [item("water"), item("death")];
    const found = carryingThatSplits(NO_KIN, units, items, (b) => everySplit(b, 3));
    expect(found?.carriedBy).toEqual([2, 1]);
  });
});
