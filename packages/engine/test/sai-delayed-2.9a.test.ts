// 2.9a Delayed and Late SAIs (rules/000 lines 1697-1703): an SAI rolled in one army's roll that
// acts on another army's roll, before that roll is final, before its Special and Unique SAIs, or
// once it is final.
import { describe, expect, it } from "vitest";
import { attack, counter, faceOf, maneuverUp, ofType, play, steps, tallies } from "./positions.ts";

const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];

describe("2.9a Wave", () => {
  // Line 2194: in a melee attack the defenders lose 4 save results before their roll is final.
  it("takes 4 saves from the defenders' save roll in a melee attack", () => {
    const { events } = play({
      front,
      dice: [
        [0, "leviathan", "t:front"],
        [0, "footman", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Wave"], d1: ["2 Melee"], d2: ["4 Save"], d3: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([1]);
    expect(steps(events, "save-vs-melee")).toEqual([
      [{ source: "sai", label: "Wave", effect: -4 }],
    ]);
    // 2 hits, 1 save: one footman dies, without a choice (the tiger-folk has 3 health).
    expect(ofType(events, "damage")).toEqual([
      { type: "damage", player: 1, location: "t:front", damage: 2, saves: 1 },
    ]);
  });

  const maneuver = (rolls: Record<string, string[]>) =>
    play({
      front: ["flatland-city", 3],
      dice: [
        [0, "leviathan", "t:front"],
        [0, "advocate", "t:front"],
        [1, "swamp-beast", "t:front"],
        [1, "advocate", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls,
      decisions: [maneuverUp, counter],
    });

  // Line 2194: when its army maneuvers, each counter-maneuvering army loses 4 maneuver results
  // after rolling, before its roll is final; the rolls are made at the same time.
  it("takes 4 maneuvers from each counter-maneuvering army's roll", () => {
    const { events } = maneuver({
      d0: ["Wave"],
      d1: ["1 Maneuver"],
      d2: ["4 Maneuver"],
      d3: ["1 Maneuver"],
    });
    // 1 maneuver against 5 - 4 = 1: the tie goes to the maneuvering army.
    expect(tallies(events, "maneuver")).toEqual([1]);
    expect(tallies(events, "counter-maneuver")).toEqual([1]);
    expect(steps(events, "counter-maneuver")).toEqual([
      [{ source: "sai", label: "Wave", effect: -4 }],
    ]);
    expect(ofType(events, "maneuver").map((e) => [e.success, e.to])).toEqual([[true, 4]]);
  });

  // Line 1661: rolled in a counter-maneuver, an SAI's special results are ignored.
  it("does nothing when rolled in a counter-maneuver", () => {
    const { events } = maneuver({
      d0: ["4 Maneuver"],
      d1: ["1 Maneuver"],
      d2: ["Wave"],
      d3: ["1 Maneuver"],
    });
    expect(tallies(events, "maneuver")).toEqual([5]);
    expect(steps(events, "maneuver")).toEqual([undefined]);
    expect(ofType(events, "sai")).toEqual([]);
  });

  // Line 2194 names melee attacks and maneuvers only: in a save roll it does nothing.
  it("does nothing in a save roll", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "leviathan", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["Wave"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(tallies(events, "melee-attack")).toEqual([2]);
    expect(tallies(events, "save-vs-melee")).toEqual([0]);
  });
});
