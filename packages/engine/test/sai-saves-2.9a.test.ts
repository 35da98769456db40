// 2.9a SAIs that act in save rolls, and SAIs that move units or bring them back: Counter, Volley,
// Bash, Regenerate, Wild Growth, Vanish, Ferry, Firewalking, Teleport, Cloak and Rise from the
// Ashes (rules/000 "Special Action Icon (SAI) List", lines 1790-2210).
import { describe, expect, it } from "vitest";
import { attack, faceOf, ofType, play, steps, tallies } from "./positions.ts";

const meleeFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];
const missileFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Missile")];
const at = (state: { dice: { id: string; at: string }[] }, id: string) =>
  state.dice.find((d) => d.id === id)?.at;

describe("2.9a Counter", () => {
  // Line 1866: in a save roll against a melee attack, Counter's points are saves and, at once,
  // melee damage on the attacking army that no save roll protects against.
  it("strikes back at the attacking army for its points, with no save", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [0, "ambusher", "t:front"],
        [1, "herald", "t:front"],
        [0, "footman", "reserve"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["3 Melee"], d2: ["4 Counter"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    // 4 damage back on 3 health-worth of attackers: both die, without a save roll.
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 0, dice: ["d0", "d1"] }]);
    expect(ofType(events, "not-implemented")).toEqual([]);
    // The herald took the 1 damage left (5 - 4): 1 health against a 3-health unit kills nothing.
    expect(at(state, "d2")).toBe("t:front");
  });

  // The example of line 1737: "the acting army rolls 2 melee hits, a Counter and a Trample": both
  // SAIs give normal melee results in a melee attack, combined with the 2 hits.
  it("counts as melee with Trample in a melee attack (Counter with Trample)", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [0, "herald", "t:front"],
        [0, "coral-giant", "t:front"],
        [1, "behemoth", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Counter"], d2: ["4 Trample"], d3: ["4 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "melee-attack")).toEqual([10]);
    expect(steps(events, "melee-attack")).toEqual([
      [
        { source: "sai", label: "Counter", effect: 4 },
        { source: "sai", label: "Trample", effect: 4 },
      ],
    ]);
    expect(ofType(events, "sai")).toEqual([]);
  });

  // Line 1866: in a save roll against missiles it is only saves.
  it("is only saves against a missile action", () => {
    const { events } = play({
      front: missileFront,
      dice: [
        [0, "eagle-knight", "t:front"],
        [1, "herald", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["3 Missile"], d1: ["4 Counter"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(tallies(events, "save-vs-missile")).toEqual([4]);
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "killed")).toEqual([]);
  });
});

describe("2.9a Volley", () => {
  // Line 2194: in a save roll against a missile action, Volley's points are saves and missile
  // damage on the attacking army, which only magical saves protect against.
  it("shoots back at the attacking army for its points", () => {
    const { events, state } = play({
      front: missileFront,
      dice: [
        [0, "eagle-knight", "t:front"],
        [1, "pine-prince", "t:front"],
        [0, "footman", "reserve"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["3 Missile"], d1: ["4 Volley"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(tallies(events, "save-vs-missile")).toEqual([4]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 0, dice: ["d0"] }]);
    expect(at(state, "d0")).toBe("dua");
  });

  it("is only saves against a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "pine-prince", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Volley"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    expect(ofType(events, "killed")).toEqual([]);
  });
});

describe("2.9a Bash", () => {
  const bash = (targetRolls: string[]) =>
    play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [0, "ambusher", "t:front"],
        [1, "behemoth", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["3 Melee", ...targetRolls], d2: ["4 Bash"] },
      decisions: [attack("melee", "t:front"), { player: 1, kind: "sai-targets", choice: ["d1"] }],
    });

  // Line 1791: the picked attacker takes damage equal to its own melee results (3) and saves on
  // its own; the defenders get that many saves, not the die's health.
  it("hits back the unit picked for its own melee results and saves as much", () => {
    const { events } = bash(["2 Maneuver"]);
    expect(tallies(events, "individual-save")).toEqual([0]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 0, dice: ["d1"] }]);
    expect(tallies(events, "save-vs-melee")).toEqual([3]);
    expect(steps(events, "save-vs-melee")).toEqual([[{ source: "sai", label: "Bash", effect: 3 }]]);
  });

  // A 2-health unit hit for 3 needs 2 saves (docs/rulings.md).
  it("spares the unit that saves enough", () => {
    const { events } = bash(["2 Save"]);
    expect(ofType(events, "avoidance")).toEqual([
      { type: "avoidance", player: 0, unit: "d1", avoid: "save", passed: true },
    ]);
    expect(ofType(events, "killed")).toEqual([]);
  });

  // Line 1791: "During a non-melee save roll, Bash generates saves results equal to the die's
  // health", with no effect.
  it("is the die's health in saves against a missile action", () => {
    const { events } = play({
      front: missileFront,
      dice: [
        [0, "eagle-knight", "t:front"],
        [1, "behemoth", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["3 Missile"], d1: ["4 Bash"] },
      decisions: [attack("missile", "t:front")],
    });
    expect(tallies(events, "save-vs-missile")).toEqual([4]);
    expect(ofType(events, "sai")).toEqual([]);
  });
});
