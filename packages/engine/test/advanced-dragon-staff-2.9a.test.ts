// 2.9a the Dragon Staff's Summon Dragon (rules/000 line 2158) and its effect on dragons: a dragon
// of the staff's colour, hybrids of either colour (line 2454), ivory hybrids of its element (line
// 2460), never white dragons (line 2470); a tamed dragon summoned by it is no longer tamed (line
// 957).
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { TAMING, tamingOf } from "../src/standard/tamed-dragons.ts";
import { ofType, rolledFaces, scenarioOf } from "./positions.ts";
import { magicFront } from "./spells.ts";

/**
 * A's Dragonlord carries a red Dragon Staff at the frontier, where B's red drake is tamed by it;
 * B's other dragons wait in its summoning pool. A casts magic; the staff rolls Summon Dragon, then
 * 4 magic.
 */
function staffRolls() {
  const { state, tasks } = loadScenario(
    scenarioOf({
      front: magicFront,
      start: { phase: "action", army: "t:front" },
      dice: [
        [0, "dragonlord", "t:front"],
        [0, "dragon-staff-red", "t:front"],
        [1, "red-drake", "dragons:front"],
        [1, "footman", "t:home1"],
        [1, "blue-drake", "pool"],
        [1, "white-drake", "pool"],
        [1, "blue-red-drake", "pool"],
        [1, "red-ivory-drake", "pool"],
        [1, "ivory-drake", "pool"],
        [1, "black-ivory-drake", "pool"],
      ],
      rolls: { d0: ["Smite"], d1: ["Summon Dragon", "4 Magic"] },
    }),
  );
  state.effects.push({
    id: ++state.counters.effect,
    name: TAMING,
    owner: 0,
    madeIn: 1,
    target: { dragon: "d2", at: "dragons:front" },
    expires: "permanent",
    tames: true,
    madeBy: ["d0"],
    madeAt: "t:front",
  });
  const events = startFlow(ruleset29a, state, tasks);
  const decide = (kind: string, choice: unknown) => {
    const d = state.pending.find((x) => x.player === 0 && x.kind === kind);
    if (!d) throw new Error(`no ${kind}: ${state.pending.map((x) => x.kind)}`);
    const result = applyInPlace(ruleset29a, state, {
      type: "decide",
      player: 0,
      decision: d.id,
      choice,
    });
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
  };
  decide("choose-action", { action: "magic" });
  return { state, events, decide };
}

const at = (state: GameState, id: string) => state.dice.find((d) => d.id === id)?.at;

describe("2.9a Summon Dragon on a Dragon Staff (line 2158)", () => {
  it("offers the dragons of its colour: red, red hybrids, the red ivory hybrid, not white", () => {
    const { state, events } = staffRolls();
    // Instant: the staff rolls again at once and its new face counts too.
    expect(rolledFaces(events, "magic-action")).toEqual([
      "d0: 4 Smite",
      "d1: 4 Summon Dragon",
      "d1: 4 Magic",
    ]);
    expect(state.pending.map((d) => [d.kind, d.options])).toEqual([
      [
        "sai-choice",
        [
          { say: "summon", unit: "d2" },
          { say: "summon", unit: "d6" },
          { say: "summon", unit: "d7" },
        ],
      ],
    ]);
  });

  it("summons a hybrid from the pool to any terrain", () => {
    const { state, events, decide } = staffRolls();
    decide("sai-choice", { say: "summon", unit: "d6" });
    expect(state.pending[0]?.options).toEqual([
      { say: "summon to", unit: "d6", at: "t:home0" },
      { say: "summon to", unit: "d6", at: "t:home1" },
      { say: "summon to", unit: "d6", at: "t:front" },
    ]);
    decide("sai-choice", { say: "summon to", unit: "d6", at: "t:home1" });
    expect(at(state, "d6")).toBe("dragons:home1");
    expect(ofType(events, "dragon-summoned")).toEqual([
      { type: "dragon-summoned", player: 0, dragon: "d6", terrain: "home1", from: "pool" },
    ]);
    // Then the army spends its magic: the staff's rerolled 4.
    expect(state.pending.map((d) => d.kind)).toEqual(["cast-spells"]);
  });

  // Line 957: control of a tamed dragon is lost when "a player rolls a Summon Dragon SAI on a
  // Dragon Staff artifact"; like a summoned one, it may be summoned where it is.
  it("untames the tamed drake, even summoned to the terrain it is at", () => {
    const { state, decide } = staffRolls();
    expect(tamingOf(state, "d2")).not.toBeNull();
    decide("sai-choice", { say: "summon", unit: "d2" });
    decide("sai-choice", { say: "summon to", unit: "d2", at: "t:front" });
    expect(at(state, "d2")).toBe("dragons:front");
    expect(tamingOf(state, "d2")).toBeNull();
  });
});
