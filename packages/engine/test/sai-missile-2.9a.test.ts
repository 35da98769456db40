// 2.9a SAIs of a missile action (rules/000 "Special Action Icon (SAI) List"): Stone, Seize,
// Firecloud. A missile action may shoot at an army at another terrain (line 446): the attackers
// stand at A's home (a missile face), the defenders at the frontier.
import { describe, expect, it } from "vitest";
import { attack, ofType, play, rolledFaces, tallies } from "./positions.ts";

const shooters = { start: { phase: "action", army: "t:home0" } } as const;
const shootFront = attack("missile", "t:front");

describe("2.9a Stone", () => {
  // Line 2150: each Stone result is one damage on the defending army that no save stops, before
  // it saves against the missile hits; its owner takes casualties as from any damage.
  it("kills 4 health of defenders before they roll saves against the hits", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "medusa", "t:home0"],
        [0, "deadeye", "t:home0"],
        ...Array.from({ length: 6 }, () => [1, "footman", "t:front"] as [number, string, string]),
      ],
      rolls: { d0: ["4 Stone"], d1: ["4 Missile"], d6: ["1 Save"], d7: ["1 Save"] },
      decisions: [
        shootFront,
        { player: 1, kind: "choose-casualties", choice: ["d2", "d3", "d4", "d5"] },
      ],
    });
    expect(ofType(events, "sai").map((e) => [e.name, e.purpose, e.points])).toEqual([
      ["Stone", "missile-action", 4],
    ]);
    // Stone is not missile in a missile action: the hits are the Deadeye's 4.
    expect(tallies(events, "missile-action")).toEqual([4]);
    expect(rolledFaces(events, "save-vs-missile")).toEqual(["d6: 1 Save", "d7: 1 Save"]);
    expect(ofType(events, "killed")).toEqual([
      { type: "killed", player: 1, dice: ["d2", "d3", "d4", "d5"] },
      { type: "killed", player: 1, dice: ["d6", "d7"] },
    ]);
    expect(state.dice.filter((d) => d.owner === 1 && d.at === "dua")).toHaveLength(6);
  });

  // Line 2150 names missile actions only: in a save roll it does nothing.
  it("does nothing in a save roll", () => {
    const { events } = play({
      ...shooters,
      dice: [
        [0, "deadeye", "t:home0"],
        [1, "medusa", "t:front"],
      ],
      rolls: { d0: ["4 Missile"], d1: ["4 Stone"] },
      decisions: [shootFront],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(tallies(events, "save-vs-missile")).toEqual([0]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1"] }]);
  });
});

describe("2.9a Seize", () => {
  // Line 2062: each picked unit rolls for its ID icon on its own: those that roll it flee to the
  // reserve area, the others are killed.
  it("sends a unit that rolls its ID to the reserve area and kills one that does not", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "roc", "t:home0"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Seize"], d1: ["1 ID"], d2: ["3 Melee"] },
      decisions: [shootFront, { player: 0, kind: "sai-targets", choice: ["d1", "d2"] }],
    });
    expect(rolledFaces(events, "individual-id")).toEqual(["d1: 1 ID", "d2: 3 Melee"]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d1"], from: "t:front", to: "reserve" },
    ]);
    expect(state.dice.map((d) => d.at)).toEqual(["t:home0", "reserve", "dua", "t:front"]);
  });

  // Up to its points of health-worth: a 4-point Seize cannot take 5 health.
  it("refuses more health-worth than its points", () => {
    const run = () =>
      play({
        ...shooters,
        dice: [
          [0, "roc", "t:home0"],
          [1, "ambusher", "t:front"],
          [1, "ambusher", "t:front"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["4 Seize"] },
        decisions: [shootFront, { player: 0, kind: "sai-targets", choice: ["d1", "d2", "d3"] }],
      });
    expect(run).toThrow(/5 health-worth is more than 4/);
  });

  it("does nothing in a save roll", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "deadeye", "t:home0"],
        [1, "roc", "t:front"],
      ],
      rolls: { d0: ["3 Missile"], d1: ["4 Seize"] },
      decisions: [shootFront],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "avoidance")).toEqual([]);
    // 3 hits on a 4-health unit with no save: it lives.
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("t:front");
  });
});

describe("2.9a Firecloud", () => {
  // Line 1912: each picked unit rolls a maneuver on its own or is killed (and is not buried).
  it("kills a picked unit that rolls no maneuver", () => {
    const { events, state } = play({
      ...shooters,
      dice: [
        [0, "genie", "t:home0"],
        [1, "footman", "t:front"],
        [1, "ambusher", "t:front"],
      ],
      rolls: { d0: ["4 Firecloud"], d1: ["1 Save"], d2: ["3 Maneuver"] },
      decisions: [shootFront, { player: 0, kind: "sai-targets", choice: ["d1", "d2"] }],
    });
    expect(rolledFaces(events, "individual-maneuver")).toEqual(["d1: 1 Save", "d2: 3 Maneuver"]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1"] }]);
    expect(ofType(events, "buried")).toEqual([]);
    expect(state.dice.map((d) => d.at)).toEqual(["t:home0", "dua", "t:front"]);
  });

  it("does nothing in a save roll", () => {
    const { events } = play({
      ...shooters,
      dice: [
        [0, "deadeye", "t:home0"],
        [1, "genie", "t:front"],
      ],
      rolls: { d0: ["3 Missile"], d1: ["4 Firecloud"] },
      decisions: [shootFront],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "avoidance")).toEqual([]);
  });
});
