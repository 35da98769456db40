import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dieById, rules29a } from "@dragondice/catalog";
import { seededRandomInt } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import {
  forceProblem,
  loadForceFile,
  PREMADE_NAMES,
  premadeForce,
  resolveArmy,
  SPECIES_FORCES,
} from "../src/play/forces.ts";

const FIRST_SPECIES = rules29a.species
  .map((s) => s.id)
  .filter((id) => id !== "eldarim" && id !== "dragonkin");

describe("premade forces", () => {
  it("has one force per first species and a few mixed ones", () => {
    expect([...SPECIES_FORCES].sort()).toEqual([...FIRST_SPECIES].sort());
    expect(FIRST_SPECIES).toHaveLength(12);
    expect(PREMADE_NAMES.length).toBeGreaterThanOrEqual(14);
  });

  it.each([...PREMADE_NAMES])(
    "%s passes the engine's checkConfig at 24, 48 and 72 health",
    (name) => {
      for (const size of [24, 48, 72]) {
        const force = premadeForce(name, size);
        expect(forceProblem(force, size)).toBeNull();
        expect(force.dragons).toHaveLength(size / 24);
      }
    },
  );

  it.each([...SPECIES_FORCES])(
    "%s is built from its own species with two major terrains",
    (name) => {
      const force = premadeForce(name, 24);
      for (const id of force.dice) {
        const die = dieById(id);
        expect(die?.kind === "unit" && die.species).toBe(name);
      }
      expect(force.terrains).toHaveLength(2);
      for (const id of force.terrains) {
        const die = dieById(id);
        expect(die?.kind === "terrain" && die.category).toBe("major");
      }
    },
  );

  it("suits the terrain to the species: dwarves at highland, goblins at swampland", () => {
    expect(premadeForce("dwarves", 24).terrains.every((t) => t.startsWith("highland"))).toBe(true);
    expect(premadeForce("goblins", 24).terrains.every((t) => t.startsWith("swampland"))).toBe(true);
  });

  it("accepts species names in the singular, plural and with spaces", () => {
    expect(premadeForce("Dwarf", 24).label).toBe("Dwarves");
    expect(premadeForce("lava elves", 24).label).toBe("Lava Elves");
    expect(premadeForce("Swamp-Stalkers", 24).label).toBe("Swamp Stalkers");
  });

  it("refuses sizes that are not a multiple of 24", () => {
    expect(() => premadeForce("dwarves", 30)).toThrow(/multiples of 24 health, not 30/);
  });
});

describe("--army values", () => {
  const randomInt = seededRandomInt(1);

  it("makes a random legal force of any size", () => {
    for (const size of [24, 30]) {
      const force = resolveArmy("random", size, randomInt);
      expect(forceProblem(force, size)).toBeNull();
    }
  });

  it("names the premade forces when the value is none of them", () => {
    expect(() => resolveArmy("orcs", 24, randomInt)).toThrow(
      /--army orcs: not a premade force, "random" or a \.json force file; premade forces: amazons, /,
    );
  });
});

describe("force files", () => {
  const dir = mkdtempSync(join(tmpdir(), "dd-forces-"));
  const file = (name: string, content: unknown): string => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
    return path;
  };
  const good = {
    name: "My Dwarves",
    dice: premadeForce("dwarves", 24).dice,
    terrains: ["highland-city", "coastland-tower"],
    dragons: ["red-drake"],
  };

  it("loads a legal force with its name", () => {
    const force = loadForceFile(file("good.json", good), 24);
    expect(force.label).toBe("My Dwarves");
    expect(force.terrains).toEqual(["highland-city", "coastland-tower"]);
  });

  it("names the file, the field and the unknown die", () => {
    const dice = [...good.dice];
    dice[3] = "foo";
    expect(() => loadForceFile(file("force.json", { ...good, dice }), 24)).toThrow(
      /^force\.json: dice\.3: no die "foo"/,
    );
  });

  it("says when an id names the wrong kind of die", () => {
    expect(() =>
      loadForceFile(file("kind.json", { ...good, terrains: ["highland-city", "red-drake"] }), 24),
    ).toThrow('kind.json: terrains.1: "red-drake" is a dragon, not a terrain');
  });

  it("reports the shape's first problem", () => {
    expect(() => loadForceFile(file("shape.json", { dice: [], terrains: ["a"] }), 24)).toThrow(
      /^shape\.json: dice: /,
    );
    expect(() => loadForceFile(file("extra.json", { ...good, army: 3 }), 24)).toThrow(
      /^extra\.json: \(top level\): .*army/,
    );
  });

  it("reports JSON that does not parse and files that are missing", () => {
    expect(() => loadForceFile(file("broken.json", "{ dice: "), 24)).toThrow(
      /^broken\.json is not valid JSON/,
    );
    expect(() => loadForceFile(join(dir, "none.json"), 24)).toThrow(/^cannot read .*none\.json$/);
  });

  it("passes the force through the engine's rules (health, magic cap)", () => {
    expect(() =>
      loadForceFile(file("small.json", { ...good, dice: good.dice.slice(1) }), 24),
    ).toThrow("small.json: the force has 23 health; the game is played at 24");
    const wizards = Array.from({ length: 8 }, () => "wizard");
    expect(() => loadForceFile(file("magic.json", { ...good, dice: wizards }), 24)).toThrow(
      /magic\.json: 24 health of magic users is more than half the force \(12\)/,
    );
  });
});
