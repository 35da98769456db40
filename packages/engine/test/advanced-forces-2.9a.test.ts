// 2.9a "Advanced Rules" (rules/000 lines 2214-2440): what a force may bring of the advanced
// components, where set-up puts them, and that items roll with the units carrying them.
import { dieById, type ItemDie } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import {
  applyInPlace,
  newGame,
  playRandomGame,
  randomConfig,
  randomForce,
  sampleChoice,
  seededRandomInt,
} from "../src/index.ts";
import type { PlayerSetup } from "../src/kernel/game.ts";
import { canCarry, forceCost } from "../src/standard/items.ts";
import { attack, faceOf, play, rolledFaces, unit } from "./positions.ts";

const item = (id: string) => dieById(id) as ItemDie;
const KIN = ruleset29a.tables.dragonkin;

/** A 24-health Dwarf force (red and gold) with `extra` dice in place of some footmen. */
function force(extra: Partial<PlayerSetup> = {}, dice: string[] = []): PlayerSetup {
  const cost = forceCost(dice.map((id) => dieById(id) as ItemDie));
  return {
    name: "A",
    dice: [...dice, ...Array.from({ length: 24 - cost }, () => "footman")],
    terrains: ["highland-city", "flatland-temple"],
    dragons: ["red-drake"],
    ...extra,
  };
}

function problem(p: PlayerSetup): string | null {
  const r = newGame({ edition: "2.9a", seed: 1, forceSize: 24, players: [p, force()] });
  return r.ok ? null : r.error.message;
}

describe("2.9a advanced forces", () => {
  // Line 2367: commons cost 1, a pair of uncommons 3, rares 3 (line 144); artifacts and
  // medallions 4 (line 144).
  it("costs items by size, a second uncommon 1", () => {
    expect(forceCost([item("flicker-foil-red")])).toBe(1);
    expect(forceCost([item("dawn-blade-red")])).toBe(2);
    expect(forceCost([item("dawn-blade-red"), item("eyebiter-gold")])).toBe(3);
    expect(forceCost([item("vorpal-sword-red")])).toBe(3);
    expect(forceCost([item("blade-golem-red"), item("bronze-medallion")])).toBe(8);
    expect(problem(force({}, ["dawn-blade-red", "eyebiter-gold"]))).toBeNull();
  });

  // Lines 2379-2383, 2434: one item per unit, of the unit's colour; Amazons any; Undead black;
  // medallions are colourless. Line 2326: Dragonkin (2.9a's: `KIN`) carry none.
  it("matches items to the units that can carry them", () => {
    expect(canCarry(KIN, unit("footman"), item("dawn-blade-red"))).toBe(true);
    expect(canCarry(KIN, unit("footman"), item("dawn-blade-blue"))).toBe(false);
    expect(canCarry(KIN, unit("soldier"), item("dawn-blade-blue"))).toBe(true);
    expect(canCarry(KIN, unit("skeleton"), item("dawn-blade-black"))).toBe(true);
    expect(canCarry(KIN, unit("skeleton"), item("dawn-blade-red"))).toBe(false);
    expect(canCarry(KIN, unit("skeleton"), item("silver-medallion"))).toBe(true);
    expect(canCarry(KIN, unit("dragonscout-red"), item("dawn-blade-red"))).toBe(false);
    expect(problem(force({}, ["dawn-blade-blue"]))).toMatch(/not every item has a unit/);
  });

  // Line 2312: one health of Dragonkin for each full three of the force; line 2238: four minor
  // terrains at most; line 2414: one Kings' Die; line 2272: a special terrain is never a home.
  it("limits Dragonkin, minor terrains and the Kings' Die", () => {
    const eight = Array.from({ length: 8 }, () => "dragonscout-red");
    expect(problem(force({ dragonkin: eight }))).toBeNull();
    expect(problem(force({ dragonkin: [...eight, "dragonfoal-red"] }))).toMatch(
      /9 health of Dragonkin: at most 8/,
    );
    const minors = ["highland-bridge", "highland-knoll", "highland-village", "highland-woods"];
    expect(problem(force({ minorTerrains: minors }))).toBeNull();
    expect(problem(force({ minorTerrains: [...minors, "flatland-woods"] }))).toMatch(
      /5 minor terrains: at most four/,
    );
    expect(problem(force({}, ["kings-die"]))).toBeNull();
    expect(problem(force({}, ["kings-die", "kings-die"]))).toMatch(/at most one/);
    expect(problem(force({ terrains: ["highland-city", "highland-castle"] }))).toBeNull();
    expect(problem(force({ dice: ["dragonscout-red"] }))).toMatch(
      /belongs with the Dragonkin, not the units and items/,
    );
  });

  // Lines 2314, 2238, 2414: Dragonkin and minor terrains wait in the summoning pool, the Kings'
  // Die beside the reserves; items are assembled into the armies with their carriers.
  it("sets the pool, the Kings' Die and the items out at set-up", () => {
    const p0 = force({ dragonkin: ["dragonscout-red"], minorTerrains: ["highland-knoll"] }, [
      "kings-die",
      "dawn-blade-red",
    ]);
    const r = newGame({ edition: "2.9a", seed: 3, forceSize: 24, players: [p0, force()] });
    if (!r.ok) throw new Error(r.error.message);
    const at = (die: string) => r.state.dice.find((d) => d.owner === 0 && d.die === die)?.at;
    expect(at("dragonscout-red")).toBe("pool");
    expect(at("highland-knoll")).toBe("pool");
    expect(at("kings-die")).toBe("force");
    const assemble = r.state.pending.find((d) => d.player === 0);
    const listed = (assemble?.data as { dice: string[] } | undefined)?.dice;
    const kings = r.state.dice.find((d) => d.die === "kings-die")?.id;
    expect(listed).not.toContain(kings);
    expect(listed).toContain(r.state.dice.find((d) => d.die === "dawn-blade-red")?.id);
  });

  // Lines 270 and 2379: each army has 1 to half the force in health, and each unit carries one
  // item of its colour. Which unit carries the item changes the armies' health: the Ambusher (2
  // health) and the Advocate (1) may both carry the Dawn Blade (2); only with the Advocate
  // carrying it do three armies of at most 3 form (3, 2, 1). The order of the list does not
  // matter, and the random player's assembly is legal.
  it("takes a force whose armies form only when a certain unit carries the item", () => {
    const other: PlayerSetup = {
      name: "B",
      dice: Array.from({ length: 6 }, () => "footman"),
      terrains: ["highland-city", "flatland-temple"],
      dragons: ["red-drake"],
    };
    for (const dice of [
      ["ambusher", "advocate", "antelope-folk", "dawn-blade-black"],
      ["advocate", "ambusher", "antelope-folk", "dawn-blade-black"],
    ]) {
      const p0: PlayerSetup = { ...other, name: "A", dice };
      const r = newGame({ edition: "2.9a", seed: 1, forceSize: 6, players: [p0, other] });
      if (!r.ok) throw new Error(`${dice.join(", ")}: ${r.error.message}`);
      const assemble = r.state.pending.find((d) => d.player === 0);
      if (!assemble) throw new Error("no assembly asked");
      const choice = sampleChoice(r.state, assemble, seededRandomInt(5));
      const applied = applyInPlace(r.state, {
        type: "decide",
        player: 0,
        decision: assemble.id,
        choice,
      });
      expect(applied.ok ? null : applied.error.message).toBeNull();
    }
  });

  // Line 2389: an item rolls only with a unit that can carry it; line 2387: never in reserve.
  it("rolls an item with its army's melee attack", () => {
    const { events } = play({
      dice: [
        [0, "footman", "t:front"],
        [0, "dawn-blade-red", "t:front"],
        [0, "dawn-blade-blue", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      front: ["highland-city", faceOf("highland-city", "Melee")],
      rolls: { d0: ["2 Melee"], d1: ["3 Melee"] },
      decisions: [attack("melee", "t:front")],
    });
    // The blue blade has no unit of its colour to carry it: it does not roll.
    expect(rolledFaces(events, "melee-attack")).toEqual(["d0: 2 Melee", "d1: 3 Melee"]);
  });

  it("plays random games of forces drawn from the whole catalogue to the end", () => {
    const randomInt = seededRandomInt(4);
    const drawn = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const f = randomForce("P", 60, randomInt, { advanced: true });
      for (const id of [
        ...f.dice,
        ...f.terrains,
        ...(f.dragonkin ?? []),
        ...(f.minorTerrains ?? []),
      ])
        drawn.add(dieById(id)?.kind === "item" ? "item" : id);
    }
    expect(drawn.has("item")).toBe(true);
    for (let seed = 1; seed <= 10; seed++) {
      const r = playRandomGame(randomConfig(seed, 2, 60, { advanced: true }), seed);
      expect(r.finished).toBe(true);
    }
  });
});
