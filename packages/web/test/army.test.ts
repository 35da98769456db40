import { PREMADE_NAMES, premadeForce } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import {
  FORCE_DRAGONKIN,
  FORCE_ITEMS,
  FORCE_MINOR_TERRAINS,
  FORCE_TERRAINS,
  ForceFileError,
  filterUnits,
  isLegal,
  problems,
  readForceFile,
  SPECIAL_TERRAINS,
  totals,
} from "../src/builder/army.ts";
import { emptyDraft } from "../src/builder/draft.ts";

describe("army builder", () => {
  it("finds every premade force legal, with totals", () => {
    for (const name of PREMADE_NAMES) {
      const f = premadeForce(name, 24);
      const draft = {
        ...emptyDraft(f.label),
        dice: f.dice,
        terrains: f.terrains,
        dragons: f.dragons,
      };
      expect(isLegal(problems(draft, 24)), name).toBe(true);
      const t = totals(draft, 24);
      expect(t.health).toBe(24);
      expect(t.magic).toBeLessThanOrEqual(12);
      expect(t.dragonsRequired).toBe(1);
    }
  });

  it("lists each section's problems for an empty force", () => {
    const p = problems(emptyDraft(), 24);
    expect(p.dice).toEqual([
      "the force costs 0 health; the game is played at 24",
      "the force needs units",
    ]);
    expect(p.terrains[0]).toContain("exactly two terrains");
    expect(p.dragons[0]).toContain("bring exactly 1 dragon");
    expect(isLegal(p)).toBe(false);
  });

  it("counts a white dragon as two and needs forceSize/24 rounded up", () => {
    const t = totals({ ...emptyDraft(), dragons: ["white-dragon"] }, 30);
    expect(t.dragonsRequired).toBe(2);
    expect(t.magicCap).toBe(15);
  });

  it("flags too much magic and too much health", () => {
    const mages = filterUnits({ species: "", size: "rare", cls: "magic", text: "" });
    expect(mages.length).toBeGreaterThan(0);
    const id = mages[0]?.id ?? "";
    const p = problems({ ...emptyDraft(), dice: Array(10).fill(id) }, 24);
    expect(p.dice.some((x) => x.includes("health of magic users is more than half"))).toBe(true);
    expect(p.dice.some((x) => /the force costs \d+ health; the game is played at 24/.test(x))).toBe(
      true,
    );
  });

  it("says when the units cannot form three armies (2.9a line 150)", () => {
    // Two monsters of 4 health make an 8-health force of two armies, not three.
    const p = problems({ ...emptyDraft(), dice: ["umber-hulk", "umber-hulk"] }, 8);
    expect(p.dice).toEqual(["the units cannot form three armies of 1 to 4 health"]);
  });

  // 2.9a "Advanced Rules" (rules/000 lines 2214-2450): the builder offers each component in its
  // own section, with the engine's allowances and problems.
  it("offers the advanced components in their sections", () => {
    expect(FORCE_ITEMS.some((d) => d.id === "dawn-blade-red")).toBe(true);
    expect(FORCE_ITEMS.some((d) => d.id === "kings-die")).toBe(true);
    expect(FORCE_ITEMS.some((d) => d.id === "footman")).toBe(false);
    expect(FORCE_DRAGONKIN.every((d) => d.species === "dragonkin")).toBe(true);
    expect(FORCE_MINOR_TERRAINS.every((d) => d.category === "minor")).toBe(true);
    expect(FORCE_TERRAINS.every((d) => d.category === "major")).toBe(true);
    expect(SPECIAL_TERRAINS.map((d) => d.id)).toContain("highland-castle");
    expect(FORCE_MINOR_TERRAINS.length).toBeGreaterThan(0);
  });

  // Line 2367: a second uncommon item costs 1; line 2312: one health of Dragonkin for each full
  // three of the force; line 2238: four minor terrains at most; line 2414: one Kings' Die.
  it("counts item costs and the summoning pool's allowances", () => {
    const draft = {
      ...emptyDraft(),
      // Kings' Die 4 + Dawn Blade 2 + Eyebiter 1 + 17 footmen = 24.
      dice: ["kings-die", "dawn-blade-red", "eyebiter-gold", ...Array(17).fill("footman")],
      terrains: ["highland-city", "highland-castle"],
      dragons: ["red-drake"],
      dragonkin: ["dragonscout-red", "dragonhero-gold"],
      minorTerrains: ["highland-knoll"],
    };
    const t = totals(draft, 24);
    expect(t.health).toBe(24);
    expect([t.dragonkin, t.dragonkinAllowed, t.minorTerrains, t.minorTerrainsAllowed]).toEqual([
      3, 8, 1, 4,
    ]);
    expect(isLegal(problems(draft, 24))).toBe(true);
    const over = problems(
      {
        ...draft,
        dice: ["kings-die", ...draft.dice],
        dragonkin: Array(9).fill("dragonscout-red"),
        minorTerrains: Array(5).fill("highland-knoll"),
      },
      24,
    );
    expect(over.dice).toEqual([
      "the force costs 28 health; the game is played at 24",
      "2 Kings' Dice: at most one",
    ]);
    expect(over.dragonkin).toEqual([
      "9 health of Dragonkin: at most 8 (one for each 3 health of the force)",
    ]);
    expect(over.minorTerrains).toEqual(["5 minor terrains: at most four"]);
    expect(over.terrains).toEqual([]);
  });

  // 2.9a line 1601: an elemental dragon comes only by magic of its colour; Dwarves make red and
  // gold (line 464). The rules allow the dragon, the builder refuses it and says why.
  it("refuses a dragon the force's own magic can never summon", () => {
    const dwarves = {
      ...emptyDraft(),
      dice: Array(24).fill("footman"),
      terrains: ["highland-city", "highland-tower"],
    };
    expect(isLegal(problems({ ...dwarves, dragons: ["red-drake"] }, 24))).toBe(true);
    const blue = problems({ ...dwarves, dragons: ["blue-drake"] }, 24);
    expect(blue.dragons).toEqual([
      "no unit in this force can make blue magic, so the Blue Drake can never be summoned by it",
    ]);
    expect(isLegal(blue)).toBe(false);
  });

  it("reads force files", () => {
    const file = { name: "X", dice: ["footman"], terrains: ["highland-city"], dragons: [] };
    expect(readForceFile(JSON.stringify(file))).toEqual({
      ...file,
      dragonkin: [],
      minorTerrains: [],
    });
    // The premade forces' shape (label) and a draft saved half-built load too.
    expect(readForceFile('{"label":"Y","dice":[],"terrains":[],"dragons":[]}').name).toBe("Y");
    // The summoning pool's lists, when the force brings one.
    const pool = { ...file, dragonkin: ["dragonscout-red"], minorTerrains: ["highland-knoll"] };
    expect(readForceFile(JSON.stringify(pool))).toEqual(pool);
    expect(() => readForceFile(JSON.stringify({ ...file, minorTerrains: ["footman"] }))).toThrow(
      '"minorTerrains" item 1, "footman", is a unit, not a terrain',
    );
  });

  it("says in plain words what is wrong with a file that is not a force file", () => {
    const problem = (text: string) => {
      try {
        readForceFile(text);
      } catch (e) {
        expect(e).toBeInstanceOf(ForceFileError);
        return (e as Error).message;
      }
      throw new Error("no problem found");
    };
    // Not JSON: no parser message ("Unexpected token…").
    expect(problem("dice: footman")).toBe("it is not a force file: its text is not JSON");
    expect(problem("[1, 2]")).toMatch(/^it is not a force file: a force file holds/);
    expect(problem('{"format":"dragondice-game/1","actions":[]}')).toBe(
      'it has no "dice" list (the units, as die ids)',
    );
    expect(problem('{"dice":["footman"],"dragons":[]}')).toBe(
      'it has no "terrains" list (the home and frontier terrains, as die ids)',
    );
    expect(problem('{"dice":"footman","terrains":[],"dragons":[]}')).toBe(
      '"dice" should be a list of die ids, not a text',
    );
    expect(problem('{"dice":["footman", 7],"terrains":[],"dragons":[]}')).toBe(
      '"dice" item 2 is not a die id: 7',
    );
    expect(problem('{"dice":["fotman"],"terrains":[],"dragons":[]}')).toBe(
      '"dice" item 1, "fotman", is no die of the catalogue',
    );
    expect(problem('{"dice":[],"terrains":["footman"],"dragons":[]}')).toBe(
      '"terrains" item 1, "footman", is a unit, not a terrain',
    );
    expect(problem('{"name":3,"dice":[],"terrains":[],"dragons":[]}')).toBe(
      '"name" should be a text, not a number',
    );
  });
});
