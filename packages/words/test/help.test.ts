import { readdirSync, readFileSync } from "node:fs";
import { type SaiChoiceData, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { DECISION_HELP, decisionHelp } from "../src/help.ts";
import { playGame } from "./helpers.ts";
import { playPosition } from "./scenario.ts";

/**
 * Every decision kind the 2.9a ruleset asks (the standard game's and the edition's own): each
 * request names its kind, then its prompt.
 */
function askedKinds(): string[] {
  const kinds = new Set<string>();
  for (const folder of ["standard/", "editions/2.9a/"]) {
    const dir = new URL(`../../engine/src/${folder}`, import.meta.url);
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
    for (const file of files.filter((f) => f.endsWith(".ts"))) {
      const source = readFileSync(new URL(file, dir), "utf8");
      for (const m of source.matchAll(/kind: "([a-z-]+)",\s*prompt:/g)) kinds.add(m[1] as string);
    }
  }
  return [...kinds].sort();
}

describe("decision help", () => {
  it("has one line for every decision kind the 2.9a rules ask, and none for others", () => {
    const kinds = askedKinds();
    // The scan finds the asks (set-up, marches, racial abilities, initial effects, reserves).
    expect(kinds).toContain("counter-maneuver");
    expect(kinds).toContain("temple-burial");
    expect(kinds.length).toBeGreaterThanOrEqual(24);
    expect(Object.keys(DECISION_HELP).sort()).toEqual(kinds);
  });

  it("says in one line what a decision of a played game is for", () => {
    const { decisions } = playGame(3, 300);
    expect(decisions.length).toBeGreaterThan(20);
    for (const { view, decision } of decisions) {
      const help = decisionHelp(view, decision);
      expect(help, decision.kind).not.toBe(decision.prompt);
      expect(help, decision.kind).toMatch(/^[A-Z].*[.!]$/);
      expect(help, decision.kind).not.toContain("\n");
    }
  });

  it("says what follows a counter-maneuver", () => {
    const d = { id: 1, player: 1, kind: "counter-maneuver", prompt: "?", options: [true, false] };
    const { decisions } = playGame(3, 50);
    const view = decisions[0]?.view;
    if (!view) throw new Error("no decision");
    expect(decisionHelp(view, d)).toMatch(
      /^If your maneuvers beat theirs, the terrain does not turn/,
    );
  });

  it("says whether a maneuver can be opposed, and that the eighth face captures", () => {
    const help = (dice: [number, string][]) => {
      const { state } = playPosition({
        front: ["flatland-city", 7],
        dice,
        start: "maneuver",
        decisions: [],
      });
      const d = state.pending[0];
      if (!d) throw new Error("no maneuver asked");
      return decisionHelp(viewFor(state, 0), d);
    };
    expect(help([[0, "footman"]])).toBe(
      "Turning this terrain up to its eighth face captures it, and two captures win. No opponent is here to counter-maneuver, so it turns.",
    );
    expect(
      help([
        [0, "footman"],
        [1, "footman"],
      ]),
    ).toMatch(/Opponents here may counter-maneuver/);
  });

  // A choice a spell leaves is worded as the spell's, never as a special action icon's: Airy
  // Acquisition (2.9a line 1256), a demotion (line 2554), Path (any other spell); Sleep is an SAI.
  it("words a spell's choice as the spell's", () => {
    const { decisions } = playGame(3, 50);
    const view = decisions[0]?.view;
    if (!view) throw new Error("no decision");
    const help = (data: SaiChoiceData, prompt: string) =>
      decisionHelp(view, { id: 1, player: 0, kind: "sai-choice", prompt, data });
    expect(
      help(
        { about: "airy-acquisition", by: "Airy Acquisition", item: "d1" },
        "Airy Acquisition: which army does the Dawn Blade (Red) go to?",
      ),
    ).toMatch(/^Airy Acquisition moves your item to another of your armies/);
    expect(
      help(
        { about: "kin-demote", by: "Degenerate Dragonkin" },
        "Degenerate Dragonkin: demote the Dragonhero (Red) to which Dragonkin?",
      ),
    ).toMatch(/^Your Dragonkin is demoted/);
    expect(
      help(
        { about: "instant-result", by: "Flurry" },
        "Flurry: take the Flurry of the Blade Golem (Red) as which result?",
      ),
    ).toMatch(/^Against a dragon your item's Flurry counts as melee/);
    expect(
      help({ about: "path", by: "Path", unit: "d0" }, "Path: where does the Footman go?"),
    ).toBe("The spell Path leaves you a choice: what it does, where, or to which unit. Pick one.");
    expect(
      help({ about: "sleep-army", by: "Sleep" }, "Sleep: put a unit of which army to sleep?"),
    ).toMatch(/^A special action icon leaves you a choice/);
  });

  it("falls back to the prompt for a kind it does not know (a newer server)", () => {
    const { decisions } = playGame(3, 50);
    const view = decisions[0]?.view;
    if (!view) throw new Error("no decision");
    const d = { id: 1, player: 0, kind: "from-the-future", prompt: "Do the new thing." };
    expect(decisionHelp(view, d)).toBe("Do the new thing.");
  });
});
