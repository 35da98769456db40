// Minor terrains in words (2.9a rules/000 lines 2232-2268): the maneuver's option to bring one in,
// the ID icon's choices, the log lines, and the badge with the face in effect.
import { type Decision, type GameState, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents, minorTerrainBadge, optionLabel } from "../src/index.ts";
import { bridgeBroughtIn } from "./scenario.ts";

const pending = (state: GameState, kind: string) =>
  state.pending.find((d) => d.kind === kind) as Decision;

describe("minor terrains in words", () => {
  it("offers to bring one in, names the ID icon's choices, and tells what happened", () => {
    const before = bridgeBroughtIn([]);
    const maneuver = pending(before.state, "maneuver");
    const view = viewFor(before.state, 0);
    expect(optionLabel(view, maneuver, { maneuver: "minor", minor: "d1" })).toBe(
      "Bring in the Highland Bridge (instead of turning Highland City)",
    );
    const chosen = bridgeBroughtIn([
      { player: 0, kind: "maneuver", choice: { maneuver: "minor", minor: "d1" } },
      { player: 1, kind: "counter-maneuver", choice: false },
    ]);
    const id = pending(chosen.state, "minor-terrain-id");
    expect(id.options?.map((o) => optionLabel(viewFor(chosen.state, 0), id, o))).toEqual([
      "Melee: the army may melee whatever the terrain shows",
      "Missile: the army may shoot whatever the terrain shows",
      "Magic: the army may cast magic whatever the terrain shows",
      "Double maneuvers and saves",
    ]);
    const after = bridgeBroughtIn([
      { player: 0, kind: "maneuver", choice: { maneuver: "minor", minor: "d1" } },
      { player: 1, kind: "counter-maneuver", choice: false },
      { player: 0, kind: "minor-terrain-id", choice: { choice: "doubles" } },
    ]);
    const texts = describeEvents(after.events, viewFor(after.state, 0)).map((l) => l.text);
    expect(texts).toContain("Maneuver succeeds: Highland City stays at 3 Magic.");
    expect(texts).toContain(
      "A's army brings the Highland Bridge into play at Highland City instead of turning it.",
    );
    expect(texts).toContain(
      "A's Highland Bridge rolls its ID icon: its owner chooses what it does.",
    );
    expect(texts).toContain(
      "A's Highland Bridge: Double maneuvers and saves, until it is rolled again.",
    );
    expect(minorTerrainBadge(after.state.dice[1] as never)).toBe("Highland Bridge: ID (doubles)");
  });
});
