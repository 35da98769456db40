// 2.9a SAIs that make units of the defending army roll on their own (rules/000 "Avoidance Rolls",
// lines 586-612): Slay, Stun and Poison, through the shared individual rolls (individual.ts).
import { describe, expect, it } from "vitest";
import { attack, faceOf, ofType, play, rolledFaces } from "./positions.ts";

const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];

describe("2.9a Slay", () => {
  const slay = (targetRolls: string[]) =>
    play({
      front,
      dice: [
        [0, "minor-death", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Slay"], d2: targetRolls },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d2"] }],
    });

  // Line 2122: the picked unit must roll its ID icon or be killed.
  it("kills the unit picked unless it rolls its ID icon", () => {
    const { events } = slay(["3 Melee"]);
    expect(rolledFaces(events, "individual-id")).toEqual(["d2: 3 Melee"]);
    expect(ofType(events, "avoidance")).toEqual([
      { type: "avoidance", player: 1, unit: "d2", avoid: "id", passed: false },
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
  });

  it("spares the unit that rolls its ID icon", () => {
    const { events } = slay(["2 ID"]);
    expect(ofType(events, "avoidance")[0]?.passed).toBe(true);
    expect(ofType(events, "killed")).toEqual([]);
  });

  // Line 2122: "choose one unit": one per die that rolled it (docs/rulings.md).
  it("refuses two targets from one die", () => {
    const run = () =>
      play({
        front,
        dice: [
          [0, "minor-death", "t:front"],
          [1, "footman", "t:front"],
          [1, "ambusher", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Slay"] },
        decisions: [
          attack("melee", "t:front"),
          { player: 0, kind: "sai-targets", choice: ["d1", "d2"] },
        ],
      });
    expect(run).toThrow(/at most 1 unit/);
  });
});

describe("2.9a Stun", () => {
  // Line 2158: a picked unit that fails its maneuver avoidance roll cannot roll until the end of
  // the stunning player's turn: here it sits out the defenders' save roll.
  it("keeps a unit that rolls no maneuver out of the rolls until the end of the turn", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "carrion-crawler", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      // Stun is Instant: the crawler rolls again and its 4 melee count.
      rolls: { d0: ["4 Stun", "4 Melee"], d1: ["1 Save"], d2: ["3 Melee"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: ["d1"] }],
    });
    expect(rolledFaces(events, "individual-maneuver")).toEqual(["d1: 1 Save"]);
    expect(ofType(events, "effect").map((e) => [e.effect.name, e.effect.expires])).toEqual([
      ["Stun", "end-of-this-turn"],
    ]);
    // Only the heavy melee rolls saves.
    expect(rolledFaces(events, "save-vs-melee")).toEqual(["d2: 3 Melee"]);
    // 4 hits, no save: both die, the stunned footman too.
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1", "d2"] }]);
    expect(state.effects.map((e) => e.name)).toEqual(["Stun"]);
  });

  it("lets a unit that rolls a maneuver go on rolling", () => {
    const { events } = play({
      front,
      dice: [
        [0, "carrion-crawler", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Stun", "4 Melee"], d1: ["3 Maneuver", "2 Save"] },
      // The only defender is the target: nothing to pick.
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "effect")).toEqual([]);
    expect(rolledFaces(events, "save-vs-melee")).toEqual(["d1: 2 Save"]);
  });
});

describe("2.9a Poison", () => {
  // Line 2016: one health-worth per Poison result; each target saves or is killed; each killed
  // saves again in the DUA or is buried.
  it("kills a target without a save and buries it without a second save", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "death-naga", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Poison"], d1: ["1 Melee", "2 Melee"], d2: ["2 Save", "2 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d1", "d2"] },
      ],
    });
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([
      ["d1", false],
      ["d2", true],
      ["d1", false],
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1"] }]);
    expect(ofType(events, "buried")).toEqual([
      { type: "buried", player: 1, dice: ["d1"], by: "burial" },
    ]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("bua");
  });

  it("leaves a killed unit in the DUA when it saves there", () => {
    const { state } = play({
      front,
      dice: [
        [0, "death-naga", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Poison"], d1: ["2 Melee", "1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("dua");
  });

  // Line 2016 names melee attacks only: in a save roll Poison does nothing.
  it("does nothing in a save roll", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "death-naga", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["1 Melee"], d1: ["4 Poison"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "avoidance")).toEqual([]);
  });
});
