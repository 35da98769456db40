// The facts army.ts keeps per list of dice (standard/army.ts diceFacts): a check made after every
// task returns at once in games without Dragonkin, so the fact must follow the dice in the game.
import { describe, expect, it } from "vitest";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { forceHasAnyOf, gameHasAnyOf } from "../src/standard/army.ts";

const KIN: ReadonlySet<string> = new Set(["dragonkin"]);

function table(kin = false): GameState {
  return loadScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [
      { id: "h0", die: "flatland-city", owner: 0, role: "home", face: 3 },
      { id: "h1", die: "highland-city", owner: 1, role: "home", face: 3 },
      { id: "front", die: "coastland-city", owner: 1, role: "frontier", face: 3 },
    ],
    dice: [
      { id: "a", die: "footman", owner: 0, at: "t:front" },
      { id: "b", die: "footman", owner: 1, at: "t:front" },
      ...(kin ? [{ id: "k", die: "dragonhero-red", owner: 1, at: "t:front" }] : []),
    ],
    turn: { player: 0, number: 3 },
    start: { phase: "reserves" },
  }).state;
}

describe("the species in a game (Dragonkin dissipating, 2.9a line 2324)", () => {
  it("are those of the game's units", () => {
    expect(gameHasAnyOf(table(), KIN)).toBe(false);
    const state = table(true);
    expect(gameHasAnyOf(state, KIN)).toBe(true);
    expect(forceHasAnyOf(state, 0, KIN)).toBe(false);
    expect(forceHasAnyOf(state, 1, KIN)).toBe(true);
  });

  it("are looked up afresh for another list of dice, or one grown", () => {
    const state = table();
    expect(gameHasAnyOf(state, KIN)).toBe(false);
    state.dice.push({ id: "k", die: "dragonhero-red", owner: 1, at: "t:front" });
    expect(gameHasAnyOf(state, KIN)).toBe(true);
    const other = table();
    expect(gameHasAnyOf(other, KIN)).toBe(false);
    other.dice = [...state.dice];
    expect(gameHasAnyOf(other, KIN)).toBe(true);
  });
});
