// 2.9a rulebook examples as scenarios, with the exact numbers in the text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../src/kernel/events.ts";
import { runScenario } from "../src/scenario/scenario.ts";

const scenario = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./scenarios/${name}.json`, import.meta.url), "utf8"));

const tallies = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: "tally" }> => e.type === "tally");

describe("2.9a melee", () => {
  // 2.9a "Melee": 7 melee icons and an uncommon's ID make 9 hits; 3 save icons and the ID icons
  // of a common and a rare make 7 saves; the defender removes 2 health-worth of units. The
  // counter-attack rolls 2 hits against 5 saves and does no damage.
  it("reproduces the rulebook's melee and counter-attack example", () => {
    const { state, events } = runScenario(scenario("melee-9-hits-7-saves"));
    const t = tallies(events);
    expect(t.map((x) => [x.player, x.purpose, Object.values(x.results)[0]])).toEqual([
      [0, "melee-attack", 9],
      [1, "save-vs-melee", 7],
      [1, "counter-attack", 2],
      [0, "save-vs-melee", 5],
    ]);
    expect(events).toContainEqual({
      type: "damage",
      player: 1,
      location: "t:front",
      damage: 9,
      saves: 7,
    });
    expect(events).toContainEqual({ type: "killed", player: 1, dice: ["d-sergeant"] });
    expect(events).toContainEqual({
      type: "damage",
      player: 0,
      location: "t:front",
      damage: 2,
      saves: 5,
    });
    expect(state.dice.filter((d) => d.at === "dua").map((d) => d.id)).toEqual(["d-sergeant"]);
  });

  // 2.9a "Damage": the casualties must cover as much damage as possible, never more.
  it("offers casualties covering exactly the damage", () => {
    const json = scenario("melee-9-hits-7-saves") as { decisions: unknown[] };
    const { state } = runScenario({ ...json, decisions: json.decisions.slice(0, 1) });
    const pending = state.pending[0];
    expect(pending?.kind).toBe("choose-casualties");
    expect(pending?.data).toMatchObject({ damage: 2, cover: 2 });
  });
});

describe("2.9a maneuver", () => {
  // 2.9a "Maneuver": 9 maneuvers against counter-maneuvers of 7 and 9: the acting army wins
  // because ties go to the acting army.
  it("lets the acting army win a tie with the best counter-maneuver", () => {
    const { state, events } = runScenario(scenario("maneuver-tie"));
    expect(tallies(events).map((x) => Object.values(x.results)[0])).toEqual([9, 7, 9]);
    expect(events).toContainEqual({
      type: "maneuver",
      player: 0,
      terrain: "front",
      success: true,
      from: 3,
      to: 4,
    });
    expect(state.terrains.find((t) => t.id === "front")?.face).toBe(4);
  });
});
