// The view index (board.ts): worked out once per view, and never an older view's answers; the
// board shared by views showing the same, and never by one showing a change.
import { type PlayerView, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import {
  boardMemo,
  dieIn,
  opponentsAt,
  rollAt,
  terrainAt,
  unitsAt,
} from "../src/heuristic/board.ts";
import { memoSlot } from "../src/heuristic/memo-slots.ts";
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

  it("shares the board between views showing the same, and works it out anew after a change", () => {
    const state = position([
      [0, "footman", "t:front"],
      [0, "footman", "t:front"],
      [1, "footman", "t:front"],
    ]);
    // What is kept with a board: the same object for every view showing the same board.
    const slot = memoSlot(() => ({}));
    const boardOf = (view: PlayerView) => boardMemo(view, slot);
    const first = viewFor(state, 0, { shared: true });
    // Taken before the game changes the dice: a shared view then shows the change too.
    const firstBoard = boardOf(first);
    const roll = rollAt(first, 0, "t:front", "melee-attack");
    // The next decision's view shows the same: the same board, the same roll (not worked out again).
    const same = viewFor(state, 1, { shared: true });
    expect(boardOf(same)).toBe(firstBoard);
    expect(rollAt(same, 0, "t:front", "melee-attack")).toBe(roll);
    // The game changes its dice in place (a shared view's are the game's): a unit leaves, the
    // frontier is turned to its eighth face and held. Each change is a new board.
    const d1 = state.dice.find((d) => d.id === "d1");
    if (!d1) throw new Error("no d1");
    d1.at = "reserve";
    const moved = viewFor(state, 0, { shared: true });
    const movedBoard = boardOf(moved);
    expect(movedBoard).not.toBe(firstBoard);
    expect(unitsAt(moved, 0, "t:front").map((u) => u.id)).toEqual(["d0"]);
    expect(rollAt(moved, 0, "t:front", "melee-attack")).not.toEqual(roll);
    const front = state.terrains.find((t) => t.id === "front");
    if (!front) throw new Error("no frontier");
    const before = rollAt(moved, 0, "t:front", "maneuver");
    front.face = 8;
    front.controller = 0;
    const held = viewFor(state, 0, { shared: true });
    expect(boardOf(held)).not.toBe(movedBoard);
    // 2.9a line 719: the army holding the eighth face doubles its maneuver results.
    expect(rollAt(held, 0, "t:front", "maneuver")).not.toEqual(before);
  });
});
