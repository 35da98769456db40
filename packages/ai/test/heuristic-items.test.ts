// The heuristic bot with magical items (2.9a, rules/000 lines 2379-2389): which items units that
// move take along (line 2385) and which an army buries when its units cannot carry them all (line
// 2379): the most worth kept, counting what the units left behind can carry.
import { applyInPlace, type Decision, newGame, seededRandomInt, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { valueOfDie } from "../src/heuristic/values.ts";
import { heuristicBot } from "../src/heuristic-bot.ts";
import { position, strictBot } from "./positions.ts";

const bot = strictBot;

const carry = (units: string[], items: string[]): Decision => ({
  id: 999,
  player: 0,
  kind: "carry-items",
  prompt: "Pick the items your moving units take along, one each of their colour.",
  data: { from: "t:front", to: "t:home0", units, items },
});

describe("heuristic bot: items carried and buried", () => {
  // Line 2385: an Amazon (any colour, line 2383) moves from the frontier, where A's Mantlet (an
  // artifact) and Steel Buckler are. With nobody left there, it takes the Mantlet, worth more.
  it("takes the most valuable item when nobody stays to carry the rest", () => {
    const state = position([
      [0, "runner", "t:home0"],
      [0, "mantlet-red", "t:front"],
      [0, "steel-buckler-blue", "t:front"],
      [1, "footman", "t:front"],
    ]);
    const view = viewFor(state, 0);
    expect(valueOfDie(view, "d1")).toBeGreaterThan(valueOfDie(view, "d2"));
    expect(bot().choose(view, carry(["d0"], ["d1", "d2"]))).toEqual(["d1"]);
  });

  // Line 2379: a Dwarf Footman (fire and earth) stays and can carry the red Mantlet but not the
  // blue Buckler: the Amazon takes the Buckler, and both are kept (the Mantlet taken would leave
  // the Buckler to be buried).
  it("takes what the units left behind could not carry", () => {
    const state = position([
      [0, "runner", "t:home0"],
      [0, "mantlet-red", "t:front"],
      [0, "steel-buckler-blue", "t:front"],
      [0, "footman", "t:front"],
      [1, "footman", "t:front"],
    ]);
    expect(bot().choose(viewFor(state, 0), carry(["d0"], ["d1", "d2"]))).toEqual(["d2"]);
  });

  const bury = (items: string[]): Decision => ({
    id: 999,
    player: 0,
    kind: "bury-items",
    prompt: "Your units there cannot carry all their items: pick 1 to bury.",
    data: { at: "t:front", items, count: 1 },
  });

  // Line 2379: three items, two units (a Dwarf and an Amazon): the Sight Stone, worth least, goes.
  it("buries the items worth least", () => {
    const state = position([
      [0, "footman", "t:front"],
      [0, "runner", "t:front"],
      [0, "mantlet-red", "t:front"],
      [0, "speed-slippers-blue", "t:front"],
      [0, "sight-stone-gold", "t:front"],
      [1, "footman", "t:front"],
    ]);
    expect(bot().choose(viewFor(state, 0), bury(["d2", "d3", "d4"]))).toEqual(["d4"]);
  });

  // With two Dwarves and no Amazon the blue Slippers cannot be carried: they go, though the Sight
  // Stone is worth less (burying it would leave the Slippers uncarried).
  it("buries what its units cannot carry before what they can", () => {
    const state = position([
      [0, "footman", "t:front"],
      [0, "footman", "t:front"],
      [0, "mantlet-red", "t:front"],
      [0, "speed-slippers-blue", "t:front"],
      [0, "sight-stone-gold", "t:front"],
      [1, "footman", "t:front"],
    ]);
    expect(bot().choose(viewFor(state, 0), bury(["d2", "d3", "d4"]))).toEqual(["d3"]);
  });

  // 2.9a lines 270 and 2379: armies of 1 to 3 health from a force of 6, the Dawn Blade (2 health)
  // carried by a unit of its colour. The engine's matching gives it to the Ambusher (2), whose bundle of 4
  // fits no army; only with the Advocate (1) carrying it do armies of 3, 2 and 1 form. The bot
  // finds that way itself rather than leaving the split to the random player, and its answer is
  // legal (a strict bot throws on an illegal one).
  it("assembles a force whose armies form only when another unit carries the item", () => {
    const footmen = Array.from({ length: 6 }, () => "footman");
    const r = newGame({
      edition: "2.9a",
      seed: 1,
      forceSize: 6,
      players: [
        {
          name: "A",
          dice: ["ambusher", "advocate", "antelope-folk", "dawn-blade-black"],
          terrains: ["highland-city", "flatland-temple"],
          dragons: ["red-drake"],
        },
        {
          name: "B",
          dice: footmen,
          terrains: ["highland-city", "flatland-temple"],
          dragons: ["red-drake"],
        },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    const asked = r.state.pending.find((d) => d.player === 0 && d.kind === "assemble-armies");
    if (!asked) throw new Error("no assembly asked");
    const fallbacks: string[] = [];
    const bot = heuristicBot(seededRandomInt(1), {
      strict: true,
      onFallback: (kind, why) => fallbacks.push(`${kind}: ${why}`),
    });
    const choice = bot.choose(viewFor(r.state, 0), asked);
    const applied = applyInPlace(r.state, {
      type: "decide",
      player: 0,
      decision: asked.id,
      choice,
    });
    expect(applied.ok ? null : applied.error.message).toBeNull();
    expect(fallbacks).toEqual([]);
    // The blade is in the Advocate's army, not the Ambusher's.
    const idOf = (die: string) => r.state.dice.find((d) => d.owner === 0 && d.die === die)?.id;
    const armyOf = (die: string) =>
      Object.values((choice as { armies: Record<string, string[]> }).armies).findIndex((ids) =>
        ids.includes(idOf(die) ?? ""),
      );
    expect(armyOf("dawn-blade-black")).toBe(armyOf("advocate"));
    expect(armyOf("dawn-blade-black")).not.toBe(armyOf("ambusher"));
  });
});
