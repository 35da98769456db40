// The help line of the dragon decisions that borrow the SAIs' kinds (2.9a): the Eldarim champions
// picked to roll for their logos before a dragon attack (Step 1, rules/000 line 342) and the
// dragon a Summon Dragon spell sends (lines 1597-1615) are not special action icons, and their
// help says what they are for.
import { type Decision, runScenario, type SaiChoiceData, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { decisionHelp } from "../src/help.ts";
import { TWO_PLAYERS } from "./scenario.ts";

/** A's Dragonlord and Footman at the frontier, where B's red drake waits; A's turn starts. */
function dragonlordAttacked() {
  return runScenario({
    ...TWO_PLAYERS,
    dice: [
      { id: "u0", die: "footman", owner: 0, at: "t:front" },
      { id: "c0", die: "dragonlord", owner: 0, at: "t:front" },
      { id: "u2", die: "footman", owner: 1, at: "t:home1" },
      { id: "g0", die: "red-drake", owner: 1, at: "dragons:front" },
    ],
    turn: { player: 0, number: 3 },
    start: { phase: "turn-start" },
    rolls: {},
    decisions: [],
  });
}

describe("help for the dragon decisions asked through the SAIs' kinds (2.9a)", () => {
  // Line 342: "you may roll those dice now"; only the logo face acts (lines 2068-2106).
  it("the Eldarim pick before a dragon attack tells what each champion's logo does", () => {
    const { state } = dragonlordAttacked();
    const [d] = state.pending;
    expect(d?.kind).toBe("sai-targets");
    if (!d) return;
    const help = decisionHelp(viewFor(state, 0), d);
    expect(help).toMatch(/^Each champion you pick rolls on its own before the dragons attack/);
    expect(help).toContain("a Dragonlord or Dragonmaster tames an attacking dragon");
    expect(help).not.toContain("special action icon");
  });

  // Lines 1597-1615: the caster picks the dragon the spell sends, from any summoning pool.
  it("the summoning spell's choice of dragon is told as such, not as an SAI's", () => {
    const { state } = dragonlordAttacked();
    const asked = (data: SaiChoiceData, prompt: string): Decision => ({
      id: 9,
      player: 0,
      kind: "sai-choice",
      prompt: `${data.by}: ${prompt}`,
      options: [],
      data,
    });
    const d = asked({ about: "summon-dragon", by: "Summon Dragon" }, "which dragon comes?");
    const g = viewFor(state, 0);
    expect(decisionHelp(g, d)).toMatch(/^Pick the dragon your spell sends to the terrain/);
    expect(
      decisionHelp(
        g,
        asked({ about: "logo-champion", by: "Eldarim logos" }, "which champion's logo acts next?"),
      ),
    ).toMatch(/^Your champions' logos act one at a time/);
    // The Dragon Staff's Summon Dragon (line 2158) has its own.
    expect(
      decisionHelp(
        g,
        asked(
          { about: "staff-dragon", by: "Dragon Staff" },
          "which dragon does Summon Dragon send?",
        ),
      ),
    ).toMatch(/^Your Dragon Staff's Summon Dragon sends one dragon of the staff's colour/);
    // An SAI's own choice keeps the SAIs' help.
    expect(
      decisionHelp(g, asked({ about: "move-units", by: "Flight" }, "where does it go?")),
    ).toMatch(/^A special action icon leaves you a choice/);
  });
});
