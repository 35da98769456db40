import { describe, expect, it } from "vitest";
import { dieById } from "../src/dice.ts";
import {
  breaths,
  DRAGON_AUTO_SAVES,
  dragonFaces,
  dragonTypes,
} from "../src/editions/2.9a/dragons.ts";
import { eighthFaces } from "../src/editions/2.9a/eighth-faces.ts";
import { groupMonsters } from "../src/editions/2.9a/group-monsters.ts";
import { species } from "../src/editions/2.9a/species.ts";
import { nonRulebookTerrainTypes, terrainTypes } from "../src/editions/2.9a/terrain-types.ts";
import { DRAGON_ICONS, EIGHTH_FACE_ICONS, FIRST_SPECIES, NORMAL_ICONS } from "../src/types.ts";

const FIRST_TWELVE: readonly string[] = FIRST_SPECIES;

function speciesById(id: string) {
  const s = species.find((x) => x.id === id);
  if (!s) throw new Error(`no species ${id}`);
  return s;
}

describe("2.9a species", () => {
  // 2.9a "Basic Terms" (Race): twelve races plus Eldarim and Dragonkin, each a single race.
  it("has 14 species with unique ids", () => {
    expect(species).toHaveLength(14);
    const ids = species.map((s) => s.id);
    expect(new Set(ids).size).toBe(14);
    expect([...ids].sort()).toEqual([...FIRST_TWELVE, "eldarim", "dragonkin"].sort());
  });

  // 2.9a "Basic Terms" (Aspects and Elements) and "Racial Abilities": every race is named, has
  // aspects (Amazons: ivory, taken from the terrain) and at least one racial ability.
  it.each(FIRST_TWELVE)("%s has name, elements, racial abilities and icon table", (id) => {
    const s = speciesById(id);
    expect(s.name.singular).not.toBe("");
    expect(s.name.plural).not.toBe("");
    if (s.aspectSource === "terrain") {
      expect(s.elements).toEqual([]);
      expect(s.colors).toEqual(["ivory"]);
    } else {
      expect(s.elements.length).toBeGreaterThan(0);
    }
    expect(s.racialAbilities.length).toBeGreaterThan(0);
    for (const a of s.racialAbilities) {
      expect(a.name).not.toBe("");
      expect(a.summary.length).toBeGreaterThan(10);
    }
    expect(s.iconTable.normalIcons.length).toBeGreaterThan(0);
    expect(s.iconTable.saiIcons.length).toBeGreaterThan(0);
  });

  // 2.9a "Icons of Each Race": 5 classes x Common/Uncommon/Rare/Monster for the twelve races
  // (Feral's names are blank in the extracted table and come from the dice data).
  it.each(FIRST_TWELVE)("%s names 5 classes x 4 sizes", (id) => {
    const rows = speciesById(id).iconTable.dieNames;
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      for (const size of ["common", "uncommon", "rare", "monster"] as const) {
        expect(row[size], `${id} ${row.label} ${size}`).toBeTruthy();
      }
    }
    const names = rows.flatMap((r) => [r.common, r.uncommon, r.rare, r.monster]);
    expect(new Set(names).size).toBe(20);
  });

  // 2.9a "Icons of Each Race": only the Feral table needed another source.
  it("marks where die names do not come from the rulebook table", () => {
    const outside = species.filter((s) => s.iconTable.dieNamesSource).map((s) => s.id);
    expect(outside).toEqual(["feral"]);
  });

  // 2.9a "Icons of Each Race": normal icons are the five normal action icons; Undead have no
  // missile icon.
  it("uses only normal icons in normalIcons, and Undead have no Missile", () => {
    for (const s of species) {
      for (const icon of s.iconTable.normalIcons) {
        expect(NORMAL_ICONS).toContain(icon);
      }
    }
    expect(speciesById("undead").iconTable.normalIcons).not.toContain("Missile");
  });

  // 2.9a "Icons of Each Race" (Dwarf icons): the extracted "Smit" is Smite.
  it("fixes clipped names", () => {
    const all = species.flatMap((s) => s.iconTable.saiIcons);
    expect(all).not.toContain("Smit");
    expect(speciesById("dwarves").iconTable.saiIcons).toContain("Smite");
  });

  // 2.9a "Basic Terms" (Aspects and Elements): the aspects of each race.
  it("gives each race its aspects", () => {
    const expected: Record<string, string[]> = {
      "coral-elves": ["air", "water"],
      dwarves: ["earth", "fire"],
      goblins: ["death", "earth"],
      "lava-elves": ["death", "fire"],
      firewalkers: ["air", "fire"],
      feral: ["air", "earth"],
      "swamp-stalkers": ["death", "water"],
      frostwings: ["air", "death"],
      scalders: ["fire", "water"],
      treefolk: ["earth", "water"],
      undead: ["death"],
      amazons: [],
    };
    for (const [id, elements] of Object.entries(expected)) {
      expect([...speciesById(id).elements].sort(), id).toEqual(elements);
    }
    expect(speciesById("undead").colors).toContain("ivory");
  });

  // 2.9a "Racial Abilities": the named abilities of a few races.
  it("lists the named racial abilities", () => {
    const names = (id: string) => speciesById(id).racialAbilities.map((a) => a.name);
    expect(names("amazons")).toEqual(["Terrain Advantage", "Magic Use", "Reserve Attack"]);
    expect(names("undead")).toEqual(["Stepped Damage", "Resist Burial", "Double Magic"]);
    expect(names("firewalkers")).toEqual(["Terrain Flight", "Flaming Shields"]);
    expect(names("eldarim")).toEqual(["Resist Fear", "Sacrifice Dragonkin"]);
  });

  // 2.9a "The Eldarim Champions" and "Dragonkin": champions and the Dragonkin table.
  it("includes Eldarim champions and the Dragonkin table", () => {
    const eldarim = speciesById("eldarim");
    expect(eldarim.champions?.map((c) => c.name)).toEqual([
      "Dragonlord",
      "Dragonmaster",
      "Dragonslayer",
      "Dragonhunter",
      "Dragoncrusader",
      "Dragonzealot",
    ]);
    for (const c of eldarim.champions ?? []) expect(c.faces).toHaveLength(6);
    const dragonkin = speciesById("dragonkin");
    expect(dragonkin.iconTable.dieNames).toHaveLength(3);
    expect(dragonkin.iconTable.saiIcons).toEqual(["Belly", "Breath"]);
    expect(dragonkin.champions?.[0]?.health).toBe(4);
  });
});

describe("2.9a terrain types", () => {
  // 2.9a "Basic Terms" (Aspects and Elements): the elements of the six terrain types.
  it("gives each terrain type its two elements", () => {
    const expected: Record<string, string[]> = {
      coastland: ["air", "water"],
      flatland: ["air", "earth"],
      highland: ["earth", "fire"],
      swampland: ["earth", "water"],
      feyland: ["fire", "water"],
      wasteland: ["air", "fire"],
    };
    expect(terrainTypes.map((t) => t.id).sort()).toEqual(Object.keys(expected).sort());
    for (const t of terrainTypes) {
      expect([...t.elements].sort(), t.id).toEqual(expected[t.id]);
    }
  });

  // 2.9a "Basic Terms": no Deadland terrain type; "Deadlands" is a spell.
  it("keeps Deadland out of the 2.9a list", () => {
    expect(terrainTypes.some((t) => t.id === "deadland")).toBe(false);
    expect(nonRulebookTerrainTypes.map((t) => t.id)).toEqual(["deadland"]);
  });
});

describe("2.9a eighth faces", () => {
  // 2.9a "The Eighth Face", "Special Terrains", "Minor Terrains": 4 + 4 + 4 icons.
  it("describes all 12 eighth-face icons once", () => {
    expect(eighthFaces).toHaveLength(12);
    expect(eighthFaces.map((f) => f.icon).sort()).toEqual([...EIGHTH_FACE_ICONS].sort());
    const count = (c: string) => eighthFaces.filter((f) => f.category === c).length;
    expect([count("major"), count("advanced"), count("minor")]).toEqual([4, 4, 4]);
  });

  // 2.9a "The Eighth Face": holding an eighth face doubles saves and maneuvers and frees actions;
  // "Special Terrains": advanced terrains only go to the frontier.
  it("sets the capture advantages and frontier-only flags", () => {
    for (const f of eighthFaces) {
      expect(f.doublesSaves).toBe(true);
      expect(f.doublesManeuvers).toBe(true);
      expect(f.controllerChoosesAction).toBe(true);
      expect(f.frontierOnly ?? false).toBe(f.category === "advanced");
      expect(f.ownerPicksOneEffect ?? false).toBe(f.category === "minor");
      expect(f.disaster !== undefined).toBe(f.category === "minor");
    }
  });

  // 2.9a "Minor Terrains" (Minor Terrain Icons): each ID icon's disaster face.
  it("pairs minor terrains with their disasters", () => {
    const disaster = (icon: string) => eighthFaces.find((f) => f.icon === icon)?.disaster?.name;
    expect(disaster("Bridge")).toBe("Flood");
    expect(disaster("Knoll")).toBe("Landslide");
    expect(disaster("Village")).toBe("Revolt");
    expect(disaster("Woods")).toBe("Lost");
  });
});

describe("2.9a dragons", () => {
  // 2.9a "Dragons" and "White Dragons": face damage, doubled for white dragons.
  it("describes every dragon face with its damage", () => {
    expect(dragonFaces.map((f) => f.icon).sort()).toEqual([...DRAGON_ICONS].sort());
    const dmg = Object.fromEntries(dragonFaces.map((f) => [f.icon, f.damage]));
    expect(dmg).toEqual({ Jaws: 12, Claw: 6, Wing: 5, Tail: 3, Belly: 0, Breath: 0, Treasure: 0 });
    for (const f of dragonFaces) expect(f.whiteDamage).toBe(f.damage * 2);
  });

  // 2.9a "Dragons" (breaths) and "White Dragons" (Terrain Empathy).
  it("has a breath for every colour", () => {
    expect(breaths.map((b) => b.color).sort()).toEqual(
      ["black", "blue", "gold", "green", "ivory", "red", "white"].sort(),
    );
    for (const b of breaths.filter((x) => x.color !== "white")) {
      expect(b.unitEffect?.healthWorth).toBe(5);
    }
  });

  // 2.9a "Dragon Attack Phase" (5 health, 5 automatic saves), "White Dragons" (10 health,
  // 14 magic), "Summon ... Dragon" spells (7 magic).
  it("gives health, automatic saves and summoning cost per dragon type", () => {
    expect(dragonTypes.map((d) => d.id).sort()).toEqual(
      ["elemental", "hybrid", "ivory", "ivory-hybrid", "white"].sort(),
    );
    for (const d of dragonTypes) {
      expect(d.autoSaves).toBe(DRAGON_AUTO_SAVES);
      expect(d.autoSaves).toBe(5);
      if (d.id === "white") {
        expect(d.health).toBe(10);
        expect(d.summonCost).toBe(14);
        expect(d.countsAsDragons).toBe(2);
      } else {
        expect(d.health).toBe(5);
        expect(d.summonCost).toBe(7);
        expect(d.countsAsDragons).toBe(1);
      }
    }
  });
});

describe("2.9a group monsters", () => {
  // 2.9a line 773: "Coral Elf Sprite Swarm, Goblin Harpies, Swamp Stalker Mudmen, Frostwing Wolf
  // Pack, Scalding Web Birds and Scalding Will o' Wisps", each a monster die of its race.
  it("are the six the rulebook names, each a monster of its race", () => {
    const named = groupMonsters.map((id) => {
      const die = dieById(id);
      return die?.kind === "unit" ? `${die.species} ${die.name}` : `not a unit: ${id}`;
    });
    expect(named).toEqual([
      "coral-elves Sprite Swarm",
      "goblins Harpies",
      "swamp-stalkers Mudmen",
      "frostwings Wolf Pack",
      "scalders Web Birds",
      "scalders Will o' Wisps",
    ]);
    for (const id of groupMonsters) expect(dieById(id)).toMatchObject({ health: 4 });
  });
});
