// The watch the after-task checks keep (standard/dice-watch.ts): it says the dice are unchanged
// only while no die has moved, changed hands or become another die since the check last found
// nothing to do, and only for the same tables.
import { describe, expect, it } from "vitest";
import type { DieState } from "../src/kernel/state.ts";
import { DiceWatch } from "../src/standard/dice-watch.ts";

const dice = (): DieState[] => [
  { id: "p0d0", die: "footman", owner: 0, at: "t:t0" },
  { id: "p1d0", die: "dragonhero-red", owner: 1, at: "t:t0" },
];

describe("a check's watch over the dice", () => {
  const tables = {};

  it("has seen nothing before a check was first quiet, even no dice", () => {
    expect(new DiceWatch().unchanged([], tables)).toBe(false);
    expect(new DiceWatch().unchanged(dice(), null)).toBe(false);
  });

  it("holds while the dice are as they were, in a copy of the state too", () => {
    const watch = new DiceWatch();
    watch.quiet(dice(), tables);
    expect(watch.unchanged(dice(), tables)).toBe(true);
    expect(watch.unchanged(structuredClone(dice()), tables)).toBe(true);
  });

  it("ends when a die moves, changes hands or becomes another, or one more is on the table", () => {
    const watch = new DiceWatch();
    watch.quiet(dice(), tables);
    const moved = dice();
    (moved[0] as DieState).at = "dua";
    const converted = dice();
    (converted[0] as DieState).owner = 1;
    const promoted = dice();
    (promoted[0] as DieState).die = "sergeant";
    const more = [...dice(), { id: "p1d1", die: "footman", owner: 1, at: "pool" }];
    for (const changed of [moved, converted, promoted, more]) {
      expect(watch.unchanged(changed, tables)).toBe(false);
    }
  });

  it("is for the tables it was quiet with: another edition checks anew", () => {
    const watch = new DiceWatch();
    watch.quiet(dice(), tables);
    expect(watch.unchanged(dice(), {})).toBe(false);
  });
});
