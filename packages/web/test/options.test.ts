import { describe, expect, it } from "vitest";
import { problemOf, sampleOf } from "../src/decisions/engine.ts";
import { destinationSpec, toggleSpec } from "../src/decisions/picks.ts";
import { decisionSentence, defaultOption, optionLabel } from "../src/words/options.ts";
import { playGame } from "./helpers.ts";

describe("decision wording", () => {
  const played = [
    playGame(3),
    playGame(11, 400, ["lava-elves", "goblins"]),
    playGame(5, 400, ["undead", "treefolk"]),
  ];
  const all = played.flatMap((p) => p.decisions);

  it("words every listed option of every decision in plain words", () => {
    expect(all.length).toBeGreaterThan(20);
    for (const { view, decision } of all) {
      expect(decisionSentence(view, decision).length).toBeGreaterThan(5);
      for (const o of decision.options ?? []) {
        const label = optionLabel(view, decision, o);
        expect(label, `${decision.kind}: ${JSON.stringify(o)}`).not.toMatch(/^[{["]|undefined|NaN/);
      }
      const i = defaultOption(view, decision);
      expect(i).toBeGreaterThanOrEqual(0);
    }
  });

  it("has a picker for every decision without options", () => {
    for (const { view, decision } of all) {
      if (decision.options) continue;
      const picker =
        decision.kind === "assemble-armies" ||
        toggleSpec(view, decision) !== null ||
        destinationSpec(view, decision) !== null;
      expect(picker, decision.kind).toBe(true);
    }
  });

  it("checks choices with the engine on the player's view", () => {
    for (const { view, decision } of all.slice(0, 60)) {
      const c = sampleOf(view, decision);
      expect(problemOf(view, decision, c)).toBeNull();
    }
    const { view, decision } = all[0] ?? { view: undefined, decision: undefined };
    if (view && decision) expect(problemOf(view, decision, { nonsense: true })).not.toBeNull();
  });
});
