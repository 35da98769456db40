// 2.9a penalties in a simultaneous combination roll: a Tidal Wave (rules/000 line 1506) at a
// terrain under an Ash Storm (line 1534) makes every army there roll at once (line 1157) for
// saves and maneuvers (line 606); each army's owner spreads the Ash Storm's −1 over its results
// (lines 622, 1163). Both are asked together, and each answer goes to its own roll.
import { describe, expect, it } from "vitest";
import { faceOf, ofType } from "./positions.ts";
import { cast } from "./spells.ts";

const front: [string, number] = ["coastland-city", faceOf("coastland-city", "Magic")];
const terrain = { terrain: "front" };
const spread = (player: number, say: string) => ({ player, kind: "sai-choice", choice: { say } });

describe("2.9a penalties in a simultaneous roll", () => {
  it("asks each army's owner, together, and applies each answer to its own roll", () => {
    const { events, state } = cast({
      front,
      dice: [
        [0, "inferno", "t:front"],
        [0, "smolderer", "t:front"],
        [1, "sparker", "t:front"],
        [1, "sparker", "t:front"],
      ],
      rolls: {
        // The magic action: 6 + 4 red or green points.
        d0: ["6 Magic", "2 Maneuver"],
        d1: ["4 Magic", "2 Save"],
        d2: ["1 Save"],
        d3: ["1 Maneuver"],
      },
      spells: [
        { spell: "ash-storm", color: "red", target: terrain },
        { spell: "tidal-wave", color: "green", target: terrain },
      ],
      later: [
        spread(0, "0 from save and 1 from maneuver"),
        spread(1, "1 from save and 0 from maneuver"),
      ],
    });
    const asked = ofType(events, "decided").filter((e) => e.kind === "sai-choice");
    expect(asked.map((e) => e.player)).toEqual([0, 1]);
    const tallies = ofType(events, "tally").filter(
      (t) => t.purpose === "save-and-maneuver-avoidance",
    );
    expect(tallies.map((t) => [t.player, t.results]).sort()).toEqual([
      [0, { save: 2, maneuver: 1 }],
      [1, { save: 0, maneuver: 1 }],
    ]);
    expect(state.rolls).toEqual([]);
  });
});
