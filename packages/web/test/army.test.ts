import { PREMADE_NAMES, premadeForce } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import {
  canSplitIntoThree,
  ForceFileError,
  filterUnits,
  isLegal,
  problems,
  readForceFile,
  totals,
} from "../src/builder/army.ts";
import { emptyDraft } from "../src/builder/draft.ts";

describe("army builder", () => {
  it("finds every premade force legal, with totals", () => {
    for (const name of PREMADE_NAMES) {
      const f = premadeForce(name, 24);
      const draft = { name: f.label, dice: f.dice, terrains: f.terrains, dragons: f.dragons };
      expect(problems(draft, 24), name).toEqual({ dice: [], terrains: [], dragons: [] });
      const t = totals(draft, 24);
      expect(t.health).toBe(24);
      expect(t.magic).toBeLessThanOrEqual(12);
      expect(t.dragonsRequired).toBe(1);
    }
  });

  it("lists each section's problems for an empty force", () => {
    const p = problems(emptyDraft(), 24);
    expect(p.dice).toEqual(["0 of 24 health: add 24 more"]);
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
    expect(p.dice.some((x) => x.includes("magic points is more than half"))).toBe(true);
    expect(p.dice.some((x) => x.includes("more than the force size"))).toBe(true);
  });

  it("splits healths into three armies", () => {
    expect(canSplitIntoThree([4, 4, 4], 4)).toBe(true);
    expect(canSplitIntoThree([4, 4], 12)).toBe(false);
    expect(canSplitIntoThree([13, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 12)).toBe(false);
    expect(canSplitIntoThree([3, 3, 3, 3, 3, 3, 3, 3], 12)).toBe(true);
  });

  it("reads force files", () => {
    const file = { name: "X", dice: ["footman"], terrains: ["highland-city"], dragons: [] };
    expect(readForceFile(JSON.stringify(file))).toEqual(file);
    // The premade forces' shape (label) and a draft saved half-built load too.
    expect(readForceFile('{"label":"Y","dice":[],"terrains":[],"dragons":[]}').name).toBe("Y");
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
