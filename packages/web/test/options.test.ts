import { describe, expect, it } from "vitest";
import { playGame } from "../../words/test/helpers.ts";
import { problemOf, sampleOf } from "../src/decisions/engine.ts";
import { destinationSpec, toggleSpec } from "../src/decisions/picks.ts";

describe("decision pickers", () => {
  const played = [
    playGame(3),
    playGame(11, 400, ["lava-elves", "goblins"]),
    playGame(5, 400, ["undead", "treefolk"]),
  ];
  const all = played.flatMap((p) => p.decisions);

  it("has a picker for every decision without options", () => {
    for (const { view, decision } of all) {
      if (decision.options) continue;
      const picker =
        decision.kind === "assemble-armies" ||
        decision.kind === "cast-spells" ||
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
