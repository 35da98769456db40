// A die at a glance at set-up: its faces added up, its marks and its group.
import { describe, expect, it } from "vitest";
import { dieMarks, facesSummary, groupDice } from "../src/index.ts";

describe("a die at a glance", () => {
  it("adds up a unit's faces, ID face left out, and names its SAIs", () => {
    // Footman: ID, save, melee, melee, save, 2 melee.
    expect(facesSummary("footman")).toBe("4 melee · 2 save");
    expect(facesSummary("crack-shot")).toBe("4 melee · 8 missile · SAI: Bullseye");
    expect(facesSummary("umber-hulk")).toBe("8 melee · 8 save · 4 maneuver · SAIs: Smite, Confuse");
  });

  it("counts every face of an item (items have no ID face)", () => {
    // Dawn Blade: 1, 2, 2 and 3 melee.
    expect(facesSummary("dawn-blade-red")).toBe("8 melee");
  });

  it("marks magic users, monsters, items and champions", () => {
    expect(dieMarks("footman", "2.9a")).toEqual([]);
    expect(dieMarks("theurgist", "2.9a")).toEqual(["magic"]);
    expect(dieMarks("umber-hulk", "2.9a")).toEqual(["monster"]);
    expect(dieMarks("dawn-blade-red", "2.9a")).toEqual(["item"]);
    expect(dieMarks("dragonlord", "2.9a")).toEqual(["magic", "champion"]);
  });

  it("groups by species, then monsters, then items, the healthiest first", () => {
    const ids = ["dawn-blade-red", "umber-hulk", "footman", "fighter", "warlord", "theurgist"];
    const groups = groupDice(ids, (id) => id, "2.9a");
    expect(groups.map((g) => [g.title, g.ids])).toEqual([
      ["Dwarves", ["warlord", "footman", "theurgist"]],
      ["Coral Elves", ["fighter"]],
      ["Monsters", ["umber-hulk"]],
      ["Items", ["dawn-blade-red"]],
    ]);
  });
});
