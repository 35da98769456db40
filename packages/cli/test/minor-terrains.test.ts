// The terminal board shows an army's minor terrain with the face in effect (2.9a line 2236).
import { viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { bridgeBroughtIn } from "../../words/test/scenario.ts";
import { renderBoard } from "../src/play/render.ts";

describe("minor terrains on the terminal board", () => {
  it("lists the minor terrain and its face with the army", () => {
    const { state } = bridgeBroughtIn([
      { player: 0, kind: "maneuver", choice: { maneuver: "minor", minor: "d1" } },
      { player: 1, kind: "counter-maneuver", choice: false },
      { player: 0, kind: "minor-terrain-id", choice: { choice: "melee" } },
    ]);
    expect(renderBoard(viewFor(state, 1))).toContain("minor terrain: Highland Bridge: ID (melee)");
  });
});
