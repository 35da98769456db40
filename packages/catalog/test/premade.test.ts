// The premade forces' data (premade-data.ts, which the web lobby loads without the catalogue).
import { describe, expect, it } from "vitest";
import {
  aboutPremade,
  dieById,
  MAGIC_FORCES,
  magicPointValue,
  PREMADE_NAMES,
  PremadeForceError,
  premadeForce,
  premadeKey,
  rules29a,
  SPECIES_FORCES,
} from "../src/index.ts";

describe("premade forces", () => {
  it("marks as one species exactly the forces named by a species", () => {
    const species = new Set<string>(rules29a.species.map((s) => s.id));
    expect(SPECIES_FORCES).toEqual(PREMADE_NAMES.filter((n) => species.has(n)));
    // The twelve first species, and the mixed and magic forces besides.
    expect(SPECIES_FORCES).toHaveLength(12);
    expect(PREMADE_NAMES.filter((n) => !species.has(n))).toEqual([
      "elves",
      "dark-alliance",
      "dwarf-wizards",
      "scalder-mages",
    ]);
  });

  it("gives every species force of that species' dice alone", () => {
    for (const name of SPECIES_FORCES) {
      const force = premadeForce(name, 24);
      const kinds = new Set(
        force.dice.map((id) => {
          const die = dieById(id);
          return die?.kind === "unit" ? die.species : "none";
        }),
      );
      expect([...kinds], name).toEqual([name]);
    }
  });

  it("keeps the first forces' ids in their places (saved games and seats name them)", () => {
    expect(PREMADE_NAMES.slice(0, 14)).toEqual([
      "amazons",
      "coral-elves",
      "dwarves",
      "feral",
      "firewalkers",
      "frostwings",
      "goblins",
      "lava-elves",
      "scalders",
      "swamp-stalkers",
      "treefolk",
      "undead",
      "elves",
      "dark-alliance",
    ]);
  });

  // 2.9a line 246: magic users' health may be at most half the force. The magic forces bring
  // that much, so that a newcomer's magic actions can pay for spells and for a dragon (7 points).
  it("gives the magic forces half their health in magic users", () => {
    expect(MAGIC_FORCES).toEqual(["dwarf-wizards", "scalder-mages"]);
    for (const name of MAGIC_FORCES) {
      const dice = premadeForce(name, 24).dice.map((id) => dieById(id));
      const magic = dice.reduce(
        (sum, d) => sum + (d?.kind === "unit" || d?.kind === "item" ? magicPointValue(d) : 0),
        0,
      );
      expect(magic, name).toBe(12);
    }
  });

  it("finds forces by their own names only, never by Object.prototype's", () => {
    expect(premadeKey("Lava Elves")).toBe("lava-elves");
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expect(premadeKey(name), name).toBeUndefined();
      expect(() => premadeForce(name, 24), name).toThrow(PremadeForceError);
      expect(aboutPremade(name), name).toBe(name);
    }
  });
});
