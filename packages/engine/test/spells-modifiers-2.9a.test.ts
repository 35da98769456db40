// 2.9a spells that add results to an army's rolls or penalise them (rules/000 "Dice Modifiers",
// lines 616-652, "Spell Attributes", lines 1107-1203, and the spell lists): each one's effect, a
// limit, and the rulebook's examples with their numbers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { attack, faceOf, ofType, play, type Setup, tallies } from "./positions.ts";
import { army, chooseMagic } from "./spells.ts";
import { type OnTable, under } from "./spells-on-table.ts";

const meleeFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];

/** A's army at the frontier makes a melee attack on B's army there; B saves. */
const meleeOnB = (rolls: Record<string, string[]>, dice: [number, string, string][]) => ({
  dice,
  rolls,
  front: meleeFront,
  start: { phase: "action" as const, army: "t:front" },
  decisions: [attack("melee", "t:front")],
});

const front = { terrain: "front" };

/**
 * The targets the cast decision offers for `spell` when A's frontier army (the first die rolling 4
 * magic, the others `rolls`, at a `frontDie` showing its magic face) takes a magic action; none
 * when it is not offered.
 */
function targetsOffered(
  spell: string,
  dice: Dice,
  frontDie = "flatland-city",
  rolls: Record<string, string[]> = {},
): unknown[] {
  const { state } = play({
    dice,
    front: [frontDie, faceOf(frontDie, "Magic")],
    rolls: { d0: ["4 Magic"], ...rolls },
    start: { phase: "action", army: "t:front" },
    decisions: [chooseMagic],
  });
  const data = state.pending[0]?.data as { offers: { spell: string; targets: unknown[] }[] };
  return data.offers.find((o) => o.spell === spell)?.targets ?? [];
}

type Dice = [number, string, string][];

/** A's army at its home shoots at B's army at the frontier (a missile attack from elsewhere). */
const missileIntoFront = (rolls: Record<string, string[]>, dice: Dice) => ({
  dice,
  rolls,
  start: { phase: "action" as const, army: "t:home0" },
  decisions: [attack("missile", "t:front")],
});

/** Dwarf marksmen and crossbowmen at A's home rolling `n` missiles (3s, then a 2 if n is not). */
function shooters(n: number, first = 0): { dice: Dice; rolls: Record<string, string[]> } {
  const dice: Dice = [];
  const rolls: Record<string, string[]> = {};
  for (let left = n; left > 0; ) {
    const three = left % 3 === 0 || left > 4;
    rolls[`d${first + dice.length}`] = [three ? "3 Missile" : "2 Missile"];
    dice.push([0, three ? "marksman" : "crossbowman", "t:home0"]);
    left -= three ? 3 : 2;
  }
  return { dice, rolls };
}

/** B's sergeant and footman at the frontier, rolling 3 saves and 1. */
const savers = (first: number) => ({
  dice: [
    [1, "sergeant", "t:front"],
    [1, "footman", "t:front"],
  ] as Dice,
  rolls: { [`d${first}`]: ["3 Save"], [`d${first + 1}`]: ["Save"] },
});

/** A shooting `n` missiles from its home at B's frontier army, which rolls 4 saves. */
function volley(n: number) {
  const a = shooters(n);
  const b = savers(a.dice.length);
  return missileIntoFront({ ...a.rolls, ...b.rolls }, [...a.dice, ...b.dice]);
}

describe("2.9a spells that add results", () => {
  // Line 1145: Watery Double and Wind Wall on one army: +4 saves against any damage.
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
  // Line 1141: Evil Eye and Palsy on the army, Ash Storm on its terrain: -3 to its saves.
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
    expect(state.effects.map((e) => e.expires)).toEqual(["end-of-next-turn"]);
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
        { spell: "higher-ground", caster: 1, target: army(0) },
        { spell: "higher-ground", caster: 1, target: army(0) },
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

describe("2.9a spells that penalise rolls at a terrain", () => {
  // Line 1115: three Ash Storms; twelve missile hits from another terrain are not reduced, the
  // save roll made at the terrain is, by 3.
  it("leaves missiles from elsewhere alone under three Ash Storms, and takes 3 saves", () => {
    const { events } = under(
      [{ spell: "ash-storm", caster: 0, target: front, times: 3 }],
      volley(12),
    );
    expect(tallies(events, "missile-action")).toEqual([12]);
    expect(tallies(events, "save-vs-missile")).toEqual([1]);
  });

  // Line 1113: Deluge; ten missile hits from another terrain are not reduced.
  it("leaves missiles from elsewhere alone under a Deluge", () => {
    const { events } = under([{ spell: "deluge", caster: 0, target: front }], volley(10));
    expect(tallies(events, "missile-action")).toEqual([10]);
    expect(tallies(events, "save-vs-missile")).toEqual([4]);
  });

  // Line 1496: Deluge takes four missiles from a roll made at its terrain.
  it("takes four missiles from a missile roll made under a Deluge", () => {
    const { events } = under(
      [{ spell: "deluge", caster: 1, target: { terrain: "home0" } }],
      volley(10),
    );
    expect(tallies(events, "missile-action")).toEqual([6]);
  });

  // Line 1117: Dust Devil halves missile damage into its terrain: 8 to 4.
  it("halves missiles into a Dust Devil's terrain: 8 to 4", () => {
    const { events } = under([{ spell: "dust-devil", caster: 1, target: front }], volley(8));
    expect(tallies(events, "missile-action")).toEqual([4]);
  });

  // Line 1263: ... and out of it.
  it("halves missiles out of a Dust Devil's terrain", () => {
    const { events } = under(
      [{ spell: "dust-devil", caster: 1, target: { terrain: "home0" } }],
      volley(8),
    );
    expect(tallies(events, "missile-action")).toEqual([4]);
  });

  // Line 1119: Wall of Fog halves missile damage into its terrain: 14 to 7.
  it("halves missiles into a Wall of Fog's terrain: 14 to 7", () => {
    const { events } = under([{ spell: "wall-of-fog", caster: 1, target: front }], volley(14));
    expect(tallies(events, "missile-action")).toEqual([7]);
  });

  // Line 1488: but not missiles out of it.
  it("leaves missiles out of a Wall of Fog's terrain alone", () => {
    const { events } = under(
      [{ spell: "wall-of-fog", caster: 1, target: { terrain: "home0" } }],
      volley(14),
    );
    expect(tallies(events, "missile-action")).toEqual([14]);
  });

  // Line 1167: Wall of Fog and Dust Devil both halve: 16 to 4.
  it("halves twice under a Wall of Fog and a Dust Devil: 16 to 4", () => {
    const { events } = under(
      [
        { spell: "wall-of-fog", caster: 1, target: front },
        { spell: "dust-devil", caster: 1, target: front },
      ],
      volley(16),
    );
    expect(tallies(events, "missile-action")).toEqual([4]);
  });
});

describe("2.9a penalties on a combination roll", () => {
  // The Charge of sai-delayed-2.9a.test.ts: A's behemoth charges; B's footmen and tiger-folk make
  // a combination save/melee roll (line 1827) under three Palsy spells.
  const charged = (rolls: Record<string, string[]>, decisions: Setup["decisions"] = []) =>
    under([{ spell: "palsy", caster: 0, target: army(1), times: 3 }], {
      front: meleeFront,
      dice: [
        [0, "behemoth", "t:front"],
        [0, "advocate", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Charge"], d1: ["1 Maneuver"], d2: ["2 Melee"], ...rolls },
      decisions: [attack("melee", "t:front"), ...(decisions ?? [])],
    });

  // Line 1165: the army's owner applies the -3 of three Palsy spells to any one or each of the
  // results rolled for.
  it("lets the owner spread three Palsy penalties over saves and melee", () => {
    const rolls = { d3: ["1 Save"], d4: ["4 Melee"], d5: ["1 Save"] };
    const asked = charged(rolls);
    expect(asked.state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [
        1,
        "sai-choice",
        [
          { say: "2 from save and 1 from melee" },
          { say: "1 from save and 2 from melee" },
          { say: "0 from save and 3 from melee" },
        ],
      ],
    ]);
    const { events } = charged(rolls, [
      { player: 1, kind: "sai-choice", choice: { say: "1 from save and 2 from melee" } },
    ]);
    expect(ofType(events, "tally").at(-1)?.results).toEqual({ save: 1, melee: 2 });
  });

  // Line 622: all the penalties must be applied if possible: none is left where a result had
  // none to give (one save here), and with nothing else to choose (no melee) nothing is asked.
  it("offers only spreads that apply every penalty, and asks nothing when there is one", () => {
    const one = charged({ d3: ["1 Save"], d4: ["4 Melee"], d5: ["1 Melee"] });
    expect(one.state.pending[0]?.options).toEqual([
      { say: "1 from save and 2 from melee" },
      { say: "0 from save and 3 from melee" },
    ]);
    const only = charged({ d3: ["1 Save"], d4: ["2 Save"], d5: ["1 Save"] });
    expect(ofType(only.events, "decided").map((e) => e.kind)).not.toContain("sai-choice");
    expect(ofType(only.events, "tally").at(-1)?.results).toEqual({ save: 1, melee: 0 });
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

describe("2.9a terrain spells on maneuvers and melee", () => {
  // Lizard riders and a pony rider each side: 8 maneuvers each.
  const maneuver = (spells: OnTable[]) =>
    under(spells, {
      dice: [
        [0, "lizard-rider", "t:front"],
        [0, "lizard-rider", "t:front"],
        [0, "pony-rider", "t:front"],
        [1, "lizard-rider", "t:front"],
        [1, "lizard-rider", "t:front"],
        [1, "pony-rider", "t:front"],
      ],
      rolls: {
        d0: ["3 Maneuver"],
        d1: ["3 Maneuver"],
        d2: ["2 Maneuver"],
        d3: ["3 Maneuver"],
        d4: ["3 Maneuver"],
        d5: ["2 Maneuver"],
      },
      start: { phase: "maneuver", army: "t:front" },
      decisions: [
        { player: 0, kind: "maneuver", choice: { maneuver: "up" } },
        { player: 1, kind: "counter-maneuver", choice: true },
      ],
    });

  // Line 1275: Fields of Ice, -6 maneuvers at the terrain, and a tie goes to the non-acting
  // player.
  it("takes six maneuvers and gives a tie to the non-acting player under Fields of Ice", () => {
    const { events } = maneuver([{ spell: "fields-of-ice", caster: 1, target: front }]);
    expect(tallies(events, "maneuver")).toEqual([2]);
    expect(tallies(events, "counter-maneuver")).toEqual([2]);
    expect(ofType(events, "maneuver").map((e) => e.success)).toEqual([false]);
  });

  // Line 1488: Wall of Fog halves maneuvers at the terrain; the tie goes to the acting army.
  it("halves maneuvers under a Wall of Fog", () => {
    const { events } = maneuver([{ spell: "wall-of-fog", caster: 1, target: front }]);
    expect(tallies(events, "maneuver")).toEqual([4]);
    expect(tallies(events, "counter-maneuver")).toEqual([4]);
    expect(ofType(events, "maneuver").map((e) => e.success)).toEqual([true]);
  });

  // Line 1271: Blizzard halves melee results rolled at the terrain: 9 to 4.
  it("halves melee under a Blizzard", () => {
    const dice: Dice = [
      [0, "patroller", "t:front"],
      [0, "patroller", "t:front"],
      [0, "sergeant", "t:front"],
      [1, "footman", "t:front"],
    ];
    const rolls = { d0: ["3 Melee"], d1: ["3 Melee"], d2: ["3 Melee"], d3: ["Save"] };
    const { events } = under(
      [{ spell: "blizzard", caster: 1, target: front }],
      meleeOnB(rolls, dice),
    );
    expect(tallies(events, "melee-attack")).toEqual([4]);
    expect(tallies(events, "save-vs-melee")).toEqual([1]);
  });

  // Line 1520: Black Rain halves saves at a terrain with the water element, and only there.
  it("halves saves under Black Rain, cast only at a terrain with the water element", () => {
    const { events } = under([{ spell: "black-rain", caster: 0, target: front }], volley(2));
    expect(tallies(events, "save-vs-missile")).toEqual([2]);
    const stalkers: Dice = [
      [0, "marsh-mage", "t:front"],
      [0, "marsh-mage", "t:front"],
      [1, "footman", "t:front"],
    ];
    const magic = { d1: ["4 Magic"] };
    expect(targetsOffered("black-rain", stalkers, "flatland-city", magic)).toEqual([]);
    expect(targetsOffered("black-rain", stalkers, "coastland-city", magic)).toEqual([front]);
  });
});

describe("2.9a rulebook examples of modifiers", () => {
  // Line 646: a Coral Elf army holding a Coastland's eighth face, under two Ash Storms and a Wall
  // of Fog (terrain) and a Transmute Rock to Mud, two Watery Doubles, a Wind Walk and a Wall of
  // Ice (army), is shot at with 30 missiles from another terrain: halved to 15. It rolls 12
  // maneuvers, 3 saves and a 2-health ID: 12 maneuvers, 5 saves; -6 maneuvers, -2 saves; halved
  // maneuvers: 3; doubled: 6 and 6; maneuvers as saves: 12; plus 5 saves: 17. Wind Walk's
  // maneuvers come after the racial step and count for nothing.
  it("ends the Coral Elf Coastland example at 17 saves against 15 missiles", () => {
    const a = shooters(30);
    const n = a.dice.length;
    const coral: Dice = [
      [1, "knight", "t:front"],
      [1, "knight", "t:front"],
      [1, "knight", "t:front"],
      [1, "knight", "t:front"],
      [1, "protector", "t:front"],
      [1, "trooper", "t:front"],
    ];
    const rolls: Record<string, string[]> = { ...a.rolls };
    coral.forEach(([, die], i) => {
      rolls[`d${n + i}`] = [
        die === "knight" ? "3 Maneuver" : die === "protector" ? "3 Save" : "ID",
      ];
    });
    const { events } = under(
      [
        { spell: "ash-storm", caster: 0, target: front, times: 2 },
        { spell: "wall-of-fog", caster: 0, target: front },
        { spell: "transmute-rock-to-mud", caster: 0, target: army(1) },
        { spell: "watery-double", caster: 1, target: army(1), times: 2 },
        { spell: "wind-walk", caster: 1, target: army(1) },
        { spell: "wall-of-ice", caster: 1, target: army(1) },
      ],
      {
        ...missileIntoFront(rolls, [...a.dice, ...coral]),
        front: ["coastland-city", 8],
        controller: { front: 1 },
      },
    );
    expect(tallies(events, "missile-action")).toEqual([15]);
    expect(tallies(events, "save-vs-missile")).toEqual([17]);
    expect(ofType(events, "killed")).toEqual([]);
  });

  // Line 412: three armies; the acting army rolls 3 maneuvers and a 2-health ID under a Wind Walk:
  // 9, against 7 and 9; ties go to the acting army.
  it("wins the three-army maneuver with Wind Walk: 9 against 7 and 9", () => {
    const file = JSON.parse(
      readFileSync(new URL("scenarios/maneuver-tie.json", import.meta.url), "utf8"),
    );
    file.dice = file.dice.filter((d: { id: string }) => d.id !== "a-pony");
    file.rolls["a-patroller"] = ["Melee"];
    delete file.rolls["a-pony"];
    const { events } = under([{ spell: "wind-walk", caster: 0, target: army(0) }], file);
    expect(tallies(events, "maneuver")).toEqual([9]);
    expect(tallies(events, "counter-maneuver")).toEqual([7, 9]);
    expect(ofType(events, "maneuver").map((e) => e.success)).toEqual([true]);
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
