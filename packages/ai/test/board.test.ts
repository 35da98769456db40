// The view index (board.ts): worked out once per view, and never an older view's answers.
import { viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { dieIn, opponentsAt, terrainAt, unitsAt } from "../src/heuristic/board.ts";
import { position } from "./positions.ts";

describe("the view index", () => {
  it("answers each view from its own dice, the last view asked or an earlier one", () => {
    const before = viewFor(
      position([
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ]),
      0,
    );
    const after = viewFor(
      position([
        [0, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ]),
      0,
    );
    expect(opponentsAt(before, 0, "t:front")).toEqual([1]);
    expect(opponentsAt(after, 0, "t:front")).toEqual([]);
    expect(unitsAt(after, 1, "t:home1").map((u) => u.id)).toEqual(["d1"]);
    // Back to the first view: its own armies, not the last view's.
    expect(opponentsAt(before, 0, "t:front")).toEqual([1]);
    expect(unitsAt(before, 1, "t:home1")).toEqual([]);
    expect(dieIn(before, "d1")?.at).toBe("t:front");
    expect(dieIn(after, "d1")?.at).toBe("t:home1");
    expect(terrainAt(after, "t:front")?.id).toBe("front");
    expect(terrainAt(after, "reserve")).toBeNull();
  });
});
