// 2.9a "Step 2: Assemble Armies" (lines 266-270): a force is split into three armies, each of at
// least 1 health and at most half the force. The split is found by filling greedily with
// restarts; here it is checked against trying every split, for forces of one cost as the force
// rules ask (`armiesProblems`): whenever some split exists, one is found, and every one found
// keeps the limits.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
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
