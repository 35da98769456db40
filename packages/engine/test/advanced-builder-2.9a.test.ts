// 2.9a force rules as the army builders show them (rules/000 "Step 1: Decide Total Force Size",
// lines 132-150; "Advanced Rules" lines 2238, 2312, 2367, 2414): every problem of each list of a
// force, and what a force of a size may bring.
import { describe, expect, it } from "vitest";
import { forcesFor } from "../src/index.ts";

const { allowances: forceAllowances, listProblems: forceListProblems } = forcesFor("2.9a");

const footmen = (n: number) => Array.from({ length: n }, () => "footman");
const legal = {
  dice: footmen(24),
  terrains: ["highland-city", "flatland-temple"],
  dragons: ["red-drake"],
};

describe("2.9a force list problems", () => {
  it("finds none in a legal force, the summoning pool included", () => {
    expect(
      forceListProblems({ ...legal, dragonkin: footmen(0), minorTerrains: ["highland-knoll"] }, 24),
    ).toEqual({ dice: [], terrains: [], dragons: [], dragonkin: [], minorTerrains: [] });
  });

  // Line 2312: one health of Dragonkin for each full three of the force; line 2238: four minor
  // terrains; line 2414: one Kings' Die; line 2367: a second uncommon item costs 1.
  it("lists each list's problems beside it", () => {
    const p = forceListProblems(
      {
        dice: ["kings-die", "kings-die", "dawn-blade-red", "eyebiter-gold", ...footmen(4)],
        terrains: ["highland-castle"],
        dragons: [],
        dragonkin: Array.from({ length: 9 }, () => "dragonscout-red"),
        minorTerrains: [
          "highland-knoll",
          "highland-bridge",
          "highland-woods",
          "flatland-knoll",
          "flatland-woods",
        ],
      },
      24,
    );
    // 4 + 4 + 2 + 1 + 4 = 15 health.
    expect(p.dice).toEqual([
      "the force costs 15 health; the game is played at 24",
      "2 Kings' Dice: at most one",
    ]);
    expect(p.terrains).toEqual(["bring exactly two terrains (home and proposed frontier)"]);
    expect(p.dragons).toEqual(["bring exactly 1 dragon (a white dragon counts as two); brought 0"]);
    expect(p.dragonkin).toEqual([
      "9 health of Dragonkin: at most 8 (one for each 3 health of the force)",
    ]);
    expect(p.minorTerrains).toEqual(["5 minor terrains: at most four"]);
  });

  it("names a die in the wrong list, and leaves that list's rules until it is moved", () => {
    const p = forceListProblems({ ...legal, dragonkin: ["highland-knoll"] }, 24);
    expect(p.dragonkin).toEqual([
      "Highland Knoll belongs with the minor terrains, not the Dragonkin",
    ]);
    expect(forceListProblems({ ...legal, dice: ["nothing"] }, 24).dice).toEqual([
      'no die with id "nothing"',
    ]);
  });

  it("says what a force of a size may bring", () => {
    expect(forceAllowances(24)).toEqual({ magic: 12, dragons: 1, dragonkin: 8, minorTerrains: 4 });
    // 60 health: three dragons (one per 24 health, rounded up), 20 health of Dragonkin.
    expect(forceAllowances(60)).toEqual({ magic: 30, dragons: 3, dragonkin: 20, minorTerrains: 4 });
  });
});
