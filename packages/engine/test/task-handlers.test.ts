// A ruleset's task handlers are joined from its parts (kernel/ruleset.ts `joinTasks`): a name two
// parts give different handlers is refused when the ruleset is built, not found out in play.
import { describe, expect, it } from "vitest";
import { joinTasks, type TaskHandler } from "../src/kernel/ruleset.ts";

describe("a ruleset's task handlers", () => {
  const one: TaskHandler = () => {};
  const other: TaskHandler = () => {};

  it("refuses a task name given two different handlers", () => {
    expect(() => joinTasks({ "turn:start": one }, { "turn:start": other })).toThrow(
      'task "turn:start" has two handlers',
    );
  });

  it("keeps a handler that parts share, once", () => {
    const tasks = joinTasks({ "sai:strike": one }, { "sai:strike": one, "turn:end": other });
    expect([...tasks.entries()]).toEqual([
      ["sai:strike", one],
      ["turn:end", other],
    ]);
  });
});
