// The roll pipeline's shortcuts (roll-stages.ts): what it reads once per roll or per unit must be
// what the rules read at that step, even when a step ends an effect on the way.
import { describe, expect, it } from "vitest";
import { rulesFor } from "../src/api.ts";
import { addEffect, effectsOn, type NewEffect } from "../src/kernel/effects.ts";
import type { GameEvent } from "../src/kernel/events.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { faceOf, type Setup, scenarioOf, steps, tallies } from "./positions.ts";
import { army } from "./spells.ts";

/** A position with lasting effects already on the table. */
function playWith(s: Setup, effects: NewEffect[]): { state: GameState; events: GameEvent[] } {
  const rules = rulesFor("2.9a");
  const { state, tasks } = loadScenario(scenarioOf({ ...s, decisions: [] }));
  const ctx = new Ctx(state, rules);
  for (const e of effects) addEffect(ctx, e);
  const events = startFlow(rules, state, tasks);
  for (const step of s.decisions ?? []) {
    const d = state.pending.find((x) => x.player === step.player && x.kind === step.kind);
    if (!d) throw new Error(`no pending ${step.kind} for ${step.player}`);
    const result = applyInPlace(rules, state, {
      type: "decide",
      player: step.player,
      decision: d.id,
      choice: step.choice,
    });
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
  }
  return { state, events };
}

describe("2.9a roll pipeline: the modify stage reads the effects on the roll once", () => {
  // Lines 630 and 1137: at the add step, Earthen Armor gives the unit that rolled no save its
  // save and is used (ended), and the army's Stoneskin adds its saves after it. The effects on
  // the army are read once for the stage, before the armor ends: ending a unit's spell must not
  // change what the army's effects add.
  it("adds an army's Stoneskin after a unit's Earthen Armor is used in the same roll", () => {
    const { state, events } = playWith(
      {
        front: ["flatland-city", faceOf("flatland-city", "Melee")],
        dice: [
          [1, "mammoth-rider", "t:front"],
          [0, "warlord", "t:front"],
          [0, "footman", "t:front"],
        ],
        turn: 1,
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Melee"], d1: ["3 Save"], d2: ["Melee"] },
        decisions: [
          { player: 1, kind: "choose-action", choice: { action: "melee", target: army(0).army } },
        ],
      },
      [
        {
          name: "Earthen Armor",
          owner: 0,
          target: { unit: "d2", at: "t:front" },
          expires: "until-used",
          follows: true,
          spell: { id: "earthen-armor", color: "gold", cost: 2 },
          adds: { save: 1 },
        },
        {
          name: "Stoneskin",
          owner: 0,
          target: { army: 0, at: "t:front" },
          expires: "start-of-next-turn",
          spell: { id: "stoneskin", color: "gold", cost: 2 },
          adds: { save: 2 },
        },
      ],
    );
    expect(tallies(events, "save-vs-melee")).toEqual([6]);
    expect(steps(events, "save-vs-melee")).toEqual([
      [
        { source: "automatic", label: "Earthen Armor", effect: 1 },
        { source: "automatic", label: "Stoneskin", effect: 2 },
      ],
    ]);
    expect(effectsOn(state, "d2").map((e) => e.name)).toEqual(["Stoneskin"]);
  });
});
