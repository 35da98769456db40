// withFields and nextTask stand for spreads in hot paths: they must make what the spread makes,
// keys in the same order (a state's JSON, and so a saved game, must not change).
import { describe, expect, it } from "vitest";
import { nextTask } from "../src/kernel/flow.ts";
import { withFields } from "../src/kernel/with-fields.ts";

describe("withFields and nextTask", () => {
  it("make what a spread makes, keys in the same order", () => {
    const base = { t: "maneuver:announced", at: "t:t0", night: true } as const;
    const more = { direction: "up", counter: [1] };
    const made = withFields(base, more);
    expect(made).toEqual({ ...base, ...more });
    expect(Object.keys(made)).toEqual(Object.keys({ ...base, ...more }));
    expect(made).not.toBe(base);
  });

  it("replace a field the base has where it is", () => {
    const base = { player: 1, at: "t:t0" };
    expect(Object.keys(withFields(base, { player: 2 }))).toEqual(["player", "at"]);
    expect(withFields(base, { player: 2 }).player).toBe(2);
    expect(base.player).toBe(1);
  });

  it("carry a task on under another name, its fields kept in order", () => {
    const task = { t: "maneuver:ask" as const, at: "t:t0" as const, night: true };
    const next = nextTask(task, "maneuver:announced", { player: 1 });
    const spread = { ...task, t: "maneuver:announced", player: 1 };
    expect(next).toEqual(spread);
    expect(Object.keys(next)).toEqual(Object.keys(spread));
    expect(task.t).toBe("maneuver:ask");
  });
});
