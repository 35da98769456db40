// The kind of an effect's damage (reach.ts), which units out of reach escape (2.9a Fade, line
// 1217: not "targeted or affected by" melee, missile or magic; Camouflage, line 1312; Hide, line
// 1328). An SAI striking in a roll (Counter, Volley, Smite, Stone) does damage of its roll's kind,
// named as the damage tasks name it: a magic roll's is spell damage.
import { describe, expect, it } from "vitest";
import { PURPOSES } from "../src/standard/purposes.ts";
import { damageOfRoll, reachOfDamage, reachOfRoll } from "../src/standard/reach.ts";

describe("2.9a the kind of a roll's damage", () => {
  it("names each roll's damage as the damage tasks do", () => {
    expect(damageOfRoll("melee-attack")).toBe("melee");
    expect(damageOfRoll("save-vs-missile")).toBe("missile");
    expect(damageOfRoll("magic-action")).toBe("spell");
    expect(damageOfRoll("save-vs-spell")).toBe("spell");
    expect(damageOfRoll("dragon-attack")).toBe("dragon");
    expect(damageOfRoll("maneuver")).toBeUndefined();
  });

  it("reaches as far as the roll it comes from, for every kind of roll", () => {
    for (const { name } of Object.values(PURPOSES)) {
      expect(reachOfDamage(damageOfRoll(name)), name).toBe(reachOfRoll(name));
    }
  });
});
