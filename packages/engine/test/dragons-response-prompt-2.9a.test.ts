// 2.9a Dragon Attack Step 6 (rules/000 line 362): the army's answer is asked with what it rolled;
// the prompt counts its results in plain words ("0 missiles", "1 save"), as the terminal and the
// browser show it at the head of the response.
import { describe, expect, it } from "vitest";
import { runScenario } from "../src/scenario/scenario.ts";
import { type Setup, scenarioOf } from "./positions.ts";

/** A's two Footmen at the frontier, B's red drake there; A's turn starts: the dragon attacks. */
function asked(footmen: [string, string]) {
  const s: Omit<Setup, "start"> = {
    dice: [
      [0, "footman", "t:front"],
      [0, "footman", "t:front"],
      [1, "red-drake", "dragons:front"],
      [1, "footman", "t:home1"],
    ],
    rolls: { d0: [footmen[0]], d1: [footmen[1]], d2: ["Claw"] },
  };
  const { state } = runScenario({
    ...scenarioOf({ ...s, start: { phase: "march", march: 1 } }),
    start: { phase: "turn-start" },
  });
  return state.pending.find((d) => d.kind === "dragon-response")?.prompt;
}

describe("2.9a dragon response prompt (line 362)", () => {
  it("says 0 missiles and 1 save, not 0 missile and 1 saves", () => {
    // A Footman's ID (1) and Save (1) against the drake's Claw (6 damage).
    expect(asked(["1 ID", "1 Save"])).toBe(
      "Your army rolled 0 melee, 0 missiles, 1 save and 1 ID against 6 damage: count the ID results and choose the dragons slain.",
    );
  });
});
