// 2.9a rulebook examples as scenarios, with the exact numbers in the text.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../src/kernel/events.ts";
import { runScenario } from "../src/scenario/scenario.ts";

const scenario = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./scenarios/${name}.json`, import.meta.url), "utf8"));

const tallies = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: "tally" }> => e.type === "tally");

describe("every scenario file", () => {
  // Each file runs to its end and meets its own expectations (its `expect` entries): the
  // rulebook's melee example (melee-9-hits-7-saves, lines 434-446) and set-up
  // (setup-order-and-distances, lines 266-296) check their numbers this way.
  const files = readdirSync(new URL("./scenarios/", import.meta.url))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""));
  // A file written ahead of what it needs says so in `pending` (docs/scenarios.md): reported as
  // skipped until then, and still loaded below, so that it stays a valid scenario.
  const isPending = (name: string) => typeof (scenario(name) as { pending?: unknown }).pending;
  const ready = files.filter((f) => isPending(f) === "undefined");
  const pending = files.filter((f) => isPending(f) !== "undefined");
  it.each(ready)("%s", (name) => {
    // A run that goes otherwise than the file says throws: the test fails with its message whole.
    expect(runScenario(scenario(name)).pending).toBeUndefined();
  });
  it.skip.each(pending)("%s (pending)", () => {});
  it("loads every pending file as a valid scenario", () => {
    for (const name of pending) expect(runScenario(scenario(name)).pending, name).toBeTruthy();
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
