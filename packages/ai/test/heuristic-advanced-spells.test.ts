// What the heuristic bot sees in the 2.9a spells of the advanced rules (rules/000 lines 1205-1616):
// Summon, Promote, Demote and Dispel Dragonkin (lines 1579-1595), Degenerate Dragonkin (line
// 1302), Explode Stone (line 1366) and Reforge Item (line 1556), weighed like the spells it
// already casts (spell-value.ts).
import { dieById, editions, type ItemDie, type SpellDef, type UnitDie } from "@dragondice/catalog";
import {
  type Decision,
  oddsFor,
  type SaiChoiceData,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { spellValue } from "../src/heuristic/spell-value.ts";
import { Situation } from "../src/heuristic/strategy.ts";
import { unitValue } from "../src/heuristic/values.ts";
import { heuristicBot } from "../src/index.ts";
import { type Placed, position, strictBot } from "./positions.ts";

/** A's and B's dice where the scenario puts them, A's turn (ids d0, d1... in order). */
function situation(
  dice: Placed[],
  start: Record<string, unknown> = { phase: "march", march: 1 },
): Situation {
  return new Situation(viewFor(position(dice, { start }), 0), 0);
}

const spell = (id: string): SpellDef => {
  const s = editions["2.9a"]?.spells.find((x) => x.id === id);
  if (!s) throw new Error(`no spell ${id}`);
  return s;
};

const worth = (id: string) => unitValue(dieById(id) as UnitDie | ItemDie, oddsFor("2.9a"));

const dice: [number, string, string][] = [
  [0, "footman", "t:front"],
  [0, "dragonfoal-red", "t:front"],
  [0, "dragonfoal-black", "pool"],
  [0, "dragonhero-red", "pool"],
  [0, "flicker-foil-red", "bua"],
  [0, "steel-buckler-red", "bua"],
  [1, "footman", "t:front"],
  [1, "dragonfoal-blue", "t:front"],
  [1, "dragonhero-blue", "t:front"],
  [1, "sight-stone-gold", "t:front"],
];
const s = situation(dice);

describe("heuristic bot: the advanced rules' spells", () => {
  // Line 1587: one health-worth per casting of A's Dragonkin in the pool joins the army: the
  // Dragonfoal (1 health) for one casting, the Dragonhero (2) only for two.
  it("summons a pool Dragonkin when the castings cover its health", () => {
    const summon = spell("summon-dragonkin");
    expect(spellValue(s, summon, { units: ["d2"] }, 1)).toBeCloseTo(worth("dragonfoal-black"));
    expect(spellValue(s, summon, { units: ["d3"] }, 1)).toBe(0);
    expect(spellValue(s, summon, { units: ["d3"] }, 2)).toBeCloseTo(worth("dragonhero-red"));
  });

  // Line 1579: A's Dragonfoal becomes the Dragonhero of its pool (one health more a casting).
  it("promotes its Dragonkin to a larger one of its pool", () => {
    const promote = spell("promote-dragonkin");
    const gain = worth("dragonhero-red") - worth("dragonfoal-red");
    expect(gain).toBeGreaterThan(0);
    expect(spellValue(s, promote, { unit: "d1" }, 1)).toBeCloseTo(gain);
  });

  // Line 1595: one point of damage, no save, to an enemy Dragonkin: it kills B's Dragonfoal (1
  // health); B's Dragonhero (2) needs two castings.
  it("dispels the enemy Dragonkin the castings kill", () => {
    const dispel = spell("dispel-dragonkin");
    expect(spellValue(s, dispel, { unit: "d7" }, 1)).toBeGreaterThanOrEqual(
      worth("dragonfoal-blue"),
    );
    expect(spellValue(s, dispel, { unit: "d8" }, 1)).toBe(0);
    expect(spellValue(s, dispel, { unit: "d8" }, 2)).toBeGreaterThanOrEqual(
      worth("dragonhero-blue"),
    );
  });

  // Line 1366: B's common Sight Stone buried is worth what it added to B's rolls, at least.
  it("explodes an enemy common item", () => {
    const explode = spell("explode-stone");
    expect(spellValue(s, explode, { item: "d9" }, 1)).toBeGreaterThanOrEqual(
      worth("sight-stone-gold"),
    );
  });

  // Line 1556: one health-worth of A's buried items per casting comes back: the Flicker Foil (1)
  // with one casting, the Steel Buckler (2) with two.
  it("reforges its buried items when the castings cover their health", () => {
    const reforge = spell("reforge-item");
    expect(spellValue(s, reforge, { items: ["d4"] }, 1)).toBeCloseTo(worth("flicker-foil-red"));
    expect(spellValue(s, reforge, { items: ["d5"] }, 1)).toBe(0);
    expect(spellValue(s, reforge, { items: ["d5"] }, 2)).toBeCloseTo(worth("steel-buckler-red"));
  });

  // Line 1302: B's Dragonfoal and Dragonhero must roll an ID icon or drop a health; with no smaller
  // Dragonkin in B's pool both would be buried. Cast by A's army at the frontier, its own
  // Dragonfoal is buried: the spell is worth that much less.
  it("weighs Degenerate Dragonkin's harm to the enemy against the casting army's Dragonkin", () => {
    const degenerate = spell("degenerate-dragonkin");
    const target = { army: { player: 1, at: "t:front" } };
    const idle = spellValue(s, degenerate, target, 1);
    expect(idle).toBeGreaterThan(0);
    const acting = situation(dice, { phase: "action", army: "t:front" });
    expect(idle - spellValue(acting, degenerate, target, 1)).toBeCloseTo(worth("dragonfoal-red"));
  });

  // Line 1591: B's Dragonkin at the frontier are both blue (air): magic of their colour cannot
  // demote them, red magic can.
  it("demotes Dragonkin only with magic of another colour", () => {
    const demote = spell("demote-dragonkin");
    const target = { army: { player: 1, at: "t:front" } };
    expect(spellValue(s, demote, target, 1, ["blue"])).toBe(0);
    expect(spellValue(s, demote, target, 1, ["red"])).toBeGreaterThan(0);
  });

  // Line 1591: the caster names the colour; its casting army's Dragonkin of that colour are
  // buried. B's frontier army has a green Dragonfoal and a blue Dragonhero (and a Footman:
  // Dragonkin are never an army alone, line 2324): blue harms B more, unless A's casting army has
  // a blue Dragonhero of its own.
  it("names the colour that harms the enemy most and its own casting army least", () => {
    const choice: Decision = {
      id: 999,
      player: 0,
      kind: "sai-choice",
      prompt: "Demote Dragonkin: demote the Dragonkin of which colour?",
      data: { about: "demote-colour", by: "Demote Dragonkin" },
      options: [{ say: "green" }, { say: "blue" }],
    };
    const front: [number, string, string][] = [
      [0, "footman", "t:front"],
      [1, "footman", "t:front"],
      [1, "dragonfoal-green", "t:front"],
      [1, "dragonhero-blue", "t:front"],
    ];
    const bot = heuristicBot(seededRandomInt(1), { strict: true });
    const view = (dice: [number, string, string][]) =>
      situation(dice, { phase: "action", army: "t:front" }).view;
    expect(bot.choose(view(front), choice)).toEqual({ say: "blue" });
    const withOwn: [number, string, string][] = [...front, [0, "dragonhero-blue", "t:front"]];
    expect(bot.choose(view(withOwn), choice)).toEqual({ say: "green" });
  });
});

/** A's "sai-choice" decision of a spell, as the engine asks it. */
const choiceOf = (
  data: SaiChoiceData,
  prompt: string,
  options: Record<string, unknown>[],
): Decision => ({ id: 999, player: 0, kind: "sai-choice", prompt, options, data });

describe("heuristic bot: Airy Acquisition, Reform Land and Rise of the Eldarim", () => {
  // Line 1256: A's Dawn Blade (blue) moves to another of A's armies. At A's home it meets no
  // one; at the frontier B's Footman fights A's Warrior, who can carry it (Amazons carry items of
  // any colour, line 2379): the blade adds more there. A Dwarf army cannot carry a blue item.
  const airy = (frontUnit: string): Placed[] => [
    [0, "warrior", "t:home0"],
    [0, "dawn-blade-blue", "t:home0"],
    [0, frontUnit, "t:front"],
    [0, "footman", "reserve"],
    [1, "footman", "t:front"],
  ];
  it("moves an item to the army where it adds most to the rolls", () => {
    const acquire = spell("airy-acquisition");
    expect(spellValue(situation(airy("warrior")), acquire, { item: "d1" }, 1)).toBeGreaterThan(0);
    // A Footman (Dwarves: red and gold) cannot carry it; items do not roll in the reserve area.
    expect(spellValue(situation(airy("footman")), acquire, { item: "d1" }, 1)).toBe(0);
  });

  it("sends the item to the frontier army rather than the reserve area", () => {
    const view = situation(airy("warrior"), { phase: "action", army: "t:home0" }).view;
    const choice = choiceOf(
      { about: "airy-acquisition", by: "Airy Acquisition", item: "d1" },
      "Airy Acquisition: which army does the Dawn Blade (Blue) go to?",
      [
        { say: "move to", at: "reserve", player: 0 },
        { say: "move to", at: "t:front", player: 0 },
      ],
    );
    expect(strictBot().choose(view, choice)).toEqual({ say: "move to", at: "t:front", player: 0 });
  });

  // Line 1390: A's Coastland Village (air and water) in the summoning pool becomes a swampland
  // minor terrain: it then matches the Swampland City at the frontier, where A's army is, and
  // can be brought in there (line 2236). At a Flatland City it matches nothing either way.
  const reform = (front: string, pool: Placed[] = []): Situation =>
    new Situation(
      viewFor(
        position(
          [
            [0, "coastland-village", "pool"],
            [0, "footman", "t:front"],
            [0, "footman", "t:front"],
            [1, "footman", "t:front"],
            ...pool,
          ],
          { front: { die: front } },
        ),
        0,
      ),
      0,
    );
  it("reforms a water minor terrain into swampland where a swampland terrain has its army", () => {
    const reformLand = spell("reform-land");
    expect(spellValue(reform("swampland-city"), reformLand, { unit: "d0" }, 1)).toBeGreaterThan(0);
    expect(spellValue(reform("flatland-city"), reformLand, { unit: "d0" }, 1)).toBe(0);
    // A swampland minor terrain already in A's pool can be brought in there: no gain.
    const spare: Placed[] = [[0, "swampland-bridge", "pool"]];
    expect(spellValue(reform("swampland-city", spare), reformLand, { unit: "d0" }, 1)).toBe(0);
  });

  // Line 1583: A's dead Dragonmaster (4 health) joins the casting army at the frontier: recruited
  // with four castings; promoted with fewer, in place of an Eldarim of the army it outgrows by no
  // more health than the castings cover: the Sorcerer (3) with one, the Devotee (2) with two.
  const rising: Placed[] = [
    [0, "morehl-sorcerer-red", "t:front"],
    [0, "morehl-devotee-red", "t:front"],
    [0, "dragonmaster-red", "dua"],
    [1, "footman", "t:front"],
  ];
  it("recruits a dead Eldarim, or promotes the army's Eldarim worth least into it", () => {
    const rise = spell("rise-of-the-eldarim");
    const casting = situation(rising, { phase: "action", army: "t:front" });
    const dead = worth("dragonmaster-red");
    expect(worth("morehl-devotee-red")).toBeLessThan(worth("morehl-sorcerer-red"));
    expect(spellValue(casting, rise, { units: ["d2"] }, 4)).toBeCloseTo(dead);
    expect(spellValue(casting, rise, { units: ["d2"] }, 1)).toBeCloseTo(
      dead - worth("morehl-sorcerer-red"),
    );
    expect(spellValue(casting, rise, { units: ["d2"] }, 2)).toBeCloseTo(
      dead - worth("morehl-devotee-red"),
    );
  });

  it("promotes the Eldarim worth least, and recruits when it may", () => {
    const view = situation(rising, { phase: "action", army: "t:front" }).view;
    const prompt = "Rise of the Eldarim: recruit the Dragonmaster, or promote a unit to it?";
    const asked: SaiChoiceData = { about: "rise", by: "Rise of the Eldarim" };
    const promote = [
      { say: "promote", unit: "d0" },
      { say: "promote", unit: "d1" },
    ];
    expect(strictBot().choose(view, choiceOf(asked, prompt, promote))).toEqual(promote[1]);
    const all = [...promote, { say: "recruit", unit: "d2" }];
    expect(strictBot().choose(view, choiceOf(asked, prompt, all))).toEqual(all[2]);
  });
});
