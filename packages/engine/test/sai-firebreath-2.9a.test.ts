// 2.9a Firebreath (rules/000 line 1918), Special in a melee attack: four health of defending
// units killed with no save; each killed then rolls a save or a maneuver in the dead unit area
// (a combination avoidance roll, line 606) or is buried.
import { describe, expect, it } from "vitest";
import { attack, faceOf, ofType, play, rolledFaces } from "./positions.ts";

const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];

/** An Amazon Nightmare breathes fire on five health of Dwarves. */
const breathe = (picked: string[], duaRolls: Record<string, string[]> = {}) =>
  play({
    front,
    dice: [
      [0, "nightmare", "t:front"],
      [1, "patroller", "t:front"],
      [1, "footman", "t:front"],
      [1, "pony-rider", "t:front"],
      [1, "crossbowman", "t:front"],
    ],
    start: { phase: "action", army: "t:front" },
    rolls: { d0: ["4 Firebreath"], ...duaRolls },
    decisions: [attack("melee", "t:front"), { player: 1, kind: "sai-targets", choice: picked }],
  });

describe("2.9a Firebreath", () => {
  it("kills the four health the defender picks; a save or a maneuver in the DUA avoids burial", () => {
    const { events, state } = breathe(["d1", "d2", "d3"], {
      d1: ["2 Maneuver"],
      d2: ["1 Save"],
      d3: ["1 Melee"],
    });
    expect(ofType(events, "killed")).toEqual([
      { type: "killed", player: 1, dice: ["d1", "d2", "d3"] },
    ]);
    expect(rolledFaces(events, "individual-save-or-maneuver")).toEqual([
      "d1: 2 Maneuver",
      "d2: 1 Save",
      "d3: 1 Melee",
    ]);
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.avoid, e.passed])).toEqual([
      ["d1", "save-or-maneuver", true],
      ["d2", "save-or-maneuver", true],
      ["d3", "save-or-maneuver", false],
    ]);
    const at = (id: string) => state.dice.find((d) => d.id === id)?.at;
    expect([at("d1"), at("d2"), at("d3"), at("d4")]).toEqual(["dua", "dua", "bua", "t:front"]);
  });

  // Line 1757: the defender picks as much as possible, like damage.
  it("refuses a pick of less than four health when four can be taken", () => {
    expect(() => breathe(["d1", "d2"])).toThrow(/illegal-choice/);
  });

  // Line 1918 names melee attacks only: in a save roll it does nothing, and is not reported.
  it("does nothing in a save roll", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "nightmare", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Firebreath"], d2: ["1 Melee"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "choose-casualties", choice: ["d2"] },
      ],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "not-implemented")).toEqual([]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
  });
});
