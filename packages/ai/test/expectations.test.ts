// The expectation helpers, checked by hand against known dice (2.9a's dice and rules).
import { oddsFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { cheapestCover } from "../src/heuristic/casualties.ts";
import {
  armyDistribution,
  chanceAtLeast,
  convolve,
  expectedDamage,
  expectedResult,
  mean,
  noContext,
  unitDie,
  unitDistribution,
} from "../src/heuristic/expectations.ts";

const die = (id: string) => {
  const d = unitDie(id);
  if (!d) throw new Error(`no unit ${id}`);
  return d;
};

const odds = oddsFor("2.9a");
const none = noContext(odds);

// Dwarf Footman: 1 ID, 1 Save, 1 Melee, 1 Melee, 1 Save, 2 Melee.
const footman = die("footman");

describe("per-die expectations", () => {
  it("counts normal icons and ID as the wanted result (Dwarf footman)", () => {
    expect(footman.faces.map((f) => `${f.count} ${f.icon}`)).toEqual([
      "1 ID",
      "1 Save",
      "1 Melee",
      "1 Melee",
      "1 Save",
      "2 Melee",
    ]);
    expect(expectedResult(footman, "melee-attack", none)).toBeCloseTo(
      (1 + 0 + 1 + 1 + 0 + 2) / 6,
      12,
    );
    expect(expectedResult(footman, "save-vs-melee", none)).toBeCloseTo(
      (1 + 1 + 0 + 0 + 1 + 0) / 6,
      12,
    );
    expect(expectedResult(footman, "maneuver", none)).toBeCloseTo(1 / 6, 12);
    expect(expectedResult(footman, "missile-action", none)).toBeCloseTo(1 / 6, 12);
  });

  it("gives the exact distribution of one die", () => {
    const d = unitDistribution(footman, "melee-attack", none);
    expect(d).toHaveLength(3);
    expect(d[0]).toBeCloseTo(2 / 6, 12);
    expect(d[1]).toBeCloseTo(3 / 6, 12);
    expect(d[2]).toBeCloseTo(1 / 6, 12);
    expect(mean(d)).toBeCloseTo(expectedResult(footman, "melee-attack", none), 12);
  });

  it("doubles maneuvers and saves of an army holding an eighth face", () => {
    const held = { odds, terrainType: null, controlsEighth: true };
    expect(expectedResult(footman, "save-vs-melee", held)).toBeCloseTo(1, 12);
    expect(expectedResult(footman, "maneuver", held)).toBeCloseTo(2 / 6, 12);
    expect(expectedResult(footman, "melee-attack", held)).toBeCloseTo(5 / 6, 12);
  });

  it("applies racial abilities by terrain type (Dwarves double maneuvers at a highland)", () => {
    const pony = die("pony-rider"); // 1 ID, 1 Melee, 1 Maneuver, 2 Maneuver, 1 Melee, 1 Save
    expect(expectedResult(pony, "maneuver", none)).toBeCloseTo(4 / 6, 12);
    const highland = { odds, terrainType: "highland", controlsEighth: false };
    expect(expectedResult(pony, "maneuver", highland)).toBeCloseTo(8 / 6, 12);
  });

  it("counts a group monster's rerolls on ID", () => {
    const swarm = die("sprite-swarm");
    const n = swarm.faces.length;
    // 2.9a "SAI List": Fly yields maneuver results in a maneuver roll, like the ID face.
    const once =
      swarm.faces.reduce(
        (s, f) => s + (["Maneuver", "ID", "Fly"].includes(f.icon) ? f.count : 0),
        0,
      ) / n;
    const ids = swarm.faces.filter((f) => f.icon === "ID").length / n;
    expect(expectedResult(swarm, "maneuver", none)).toBeCloseTo(once / (1 - ids), 12);
    // The distribution follows the rerolls a few levels: nearly the same mean.
    expect(mean(unitDistribution(swarm, "maneuver", none))).toBeCloseTo(once / (1 - ids), 3);
  });

  it("combines dice exactly", () => {
    const two = armyDistribution([footman, footman], "melee-attack", none);
    expect(two.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(two[4]).toBeCloseTo(1 / 36, 12);
    expect(mean(two)).toBeCloseTo(10 / 6, 12);
  });

  it("gives armies that share their first dice each its own dice's sum (the cache's tree)", () => {
    const swarm = die("sprite-swarm");
    // Each army's distribution is its dice's, convolved in its order, whatever was asked before.
    const inOrder = (dice: (typeof footman)[]) =>
      dice.reduce<readonly number[]>(
        (d, u) => convolve(d, unitDistribution(u, "maneuver", none)),
        [1],
      );
    const armies = [[footman, swarm, footman], [footman], [footman, swarm], [swarm, footman], []];
    for (const army of armies) {
      expect(armyDistribution(army, "maneuver", none)).toEqual(inOrder(army));
    }
    // Another purpose of the same dice is another roll.
    expect(armyDistribution([footman, swarm], "melee-attack", none)).not.toEqual(
      armyDistribution([footman, swarm], "maneuver", none),
    );
  });
});

describe("contests", () => {
  it("gives ties to the acting army", () => {
    const coin = [0.5, 0.5];
    // P(A >= B) for two fair 0/1 coins: 3/4.
    expect(chanceAtLeast(coin, [coin])).toBeCloseTo(0.75, 12);
    expect(chanceAtLeast(coin, [])).toBe(1);
    // Against two opposing coins, A must beat both: 1/2 * 1/4 + 1/2 * 1 = 5/8.
    expect(chanceAtLeast(coin, [coin, coin])).toBeCloseTo(0.625, 12);
  });

  it("expects the damage past the saves, capped by the army's health", () => {
    const hits = [0, 0, 0, 1]; // always 3
    const saves = [0.5, 0.5]; // 0 or 1
    expect(expectedDamage(hits, saves, 10)).toBeCloseTo(2.5, 12);
    expect(expectedDamage(hits, saves, 2)).toBeCloseTo(2, 12);
  });
});

describe("casualties", () => {
  it("covers the damage exactly with the units worth least", () => {
    const units = [
      { id: "a", health: 1, value: 1 },
      { id: "b", health: 1, value: 3 },
      { id: "c", health: 2, value: 1.5 },
      { id: "d", health: 3, value: 5 },
    ];
    expect(cheapestCover(units, 2)?.sort()).toEqual(["c"]);
    expect(cheapestCover(units, 3)?.sort()).toEqual(["a", "c"]);
    expect(cheapestCover(units, 4)?.sort()).toEqual(["a", "b", "c"]);
    expect(cheapestCover(units, 7)?.sort()).toEqual(["a", "b", "c", "d"]);
    expect(cheapestCover([{ id: "x", health: 2, value: 1 }], 1)).toBeNull();
  });
});
