// 2.9a: what a face is worth, by the terrain type it is rolled at. Only a race's ability tied to a
// terrain type (line 779: Dwarves' maneuvers double at a highland) makes it differ, and only at
// that type: `Odds.terrainKey` says so, and the bots keep one worth per key. Checked here for
// every face of every unit die, in the army rolls the bots weigh, at every terrain type, with
// and without the eighth face's doubling.
import { units } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { parts29a } from "../src/editions/2.9a/index.ts";
import { oddsOf } from "../src/standard/odds.ts";
import { PURPOSES } from "../src/standard/purposes.ts";
import { standardRuleset } from "../src/standard/ruleset.ts";

describe("2.9a: a face's worth by terrain type", () => {
  it("is the same at every terrain type of one terrain key", () => {
    const odds = oddsOf(standardRuleset(parts29a).tables);
    const types = parts29a.data.terrainTypes.map((t) => t.id);
    const purposes = [
      PURPOSES.maneuver,
      PURPOSES.counterManeuver,
      PURPOSES.meleeAttack,
      PURPOSES.missileAction,
      PURPOSES.magicAction,
      PURPOSES.saveVsMelee,
      PURPOSES.saveVsMissile,
    ];
    let keyed = 0;
    const differ: string[] = [];
    for (const die of units) {
      for (const face of die.faces) {
        for (const purpose of purposes) {
          for (const doubles of [false, true]) {
            const byKey = new Map<string, number>();
            for (const type of types) {
              const key = odds.terrainKey(die, type);
              if (key !== "") keyed++;
              const worth = odds.faceWorth(die, face, purpose, type, doubles);
              const first = byKey.get(key);
              if (first === undefined) byKey.set(key, worth);
              else if (worth !== first) {
                differ.push(
                  `${die.id} ${face.icon} ${purpose.name} at ${type}: ${worth}, not ${first}`,
                );
              }
            }
          }
        }
      }
    }
    expect(differ).toEqual([]);
    // The races tied to a terrain type have their own keys (line 779 and the like).
    expect(keyed).toBeGreaterThan(0);
  });
});
