import { describe, expect, it } from "vitest";
import { sais } from "../src/editions/2.9a/sais.ts";
import { v4OnlySais } from "../src/editions/v4/sais-v4-only.ts";
import { ROLL_KINDS, type RollKind, type SaiDef } from "../src/rules/sai-types.ts";

const byId = (id: string): SaiDef => {
  const sai = sais.find((s) => s.id === id);
  if (!sai) throw new Error(`no SAI ${id}`);
  return sai;
};

/** The first rule of an SAI that lists the roll kind. */
const ruleFor = (id: string, roll: RollKind) => byId(id).rules.find((r) => r.rolls.includes(roll));

/** SAI icon names as they appear in the reference dice data (dice/*.set.xml), Hoof excluded. */
const RAW_DICE_ICONS = [
  "Attune",
  "Bash",
  "Belly",
  "Breath",
  "Bullseye",
  "Cantrip",
  "Charge",
  "Charm",
  "Choke",
  "Cloak",
  "Coil",
  "Confuse",
  "Convert",
  "Counter",
  "Create Fireminions",
  "Crush",
  "Decapitate",
  "Dispel Magic",
  "Double Strike",
  "Element Air",
  "Element Death",
  "Element Earth",
  "Element Fire",
  "Element Water",
  "Elevate",
  "Entangle",
  "Ferry",
  "Fire Breath",
  "Firecloud",
  "Firewalking",
  "Flame",
  "Flaming Arrow",
  "Flurry",
  "Fly",
  "Frost Breath",
  "Galeforce",
  "Gore",
  "Howl",
  "Hug",
  "Hypnotic Glare",
  "Illusion",
  "Impale",
  "Kick",
  "Logo",
  "Net",
  "Plague",
  "Poison",
  "Regenerate",
  "Rend",
  "Rise from the Ashes",
  "Roar",
  "Scare",
  "Screech",
  "Seize",
  "Slay",
  "Sleep",
  "Smite",
  "Smother",
  "Sneak Attack",
  "Sortie",
  "Stomp",
  "Stone",
  "Stun",
  "Summon Dragon",
  "Surprise",
  "Swallow",
  "Tail",
  "Teleport",
  "Trample",
  "Trumpet",
  "Vanish",
  "Volley",
  "Wave",
  "Wayfare",
  "Web",
  "Wild Growth",
  "Wither",
];

/** Raw dice names that differ from the 2.9a icon name; the importer must apply this. */
const RAW_TO_ICON: Record<string, string> = { "Fire Breath": "Firebreath" };

describe("2.9a SAI data: shape", () => {
  // 2.9a "SAI List" (lines 1785-2212): one entry per header, Breath and the logo faces per die.
  it("has 82 entries: 72 distinct icons, Breath split in 2 and the logo face in 10", () => {
    expect(sais).toHaveLength(82);
    expect(new Set(sais.map((s) => s.icon)).size).toBe(72);
    expect(sais.filter((s) => s.icon === "Breath")).toHaveLength(2);
    expect(sais.filter((s) => s.icon === "Logo")).toHaveLength(10);
  });

  // Project convention: ids are unique lower-kebab-case.
  it("has unique kebab-case ids", () => {
    const ids = sais.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  // 2.9a "SAI List" (line 1763): every SAI names the rolls it works in and its resolution type.
  it("gives every SAI a rule, and every rule rolls, a resolution and results", () => {
    for (const sai of sais) {
      expect(sai.edition).toBe("2.9a");
      expect(sai.rules.length, sai.id).toBeGreaterThan(0);
      for (const rule of sai.rules) {
        expect(rule.rolls.length, sai.id).toBeGreaterThan(0);
        expect(rule.resolution.length, sai.id).toBeGreaterThan(0);
        expect(rule.results.length, sai.id).toBeGreaterThan(0);
        for (const roll of rule.rolls) expect(ROLL_KINDS, sai.id).toContain(roll);
      }
    }
  });

  // Data convention: within one SAI, a roll kind is listed by one rule only.
  it("never lists the same roll kind in two rules of one SAI", () => {
    for (const sai of sais) {
      const rolls = sai.rules.flatMap((r) => r.rolls);
      expect(new Set(rolls).size, sai.id).toBe(rolls.length);
    }
  });

  // 2.9a "General Information" > "Application" (lines 1647-1683): every roll kind we model is used.
  it("uses every RollKind", () => {
    const used = new Set(sais.flatMap((s) => s.rules.flatMap((r) => r.rolls)));
    for (const kind of ROLL_KINDS) expect(used, kind).toContain(kind);
  });

  // Variants: SAIs whose meaning depends on the die name the die; others do not.
  it("names the die for every variant and only for Breath and Logo", () => {
    for (const sai of sais) {
      const shared = sai.icon === "Breath" || sai.icon === "Logo";
      expect(sai.variant !== undefined, sai.id).toBe(shared);
    }
  });

  // Copyright: summaries are short paraphrases (one to three sentences).
  it("has a one-to-three-sentence summary for every SAI", () => {
    for (const sai of sais) {
      const sentences = sai.summary.split(/(?<=[.!?])\s+/).filter((s) => s.length > 0);
      expect(sentences.length, sai.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, sai.id).toBeLessThanOrEqual(3);
    }
  });
});

describe("2.9a SAI data: spot checks", () => {
  // 2.9a "SAI List": "Bullseye: Special (missile action); Normal (dragon attack or missile avoidance)".
  it("Bullseye is Special in a missile action and Normal missile against dragons", () => {
    expect(byId("bullseye").rules).toEqual([
      { rolls: ["missile-action"], resolution: ["Special"], results: ["special"] },
      {
        rolls: ["dragon-attack", "missile-avoidance"],
        resolution: ["Normal"],
        results: ["missile"],
      },
    ]);
  });

  // 2.9a "SAI List": "Double Strike: Instant Normal (melee)", melee attack or melee avoidance.
  it("Double Strike is Instant Normal melee", () => {
    const rule = ruleFor("double-strike", "melee-attack");
    expect(rule?.resolution).toEqual(["Instant", "Normal"]);
    expect(rule?.results).toEqual(["melee"]);
    expect(rule?.rolls).toContain("melee-avoidance");
  });

  // 2.9a "SAI List" > "Exceptions" (line 1777) and "General Information" (line 1645): Tiger-folk.
  it("Double Strike on the Feral Tiger-folk is worth four melee results", () => {
    const points = byId("double-strike").pointsOfEffect;
    expect(points.kind).toBe("standard");
    if (points.kind !== "standard") return;
    expect(points.exceptions?.[0]?.appliesTo).toMatch(/Tiger-folk/);
    expect(points.exceptions?.[0]?.amount).toBe(4);
  });

  // 2.9a "SAI List": "Cantrip: Normal (magic action or magic negation); Unique (non-magic action,
  // save roll, or non-maneuver avoidance)".
  it("Cantrip is Normal magic in magic actions and Unique in non-magic actions", () => {
    expect(ruleFor("cantrip", "magic-action")).toMatchObject({
      resolution: ["Normal"],
      results: ["magic"],
    });
    expect(ruleFor("cantrip", "magic-negation")?.resolution).toEqual(["Normal"]);
    for (const roll of ["non-magic-action", "save", "non-maneuver-avoidance"] as const) {
      expect(ruleFor("cantrip", roll)).toMatchObject({
        resolution: ["Unique"],
        results: ["cantrip-spells"],
      });
    }
  });

  // 2.9a "SAI List" > "Exceptions" (line 1781): "Dragonkin Belly does not generate any results".
  it("Belly produces no results", () => {
    const belly = byId("belly");
    expect(belly.rules[0]?.results).toEqual(["none"]);
    expect(belly.pointsOfEffect.kind).toBe("none");
  });

  // 2.9a "SAI List": "Breath (Dragonkin Champion)" four health-worth; "Breath (Rare Dragonkin)" three.
  it("Breath kills four health-worth on the champion and three on rare Dragonkin", () => {
    expect(byId("breath-dragonkin-champion").pointsOfEffect).toMatchObject({ amount: 4 });
    expect(byId("breath-rare-dragonkin").pointsOfEffect).toMatchObject({ amount: 3 });
  });

  // 2.9a "SAI List" > "Exceptions" (line 1779): logo 2 or 4 on Dragonmaster/Dragonhunter,
  // 0 or 4 on Dragonlord/Dragonslayer.
  it("the Eldarim logo faces are worth 2/4 or 0/4 depending on the roll", () => {
    for (const id of ["logo-dragonmaster", "logo-dragonhunter"]) {
      expect(byId(id).pointsOfEffect, id).toMatchObject({
        kind: "by-roll",
        byRoll: [
          { rolls: ["individual-save"], amount: 4 },
          { rolls: ["any"], amount: 2 },
        ],
      });
    }
    for (const id of ["logo-dragonlord", "logo-dragonslayer"]) {
      expect(byId(id).pointsOfEffect, id).toMatchObject({
        kind: "by-roll",
        byRoll: [{ rolls: ["individual-save"], amount: 4 }],
      });
      expect(ruleFor(id, "any"), id).toBeUndefined();
      expect(ruleFor(id, "before-dragon-attack")?.resolution, id).toEqual(["Conditional"]);
    }
  });

  // 2.9a "SAI List": "Gore" two damage / two melee results; "Tail" two melee results; "Flame" two health-worth.
  it("Gore, Tail and Flame have a fixed amount of two", () => {
    for (const id of ["gore", "tail", "flame"]) {
      expect(byId(id).pointsOfEffect, id).toMatchObject({ kind: "fixed", amount: 2 });
    }
  });

  // 2.9a "SAI List": "Counter: Normal (melee, save, and dragon attack); Special and Normal (save
  // against melee attack)".
  it("Counter gives melee, saves, both against dragons, and strikes back when saving vs melee", () => {
    expect(ruleFor("counter", "melee-attack")?.results).toEqual(["melee"]);
    expect(ruleFor("counter", "save-not-vs-melee")?.results).toEqual(["save"]);
    expect(ruleFor("counter", "dragon-attack")?.results).toEqual(["save", "melee"]);
    expect(ruleFor("counter", "save-vs-melee")).toMatchObject({
      resolution: ["Special", "Normal"],
      results: ["save", "special"],
    });
  });

  // 2.9a "SAI List": "Charge: Delayed/Late Special (Acting Player Melee Attack)"; no effect in the
  // counter-attack.
  it("Charge works only in the acting army's melee attack", () => {
    expect(byId("charge").rules).toHaveLength(1);
    expect(byId("charge").rules[0]?.rolls).toEqual(["acting-melee-attack"]);
  });

  // 2.9a "SAI List": "Wayfare" counts as maneuvers in the roll that decides the order of play.
  it("Wayfare works in the initial maneuver roll", () => {
    expect(ruleFor("wayfare", "initial-maneuver")?.results).toEqual(["maneuver"]);
  });

  // 2.9a "Special Action Icons – General Information" > "Application" (line 1661): special
  // maneuver effects are ignored in a counter-maneuver.
  it("Wave's maneuver effect is not listed for counter-maneuvers", () => {
    expect(ruleFor("wave", "maneuver")).toBeDefined();
    expect(ruleFor("wave", "counter-maneuver")).toBeUndefined();
  });

  // 2.9a "SAI List": "Sneak Attack" and "Sortie" are 2.9a SAIs (Eldarim champions; Mantlet, medallions).
  it("defines Sneak Attack and Sortie in 2.9a", () => {
    expect(byId("sneak-attack").rules[0]?.rolls).toEqual(["missile-action", "magic-action"]);
    expect(byId("sortie").rules.map((r) => r.results)).toEqual([
      ["melee"],
      ["save"],
      ["save", "melee"],
    ]);
  });
});

describe("coverage of the icons on the reference dice", () => {
  const icons29a = new Set(sais.map((s) => s.icon));
  const iconsV4 = new Set(v4OnlySais.map((s) => s.icon));

  // 2.9a "SAI List" + V4 SAI table (v4/core/31) and rules/003 "Relics": every SAI on a die is defined.
  it("covers every raw dice icon (except Hoof) in 2.9a or the V4-only list", () => {
    for (const raw of RAW_DICE_ICONS) {
      const icon = RAW_TO_ICON[raw] ?? raw;
      expect(icons29a.has(icon) || iconsV4.has(icon), raw).toBe(true);
    }
  });

  // rules/003 "Elemental Relic": the element faces exist only in V4.
  it("lists the five Elemental Relic faces as V4-only and not in 2.9a", () => {
    for (const element of ["Air", "Death", "Earth", "Fire", "Water"]) {
      expect(iconsV4.has(`Element ${element}`)).toBe(true);
      expect(icons29a.has(`Element ${element}`)).toBe(false);
    }
  });

  // A V4-only entry for an icon 2.9a also defines must name a die that 2.9a does not cover.
  it("gives V4-only entries for 2.9a icons a die 2.9a does not define", () => {
    const variants29a = new Set(sais.map((s) => s.variant?.appliesTo));
    for (const entry of v4OnlySais) {
      expect(entry.reason.length, entry.icon).toBeGreaterThan(0);
      expect(entry.source.length, entry.icon).toBeGreaterThan(0);
      if (icons29a.has(entry.icon)) {
        expect(entry.appliesTo, entry.icon).toBeDefined();
        expect(variants29a.has(entry.appliesTo), entry.icon).toBe(false);
      }
    }
  });
});
