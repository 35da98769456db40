// The heuristic bot's Dragonkin choices (2.9a, rules/000 lines 2300-2340): which pool Dragonkin a
// demoted one becomes (glossary "Demotion", line 2554) and the Eldarim's Sacrifice Dragonkin (line
// 945). A Dragonkin sent back to the summoning pool can be summoned again (line 2320): it counts
// half its worth.
import { type Decision, type SaiChoiceData, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { valueOfDie } from "../src/heuristic/values.ts";
import { position, strictBot } from "./positions.ts";

const bot = strictBot;

const choice = (
  data: SaiChoiceData,
  prompt: string,
  options: Record<string, unknown>[],
): Decision => ({ id: 999, player: 0, kind: "sai-choice", prompt, options, data });

describe("heuristic bot: Dragonkin choices", () => {
  // Line 2554: the demoted Dragonhero becomes one of A's 1-health Dragonkin in the pool: the
  // Dragonfoal, worth more than the Dragontroop.
  it("is demoted to the pool Dragonkin worth most", () => {
    const state = position([
      [0, "dragonhero-red", "t:front"],
      [0, "dragontroop-red", "pool"],
      [0, "dragonfoal-black", "pool"],
      [1, "footman", "t:front"],
    ]);
    const view = viewFor(state, 0);
    expect(valueOfDie(view, "d2")).toBeGreaterThan(valueOfDie(view, "d1"));
    const decision = choice(
      { about: "kin-demote", by: "Demote Dragonkin" },
      "Demote Dragonkin: demote the Dragonhero (Red) to which Dragonkin?",
      [
        { say: "demote to", unit: "d1" },
        { say: "demote to", unit: "d2" },
      ],
    );
    expect(bot().choose(view, decision)).toEqual({ say: "demote to", unit: "d2" });
  });

  const sacrifice = choice(
    { about: "kin-sacrifice", by: "Sacrifice Dragonkin" },
    "Sacrifice Dragonkin: send a Dragonkin back to the pool for a dead Eldarim?",
    [{ say: "skip" }, { say: "sacrifice", unit: "d0" }],
  );

  // Line 945: the dead Selumari Sprinter (1 health) is worth more than half the Dragonfoal, which
  // can be summoned again: the exchange is made.
  it("sacrifices a Dragonkin for a dead Eldarim worth more than half of it", () => {
    const state = position([
      [0, "dragonfoal-red", "t:front"],
      [0, "selumari-sprinter-red", "dua"],
      [1, "footman", "t:front"],
    ]);
    expect(bot().choose(viewFor(state, 0), sacrifice)).toEqual({ say: "sacrifice", unit: "d0" });
  });

  // Line 945, against an individual-targeting kill: the Eldarim named in the decision's data
  // lives if a Dragonkin of its health goes back to the pool: worth it for the Sprinter.
  it("sends the cheapest Dragonkin back so that an Eldarim worth more than half of it lives", () => {
    const state = position([
      [0, "dragonfoal-red", "t:front"],
      [0, "selumari-sprinter-red", "t:front"],
      [1, "footman", "t:front"],
    ]);
    const lives = choice(
      { about: "kin-lives", by: "Sacrifice Dragonkin", unit: "d1" },
      "Sacrifice Dragonkin: send a Dragonkin back to the pool so that the Selumari Sprinter (Red) lives?",
      [{ say: "let it die" }, { say: "send back", unit: "d0" }],
    );
    expect(bot().choose(viewFor(state, 0), lives)).toEqual({ say: "send back", unit: "d0" });
  });

  // A Selumari Spellbinder, worth less than half the Dragonfoal, is left in the DUA.
  it("skips when the dead Eldarim is worth less than half the Dragonkin", () => {
    const state = position([
      [0, "dragonfoal-red", "t:front"],
      [0, "selumari-spellbinder-red", "dua"],
      [1, "footman", "t:front"],
    ]);
    expect(bot().choose(viewFor(state, 0), sacrifice)).toEqual({ say: "skip" });
  });
});
