// The heuristic bot with the Kings' Die (2.9a, rules/000 lines 2410-2430): in its initial effects
// phase it recruits, promotes or rolls, whichever brings back most (line 2418), and takes the
// rolled king's best exchange of up to four health-worth (line 2420).
import { type Decision, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { type Placed, position, strictBot } from "./positions.ts";

/** Player A's turn starting, with its Kings' Die beside the reserve area and `dead` in its DUA. */
function turnStart(dead: string[]) {
  const dice: Placed[] = [
    [0, "kings-die", "court"],
    [0, "footman", "t:front"],
    [0, "sergeant", "reserve"],
    [1, "footman", "t:front"],
    ...dead.map((die): Placed => [0, die, "dua"]),
  ];
  return position(dice, { start: { phase: "turn-start" } });
}

const bot = strictBot;

describe("heuristic bot: the Kings' Die", () => {
  // Line 2418: a common recruited (the Footman, d4) is sure; the roll brings back a dead Dwarf only
  // on the Dwarf king or the logo (2 faces in 6), and the Footman is all there is.
  it("recruits the common when a roll would seldom bring back more", () => {
    const state = turnStart(["footman"]);
    const decision = state.pending.find((d) => d.kind === "kings-die") as Decision;
    expect(decision.options).toContainEqual({ roll: true });
    expect(bot().choose(viewFor(state, 0), decision)).toEqual({ recruit: "d4" });
  });

  // Line 2420: with a Roc and a Mammoth Rider dead too, the Dwarf king or the logo bring back four
  // health-worth (the Mammoth Rider and the Footman), worth more than the Footman on its own even at
  // 2 chances in 6.
  it("rolls when the dead of the kings' races are worth it", () => {
    const state = turnStart(["footman", "roc", "mammoth-rider"]);
    const decision = state.pending.find((d) => d.kind === "kings-die") as Decision;
    expect(decision.options).toContainEqual({ recruit: "d4" });
    expect(bot().choose(viewFor(state, 0), decision)).toEqual({ roll: true });
  });

  // Line 2420: up to 4 health-worth, any size: the Mammoth Rider (3) and the Footman (1) are worth
  // more than the Roc (4) alone, and more than promoting the Sergeant (2) to the Roc.
  it("takes the exchange worth most within four health", () => {
    const state = turnStart(["footman", "roc", "mammoth-rider"]);
    const decision: Decision = {
      id: 999,
      player: 0,
      kind: "kings-die-exchange",
      prompt: "The Kings' Die shows King: Dwarf: bring back up to 4 health-worth.",
      data: {
        army: "reserve",
        health: 4,
        race: "dwarves",
        recruits: ["d4", "d5", "d6"],
        promotions: [
          { unit: "d2", to: "d5" },
          { unit: "d2", to: "d6" },
        ],
      },
    };
    expect(bot().choose(viewFor(state, 0), decision)).toEqual({
      recruits: ["d6", "d4"],
      promotions: [],
    });
  });
});
