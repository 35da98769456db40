// 2.9a spells on a terrain that penalise the army rolls made there, or the missiles shot into or
// out of it (rules/000 "Spell Attributes", lines 1107-1121, and the spell lists).
import { describe, expect, it } from "vitest";
import { attack, faceOf, ofType, tallies } from "./positions.ts";
import { type Dice, front, meleeOnB, targetsOffered, volley } from "./spells-modifiers.ts";
import { type OnTable, under } from "./spells-on-table.ts";

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

  // Line 1488: "into or at the target terrain": a missile attack made at the terrain on an army
  // there is halved too, once under a Dust Devil as well as a Wall of Fog (docs/rulings.md).
  it("halves missiles shot within the terrain once per spell", () => {
    const within = (spells: OnTable[]) =>
      under(spells, {
        dice: [
          [0, "marksman", "t:front"],
          [0, "marksman", "t:front"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["3 Missile"], d1: ["3 Missile"], d2: ["Save"] },
        front: ["flatland-city", faceOf("flatland-city", "Missile")],
        start: { phase: "action", army: "t:front" },
        decisions: [attack("missile", "t:front")],
      });
    const fog = { spell: "wall-of-fog", caster: 1, target: front };
    const devil = { spell: "dust-devil", caster: 1, target: front };
    expect(tallies(within([fog]).events, "missile-action")).toEqual([3]);
    expect(tallies(within([devil]).events, "missile-action")).toEqual([3]);
    expect(tallies(within([fog, devil]).events, "missile-action")).toEqual([1]);
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
