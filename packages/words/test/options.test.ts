import { describe, expect, it } from "vitest";
import {
  decisionSentence,
  defaultOption,
  givesUp,
  optionLabel,
  suggestedOption,
} from "../src/options.ts";
import { whySuggested } from "../src/suggestion-why.ts";
import { playGame } from "./helpers.ts";

describe("decision wording", () => {
  const played = [
    playGame(3),
    playGame(11, 400, ["lava-elves", "goblins"]),
    playGame(5, 400, ["undead", "treefolk"]),
  ];
  const all = played.flatMap((p) => p.decisions);

  it("tells the options that give something up (pass, no maneuver, no action, skip...)", () => {
    const given = new Map<string, string[]>();
    for (const { view, decision } of all) {
      for (const o of decision.options ?? []) {
        if (!givesUp(decision, o)) continue;
        const labels = given.get(decision.kind) ?? [];
        given.set(decision.kind, [...new Set([...labels, optionLabel(view, decision, o)])]);
      }
    }
    expect(given.get("choose-march")).toEqual(["Pass (no more marching this turn)"]);
    expect(given.get("maneuver")).toEqual(["No maneuver"]);
    expect(given.get("choose-action")).toEqual(["No action"]);
    expect(given.get("counter-attack")).toEqual(["Do not counter-attack"]);
    // Never the whole decision: something is always left to do at once.
    for (const { decision } of all) {
      const options = decision.options ?? [];
      if (options.length > 1) expect(options.every((o) => givesUp(decision, o))).toBe(false);
    }
  });

  it("suggests an option for the listed decisions the bot has an opinion on", () => {
    const listed = all.filter((x) => (x.decision.options?.length ?? 0) > 1);
    const suggested = listed.filter((x) => suggestedOption(x.view, x.decision) !== null);
    expect(suggested.length).toBe(listed.length);
  });

  it("says why the suggested option of every turn decision is suggested", () => {
    const kinds = [
      "choose-march",
      "maneuver",
      "counter-maneuver",
      "choose-action",
      "counter-attack",
    ];
    const said = new Set<string>();
    for (const { view, decision } of all) {
      if (!kinds.includes(decision.kind)) continue;
      const i = suggestedOption(view, decision);
      if (i === null) continue;
      const why = whySuggested(decision, decision.options?.[i]);
      expect(why, decision.kind).toMatch(/^[a-z].{10,}[^.]$/);
      said.add(decision.kind);
    }
    expect([...said].sort()).toEqual([...kinds].sort());
  });

  it("words every listed option of every decision in plain words", () => {
    expect(all.length).toBeGreaterThan(20);
    for (const { view, decision } of all) {
      const sentence = decisionSentence(view, decision);
      expect(sentence.length).toBeGreaterThan(5);
      // No engine jargon ("unit id -> terrain id") in what a player is asked.
      expect(decision.prompt, decision.kind).not.toMatch(/\bids?\b|->|[{}[\]]/);
      // The army's place goes inside the sentence, never after its full stop.
      expect(sentence, decision.kind).not.toMatch(/\. \(the army at/);
      for (const o of decision.options ?? []) {
        const label = optionLabel(view, decision, o);
        expect(label, `${decision.kind}: ${JSON.stringify(o)}`).not.toMatch(/^[{["]|undefined|NaN/);
      }
      const i = defaultOption(view, decision);
      expect(i).toBeGreaterThanOrEqual(0);
      const suggested = suggestedOption(view, decision);
      if (suggested !== null) expect(decision.options?.[suggested]).toBeDefined();
    }
  });
});
