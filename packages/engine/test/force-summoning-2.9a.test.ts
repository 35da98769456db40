// 2.9a: which dragons a force's own magic can summon (rules/000 lines 1597-1615 "Summon ...
// Dragon"; line 464 the species' colours of magic; line 753 Standing Stones; line 841 Amazons;
// line 979 the Dragonlord casts any colour; line 2375 magical items), for army builders.
import { MAGIC_FORCES, PREMADE_NAMES, premadeForce } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import {
  dragonSummoningProblem,
  dragonSummoningProblems,
  forceMagicColors,
  summoningColors,
} from "../src/editions/2.9a/force-summoning.ts";
import { checkConfig } from "../src/editions/2.9a/forces.ts";

const dwarves = { dice: ["footman", "theurgist"], terrains: ["highland-city", "highland-tower"] };
const sorted = (s: Set<string>) => [...s].sort();

describe("2.9a: the dragons a force's own magic can summon", () => {
  it("makes magic in its species' colours (line 464): Dwarves red and gold", () => {
    expect(sorted(forceMagicColors(dwarves))).toEqual(["gold", "red"]);
  });

  it("refuses an elemental dragon of a colour the force never makes, saying why (line 1601)", () => {
    expect(dragonSummoningProblem(dwarves, "red-drake")).toBeNull();
    expect(dragonSummoningProblem(dwarves, "blue-wyrm")).toBe(
      "no unit in this force can make blue magic, so the Blue Wyrm can never be summoned by it",
    );
  });

  it("summons a hybrid with magic of either colour (line 1607)", () => {
    expect(summoningColors("blue-red-drake")).toEqual(["blue", "red"]);
    expect(dragonSummoningProblem(dwarves, "blue-red-drake")).toBeNull();
    expect(dragonSummoningProblem(dwarves, "blue-green-drake")).toContain(
      "can make blue or green magic",
    );
  });

  it("summons ivory, ivory hybrid and white dragons with magic of any colour (lines 1597, 1611, 2468)", () => {
    for (const id of ["ivory-drake", "green-ivory-wyrm", "white-drake"]) {
      expect(dragonSummoningProblem(dwarves, id), id).toBeNull();
    }
  });

  it("gives Amazons the colours of the force's terrains (line 841)", () => {
    const amazons = { dice: ["soldier"], terrains: ["coastland-city", "flatland-tower"] };
    expect(sorted(forceMagicColors(amazons))).toEqual(["blue", "gold", "green"]);
    expect(dragonSummoningProblem(amazons, "red-drake")).toContain("red magic");
  });

  it("lets a Standing Stones cast its terrain's colours (line 753)", () => {
    const stones = { ...dwarves, terrains: ["highland-city", "coastland-standing-stones"] };
    expect(dragonSummoningProblem(stones, "blue-wyrm")).toBeNull();
  });

  it("counts a white Eldarim champion as every colour and an item as its own (lines 979, 2375)", () => {
    expect(forceMagicColors({ ...dwarves, dice: ["footman", "dragonlord"] }).size).toBe(5);
    expect(
      dragonSummoningProblem({ ...dwarves, dice: ["footman", "dawn-blade-green"] }, "green-drake"),
    ).toBeNull();
  });

  it("does not judge a force without units yet, and names each refused dragon once", () => {
    expect(dragonSummoningProblem({ dice: [], terrains: [] }, "red-drake")).toBeNull();
    expect(
      dragonSummoningProblems({ ...dwarves, dragons: ["blue-wyrm", "blue-wyrm", "red-drake"] }),
    ).toEqual([
      "no unit in this force can make blue magic, so the Blue Wyrm can never be summoned by it",
    ]);
  });

  it("lets every premade force summon its own dragons", () => {
    for (const name of PREMADE_NAMES) {
      expect(dragonSummoningProblems(premadeForce(name, 48)), name).toEqual([]);
    }
  });

  it("finds the magic forces legal 2.9a forces at 24, 48 and 72 health (lines 242-256)", () => {
    for (const name of MAGIC_FORCES) {
      for (const forceSize of [24, 48, 72]) {
        const players = [0, 1].map((i) => ({ ...premadeForce(name, forceSize), name: `P${i}` }));
        const config = { edition: "2.9a" as const, seed: 1, forceSize, players };
        expect(checkConfig(config), `${name} ${forceSize}`).toBeNull();
      }
    }
  });
});
