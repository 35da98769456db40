// The premade forces' data (premade-data.ts, which the web lobby loads without the catalogue).
import { describe, expect, it } from "vitest";
import {
  aboutPremade,
  dieById,
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
    // The twelve first species, and the mixed forces besides.
    expect(SPECIES_FORCES).toHaveLength(12);
    expect(PREMADE_NAMES.filter((n) => !species.has(n))).toEqual(["elves", "dark-alliance"]);
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

  it("finds forces by their own names only, never by Object.prototype's", () => {
    expect(premadeKey("Lava Elves")).toBe("lava-elves");
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expect(premadeKey(name), name).toBeUndefined();
      expect(() => premadeForce(name, 24), name).toThrow(PremadeForceError);
      expect(aboutPremade(name), name).toBe(name);
    }
  });
});
