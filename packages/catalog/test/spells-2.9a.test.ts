import { describe, expect, it } from "vitest";
import { spells } from "../src/editions/2.9a/spells.ts";
import { SPELL_COLORS, SPELL_SPECIES, type SpellDef } from "../src/rules/spell-types.ts";

function spell(name: string): SpellDef {
  const found = spells.find((s) => s.name === name);
  if (!found) throw new Error(`no spell named ${name}`);
  return found;
}

function namesWhere(pred: (s: SpellDef) => boolean): string[] {
  return spells
    .filter(pred)
    .map((s) => s.name)
    .sort();
}

describe("2.9a spell list: shape", () => {
  // 2.9a "Black (Death) Spells" through "Elemental Spells": 84 spells in all
  it("has 84 spells, all tagged 2.9a", () => {
    expect(spells).toHaveLength(84);
    expect(spells.every((s) => s.edition === "2.9a")).toBe(true);
  });

  // 2.9a spell list sections: 18 black, 15 blue, 13 gold, 15 green, 13 red, 10 elemental
  it("has the right number of spells per colour", () => {
    const counts = Object.fromEntries(
      SPELL_COLORS.map((c) => [c, spells.filter((s) => s.color === c).length]),
    );
    expect(counts).toEqual({ black: 18, blue: 15, gold: 13, green: 15, red: 13, elemental: 10 });
  });

  // Our convention: id is the kebab-case of the rulebook name, unique across the list
  it("has unique ids that are the kebab-case of the name", () => {
    expect(new Set(spells.map((s) => s.id)).size).toBe(spells.length);
    expect(new Set(spells.map((s) => s.name)).size).toBe(spells.length);
    for (const s of spells) {
      expect(s.id).toBe(s.name.toLowerCase().replace(/\s+/g, "-"));
    }
  });

  // 2.9a "Spell Attributes": racial spells name a race; species ids come from our fixed set
  it("uses only known species ids, at most one per spell", () => {
    for (const s of spells) {
      expect(s.species.length).toBeLessThanOrEqual(1);
      for (const sp of s.species) expect(SPELL_SPECIES).toContain(sp);
    }
  });

  // 2.9a "Spell Attributes": every spell has a positive casting cost
  it("has positive whole-number costs and amounts", () => {
    for (const s of spells) {
      expect(Number.isInteger(s.cost) && s.cost > 0).toBe(true);
      if (s.target.amount !== undefined) expect(s.target.amount).toBeGreaterThan(0);
    }
  });

  // Project rule: summaries are short paraphrases (one or two sentences)
  it("has a short summary for every spell", () => {
    for (const s of spells) {
      expect(s.summary.length).toBeGreaterThan(10);
      const sentences = s.summary.split(/[.!?](?:\s|$)/).filter((x) => x.trim() !== "");
      expect(sentences.length, s.id).toBeLessThanOrEqual(2);
    }
  });
});

describe("2.9a spell list: costs in rulebook order", () => {
  const costs = (color: SpellDef["color"]) =>
    spells.filter((s) => s.color === color).map((s) => [s.name, s.cost]);

  // 2.9a "Black (Death) Spells"
  it("black", () => {
    expect(costs("black")).toEqual([
      ["Ashes to Ashes", 2],
      ["Decay", 2],
      ["Evil Eye", 2],
      ["Palsy", 3],
      ["Reanimate Dead", 3],
      ["Fade", 3],
      ["Magic Drain", 3],
      ["Deadlands", 4],
      ["Finger of Death", 4],
      ["Honor the Dead", 4],
      ["Necromantic Wave", 4],
      ["Restless Dead", 4],
      ["Spirit Furnace", 4],
      ["Open Grave", 6],
      ["Exhume", 6],
      ["Soiled Ground", 6],
      ["Haunt", 8],
      ["Night Moves", 9],
    ]);
  });

  // 2.9a "Blue (Air) Spells"
  it("blue", () => {
    expect(costs("blue")).toEqual([
      ["Hailstorm", 2],
      ["Scent of Fear", 2],
      ["Airy Acquisition", 3],
      ["Breath of Life", 3],
      ["Call of the Wild", 3],
      ["Blue Elemental Blast", 3],
      ["Dust Devil", 3],
      ["Wind Wall", 3],
      ["Wind Walk", 4],
      ["Blizzard", 4],
      ["Wilding", 4],
      ["Fields of Ice", 5],
      ["Mirage", 5],
      ["Lightning Strike", 6],
      ["Degenerate Dragonkin", 8],
    ]);
  });

  // 2.9a "Gold (Earth) Spells" (heading glued to "**Stoneskin**" in the extracted text)
  it("gold", () => {
    expect(costs("gold")).toEqual([
      ["Stoneskin", 2],
      ["Camouflage", 2],
      ["Earthen Armor", 2],
      ["Hide", 2],
      ["Dust to Dust", 3],
      ["Path", 4],
      ["Backlash", 4],
      ["Explode Stone", 4],
      ["Transmute Rock to Mud", 5],
      ["Higher Ground", 5],
      ["Reform Land", 6],
      ["Leaving", 8],
      ["Create Mountain", 9],
    ]);
  });

  // 2.9a "Green (Water) Spells"
  it("green", () => {
    expect(costs("green")).toEqual([
      ["Watery Double", 2],
      ["Foul Water", 2],
      ["Wall of Ice", 3],
      ["Bloat Corpses", 3],
      ["Water of Life", 3],
      ["Water Walking", 4],
      ["Flash Flood", 5],
      ["Call Water", 5],
      ["Part Water", 5],
      ["Wall of Fog", 6],
      ["Deluge", 6],
      ["Mire", 6],
      ["Tidal Wave", 6],
      ["Black Rain", 7],
      ["Wall of Thorns", 8],
    ]);
  });

  // 2.9a "Red (Fire) Spells"
  it("red", () => {
    expect(costs("red")).toEqual([
      ["Ash Storm", 2],
      ["Spark of Life", 3],
      ["Fearful Flames", 3],
      ["Firebolt", 3],
      ["Flashfire", 3],
      ["Red Elemental Blast", 3],
      ["Firestorm", 3],
      ["Reforge Item", 3],
      ["Burning Hands", 4],
      ["Flaming Armor", 4],
      ["Flaming Spears", 4],
      ["Dancing Lights", 6],
      ["Volcanic Eruption", 6],
    ]);
  });

  // 2.9a "Elemental Spells"
  it("elemental", () => {
    expect(costs("elemental")).toEqual([
      ["Promote Dragonkin", 3],
      ["Rise of the Eldarim", 3],
      ["Summon Dragonkin", 3],
      ["Demote Dragonkin", 4],
      ["Dispel Dragonkin", 4],
      ["Summon Ivory Dragon", 7],
      ["Summon Elemental Dragon", 7],
      ["Summon Hybrid Dragon", 7],
      ["Summon Ivory Hybrid Dragon", 7],
      ["Summon White Dragon", 14],
    ]);
  });
});

describe("2.9a spell list: spot checks", () => {
  // 2.9a "Black (Death) Spells": Finger of Death costs 4, Basic, one unsaveable point on an enemy unit
  it("Finger of Death", () => {
    const s = spell("Finger of Death");
    expect(s).toMatchObject({
      id: "finger-of-death",
      color: "black",
      cost: 4,
      species: [],
      target: { kind: "unit", whose: "enemy" },
      duration: "immediate",
      multiplicity: { kind: "increase-effect", orTargetAnother: true },
      castableFromReserves: false,
      dealsDamage: true,
    });
  });

  // 2.9a "Blue (Air) Spells": Hailstorm costs 2, Basic, one point of damage on an enemy army
  it("Hailstorm", () => {
    expect(spell("Hailstorm")).toMatchObject({
      color: "blue",
      cost: 2,
      species: [],
      target: { kind: "army", whose: "enemy" },
      duration: "immediate",
      dealsDamage: true,
    });
  });

  // 2.9a "Black (Death) Spells": Decay costs 2, Swamp Stalker, lasts until the start of your next turn;
  // Evil Eye costs 2, Undead, lasts until the end of your next turn
  it("Decay and Evil Eye (black racial)", () => {
    expect(spell("Decay")).toMatchObject({
      cost: 2,
      species: ["swamp-stalkers"],
      duration: "until-start-of-your-next-turn",
    });
    expect(spell("Evil Eye")).toMatchObject({
      cost: 2,
      species: ["undead"],
      duration: "until-end-of-your-next-turn",
    });
  });

  // 2.9a "Black (Death) Spells": Soiled Ground costs 6, Goblin, swampland terrain only
  it("Soiled Ground (black racial, constrained target)", () => {
    expect(spell("Soiled Ground")).toMatchObject({
      cost: 6,
      species: ["goblins"],
      target: { kind: "terrain", constraint: "swampland terrain only" },
    });
  });

  // 2.9a "Blue (Air) Spells": Scent of Fear costs 2, Feral, more health or another army
  it("Scent of Fear (blue racial)", () => {
    expect(spell("Scent of Fear")).toMatchObject({
      cost: 2,
      species: ["feral"],
      multiplicity: {
        kind: "increase-health-affected",
        orTargetAnother: true,
        orDamageInflicted: false,
      },
    });
  });

  // 2.9a "Gold (Earth) Spells": Stoneskin costs 2, Basic; Earthen Armor costs 2, Dwarf, lasts until used
  it("Stoneskin and Earthen Armor (gold)", () => {
    expect(spell("Stoneskin")).toMatchObject({ color: "gold", cost: 2, species: [] });
    expect(spell("Earthen Armor")).toMatchObject({
      color: "gold",
      cost: 2,
      species: ["dwarves"],
      duration: "until-used",
      target: { kind: "unit", whose: "own" },
    });
  });

  // 2.9a "Gold (Earth) Spells": Reform Land costs 6, Goblin, lasts for the rest of the game
  it("Reform Land (gold racial, permanent)", () => {
    expect(spell("Reform Land")).toMatchObject({
      cost: 6,
      species: ["goblins"],
      target: { kind: "minor-terrain", whose: "own" },
      duration: "permanent",
    });
  });

  // 2.9a "Green (Water) Spells": Water Walking costs 4, "Spell List: Scaldier" (= Scalders)
  it("Water Walking (green racial, garbled race name)", () => {
    expect(spell("Water Walking")).toMatchObject({
      color: "green",
      cost: 4,
      species: ["scalders"],
    });
  });

  // 2.9a "Green (Water) Spells": Wall of Thorns costs 8, Treefolk (its text is split over two lines)
  it("Wall of Thorns (green racial)", () => {
    expect(spell("Wall of Thorns")).toMatchObject({
      cost: 8,
      species: ["treefolk"],
      duration: "until-end-of-your-next-turn",
      target: { kind: "terrain" },
    });
  });

  // 2.9a "Red (Fire) Spells": Firestorm costs 3, "Spell List: Scalded" (= Scalders)
  it("Firestorm (red racial, garbled race name)", () => {
    expect(spell("Firestorm")).toMatchObject({
      color: "red",
      cost: 3,
      species: ["scalders"],
      dealsDamage: true,
    });
  });

  // 2.9a "Red (Fire) Spells": Fearful Flames — more health affected and more damage inflicted
  it("Fearful Flames multiplicity", () => {
    expect(spell("Fearful Flames")).toMatchObject({
      species: ["lava-elves"],
      multiplicity: {
        kind: "increase-health-affected",
        orTargetAnother: false,
        orDamageInflicted: true,
      },
    });
  });

  // 2.9a spell lists: the six "only once per magic action" spells
  it("once-per-magic-action spells", () => {
    expect(namesWhere((s) => s.multiplicity.kind === "once-per-magic-action")).toEqual(
      [
        "Degenerate Dragonkin",
        "Haunt",
        "Honor the Dead",
        "Leaving",
        "Night Moves",
        "Spirit Furnace",
      ].sort(),
    );
  });

  // 2.9a spell lists: "Until the terrain face is changed" / "for the duration of the game"
  it("terrain-face and permanent durations", () => {
    expect(namesWhere((s) => s.duration === "until-terrain-face-changes")).toEqual([
      "Call Water",
      "Create Mountain",
      "Deadlands",
    ]);
    expect(namesWhere((s) => s.duration === "permanent")).toEqual(["Reform Land"]);
    expect(namesWhere((s) => s.duration === "until-used")).toEqual([
      "Burning Hands",
      "Earthen Armor",
      "Flaming Armor",
      "Flaming Spears",
    ]);
  });
});

describe("2.9a spell list: Elemental Spells", () => {
  // 2.9a "Elemental Spells": the ten spells, castable in any one colour
  it("lists the ten elemental spells", () => {
    expect(namesWhere((s) => s.color === "elemental")).toEqual(
      [
        "Promote Dragonkin",
        "Rise of the Eldarim",
        "Summon Dragonkin",
        "Demote Dragonkin",
        "Dispel Dragonkin",
        "Summon Ivory Dragon",
        "Summon Elemental Dragon",
        "Summon Hybrid Dragon",
        "Summon Ivory Hybrid Dragon",
        "Summon White Dragon",
      ].sort(),
    );
  });

  // 2.9a "Elemental Spells": four are Eldarim racial spells, the rest Basic
  it("Eldarim racial spells", () => {
    expect(namesWhere((s) => s.species.includes("eldarim"))).toEqual([
      "Demote Dragonkin",
      "Dispel Dragonkin",
      "Promote Dragonkin",
      "Rise of the Eldarim",
    ]);
  });

  // 2.9a "Elemental Spells": Summon White Dragon costs 14; all summoning spells may share a terrain
  it("dragon summoning spells", () => {
    expect(spell("Summon White Dragon")).toMatchObject({ cost: 14, species: [] });
    for (const s of spells.filter((x) => /^Summon .*Dragon$/.test(x.name))) {
      expect(s.target.kind).toBe("terrain");
      expect(s.multiplicity).toEqual({ kind: "multiple-targets", sameTargetAllowed: true });
    }
  });

  // 2.9a "Elemental Spells": Dispel Dragonkin costs 4, one unsaveable point on an enemy Dragonkin
  it("Dispel Dragonkin", () => {
    expect(spell("Dispel Dragonkin")).toMatchObject({
      cost: 4,
      target: { kind: "unit", whose: "enemy" },
      dealsDamage: true,
    });
  });
});

describe("2.9a spell list: reserve casting and damage", () => {
  // 2.9a "Reserve Magic": the explicit list of spells castable from the reserve area
  it("matches the rulebook's reserve-castable list exactly", () => {
    expect(namesWhere((s) => s.castableFromReserves)).toEqual(
      [
        // Black (Death)
        "Reanimate Dead",
        "Fade",
        "Necromantic Wave",
        "Restless Dead",
        "Spirit Furnace",
        "Open Grave",
        "Night Moves",
        // Blue (Air)
        "Breath of Life",
        "Call of the Wild",
        "Airy Acquisition",
        "Wind Wall",
        "Wind Walk",
        "Wilding",
        // Gold (Earth)
        "Stoneskin",
        "Camouflage",
        "Earthen Armor",
        "Hide",
        "Path",
        "Leaving",
        // Green (Water)
        "Watery Double",
        "Wall of Ice",
        "Water of Life",
        "Water Walking",
        // Red (Fire)
        "Spark of Life",
        "Flashfire",
        "Reforge Item",
        "Burning Hands",
        "Flaming Armor",
        "Flaming Spears",
        // Elemental
        "Promote Dragonkin",
        "Rise of the Eldarim",
      ].sort(),
    );
  });

  // 2.9a "Spell Attributes": reserve spells target only the caster's own things; never enemies,
  // terrains, the summoning pool or other spells; Haunt and Elemental Blast are excluded
  it("never lets a reserve-castable spell aim at an enemy, a terrain or a spell", () => {
    for (const s of spells.filter((x) => x.castableFromReserves)) {
      expect(s.target.whose, s.id).not.toBe("enemy");
      expect(["terrain", "minor-terrain", "spell", "summoning-pool-health"]).not.toContain(
        s.target.kind,
      );
    }
    expect(spell("Haunt").castableFromReserves).toBe(false);
    expect(spell("Blue Elemental Blast").castableFromReserves).toBe(false);
    expect(spell("Red Elemental Blast").castableFromReserves).toBe(false);
  });

  // 2.9a "Spell Attributes": you cannot target your own armies, units or items with damaging spells
  it("never aims a damaging spell at the caster's own units, items or armies", () => {
    for (const s of spells.filter((x) => x.dealsDamage && x.id !== "haunt")) {
      expect(s.target.whose, s.id).not.toBe("own");
    }
  });

  // 2.9a spell lists: the spells whose effect inflicts damage or kills
  it("marks the damaging spells", () => {
    expect(namesWhere((s) => s.dealsDamage)).toEqual(
      [
        "Backlash",
        "Dispel Dragonkin",
        "Fearful Flames",
        "Finger of Death",
        "Firebolt",
        "Firestorm",
        "Foul Water",
        "Hailstorm",
        "Haunt",
        "Lightning Strike",
        "Tidal Wave",
        "Volcanic Eruption",
        "Wall of Thorns",
      ].sort(),
    );
  });
});
