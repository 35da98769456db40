// 2.9a "Advanced Rules" (rules/000 lines 2214-2450) in words: items named with the army carrying
// them (line 2379), a minor terrain with the face in effect (line 2238), the summoning pool by
// kind (lines 2238, 2314) and the Kings' Die beside the reserve area (line 2414).
import { newGame, type PlayerSetup, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import {
  itemsText,
  kingsDieAtCourt,
  minorTerrainsAt,
  minorTerrainText,
  poolGroups,
} from "../src/components.ts";
import { placeName, speciesOf } from "../src/names.ts";

const advanced: PlayerSetup = {
  name: "A (Dwarves)",
  dice: ["kings-die", "dawn-blade-red", ...Array.from({ length: 18 }, () => "footman")],
  terrains: ["highland-city", "highland-castle"],
  dragons: ["red-drake"],
  dragonkin: ["dragonscout-red", "dragonhero-gold"],
  minorTerrains: ["highland-knoll"],
};
const plain: PlayerSetup = {
  name: "B",
  dice: Array.from({ length: 24 }, () => "footman"),
  terrains: ["flatland-city", "flatland-temple"],
  dragons: ["gold-drake"],
};

function started() {
  const r = newGame({ edition: "2.9a", seed: 2, forceSize: 24, players: [advanced, plain] });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe("2.9a advanced components in words", () => {
  it("groups a summoning pool by kind; every player sees it", () => {
    const g = viewFor(started(), 1);
    const groups = poolGroups(g, 0).map((x) => [x.label, x.dice.map((d) => d.die)]);
    expect(groups).toEqual([
      ["dragons", ["red-drake"]],
      ["Dragonkin", ["dragonscout-red", "dragonhero-gold"]],
      ["minor terrains", ["highland-knoll"]],
    ]);
    expect(poolGroups(g, 1).map((x) => x.label)).toEqual(["dragons"]);
    // Neither the Kings' Die (no species) nor the Dragonkin in the pool name the force.
    expect(
      speciesOf(
        viewFor(started(), 0).dice.filter((d) => d.owner === 0),
        "2.9a",
      ),
    ).toBe("Dwarves");
  });

  it("names an army's items, a minor terrain's face in effect and the Kings' Die's place", () => {
    const state = started();
    const at = "t:T0";
    for (const d of state.dice) {
      if (d.die === "dawn-blade-red" || d.die === "highland-knoll") d.at = at;
      if (d.die === "kings-die") d.at = "court";
    }
    const knoll = state.dice.find((d) => d.die === "highland-knoll");
    if (!knoll) throw new Error("no minor terrain");
    const g = viewFor(state, 1);
    expect(itemsText(g, 0, at)).toBe("items: Dawn Blade (Red)");
    expect(itemsText(g, 1, at)).toBeNull();
    expect(minorTerrainsAt(g, 0, at).map((d) => d.die)).toEqual(["highland-knoll"]);
    // Not rolled yet: its name alone; then the face it shows (1-based, as the die shows it).
    expect(minorTerrainText(knoll)).toBe("Highland Knoll");
    expect(minorTerrainText({ ...knoll, face: 7 })).toBe("Highland Knoll: ID");
    expect(minorTerrainText({ ...knoll, face: 1 })).toBe("Highland Knoll: Double Saves");
    expect(kingsDieAtCourt(g, 0)?.die).toBe("kings-die");
    expect(kingsDieAtCourt(g, 1)).toBeNull();
    expect(placeName(g, "court")).toBe("beside the reserve area");
  });
});
