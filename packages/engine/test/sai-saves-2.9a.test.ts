// 2.9a SAIs that act in save rolls, and SAIs that move units or bring them back: Counter, Volley,
// Bash, Regenerate, Wild Growth, Vanish, Ferry, Firewalking, Teleport, Cloak and Rise from the
// Ashes (rules/000 "Special Action Icon (SAI) List", lines 1790-2210).
import { describe, expect, it } from "vitest";
import {
  attack,
  counter,
  faceOf,
  maneuverUp,
  ofType,
  play,
  rolledFaces,
  steps,
  tallies,
} from "./positions.ts";

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

  // The example of line 1721: "the acting army rolls 2 melee hits, a Counter and a Trample": both
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
  // Line 2190: in a save roll against a missile action, Volley's points are saves and missile
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

describe("2.9a Regenerate", () => {
  const regenerate = (choice: string, more: { player: number; kind: string; choice: unknown }[]) =>
    play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "troll", "t:front"],
        [1, "footman", "dua"],
        [1, "ambusher", "dua"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Regenerate"], d2: ["1 Save"], d3: ["2 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "sai-choice", choice: { say: choice } },
        ...more,
      ],
    });

  // Line 2026: "this icon generates four save results or you may immediately bring back up to
  // four health-worth of units from your DUA": the units brought back roll with the army (line
  // 1715), and the Regenerate's saves do not count.
  it("brings back dead units instead of its saves, and they roll with the army", () => {
    const { events, state } = regenerate("bring back dead units", [
      { player: 1, kind: "sai-targets", choice: ["d2", "d3"] },
    ]);
    expect(ofType(events, "recruited").map((e) => [e.die, e.location, e.by])).toEqual([
      ["d2", "t:front", "Regenerate"],
      ["d3", "t:front", "Regenerate"],
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([3]);
    expect(steps(events, "save-vs-melee")).toEqual([undefined]);
    expect(at(state, "d2")).toBe("t:front");
  });

  it("counts its saves when the player keeps them", () => {
    const { events, state } = regenerate("4 saves", []);
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    expect(ofType(events, "recruited")).toEqual([]);
    expect(at(state, "d2")).toBe("dua");
  });

  // In a melee attack its saves count for nothing: bringing back is offered first.
  it("brings back units that add their melee in a melee attack", () => {
    const attackWith = (decisions: { player: number; kind: string; choice: unknown }[]) =>
      play({
        front: meleeFront,
        dice: [
          [0, "troll", "t:front"],
          [0, "ambusher", "dua"],
          [1, "behemoth", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Regenerate"], d1: ["3 Melee"], d2: ["4 Save"] },
        decisions: [attack("melee", "t:front"), ...decisions],
      });
    expect(attackWith([]).state.pending.map((d) => [d.kind, d.options])).toEqual([
      ["sai-choice", [{ say: "bring back dead units" }, { say: "4 saves" }]],
    ]);
    const { events } = attackWith([
      { player: 0, kind: "sai-choice", choice: { say: "bring back dead units" } },
      { player: 0, kind: "sai-targets", choice: ["d1"] },
    ]);
    expect(rolledFaces(events, "melee-attack")).toEqual(["d0: 4 Regenerate", "d1: 3 Melee"]);
    expect(tallies(events, "melee-attack")).toEqual([3]);
  });

  // Line 2026: any non-maneuver roll; in a maneuver roll it does nothing.
  it("does nothing in a maneuver roll", () => {
    const { events } = play({
      dice: [
        [0, "troll", "t:front"],
        [0, "ambusher", "dua"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["4 Regenerate"], d2: ["1 Save"] },
      decisions: [maneuverUp, counter],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "recruited")).toEqual([]);
  });
});

describe("2.9a Wild Growth", () => {
  // Line 2208: each result is one save or one promotion. The oakling is promoted (the player
  // picks which of two different dead uncommons it becomes); the oak rolls at once with the
  // army (line 1715) and the oakling's own save no longer counts: 4 - 1 saves, plus the oak's 4.
  it("promotes a unit for one of its saves", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "noble-willow", "t:front"],
        [1, "oakling", "t:front"],
        [1, "oak", "dua"],
        [1, "willow", "dua"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Wild Growth"], d2: ["2 Save"], d3: ["4 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "sai-choice", choice: { say: "promote units" } },
        { player: 1, kind: "sai-choice", choice: { say: "promote to", unit: "d3" } },
      ],
    });
    expect(ofType(events, "promoted").map((e) => [e.unit, e.to, e.by])).toEqual([
      ["d2", "d3", "Wild Growth"],
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([7]);
    expect([at(state, "d2"), at(state, "d3")]).toEqual(["dua", "t:front"]);
  });

  // One promotion per unit picked, each from the dead units left: the oakling becomes the only
  // uncommon, the oak one of two different rares, which the player picks.
  it("promotes several units, one for each of its points", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "noble-willow", "t:front"],
        [1, "oakling", "t:front"],
        [1, "oak", "t:front"],
        [1, "willow", "dua"],
        [1, "oak-lord", "dua"],
        [1, "pine-prince", "dua"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["2 Melee"],
        d1: ["4 Wild Growth"],
        d2: ["2 Save"],
        d3: ["4 Save"],
        d4: ["3 Save"],
        d6: ["4 Save"],
      },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "sai-choice", choice: { say: "promote units" } },
        { player: 1, kind: "sai-targets", choice: ["d2", "d3"] },
        { player: 1, kind: "sai-choice", choice: { say: "promote to", unit: "d6" } },
      ],
    });
    expect(ofType(events, "promoted").map((e) => [e.unit, e.to])).toEqual([
      ["d2", "d4"],
      ["d3", "d6"],
    ]);
    // 4 - 2 Wild Growth saves, the willow's 3 and the pine prince's 4.
    expect(tallies(events, "save-vs-melee")).toEqual([9]);
  });

  it("counts its saves when the player keeps them", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "noble-willow", "t:front"],
        [1, "oakling", "t:front"],
        [1, "oak", "dua"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Wild Growth"], d2: ["2 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "sai-choice", choice: { say: "4 saves" } },
      ],
    });
    expect(ofType(events, "promoted")).toEqual([]);
    expect(tallies(events, "save-vs-melee")).toEqual([6]);
  });

  // In a melee attack, promoting is offered first; the new unit adds its melee.
  it("promotes a unit in a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "noble-willow", "t:front"],
        [0, "oakling", "t:front"],
        [0, "oak", "dua"],
        [1, "behemoth", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Wild Growth"], d1: ["1 Melee"], d2: ["2 Melee"], d3: ["4 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-choice", choice: { say: "promote units" } },
      ],
    });
    expect(ofType(events, "promoted").map((e) => [e.unit, e.to])).toEqual([["d1", "d2"]]);
    expect(tallies(events, "melee-attack")).toEqual([2]);
  });

  it("does nothing in a maneuver roll", () => {
    const { events } = play({
      dice: [
        [0, "noble-willow", "t:front"],
        [0, "oakling", "t:front"],
        [0, "oak", "dua"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["4 Wild Growth"], d1: ["1 Melee"], d3: ["1 Save"] },
      decisions: [maneuverUp, counter],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "promoted")).toEqual([]);
  });
});

describe("2.9a Vanish", () => {
  // Line 2186: its save counts for the army, then the unit may move to any other terrain or its
  // reserve area.
  it("counts its save and then moves the unit to its reserve area", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "ghost", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["3 Vanish"], d2: ["1 Melee"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "sai-choice", choice: { say: "move to", at: "reserve" } },
      ],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([3]);
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d1"], from: "t:front", to: "reserve" },
    ]);
    expect(at(state, "d1")).toBe("reserve");
    expect(ofType(events, "killed")).toEqual([]);
  });

  it("may stay", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "ghost", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["3 Vanish"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "sai-choice", choice: { say: "stay" } },
      ],
    });
    expect(ofType(events, "moved")).toEqual([]);
    expect(at(state, "d1")).toBe("t:front");
  });

  // Line 2186 names save rolls only: in a melee attack Vanish is nothing.
  it("does nothing in a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "ghost", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["3 Vanish"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(tallies(events, "melee-attack")).toEqual([0]);
  });
});

describe("2.9a Ferry, Firewalking and Teleport", () => {
  // Line 1906: in any non-maneuver roll, the ferrying unit may move itself and up to four
  // health-worth of its army to any other terrain; units moved away do not count (line 1715).
  it("Ferry takes the gryphon and a companion out of a save roll", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "gryphon", "t:front"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Ferry"], d2: ["1 Save"], d3: ["2 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "sai-choice", choice: { say: "move to", at: "t:home1" } },
        { player: 1, kind: "sai-targets", choice: ["d2"] },
      ],
    });
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d1", "d2"], from: "t:front", to: "t:home1" },
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
    expect([at(state, "d1"), at(state, "d2"), at(state, "d3")]).toEqual([
      "t:home1",
      "t:home1",
      "t:front",
    ]);
  });

  // The example of line 1755: up to four health-worth, or only the ferrying unit.
  it("Ferry refuses more than four health-worth of companions", () => {
    const run = () =>
      play({
        front: meleeFront,
        dice: [
          [0, "footman", "t:front"],
          [1, "gryphon", "t:front"],
          [1, "herald", "t:front"],
          [1, "ambusher", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["2 Melee"], d1: ["4 Ferry"] },
        decisions: [
          attack("melee", "t:front"),
          { player: 1, kind: "sai-choice", choice: { say: "move to", at: "t:home1" } },
          { player: 1, kind: "sai-targets", choice: ["d2", "d3"] },
        ],
      });
    expect(run).toThrow(/5 health-worth is more than 4/);
  });

  it("Ferry does nothing in a maneuver roll", () => {
    const { events } = play({
      dice: [
        [0, "gryphon", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["4 Ferry"], d1: ["1 Save"] },
      decisions: [maneuverUp, counter],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "moved")).toEqual([]);
  });

  // Line 1924: in any non-maneuver roll, itself and up to three health-worth to any other
  // terrain: the attackers leave, and their melee no longer counts.
  it("Firewalking takes the genie and its army out of a melee attack", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "genie", "t:front"],
        [0, "ambusher", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Firewalking"], d1: ["3 Melee"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-choice", choice: { say: "move to", at: "t:home0" } },
        { player: 0, kind: "sai-targets", choice: ["d1"] },
      ],
    });
    expect(ofType(events, "moved")[0]?.dice).toEqual(["d0", "d1"]);
    expect(tallies(events, "melee-attack")).toEqual([0]);
    expect(at(state, "d1")).toBe("t:home0");
  });

  it("Firewalking is maneuvers in a maneuver roll", () => {
    const { events } = play({
      dice: [
        [0, "genie", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["4 Firewalking"], d1: ["1 Save"] },
      decisions: [maneuverUp, counter],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(tallies(events, "maneuver")).toEqual([4]);
  });

  // Line 2174: in any action, the unicorn and up to three health-worth may go to any terrain.
  it("Teleport moves the unicorn out of a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "unicorn", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Teleport"], d1: ["2 Melee"], d2: ["1 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-choice", choice: { say: "move to", at: "t:home1" } },
        { player: 0, kind: "sai-targets", choice: [] },
      ],
    });
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 0, dice: ["d0"], from: "t:front", to: "t:home1" },
    ]);
    expect(tallies(events, "melee-attack")).toEqual([2]);
  });

  // Line 2174: in a non-maneuver avoidance roll (a unit rolling for its ID against Slay, line
  // 594) it may take units of its army along; the unit that failed its roll is still slain.
  it("Teleport moves the unicorn and a companion in its roll against Slay", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "minor-death", "t:front"],
        [1, "unicorn", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Slay"], d1: ["4 Teleport"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d1"] },
        { player: 1, kind: "sai-choice", choice: { say: "move to", at: "t:home0" } },
        { player: 1, kind: "sai-targets", choice: ["d2"] },
      ],
    });
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d1", "d2"], from: "t:front", to: "t:home0" },
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1"] }]);
    expect(at(state, "d2")).toBe("t:home0");
  });

  // Line 2174 names actions and non-maneuver avoidance rolls, not save rolls.
  it("Teleport does nothing in a save roll", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "unicorn", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Teleport"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "moved")).toEqual([]);
  });
});

describe("2.9a Cloak", () => {
  // Line 1851: in a save roll, the army gets four magical save results until the beginning of
  // its owner's next turn. They count in this save roll, and as magical saves they protect the
  // army against Counter's damage (line 1866) when it counter-attacks.
  it("gives the army magical saves that count now and stop Counter's damage later", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [0, "herald", "t:front"],
        [1, "lurker-in-the-deep", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["2 Melee", "1 Save"],
        d1: ["3 Melee", "4 Counter"],
        d2: ["4 Cloak", "4 Counter"],
        d3: ["1 Save", "2 Melee"],
      },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "counter-attack", choice: true },
        { player: 0, kind: "choose-casualties", choice: ["d0"] },
      ],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([5, 5]);
    expect(steps(events, "save-vs-melee")[0]).toEqual([
      { source: "automatic", label: "Cloak", effect: 4 },
    ]);
    expect(ofType(events, "effect").map((e) => [e.effect.name, e.effect.adds?.save])).toEqual([
      ["Cloak", 4],
    ]);
    // The herald's Counter strikes back for 4: the Cloak's 4 magical saves take it all.
    expect(ofType(events, "damage").map((e) => [e.player, e.damage, e.saves])).toEqual([
      [1, 5, 5],
      [1, 4, 4],
      [0, 6, 5],
    ]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 0, dice: ["d0"] }]);
    expect(state.effects.map((e) => e.name)).toEqual(["Cloak"]);
  });

  // Line 1851: in a non-save roll Cloak is magic results, with no effect.
  it("does nothing but magic in a melee attack", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "lurker-in-the-deep", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Cloak"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "effect")).toEqual([]);
    expect(tallies(events, "melee-attack")).toEqual([0]);
  });
});

describe("2.9a Rise from the Ashes", () => {
  const phoenixAttacked = (phoenixRolls: string[]) =>
    play({
      front: meleeFront,
      dice: [
        [0, "troll", "t:front"],
        [1, "phoenix", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Melee"], d1: phoenixRolls },
      decisions: [attack("melee", "t:front")],
    });

  // Line 2038: a unit killed rolls at once; on this icon it goes to the reserve area.
  it("sends the phoenix killed to its reserve area when the icon comes up", () => {
    const { events, state } = phoenixAttacked(["4 Seize", "4 Rise from the Ashes"]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1"] }]);
    expect(rolledFaces(events, "rise-from-the-ashes")).toEqual(["d1: 4 Rise from the Ashes"]);
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d1"], from: "dua", to: "reserve" },
    ]);
    expect(at(state, "d1")).toBe("reserve");
    expect(state.winner).toBeNull();
  });

  it("leaves it dead on any other face", () => {
    const { state } = phoenixAttacked(["4 Seize", "4 Fly"]);
    expect(at(state, "d1")).toBe("dua");
    expect(state.winner?.player).toBe(0);
  });

  // In a save roll it is saves (line 2038), and no effect.
  it("is saves in a save roll", () => {
    const { events, state } = phoenixAttacked(["4 Rise from the Ashes"]);
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    expect(ofType(events, "sai")).toEqual([]);
    expect(at(state, "d1")).toBe("t:front");
  });

  // Line 2038 "killed or buried" (the example of line 1709, against burial): poisoned, killed,
  // failing its save in the DUA, the phoenix rolls again when buried, and rises.
  it("rises when buried", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "death-naga", "t:front"],
        [1, "phoenix", "t:front"],
        [1, "footman", "reserve"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Poison"], d1: ["4 Seize", "4 Fly", "4 Seize", "4 Rise from the Ashes"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(rolledFaces(events, "rise-from-the-ashes")).toEqual([
      "d1: 4 Fly",
      "d1: 4 Rise from the Ashes",
    ]);
    expect(ofType(events, "buried")).toEqual([]);
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d1"], from: "dua", to: "reserve" },
    ]);
    expect(at(state, "d1")).toBe("reserve");
  });
});
