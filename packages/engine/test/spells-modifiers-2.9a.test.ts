// 2.9a spells that add results to an army's rolls or penalise them (rules/000 "Dice Modifiers",
// lines 616-652, "Spell Attributes", lines 1107-1203, and the spell lists): each one's effect and
// a limit. Terrain spells: spells-terrain-2.9a.test.ts; the rulebook's worked examples:
// spells-modifier-examples-2.9a.test.ts.
import { describe, expect, it } from "vitest";
import { faceOf, ofType, tallies } from "./positions.ts";
import { army, chooseMagic } from "./spells.ts";
import {
  type Dice,
  front,
  meleeOnB,
  missileIntoFront,
  shooters,
  targetsOffered,
  volley,
} from "./spells-modifiers.ts";
import { type OnTable, under } from "./spells-on-table.ts";

describe("2.9a spells that add results", () => {
  // Line 1147: Watery Double and Wind Wall on one army: +4 saves against any damage.
  it("adds Watery Double's and Wind Wall's saves: +4", () => {
    const { events } = under(
      [
        { spell: "watery-double", caster: 1, target: army(1) },
        { spell: "wind-wall", caster: 1, target: army(1) },
      ],
      meleeOnB({ d0: ["2 Melee"], d1: ["Save"] }, [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ]),
    );
    expect(tallies(events, "save-vs-melee")).toEqual([5]);
  });

  // Line 1416: Watery Double lasts until the end of the caster's next turn (the example of line
  // 1129); Wall of Ice (line 1432) until its next turn begins.
  it("times Watery Double to the end of the next turn, Wall of Ice to its start", () => {
    const { state } = under(
      [
        { spell: "watery-double", caster: 1, target: army(1), times: 2 },
        { spell: "wall-of-ice", caster: 1, target: army(1) },
      ],
      meleeOnB({ d0: ["2 Melee"], d1: ["Save"] }, [
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ]),
    );
    expect(state.effects.map((e) => [e.name, e.expires, e.adds])).toEqual([
      ["Watery Double", "end-of-next-turn", { save: 2 }],
      ["Wall of Ice", "start-of-next-turn", { save: 3 }],
    ]);
  });

  // Lines 1229, 1267, 1456: Restless Dead, Wind Walk and Water Walking add four maneuvers each;
  // they add nothing to a roll for another result (line 646: Wind Walk in a save roll).
  it("adds Restless Dead's, Wind Walk's and Water Walking's maneuvers, to maneuver rolls only", () => {
    const spells = [
      { spell: "restless-dead", caster: 0, target: army(0) },
      { spell: "wind-walk", caster: 0, target: army(0), times: 2 },
      { spell: "water-walking", caster: 0, target: army(0) },
    ];
    const dice: [number, string, string][] = [
      [0, "pony-rider", "t:front"],
      [1, "pony-rider", "t:front"],
    ];
    const { events } = under(spells, {
      dice,
      rolls: { d0: ["2 Maneuver"], d1: ["2 Maneuver"] },
      front: ["coastland-city", 3],
      start: { phase: "maneuver", army: "t:front" },
      decisions: [
        { player: 0, kind: "maneuver", choice: { maneuver: "up" } },
        { player: 1, kind: "counter-maneuver", choice: true },
      ],
    });
    expect(tallies(events, "maneuver")).toEqual([18]);
    expect(tallies(events, "counter-maneuver")).toEqual([2]);
  });

  // Line 1456: Water Walking only at a terrain with the green (water) element.
  it("casts Water Walking only at an army at a terrain with the water element", () => {
    const dice: [number, string, string][] = [
      [0, "smolderer", "t:front"],
      [1, "footman", "t:front"],
    ];
    // A flatland is earth and air; a coastland is air and water.
    expect(targetsOffered("water-walking", dice, "flatland-city")).toEqual([]);
    expect(targetsOffered("water-walking", dice, "coastland-city")).toContainEqual(army(0));
  });
});

describe("2.9a spells that penalise an army", () => {
  // Line 1145: Evil Eye and Palsy on the army, Ash Storm on its terrain: -3 to its saves.
  it("takes Evil Eye's, Palsy's and Ash Storm's penalties together: -3 saves", () => {
    const { events } = under(
      [
        { spell: "evil-eye", caster: 0, target: army(1) },
        { spell: "palsy", caster: 0, target: army(1) },
        { spell: "ash-storm", caster: 0, target: front },
      ],
      volley(6),
    );
    expect(tallies(events, "missile-action")).toEqual([6]);
    expect(tallies(events, "save-vs-missile")).toEqual([1]);
  });

  // Line 1639: Palsy cannot take the saves of an SAI: a Fly rolled alone still saves 2.
  it("leaves an SAI's saves alone under a Palsy", () => {
    const a = shooters(2);
    const b: Dice = [[1, "assaulter", "t:front"]];
    const rolls = { ...a.rolls, [`d${a.dice.length}`]: ["2 Fly"] };
    const palsy = { spell: "palsy", caster: 0, target: army(1) };
    const { events } = under([palsy], missileIntoFront(rolls, [...a.dice, ...b]));
    expect(tallies(events, "save-vs-missile")).toEqual([2]);
  });

  // Line 1211: Evil Eye lasts until the end of the caster's next turn; castings add up.
  it("adds up Evil Eyes, until the end of the caster's next turn", () => {
    const { events, state } = under(
      [{ spell: "evil-eye", caster: 0, target: army(1), times: 3 }],
      volley(6),
    );
    expect(tallies(events, "save-vs-missile")).toEqual([1]);
    expect(ofType(events, "effect").map((e) => [e.effect.expires, e.effect.modifier])).toEqual([
      ["end-of-next-turn", { step: "subtract", amount: 3, results: ["save"], spell: true }],
    ]);
    // B's army was wiped out by the volley: the spell on it ended with it (line 1131).
    expect(state.effects).toEqual([]);
  });

  // Line 1209: Decay, one melee fewer per casting; line 1382: Higher Ground, five.
  it("takes Decay's and Higher Ground's melee", () => {
    const dice: Dice = [
      [0, "patroller", "t:front"],
      [0, "patroller", "t:front"],
      [0, "sergeant", "t:front"],
      [1, "footman", "t:front"],
    ];
    const rolls = { d0: ["3 Melee"], d1: ["3 Melee"], d2: ["3 Melee"], d3: ["Save"] };
    const decayed = under(
      [{ spell: "decay", caster: 1, target: army(0), times: 2 }],
      meleeOnB(rolls, dice),
    );
    expect(tallies(decayed.events, "melee-attack")).toEqual([7]);
    const higher = under(
      [{ spell: "higher-ground", caster: 1, target: army(0) }],
      meleeOnB(rolls, dice),
    );
    expect(tallies(higher.events, "melee-attack")).toEqual([4]);
  });

  // Line 1183: Higher Ground targets multiple armies: cast again at an army it is on, it is
  // renewed, not doubled.
  it("renews Higher Ground cast again at the same army", () => {
    const { state } = under(
      [
        { spell: "higher-ground", caster: 1, target: army(0, "t:home0") },
        { spell: "higher-ground", caster: 1, target: army(0, "t:home0") },
      ],
      volley(2),
    );
    expect(state.effects.map((e) => e.name)).toEqual(["Higher Ground"]);
  });

  // Line 1374 and the example of line 1637: -6 maneuvers, from the normal results only; three
  // Fly maneuvers are left.
  it("takes Transmute Rock to Mud's maneuvers from normal results, not SAIs'", () => {
    const { events } = under([{ spell: "transmute-rock-to-mud", caster: 1, target: army(0) }], {
      dice: [
        [0, "lizard-rider", "t:front"],
        [0, "pony-rider", "t:front"],
        [0, "assaulter", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Maneuver"], d1: ["2 Maneuver"], d2: ["2 Fly"], d3: ["ID"] },
      start: { phase: "maneuver", army: "t:front" },
      decisions: [
        { player: 0, kind: "maneuver", choice: { maneuver: "up" } },
        { player: 1, kind: "counter-maneuver", choice: true },
      ],
    });
    expect(tallies(events, "maneuver")).toEqual([2]);
  });

  // Line 1554: Dancing Lights halves missile results (rounding down).
  it("halves missile results under Dancing Lights", () => {
    const { events } = under(
      [{ spell: "dancing-lights", caster: 1, target: army(0, "t:home0") }],
      volley(11),
    );
    expect(tallies(events, "missile-action")).toEqual([5]);
  });
});

describe("2.9a spells on magic", () => {
  const magicAction = (spells: OnTable[], rolls: Record<string, string[]>, dice: Dice) =>
    under(spells, {
      dice,
      rolls,
      front: ["flatland-city", faceOf("flatland-city", "Magic")],
      start: { phase: "action", army: "t:front" },
      decisions: [chooseMagic],
    });
  // A Coral Elf enchanter (blue, green) rolls 4 magic, a Dwarf theurgist (red, gold) 2.
  const dice: Dice = [
    [0, "enchanter", "t:front"],
    [0, "theurgist", "t:front"],
    [1, "footman", "t:front"],
  ];
  const rolls = { d0: ["4 Magic"], d1: ["2 Magic"] };
  const pool = (spells: OnTable[]) =>
    ofType(magicAction(spells, rolls, dice).events, "magic-pool")[0]?.points;

  // Line 1219: Magic Drain takes two magic results from every roll at the terrain: from the
  // first unit's points here (docs/rulings.md: units in the order they rolled).
  it("takes Magic Drain's two points from the magic action's pool", () => {
    expect(pool([])).toEqual({ blue: 4, green: 4, gold: 2, red: 2 });
    expect(pool([{ spell: "magic-drain", caster: 1, target: front }])).toEqual({
      blue: 2,
      green: 2,
      gold: 2,
      red: 2,
    });
  });

  // Line 1554: Dancing Lights halves the army's magic: 6 to 3.
  it("halves the magic action's pool under Dancing Lights", () => {
    expect(pool([{ spell: "dancing-lights", caster: 1, target: army(0) }])).toEqual({
      blue: 1,
      green: 1,
      gold: 2,
      red: 2,
    });
  });

  // Line 1213: Palsy takes one of the result rolled for: a magic point.
  it("takes a magic point for a Palsy", () => {
    expect(pool([{ spell: "palsy", caster: 1, target: army(0) }])).toEqual({
      blue: 3,
      green: 3,
      gold: 2,
      red: 2,
    });
  });

  // Line 1225: Necromantic Wave counts the army's magic as melee in its rolls for melee; its magic
  // action's pool keeps its magic.
  it("counts magic as melee under Necromantic Wave, in melee rolls only", () => {
    const wave = [{ spell: "necromantic-wave", caster: 0, target: army(0) }];
    const lavaElves: Dice = [
      [0, "adept", "t:front"],
      [0, "scout", "t:front"],
      [1, "footman", "t:front"],
    ];
    const melee = under(
      wave,
      meleeOnB({ d0: ["2 Magic"], d1: ["2 Melee"], d2: ["Save"] }, lavaElves),
    );
    expect(tallies(melee.events, "melee-attack")).toEqual([4]);
    const magic = magicAction(wave, { d0: ["2 Magic"], d1: ["2 Melee"] }, lavaElves);
    expect(ofType(magic.events, "magic-pool")[0]?.points).toEqual({ black: 2, red: 2 });
  });

  // Lines 1209, 1211: Decay is a Swamp Stalker spell, Evil Eye an Undead one; both at enemies.
  it("offers Decay to Swamp Stalkers at enemy armies, and Evil Eye only to Undead", () => {
    const stalkers: Dice = [
      [0, "marsh-mage", "t:front"],
      [1, "footman", "t:front"],
    ];
    expect(targetsOffered("decay", stalkers)).toEqual([army(1)]);
    expect(targetsOffered("evil-eye", stalkers)).toEqual([]);
  });
});

describe("2.9a racial and target limits of the modifier spells", () => {
  const offered = (spells: string[], dice: Dice, rolls: Record<string, string[]>) =>
    spells.map((spell) => [spell, targetsOffered(spell, dice, "flatland-city", rolls)]);
  const armies = [army(0), army(1)];

  // Lines 1265-1275: Wind Wall and Fields of Ice are Frostwing spells, Dust Devil a Firewalker one,
  // Blizzard a Coral Elf one; Wind Walk is basic. A Coral Elf army with 7 blue points.
  it("offers the blue racial spells only to their races", () => {
    const coral: Dice = [
      [0, "enchanter", "t:front"],
      [0, "conjurer", "t:front"],
      [1, "footman", "t:front"],
    ];
    const terrains = ["home0", "home1", "front"].map((terrain) => ({ terrain }));
    expect(
      offered(["wind-wall", "fields-of-ice", "dust-devil", "blizzard", "wind-walk"], coral, {
        d1: ["3 Magic"],
      }),
    ).toEqual([
      ["wind-wall", []],
      ["fields-of-ice", []],
      ["dust-devil", []],
      ["blizzard", terrains],
      ["wind-walk", armies],
    ]);
  });

  // Lines 1219, 1229: Magic Drain is a Frostwing spell, Restless Dead an Undead one. A Swamp
  // Stalker army with 8 black points.
  it("offers the black racial spells only to their races", () => {
    const stalkers: Dice = [
      [0, "marsh-mage", "t:front"],
      [0, "marsh-mage", "t:front"],
      [1, "footman", "t:front"],
    ];
    expect(offered(["magic-drain", "restless-dead"], stalkers, { d1: ["4 Magic"] })).toEqual([
      ["magic-drain", []],
      ["restless-dead", []],
    ]);
  });

  // Lines 1374, 1554: Transmute Rock to Mud and Dancing Lights target enemy armies only. Dwarf
  // theurgists with 6 gold and red points.
  it("casts Transmute Rock to Mud and Dancing Lights only at enemy armies", () => {
    const dwarves: Dice = [
      [0, "thaumaturgist", "t:front"],
      [0, "thaumaturgist", "t:front"],
      [1, "footman", "t:front"],
    ];
    expect(
      offered(["transmute-rock-to-mud", "dancing-lights"], dwarves, {
        d0: ["3 Magic"],
        d1: ["3 Magic"],
      }),
    ).toEqual([
      ["transmute-rock-to-mud", [army(1)]],
      ["dancing-lights", [army(1)]],
    ]);
  });
});
