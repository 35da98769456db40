// The 2.9a dragon-against-dragon step (rules/000 line 356) in words: the roll, the foes revealed,
// what each dragon attacked took, and the secret choice of a foe.
import { type GameState, runScenario, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents } from "../src/events.ts";
import { decisionHelp } from "../src/help.ts";
import { optionLabel } from "../src/options.ts";

/** A's turn about to start, A's footman and the dragons ([owner, die]) at the frontier. */
function fight(dragons: [number, string][], rolls: Record<string, string[]>) {
  return runScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [
      { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
      { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 3 },
      { id: "front", die: "highland-city", owner: 0, role: "frontier", face: 3 },
    ],
    dice: [
      { id: "d0", die: "footman", owner: 0, at: "t:front" },
      { id: "d1", die: "footman", owner: 1, at: "t:home1" },
      ...dragons.map(([owner, die], i) => ({ id: `d${i + 2}`, die, owner, at: "dragons:front" })),
    ],
    turn: { player: 0, number: 3 },
    start: { phase: "turn-start" },
    rolls,
  });
}

const texts = (state: GameState, events: unknown[]) =>
  describeEvents(events, viewFor(state, 0)).map((l) => l.text);

describe("2.9a dragon against dragon in words (line 356)", () => {
  it("tells the roll, the foes and what each dragon took", () => {
    const { state, events } = fight(
      [
        [0, "red-drake"],
        [1, "green-drake"],
      ],
      { d2: ["Tail", "Jaws"], d3: ["Breath"] },
    );
    const lines = texts(state, events);
    expect(lines).toContain(
      "The dragons fighting at Highland City roll: your red drake Tail, Jaws; B's green drake Breath.",
    );
    expect(lines).toContain(
      "Dragon against dragon at Highland City: your red drake attacks B's green drake; B's green drake attacks your red drake.",
    );
    expect(lines).toContain(
      "B's green drake takes 15 damage of the 10 that slay it: slain, it goes back to its summoning pool.",
    );
    expect(lines).toContain(
      "Your red drake takes 0 damage of the 5 that slay it, its automatic saves taken by a breath: it lives.",
    );
  });

  it("words the choice of a foe and its help", () => {
    const { state } = fight(
      [
        [0, "red-drake"],
        [0, "gold-drake"],
        [1, "green-drake"],
      ],
      {},
    );
    const view = viewFor(state, 0);
    const [decision] = view.pending;
    if (!decision || !("options" in decision)) throw new Error("no choice of a foe");
    expect(decision.prompt).toBe(
      "Which dragon does your Red Drake attack? The others see your choice after the roll.",
    );
    expect((decision.options ?? []).map((o) => optionLabel(view, decision, o))).toEqual([
      "Attack your Gold Drake (dragon, 5)",
      "Attack B's Green Drake (dragon, 5)",
    ]);
    expect(decisionHelp(view, decision)).toMatch(/^Pick the dragon your dragon attacks/);
  });
});
