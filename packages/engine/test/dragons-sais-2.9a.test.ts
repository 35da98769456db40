// SAIs in the army's response to a 2.9a dragon attack (rules/000 Step 6, line 364: "Any special
// result from an SAI that specifically states it has an effect during a dragon attack can also be
// applied"): Bash hitting back at a dragon (line 1793), and SAIs whose normal results count
// "during a dragon attack" (Smite line 2132, Stone line 2152, Counter).
import { describe, expect, it } from "vitest";
import { runScenario } from "../src/scenario/scenario.ts";
import { ofType, type Setup, scenarioOf } from "./positions.ts";

/** The position at the start of A's turn: the dragon attack comes first. */
const atTurnStart = (s: Omit<Setup, "start">) =>
  runScenario({
    ...scenarioOf({ ...s, start: { phase: "march", march: 1 } }),
    start: { phase: "turn-start" },
  });

const responseTally = (events: ReturnType<typeof atTurnStart>["events"]) =>
  ofType(events, "tally").find((e) => e.purpose === "dragon-attack")?.results;

describe("2.9a Bash against a dragon (line 1793)", () => {
  // A's behemoth rolls Bash and a warlord 3 saves against B's drakes.
  const bash = (faces: string[][], decisions: Setup["decisions"] = []) =>
    atTurnStart({
      dice: [
        [0, "behemoth", "t:front"],
        [0, "warlord", "t:front"],
        [0, "footman", "t:home0"],
        [1, "footman", "t:home1"],
        ...faces.map((): [number, string, string] => [1, "red-drake", "dragons:front"]),
      ],
      rolls: {
        d0: ["Bash"],
        d1: ["3 Save"],
        ...Object.fromEntries(faces.map((f, i) => [`d${i + 4}`, f])),
      },
      decisions,
    });

  it("sends a Jaws' 12 damage back, slaying the dragon, and gives the army 12 saves", () => {
    const { state, events } = bash([["Jaws"]]);
    expect(ofType(events, "dragon-bashed")).toEqual([
      { type: "dragon-bashed", player: 0, dragon: "d4", damage: 12, slain: true },
    ]);
    expect(responseTally(events)).toEqual({ melee: 0, missile: 0, save: 15 });
    expect(ofType(events, "dragon-response").map((e) => [e.damage, e.saves])).toEqual([[12, 15]]);
    expect(ofType(events, "dragons-slain").map((e) => e.dragons)).toEqual([["d4"]]);
    expect(state.dice.find((d) => d.id === "d4")?.at).toBe("pool");
  });

  it("lets the army pick a dragon that did damage; a Claw's 6 back does not slay it", () => {
    const asked = bash([["Belly"], ["Claw"], ["Jaws"]]);
    // The dragon that rolled Belly did no damage: it cannot be bashed.
    expect(asked.state.pending.map((d) => [d.kind, d.options])).toEqual([
      [
        "sai-choice",
        [
          { say: "bash", unit: "d5" },
          { say: "bash", unit: "d6" },
        ],
      ],
    ]);
    const { events } = bash(
      [["Belly"], ["Claw"], ["Jaws"]],
      [{ player: 0, kind: "sai-choice", choice: { say: "bash", unit: "d5" } }],
    );
    expect(ofType(events, "dragon-bashed")).toEqual([
      { type: "dragon-bashed", player: 0, dragon: "d5", damage: 6, slain: false },
    ]);
    expect(responseTally(events)).toEqual({ melee: 0, missile: 0, save: 9 });
  });

  it("sends back the damage of every face; 5 or more slays a dragon that rolled Belly", () => {
    const { events } = bash([["Tail", "Wing"]]);
    expect(ofType(events, "dragon-bashed")).toEqual([
      { type: "dragon-bashed", player: 0, dragon: "d4", damage: 8, slain: false },
    ]);
    const belly = bash([["Tail", "Tail", "Belly"]]);
    expect(ofType(belly.events, "dragon-bashed")).toEqual([
      { type: "dragon-bashed", player: 0, dragon: "d4", damage: 6, slain: true },
    ]);
  });
});

describe("2.9a two Bash dice against dragons (line 1793)", () => {
  // Each die that rolled Bash targets one dragon: two Bash, two different dragons.
  it("hits back at a different dragon for each die", () => {
    const { events } = atTurnStart({
      dice: [
        [0, "behemoth", "t:front"],
        [0, "behemoth", "t:front"],
        [1, "footman", "t:home1"],
        [1, "red-drake", "dragons:front"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Bash"], d1: ["Bash"], d3: ["Claw"], d4: ["Jaws"] },
      decisions: [{ player: 0, kind: "sai-choice", choice: { say: "bash", unit: "d3" } }],
    });
    expect(ofType(events, "dragon-bashed").map((e) => [e.dragon, e.damage, e.slain])).toEqual([
      ["d3", 6, false],
      ["d4", 12, true],
    ]);
    expect(responseTally(events)).toEqual({ melee: 0, missile: 0, save: 18 });
    expect(ofType(events, "dragon-response").map((e) => [e.damage, e.saves])).toEqual([[18, 18]]);
  });
});

describe("2.9a SAIs giving normal results during a dragon attack", () => {
  const rolling = (die: string, face: string) =>
    atTurnStart({
      dice: [
        [0, die, "t:front"],
        [0, "footman", "t:home0"],
        [1, "footman", "t:home1"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: [face], d3: ["Belly"] },
    });

  // Line 2132: during a dragon attack, Smite generates melee results.
  it("counts Smite as melee", () => {
    expect(responseTally(rolling("marauder", "Smite").events)).toEqual({
      melee: 4,
      missile: 0,
      save: 0,
    });
  });

  // Line 2152: during a dragon attack, Stone generates missile results.
  it("counts Stone as missile", () => {
    expect(responseTally(rolling("medusa", "Stone").events)).toEqual({
      melee: 0,
      missile: 4,
      save: 0,
    });
  });

  // Counter: save and melee results at once against a dragon (Example 4, line 376).
  it("counts Counter as both saves and melee", () => {
    expect(responseTally(rolling("herald", "Counter").events)).toEqual({
      melee: 4,
      missile: 0,
      save: 4,
    });
  });
});

describe("2.9a Eldarim logos in the army's response (line 364)", () => {
  // Line 364: the logo of a Dragonmaster or Dragonhunter counts as a two-point ID icon in the
  // army's combination roll. (Of another colour than the dragon's: it is not rolled at step 1.)
  it.each(["dragonmaster-black", "dragonhunter-black"])("counts a %s's logo as 2 ID", (die) => {
    const { state } = atTurnStart({
      dice: [
        [0, die, "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:home1"],
        [1, "red-drake", "dragons:front"],
      ],
      rolls: { d0: ["Logo"], d1: ["Save"], d3: ["Claw"] },
    });
    const asked = state.pending.find((d) => d.kind === "dragon-response");
    expect(asked?.data).toMatchObject({ melee: 0, missile: 0, save: 1, ids: 2, damage: 6 });
  });
});
