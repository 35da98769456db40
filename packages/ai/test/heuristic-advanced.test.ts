// The heuristic bot with the 2.9a advanced rules (issue 15; rules/000 lines 2214-2470): items in
// its armies' rolls and its set-up, Dragonkin among its casualties, decision kinds it does not know.
import { dieById, type ItemDie, type UnitDie } from "@dragondice/catalog";
import {
  type Decision,
  newGame,
  oddsFor,
  type PlayerSetup,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { expectAt } from "../src/heuristic/board.ts";
import { expectedResult, noContext } from "../src/heuristic/expectations.ts";
import { unitValue } from "../src/heuristic/values.ts";
import { heuristicBot } from "../src/index.ts";
import { position } from "./positions.ts";

describe("heuristic bot: items", () => {
  // Lines 2387-2389: an item rolls with its army when a unit that can carry it rolls, one item per
  // unit (line 2379), never in the reserve area. A Dawn Blade's faces are 1, 2, 2 and 3 melee.
  it("counts the items an army's units carry in its rolls, and no others", () => {
    const state = position([
      [0, "footman", "t:front"],
      [0, "dawn-blade-red", "t:front"],
      [0, "dawn-blade-blue", "t:front"],
      [0, "footman", "reserve"],
      [0, "dawn-blade-red", "reserve"],
      [1, "footman", "t:front"],
    ]);
    const view = viewFor(state, 0);
    const footman = dieById("footman") as UnitDie;
    const blade = dieById("dawn-blade-red") as ItemDie;
    const odds = oddsFor(view.edition);
    const ctx = { odds, terrainType: "flatland", controlsEighth: false };
    expect(expectedResult(blade, "melee-attack", ctx)).toBe(2);
    // The Dwarf carries the red blade; no unit there can carry the blue one.
    expect(expectAt(view, 0, "t:front", "melee-attack")).toBeCloseTo(
      expectedResult(footman, "melee-attack", ctx) + 2,
    );
    // In the reserve area items do not function (line 2387).
    expect(expectAt(view, 0, "reserve", "melee-attack")).toBeCloseTo(
      expectedResult(footman, "melee-attack", noContext(odds)),
    );
  });

  // Line 2379: each item in an army with a unit of its colour to carry it (Amazons carry any,
  // line 2383): the bot's own split, legal, with no fallback to random choices.
  it("assembles its armies with every item beside a unit that can carry it", () => {
    const dice = [
      ...["blade-golem-blue", "dawn-blade-black", "steel-buckler-green"],
      ...["soldier", "soldier", "darter", "runner", "footman", "footman", "footman"],
      ...["vorpal-sword-red", "flicker-foil-gold", "bronze-medallion"],
    ];
    // Items: 4 + 2 + 1 (a second uncommon) + 3 + 1 + 4 health (line 2367); seven 1-health units.
    const cost = 15 + 7;
    const force = (name: string): PlayerSetup => ({
      name,
      dice: [...dice, ...Array.from({ length: 36 - cost }, () => "footman")],
      terrains: ["highland-city", "flatland-temple"],
      dragons: ["red-drake", "blue-drake"],
    });
    const started = newGame({
      edition: "2.9a",
      seed: 5,
      forceSize: 36,
      players: [force("A"), force("B")],
    });
    if (!started.ok) throw new Error(started.error.message);
    const decision = started.state.pending.find((d) => d.player === 0) as Decision;
    const fallbacks: string[] = [];
    const bot = heuristicBot(seededRandomInt(1), {
      strict: true,
      onFallback: (kind, why) => fallbacks.push(`${kind}: ${why}`),
    });
    const choice = bot.choose(viewFor(started.state, 0), decision) as {
      armies: Record<string, string[]>;
    };
    expect(fallbacks).toEqual([]);
    const placed = Object.values(choice.armies).flat();
    expect(placed.sort()).toEqual([...(decision.data as { dice: string[] }).dice].sort());
  });
});

describe("heuristic bot: Dragonkin", () => {
  // Line 2320: killed Dragonkin go back to the summoning pool, to be summoned again: a Dragonhero
  // is lost before a Feral unit of the same health that rolls a little less.
  it("takes Dragonkin as casualties before units worth a little less", () => {
    const state = position([
      [0, "footman", "t:front"],
      [1, "badger-folk", "t:front"],
      [1, "dragonhero-red", "t:front"],
      [1, "sergeant", "t:front"],
    ]);
    const badger = dieById("badger-folk") as UnitDie;
    const hero = dieById("dragonhero-red") as UnitDie;
    const odds = oddsFor(state.edition);
    expect(unitValue(badger, odds)).toBeLessThan(unitValue(hero, odds));
    const decision: Decision = {
      id: 999,
      player: 1,
      kind: "choose-casualties",
      prompt: "Choose casualties covering 2 health of the 2 damage (never more).",
      data: {
        units: [
          { id: "d1", health: 2 },
          { id: "d2", health: 2 },
          { id: "d3", health: 2 },
        ],
        damage: 2,
        cover: 2,
      },
    };
    const bot = heuristicBot(seededRandomInt(1), { strict: true });
    expect(bot.choose(viewFor(state, 1), decision)).toEqual(["d2"]);
  });
});

describe("heuristic bot: decision kinds it does not know", () => {
  // Kinds it has no handler for (a rule added later) get the random bot's answer: one of the
  // options listed, or the ruleset's sampler for kinds without a list.
  it("answers them with the random bot's choice and says so", () => {
    const state = position([
      [0, "footman", "t:front"],
      [1, "footman", "t:front"],
    ]);
    const decision: Decision = {
      id: 999,
      player: 0,
      kind: "a-kind-the-bot-does-not-know",
      prompt: "Choose one.",
      options: [{ pick: "a" }, { pick: "b" }],
    };
    const fallbacks: string[] = [];
    const bot = heuristicBot(seededRandomInt(1), {
      onFallback: (kind, why) => fallbacks.push(`${kind}: ${why}`),
    });
    expect(decision.options).toContainEqual(bot.choose(viewFor(state, 0), decision));
    expect(fallbacks).toEqual(["a-kind-the-bot-does-not-know: no opinion"]);
  });
});
