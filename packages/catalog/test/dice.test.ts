import { describe, expect, it } from "vitest";
import { allDice, dragonDice, itemDice, terrainDice, units } from "../src/dice.ts";
import { isNormalIcon } from "../src/icons.ts";
import { FIRST_SPECIES } from "../src/types.ts";

const FIRST_TWELVE: readonly string[] = FIRST_SPECIES;

const speciesUnits = units.filter((u) => FIRST_TWELVE.includes(u.species));
const count = <T>(xs: readonly T[], pred: (x: T) => boolean): number => xs.filter(pred).length;

describe("catalogue dice: counts", () => {
  it("has unique ids across the whole catalogue", () => {
    const ids = allDice.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // 2.9a "Icons of Each Race": five units per size and five monsters per race.
  it("has 240 species units: 12 species x 5 common, 5 uncommon, 5 rare, 5 monsters", () => {
    expect(speciesUnits).toHaveLength(240);
    for (const species of FIRST_TWELVE) {
      const mine = speciesUnits.filter((u) => u.species === species);
      for (const size of ["common", "uncommon", "rare", "monster"] as const) {
        expect(
          count(mine, (u) => u.size === size),
          `${species} ${size}`,
        ).toBe(5);
      }
    }
  });

  // 2.9a "Icons of Each Race": each race has one unit of each of its five classes per size; most
  // races have heavy melee, light melee, cavalry, missile and magic, Frostwings and Undead have
  // their own variants.
  it("gives every species one unit of each of its five classes per size", () => {
    const standard = ["cavalry", "heavy-melee", "light-melee", "magic", "missile"];
    const variants: Record<string, string[]> = {
      frostwings: ["cavalry", "heavy-melee", "heavy-missile", "light-missile", "magic"],
      undead: ["heavy-magic", "heavy-melee", "light-magic", "light-melee", "skirmisher"],
    };
    for (const species of FIRST_TWELVE) {
      for (const size of ["common", "uncommon", "rare"] as const) {
        const classes = speciesUnits
          .filter((u) => u.species === species && u.size === size)
          .map((u) => u.class)
          .sort();
        expect(classes, `${species} ${size}`).toEqual(variants[species] ?? standard);
      }
    }
  });

  // 2.9a "The Eldarim Champions": Dragonlord, Dragonslayer, Dragoncrusader and, per element, a
  // Dragonmaster, a Dragonhunter and a Dragonzealot.
  it("has the Eldarim acolytes and the 18 Eldarim champions", () => {
    const eldarim = units.filter((u) => u.species === "eldarim");
    const champions = eldarim.filter((u) => u.size === "champion").map((u) => u.name);
    expect(champions).toHaveLength(18);
    for (const name of ["Dragonlord", "Dragonslayer", "Dragoncrusader"]) {
      expect(champions).toContain(name);
    }
    for (const kind of ["Dragonmaster", "Dragonhunter", "Dragonzealot"]) {
      for (const color of ["Black", "Blue", "Gold", "Green", "Red"]) {
        expect(champions).toContain(`${kind} (${color})`);
      }
    }
    expect(eldarim.length - champions.length).toBe(190);
  });

  // 2.9a "Dragonkin": commons to champions in every element, with automatic saves equal to health.
  it("has 60 Dragonkin, including the Dragonkin champions, with automatic saves", () => {
    const dragonkin = units.filter((u) => u.species === "dragonkin");
    expect(dragonkin).toHaveLength(60);
    expect(count(dragonkin, (u) => u.size === "champion")).toBe(15);
    for (const u of dragonkin) expect(u.autoSaves, u.id).toBe(u.health);
    expect(units.filter((u) => u.autoSaves !== undefined).every((u) => u.species === "dragonkin"));
  });

  // 2.9a "Dragons", "Hybrid Dragons", "Ivory Hybrid Dragons", "White Dragons".
  it("has every dragon as drake and wyrm", () => {
    expect(dragonDice).toHaveLength(44);
    const byType = (t: string) => dragonDice.filter((d) => d.dragonType === t);
    expect(byType("elemental")).toHaveLength(10);
    expect(byType("ivory")).toHaveLength(2);
    expect(byType("hybrid")).toHaveLength(20);
    expect(byType("ivory-hybrid")).toHaveLength(10);
    expect(byType("white")).toHaveLength(2);
    const names = new Set(dragonDice.map((d) => d.name.replace(/ (Drake|Wyrm)$/, "")));
    for (const base of names) {
      expect(
        count(dragonDice, (d) => d.name === `${base} Drake`),
        base,
      ).toBe(1);
      expect(
        count(dragonDice, (d) => d.name === `${base} Wyrm`),
        base,
      ).toBe(1);
    }
  });

  // 2.9a "Step 3": six terrain types; "Special Terrains"; "Minor Terrains".
  it("has the major terrains with each of the 4 eighth faces, the advanced and minor terrains", () => {
    const majors = terrainDice.filter((t) => t.category === "major");
    const advanced = terrainDice.filter((t) => t.category === "advanced");
    const minors = terrainDice.filter((t) => t.category === "minor");
    const types = ["coastland", "feyland", "flatland", "highland", "swampland", "wasteland"];
    for (const type of types) {
      const eighths = (list: typeof majors) =>
        list
          .filter((t) => t.terrainType === type)
          .map((t) => t.eighthFace)
          .sort();
      expect(eighths(majors), type).toEqual(["City", "Standing Stones", "Temple", "Tower"]);
      expect(eighths(advanced), type).toEqual(["Castle", "Dragon's Lair", "Grove", "Vortex"]);
      expect(eighths(minors), type).toEqual(["Bridge", "Knoll", "Village", "Woods"]);
    }
    expect(majors).toHaveLength(24);
    expect(advanced).toHaveLength(24);
    // The six types plus the Deadland minor terrains.
    expect(minors).toHaveLength(28);
  });

  // 2.9a "Magical Items", "Artifacts", "Medallions"; V4 relics.
  it("has the magical items, artifacts, medallions and relics", () => {
    const byType = (t: string) => itemDice.filter((d) => d.itemType === t);
    expect(byType("magical-item")).toHaveLength(75);
    expect(byType("artifact")).toHaveLength(25);
    expect(
      byType("medallion")
        .map((d) => d.name)
        .sort(),
    ).toEqual(["Bronze Medallion", "Gold Medallion", "Silver Medallion"]);
    expect(byType("relic")).toHaveLength(2);
    for (const relic of byType("relic")) expect(relic.editions).toEqual(["v4"]);
  });

  // 2.9a "Kings' Die": a 4-health unit of no race.
  it("has the Kings' Die", () => {
    const kings = units.filter((u) => u.id === "kings-die");
    expect(kings).toHaveLength(1);
    expect(kings[0]?.health).toBe(4);
    expect(kings[0]?.faces).toHaveLength(6);
  });
});

describe("catalogue dice: health and faces", () => {
  // 2.9a "Basic Terms": commons 1 health, uncommons 2, rares 3, champions and monsters 4.
  it("gives each unit size the health the rules give", () => {
    const health = { common: 1, uncommon: 2, rare: 3, champion: 4, monster: 4 };
    for (const u of units) expect(u.health, u.id).toBe(health[u.size]);
  });

  // 2.9a "Basic Terms" (dragons five health) and "White Dragons" (double: 10).
  it("gives dragons 5 health, white dragons 10, and five automatic saves", () => {
    for (const d of dragonDice) {
      expect(d.health, d.id).toBe(d.dragonType === "white" ? 10 : 5);
      expect(d.autoSaves, d.id).toBe(5);
    }
  });

  // 2.9a "Basic Terms": item health costs 1 to 4 by size.
  it("gives items their health cost by size", () => {
    const health = { common: 1, uncommon: 2, rare: 3, artifact: 4, medallion: 4, relic: 4 };
    for (const d of itemDice) expect(d.health, d.id).toBe(health[d.size]);
  });

  // 2.9a "Get to know your dice": units 6 sides, monsters and artifacts 10, dragons 12,
  // terrains 8, items 4. (V4 relics are six-sided.)
  it("gives each kind of die its number of faces", () => {
    for (const u of units) expect(u.faces.length, u.id).toBe(u.size === "monster" ? 10 : 6);
    for (const d of dragonDice) expect(d.faces.length, d.id).toBe(12);
    for (const t of terrainDice) expect(t.faces.length, t.id).toBe(8);
    for (const d of itemDice) {
      const n = { artifact: 10, relic: 6 }[d.itemType as string] ?? 4;
      expect(d.faces.length, d.id).toBe(n);
    }
  });

  // 2.9a "Basic Terms": the ID icon counts one result per health of the unit.
  it("puts the ID face first on every species unit, counting its health", () => {
    for (const u of units.filter((x) => x.species !== "none")) {
      expect(u.faces[0], u.id).toEqual({ icon: "ID", count: u.health });
      expect(
        count(u.faces, (f) => f.icon === "ID"),
        u.id,
      ).toBe(1);
    }
  });

  // 2.9a "Monsters": each icon on a monster counts as 4 points of effect; only SAIs may differ
  // (their descriptions say how many results they generate).
  it("counts every normal icon on a monster as four", () => {
    const monsters = units.filter((u) => u.size === "monster");
    expect(monsters).toHaveLength(60);
    for (const m of monsters) {
      for (const f of m.faces.filter((x) => isNormalIcon(x.icon))) expect(f.count, m.id).toBe(4);
    }
  });

  // 2.9a "Step 3" and "The Eighth Face": major terrain faces are numbered 1 to 8, the eighth
  // face shows the die's eighth-face icon.
  it("numbers terrain faces 1 to 8 with the eighth-face icon on 8", () => {
    for (const t of terrainDice) {
      expect(
        t.faces.map((f) => f.number),
        t.id,
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(t.faces[7]?.icon, t.id).toBe(t.eighthFace);
    }
  });

  // 2.9a "White Dragons": twice the damage of other dragons (claws 12, wings 10, tails 6, jaws 24).
  it("doubles every white dragon face", () => {
    const white = dragonDice.filter((d) => d.dragonType === "white");
    const ivory = dragonDice.find((d) => d.id === "ivory-drake");
    for (const d of white) {
      const normal = dragonDice.find((x) => x.id === `ivory-${d.form}`);
      expect(normal, d.id).toBeDefined();
      expect(d.faces.map((f) => f.icon)).toEqual(normal?.faces.map((f) => f.icon));
      expect(d.faces.map((f) => f.count)).toEqual(normal?.faces.map((f) => f.count * 2));
    }
    expect(ivory?.faces.find((f) => f.icon === "Claw")?.count).toBe(6);
  });

  it("records a reason and a source for every correction", () => {
    for (const d of allDice) {
      for (const c of d.corrections ?? []) {
        expect(c.reason.length, d.id).toBeGreaterThan(10);
        expect(c.source, d.id).toMatch(/rules\/00[0-4]|reference/);
      }
    }
  });
});
