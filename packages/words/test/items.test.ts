// The words for magical items (2.9a rules/000 lines 2379-2389): their names, and the lines for
// items buried when no unit can carry them.
import { dieById, type TerrainDie } from "@dragondice/catalog";
import { viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents } from "../src/events.ts";
import { unitLabel } from "../src/names.ts";
import { playPosition } from "./scenario.ts";

describe("items in words", () => {
  it("names an item with its colour, kind and health", () => {
    expect(unitLabel("dawn-blade-red")).toBe("Dawn Blade (Red, item, 2)");
    expect(unitLabel("blade-golem-gold")).toBe("Blade Golem (Gold, artifact, 4)");
    expect(unitLabel("bronze-medallion")).toBe("Bronze Medallion (medallion, 4)");
  });

  // Line 2379: a footman killed leaves one to carry the two blades: one is buried.
  it("tells items buried for want of carriers", () => {
    const front = dieById("flatland-city") as TerrainDie;
    const melee = front.faces.find((f) => f.icon === "Melee")?.number ?? 0;
    const { state, events } = playPosition({
      front: ["flatland-city", melee],
      dice: [
        [0, "footman"],
        [1, "footman"],
        [1, "footman"],
        [1, "dawn-blade-red"],
        [1, "dawn-blade-red"],
      ],
      start: "action",
      rolls: {
        d0: ["1 Melee"],
        d1: ["1 Melee"],
        d2: ["1 Melee"],
        d3: ["1 Melee"],
        d4: ["1 Melee"],
      },
      decisions: [
        {
          player: 0,
          kind: "choose-action",
          choice: { action: "melee", target: { player: 1, at: "t:front" } },
        },
        { player: 1, kind: "choose-casualties", choice: ["d1"] },
      ],
    });
    const text = describeEvents(events, viewFor(state, null)).map((l) => l.text);
    expect(text).toContain(
      "No unit at Flatland City (A's) can carry B's Dawn Blade (Red, item, 2): buried.",
    );
  });

  // Lines 2385, 1256, 1366, 1556: items carried, moved, buried and restored by spells.
  it("tells items carried along and the spells at items", () => {
    const { state } = playPosition({
      dice: [
        [0, "footman"],
        [0, "dawn-blade-red"],
        [1, "footman"],
      ],
      start: "action",
      decisions: [],
    });
    const g = viewFor(state, null);
    const text = describeEvents(
      [
        { type: "items-carried", player: 0, items: ["d1"], from: "t:front", to: "reserve" },
        {
          type: "items-carried",
          player: 0,
          items: ["d1"],
          from: "t:front",
          to: "t:home0",
          by: "airy-acquisition",
        },
        {
          type: "items-buried",
          player: 0,
          items: ["d1"],
          location: "t:front",
          by: "explode-stone",
        },
        {
          type: "items-restored",
          player: 0,
          items: ["d1"],
          location: "t:front",
          by: "reforge-item",
        },
      ],
      g,
    ).map((l) => l.text);
    expect(text).toEqual([
      "A's units take Dawn Blade (Red, item, 2) from Flatland City (A's) to the reserve area.",
      "Airy Acquisition: Dawn Blade (Red, item, 2) goes from Flatland City (A's) to Flatland City (A's).",
      "Explode Stone: A's Dawn Blade (Red, item, 2) is buried.",
      "Reforge Item: A brings Dawn Blade (Red, item, 2) back from the buried unit area to Flatland City (A's).",
    ]);
  });
});
