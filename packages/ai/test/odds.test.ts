// Attack odds for a player choosing an attack, checked by hand on small armies.
import { runScenario, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { attackOdds } from "../src/odds.ts";

/** A position at the frontier (flatland-city at `face`) with the given dice there. */
function view(dice: [number, string, string][], face = 3) {
  const { state } = runScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [
      { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
      { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 3 },
      { id: "front", die: "flatland-city", owner: 0, role: "frontier", face },
    ],
    dice: dice.map(([owner, die, at], i) => ({ id: `d${i}`, die, owner, at })),
    turn: { player: 0, number: 3 },
    start: { phase: "turn-start" },
  });
  return viewFor(state, 0);
}

describe("attack odds", () => {
  // Dwarf Footman: 1 ID, 1 Save, 1 Melee, 1 Melee, 1 Save, 2 Melee. Hits 0, 1, 2 with chances
  // 2/6, 3/6, 1/6; saves 0 or 1 with even chances. One health kills the one footman.
  it("gives expected hits, saves, damage and the chance of a kill, exactly", () => {
    const v = view([
      [0, "footman", "t:front"],
      [1, "footman", "t:front"],
    ]);
    const odds = attackOdds(v, 0, "t:front", {
      action: "melee",
      target: { player: 1, at: "t:front" },
    });
    expect(odds?.hits).toBeCloseTo(5 / 6, 12);
    expect(odds?.saves).toBeCloseTo(1 / 2, 12);
    // Damage reaches 1 when 1 hit meets no save (3/6 x 1/2) or 2 hits meet any roll (1/6).
    expect(odds?.damage).toBeCloseTo(5 / 12, 12);
    expect(odds?.kill).toBeCloseTo(5 / 12, 12);
  });

  it("needs the damage to reach the smallest unit's health for a kill", () => {
    // A Dwarf Footman against a lone rare (3 health): at most 2 hits, never a kill.
    const v = view([
      [0, "footman", "t:front"],
      [1, "warlord", "t:front"],
    ]);
    const odds = attackOdds(v, 0, "t:front", {
      action: "melee",
      target: { player: 1, at: "t:front" },
    });
    expect(odds?.kill).toBe(0);
    expect(odds?.damage).toBeGreaterThan(0);
  });

  it("shoots from the reserve area with the Amazons only", () => {
    const v = view([
      [0, "footman", "reserve"],
      [1, "footman", "t:front"],
    ]);
    const odds = attackOdds(v, 0, "reserve", {
      action: "missile",
      target: { player: 1, at: "t:front" },
    });
    expect(odds).toBeNull();
  });
});
