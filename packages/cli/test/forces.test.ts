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

  it("draws a random force from the whole catalogue with random-advanced", () => {
    // Over a few draws the advanced components show up, and each force is legal.
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const force = resolveArmy("random-advanced", 48, randomInt);
      expect(force.label).toBe("random advanced force");
      expect(forceProblem(force, 48)).toBeNull();
      for (const id of force.dice) seen.add(dieById(id)?.kind ?? "?");
      if (force.dragonkin?.length) seen.add("dragonkin");
      if (force.minorTerrains?.length) seen.add("minor");
    }
    expect([...seen].sort()).toEqual(["dragonkin", "item", "minor", "unit"]);
  });

  it("names the premade forces when the value is none of them", () => {
    expect(() => resolveArmy("orcs", 24, randomInt)).toThrow(
      /--army orcs: not a premade force, "random", "random-advanced" or a \.json force file; premade forces: amazons, /,
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
    ).toThrow(
      "kind.json: terrains.1: Red Drake belongs with the dragons, not the major and special terrains",
    );
    expect(() =>
      loadForceFile(file("kin.json", { ...good, dice: [...good.dice, "dragonscout-red"] }), 24),
    ).toThrow(/^kin\.json: dice\.\d+: Dragonscout.* belongs with the Dragonkin, not the units/);
  });

  // 2.9a "Advanced Rules" (rules/000 lines 2214-2450): items and the Kings' Die with the units,
  // Dragonkin (one health for each full three of the force, line 2312) and up to four minor
  // terrains (line 2238) in the summoning pool, a special terrain as the proposed frontier.
  const advanced = {
    name: "Advanced Dwarves",
    // Kings' Die 4, Dawn Blade 2, a second uncommon 1 (line 2367), Blade Golem 4: 11 health.
    dice: [
      "kings-die",
      "dawn-blade-red",
      "eyebiter-gold",
      "blade-golem-red",
      ...Array.from({ length: 13 }, () => "footman"),
    ],
    terrains: ["highland-city", "highland-castle"],
    dragons: ["red-drake"],
    dragonkin: ["dragonscout-red", "dragonhero-gold", "dragonchamp-red"],
    minorTerrains: ["highland-knoll", "flatland-woods"],
  };

  it("loads a force with items, the Kings' Die, Dragonkin, minor terrains and a special terrain", () => {
    const force = loadForceFile(file("advanced.json", advanced), 24);
    expect(force.dice).toEqual(advanced.dice);
    expect(force.dragonkin).toEqual(advanced.dragonkin);
    expect(force.minorTerrains).toEqual(advanced.minorTerrains);
    expect(forceProblem(force, 24)).toBeNull();
  });

  it("checks the summoning pool's allowances with the engine", () => {
    const kin = Array.from({ length: 9 }, () => "dragonscout-red");
    expect(() => loadForceFile(file("kin9.json", { ...advanced, dragonkin: kin }), 24)).toThrow(
      "kin9.json: 9 health of Dragonkin: at most 8 (one for each 3 health of the force)",
    );
    const minors = ["highland-knoll", "highland-bridge", "highland-woods", "highland-village"];
    expect(() =>
      loadForceFile(
        file("minor5.json", { ...advanced, minorTerrains: [...minors, "flatland-knoll"] }),
        24,
      ),
    ).toThrow("minor5.json: 5 minor terrains: at most four");
    expect(() =>
      loadForceFile(file("minor.json", { ...advanced, minorTerrains: ["highland-city"] }), 24),
    ).toThrow(/^minor\.json: minorTerrains\.0: Highland City belongs with the major and special/);
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
    ).toThrow("small.json: the force costs 23 health; the game is played at 24");
    const wizards = Array.from({ length: 8 }, () => "wizard");
    expect(() => loadForceFile(file("magic.json", { ...good, dice: wizards }), 24)).toThrow(
      /magic\.json: 24 health of magic users is more than half the force \(12\)/,
    );
  });
});
