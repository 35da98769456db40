// 2.9a "Magical Items" and "Artifacts" (rules/000 lines 2365-2404): what items' results count
// for in the rolls they join, which modifiers they get, and that they are never casualties.
import { describe, expect, it } from "vitest";
import {
  attack,
  counter,
  faceOf,
  maneuverUp,
  ofType,
  play,
  type Setup,
  steps,
  tallies,
} from "./positions.ts";
import { under } from "./spells-on-table.ts";

const meleeFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];

describe("2.9a items' results", () => {
  // Line 2400: each artifact icon counts as four results; line 2402: its ID four of the result
  // the army rolls for.
  it("counts an artifact's icon and its ID as four results each", () => {
    const melee = (face: string) =>
      play({
        front: meleeFront,
        dice: [
          [0, "footman", "t:front"],
          [0, "blade-golem-red", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["2 Melee"], d1: [face], d2: ["1 Save"] },
        decisions: [attack("melee", "t:front")],
      });
    expect(tallies(melee("Melee").events, "melee-attack")).toEqual([6]);
    expect(tallies(melee("ID").events, "melee-attack")).toEqual([6]);
    // A save icon is four saves: nothing in a melee attack.
    expect(tallies(melee("Save").events, "melee-attack")).toEqual([2]);
  });

  // Line 2371: items get no racial ability; the Dwarves' maneuvers double at a highland (line
  // 805), the Speed Slippers' carried by a Dwarf do not.
  it("leaves an item out of its carriers' racial abilities", () => {
    const { events } = play({
      front: ["highland-city", 3],
      dice: [
        [0, "pony-rider", "t:front"],
        [0, "speed-slippers-red", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["2 Maneuver"], d1: ["2 Maneuver"], d2: ["1 Melee"] },
      decisions: [maneuverUp, counter],
    });
    // 2 doubled by the Dwarf, and the Slippers' 2: 6.
    expect(tallies(events, "maneuver")).toEqual([6]);
    expect(steps(events, "maneuver")).toEqual([
      [{ source: "racial", label: "Terrain Advantage", species: "dwarves", effect: 2 }],
    ]);
  });

  // Line 2371; line 855: a Firewalker's save icons count as melee, a Steel Buckler's do not.
  it("gives a Firewalker's item no Flaming Shields", () => {
    const { events } = play({
      front: meleeFront,
      dice: [
        [0, "explorer", "t:front"],
        [0, "steel-buckler-red", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Save"], d1: ["3 Save"], d2: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "melee-attack")).toEqual([1]);
  });

  // Line 2371: an item's saves and maneuvers double at an eighth face its army holds (line 718).
  it("doubles an item's saves at its army's eighth face", () => {
    const { events } = play({
      home1: ["coastland-city", 8],
      controller: { home1: 1 },
      dice: [
        [0, "footman", "t:home1"],
        [1, "knight", "t:home1"],
        [1, "steel-buckler-blue", "t:home1"],
      ],
      start: { phase: "action", army: "t:home1" },
      rolls: { d0: ["2 Melee"], d1: ["2 Melee"], d2: ["3 Save"] },
      decisions: [attack("melee", "t:home1")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([6]);
    expect(steps(events, "save-vs-melee")).toEqual([
      [{ source: "eighth-face", label: "eighth face", effect: 3 }],
    ]);
  });

  // Line 2377: items are never killed to account for damage; only units are taken.
  it("never takes an item as a casualty", () => {
    const { events, state } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [0, "vorpal-sword-red", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "dawn-blade-red", "t:front"],
        [1, "flicker-foil-gold", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["3 Melee"], d2: ["ID"], d3: ["ID"], d4: ["1 Melee"] },
      decisions: [attack("melee", "t:front")],
    });
    // Five melee, no saves: both of B's footmen die; its items are never among the killed.
    const killed = ofType(events, "killed").flatMap((e) => e.dice);
    expect(killed).toEqual(["d2", "d3"]);
    expect(state.dice.filter((d) => d.owner === 1 && d.at === "dua").map((d) => d.id)).toEqual([
      "d2",
      "d3",
    ]);
  });

  /** A's footman and Dawn Blade attack B's footman at the frontier, under A's `spell`. */
  const underSpell = (spell: string, picks: string[], rolls: Setup["rolls"]) =>
    under([{ spell, caster: 0, target: { army: { player: 0, at: "t:front" } } }], {
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [0, "dawn-blade-red", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls,
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: picks }],
    });

  // Line 1280: Wilding doubles a component's results, and an item is one (line 2373).
  it("lets Wilding double an item's melee", () => {
    const { events } = underSpell("wilding", ["d1"], {
      d0: ["1 Melee"],
      d1: ["3 Melee"],
      d2: ["1 Save"],
    });
    expect(tallies(events, "melee-attack")).toEqual([7]);
  });

  // Line 1546: Flashfire rerolls a unit; an item is not one (line 2373).
  it("never lets Flashfire reroll an item", () => {
    const rolls = { d0: ["1 Melee", "2 Melee"], d1: ["1 Melee"], d2: ["1 Save"] };
    expect(() => underSpell("flashfire", ["d1"], rolls)).toThrow(/d1/);
    expect(tallies(underSpell("flashfire", ["d0"], rolls).events, "melee-attack")).toEqual([3]);
  });

  // Line 1793: Bash hits back a unit of the attacking army that rolled melee; an item is not a
  // unit (line 2373), though its melee counts in the attack.
  it("never lets Bash hit back an item", () => {
    const bash = (target: string) =>
      play({
        front: meleeFront,
        dice: [
          [0, "footman", "t:front"],
          [0, "ambusher", "t:front"],
          [0, "dawn-blade-red", "t:front"],
          [1, "behemoth", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["2 Melee"], d1: ["3 Melee", "2 Maneuver"], d2: ["3 Melee"], d3: ["4 Bash"] },
        decisions: [
          attack("melee", "t:front"),
          { player: 1, kind: "sai-targets", choice: [target] },
        ],
      });
    expect(tallies(bash("d1").events, "melee-attack")).toEqual([8]);
    expect(() => bash("d2")).toThrow(/d2/);
  });

  // Line 1841: Choke kills units that rolled their ID; an artifact's ID is no unit's (line 2373).
  it("never lets Choke kill an artifact that rolled its ID", () => {
    const { state, events } = play({
      front: meleeFront,
      dice: [
        [0, "strangle-vine", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "mantlet-red", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Choke"], d1: ["2 Melee"], d2: ["ID"], d3: ["1 Save"], d4: ["ID"] },
      decisions: [attack("melee", "t:front")],
    });
    // The footman is the one unit to choke: nothing to ask; the Mantlet stays.
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d2"] }]);
    expect(state.dice.find((d) => d.id === "d4")?.at).toBe("t:front");
  });
});
