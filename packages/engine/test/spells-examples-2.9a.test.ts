// The rulebook's worked examples of spells that need several spells together (2.9a rules/000
// "Magic", lines 496-512, "Damage", line 658, "Spell Attributes", lines 1123-1169), with the
// spells cast in play, over the turns the examples tell.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { effectsOn } from "../src/kernel/effects.ts";
import type { GameEvent } from "../src/kernel/events.ts";
import { runScenario } from "../src/scenario/scenario.ts";
import { attack, ofType, play, type Setup, steps, tallies } from "./positions.ts";
import {
  type Announce,
  announce,
  army,
  cast,
  castAndPass,
  chooseMagic,
  magicFront,
  marchWith,
  resolved,
} from "./spells.ts";

const where = (state: { dice: { id: string; at: string }[] }, id: string) =>
  state.dice.find((d) => d.id === id)?.at;

const names = (state: { effects: { name: string }[] }) => state.effects.map((e) => e.name);

describe("2.9a Stoneskin, Open Grave and Lightning Strike (line 658)", () => {
  // B's Goblins at home protect B's frontier army with two Stoneskins and an Open Grave in B's
  // turn; in A's turn A's Coral Elves at home strike one unit of it with a Lightning Strike. The
  // unit rolls a missile result: it is killed and goes to the DUA, since the army's spells do not
  // guard a unit targeted on its own (the Stoneskin Rule, line 580).
  it("kills the unit struck on its own and sends it to the DUA", () => {
    const guard = (spell: string, color: string): Announce => ({ spell, color, target: army(1) });
    const { state, events } = play({
      home0: ["flatland-city", 1],
      home1: ["flatland-temple", 1],
      dice: [
        [1, "death-mage", "t:home1"],
        [1, "death-mage", "t:home1"],
        [1, "death-mage", "t:home1"],
        [1, "pelter", "t:front"],
        [1, "thug", "t:front"],
        [0, "enchanter", "t:home0"],
        [0, "conjurer", "t:home0"],
      ],
      turn: 1,
      start: { phase: "action", army: "t:home1" },
      rolls: {
        d0: ["4 Magic"],
        d1: ["4 Magic"],
        d2: ["4 Magic"],
        d5: ["4 Magic"],
        d6: ["Magic"],
        d3: ["Missile"],
      },
      decisions: [
        ...castAndPass(1, [
          guard("stoneskin", "gold"),
          guard("stoneskin", "gold"),
          guard("open-grave", "black"),
        ]),
        ...marchWith(0, "t:home0"),
        chooseMagic,
        announce([{ spell: "lightning-strike", color: "blue", target: { unit: "d3" } }]),
      ],
    });
    expect(resolved(events)).toEqual([
      ["stoneskin", 2],
      ["open-grave", 1],
      ["lightning-strike", 1],
    ]);
    expect(names(state)).toEqual(["Stoneskin", "Open Grave"]);
    // No save from the Stoneskins in the unit's own roll, and no sparing by the Open Grave.
    expect(steps(events, "individual-save")).toEqual([undefined]);
    expect(tallies(events, "individual-save")).toEqual([0]);
    expect(ofType(events, "spared")).toEqual([]);
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d3"]]);
    expect(where(state, "d3")).toBe("dua");
  });
});

// Line 500: Transmute Rock to Mud at an enemy army and Flash Flood at its terrain, in one magic
// action: resolved first, the Transmute Rock to Mud takes 6 of the army's 8 maneuvers in its
// avoidance roll against the Flash Flood (8 needed, line 1458), and the terrain is turned down;
// resolved after it, the army avoids the flood.
describe("2.9a Transmute Rock to Mud then Flash Flood (line 500)", () => {
  const mud: Announce = {
    spell: "transmute-rock-to-mud",
    color: "gold",
    target: army(1, "t:home1"),
  };
  const flood: Announce = { spell: "flash-flood", color: "green", target: { terrain: "home1" } };
  const run = (spells: Announce[]) =>
    cast({
      dice: [
        [0, "wizard", "t:front"],
        [0, "thaumaturgist", "t:front"],
        [0, "enchanter", "t:front"],
        [0, "conjurer", "t:front"],
        [1, "bear-folk", "t:home1"],
        [1, "bear-folk", "t:home1"],
      ],
      rolls: {
        d0: ["4 Magic"],
        d1: ["Magic"],
        d2: ["4 Magic"],
        d3: ["Magic"],
        d4: ["4 Maneuver"],
        d5: ["4 Maneuver"],
      },
      spells,
    });
  const face = (state: { terrains: { id: string; face: number }[] }) =>
    state.terrains.find((t) => t.id === "home1")?.face;

  it("lets the mud take the army's maneuvers before the flood", () => {
    const { state, events } = run([mud, flood]);
    expect(resolved(events)).toEqual([
      ["transmute-rock-to-mud", 1],
      ["flash-flood", 1],
    ]);
    expect(tallies(events, "maneuver-avoidance")).toEqual([2]);
    expect(face(state)).toBe(2);
  });

  it("lets the army avoid the flood resolved before the mud", () => {
    const { state, events } = run([flood, mud]);
    expect(tallies(events, "maneuver-avoidance")).toEqual([8]);
    expect(face(state)).toBe(3);
  });
});

describe("2.9a targets must exist when the spells are announced (lines 502-508)", () => {
  // Line 506: Reanimate Dead brings a dead unit back, but a Burning Hands at that unit in the same
  // announcement is refused: the unit was not in play when it was announced. Without the Burning
  // Hands the Reanimate Dead is cast.
  it("refuses Reanimate Dead then Burning Hands at the unit it brings back", () => {
    const back: Announce = { spell: "reanimate-dead", color: "black", target: { units: ["d2"] } };
    const hands: Announce = { spell: "burning-hands", color: "red", target: { unit: "d2" } };
    const position = {
      front: magicFront,
      dice: [
        [0, "necromancer", "t:front"],
        [0, "adept", "t:front"],
        [0, "bladesman", "dua"],
        [1, "footman", "t:front"],
      ] as Setup["dice"],
      start: { phase: "action" as const, army: "t:front" },
      rolls: { d0: ["5 Magic"], d1: ["2 Magic"] },
    };
    expect(() => play({ ...position, decisions: [chooseMagic, announce([back, hands])] })).toThrow(
      /Burning Hands: d2 is not a unit in play/,
    );
    const { state, events } = play({ ...position, decisions: [chooseMagic, announce([back])] });
    expect(resolved(events)).toEqual([["reanimate-dead", 1]]);
    expect(where(state, "d2")).toBe("t:front");
    expect(state.effects).toEqual([]);
  });

  // Line 508: a Path that takes a unit to a terrain where its owner has no army makes a new army
  // there, but a Wind Walk at that army in the same announcement is refused: it did not exist
  // when the spells were announced.
  it("refuses a Path to a new terrain then a Wind Walk at the army it makes", () => {
    const path: Announce = { spell: "path", color: "gold", target: { unit: "d2" } };
    const walk: Announce = { spell: "wind-walk", color: "blue", target: army(0, "t:home1") };
    const position = {
      front: magicFront,
      dice: [
        [0, "wizard", "t:front"],
        [0, "enchanter", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ] as Setup["dice"],
      start: { phase: "action" as const, army: "t:front" },
      rolls: { d0: ["4 Magic"], d1: ["4 Magic"], d2: ["Melee"] },
    };
    expect(() => play({ ...position, decisions: [chooseMagic, announce([path, walk])] })).toThrow(
      /Wind Walk: there is no such army/,
    );
    const { state, events } = play({
      ...position,
      decisions: [
        chooseMagic,
        announce([path]),
        { player: 0, kind: "sai-choice", choice: { say: "move to", at: "t:home1" } },
      ],
    });
    expect(resolved(events)).toEqual([["path", 1]]);
    expect(where(state, "d2")).toBe("t:home1");
    expect(state.effects).toEqual([]);
  });
});

// Line 1169: two Finger of Death spells at a rare unit in the first march, and a third at it in
// the second march, do not kill it: damage from separate magic actions never adds up (line 1167).
it("2.9a three Finger of Death spells in two magic actions leave a rare unit alive (line 1169)", () => {
  const finger: Announce = { spell: "finger-of-death", color: "black", target: { unit: "d3" } };
  const { state, events } = play({
    home0: ["flatland-city", 1],
    front: magicFront,
    dice: [
      [0, "death-mage", "t:front"],
      [0, "death-mage", "t:front"],
      [0, "death-mage", "t:home0"],
      [1, "warlord", "t:home1"],
    ],
    start: { phase: "action", army: "t:front" },
    rolls: { d0: ["4 Magic"], d1: ["4 Magic"], d2: ["4 Magic"] },
    decisions: [
      chooseMagic,
      announce([finger, finger]),
      ...marchWith(0, "t:home0"),
      chooseMagic,
      announce([finger]),
    ],
  });
  expect(resolved(events)).toEqual([
    ["finger-of-death", 2],
    ["finger-of-death", 1],
  ]);
  expect(ofType(events, "killed")).toEqual([]);
  expect(where(state, "d3")).toBe("t:home1");
});

// Line 1129: A casts Watery Double at its frontier army. In A's next turn A's home army shoots at
// B's army at the frontier; in B's save roll B's Enchanter rolls a Cantrip, and B casts two
// Hailstorms with it at A's army with the Watery Double: A's army still adds the spell's save to
// its roll against the Hailstorms. At the end of that turn of A's the spell is gone.
describe("2.9a Watery Double's duration (line 1129)", () => {
  it("adds its save against a Cantrip's Hailstorm in the caster's next turn, and ends with it", () => {
    const hail: Announce = { spell: "hailstorm", color: "blue", target: army(0) };
    const { state, events } = play({
      front: magicFront,
      dice: [
        [0, "enchanter", "t:front"],
        [0, "conjurer", "t:front"],
        [0, "marksman", "t:home0"],
        [1, "enchanter", "t:front"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: {
        d0: ["4 Magic", "3 Melee"],
        d1: ["Magic", "2 Melee"],
        d2: ["3 Missile"],
        d3: ["4 Cantrip"],
      },
      decisions: [
        ...castAndPass(0, [{ spell: "watery-double", color: "green", target: army(0) }]),
        { player: 1, kind: "choose-march", choice: { army: null } },
        { player: 1, kind: "retreat", choice: [] },
        ...marchWith(0, "t:home0"),
        attack("missile", "t:front"),
        announce([hail, hail], 1),
        { player: 0, kind: "choose-march", choice: { army: null } },
        { player: 0, kind: "retreat", choice: [] },
      ],
    });
    expect(resolved(events)).toEqual([
      ["watery-double", 1],
      ["hailstorm", 2],
    ]);
    // No save rolled, one from the Watery Double, against the Hailstorms' 2 damage.
    expect(tallies(events, "save-vs-spell")).toEqual([1]);
    expect(steps(events, "save-vs-spell")).toEqual([
      [{ source: "automatic", label: "Watery Double", effect: 1 }],
    ]);
    const ended = ofType(events, "expired").flatMap((e) => e.effects.map((x) => x.name));
    expect(ended).toEqual(["Watery Double"]);
    expect(ofType(events, "turn-start").map((e) => e.player)).toEqual([1, 0, 1]);
    // It ended at the end of A's turn, before B's began.
    const at = (type: string) => events.findIndex((e) => e.type === type);
    expect(at("expired")).toBeLessThan(events.findLastIndex((e) => e.type === "turn-start"));
    expect(state.effects).toEqual([]);
  });
});

// Line 1133: a unit under Burning Hands killed in an army under Open Grave never goes to the DUA:
// its Burning Hands stays with it. A's Lava Elves at home cast both in A's turn; in B's turn B's
// army at the frontier kills A's army there, whose casualties go to the reserve area.
it("2.9a keeps Burning Hands on a unit that Open Grave saves from the DUA (line 1133)", () => {
  const { state, events } = play({
    home0: ["flatland-city", 1],
    dice: [
      [0, "necromancer", "t:home0"],
      [0, "warlock", "t:home0"],
      [0, "adept", "t:home0"],
      [0, "bladesman", "t:front"],
      [0, "scorpion-knight", "t:front"],
      [1, "annihilator", "t:front"],
    ],
    front: ["flatland-city", 5],
    start: { phase: "action", army: "t:home0" },
    rolls: {
      d0: ["5 Magic"],
      d1: ["4 Magic"],
      d2: ["2 Magic"],
      d5: ["5 Melee"],
      d3: ["Melee"],
      d4: ["Melee"],
    },
    decisions: [
      ...castAndPass(0, [
        { spell: "open-grave", color: "black", target: army(0) },
        { spell: "burning-hands", color: "red", target: { unit: "d3" } },
      ]),
      ...marchWith(1, "t:front"),
      { player: 1, kind: "choose-action", choice: { action: "melee", target: army(0).army } },
    ],
  });
  expect(ofType(events, "spared").map((e) => [e.dice, e.to])).toEqual([[["d3", "d4"], "reserve"]]);
  expect(where(state, "d3")).toBe("reserve");
  expect(effectsOn(state, "d3").map((e) => e.name)).toEqual(["Burning Hands"]);
});

// Line 1135: B casts a Palsy at A's frontier army in B's turn. In A's turn A's home army Paths one
// unit of that army away (to B's home terrain) and brings one of its own to it: the unit that left
// is no longer under the Palsy (its 4 melee at B's home count whole), the one that came is.
it("2.9a leaves the Palsy with the army, not with the units that leave it (line 1135)", () => {
  const path = (unit: string): Announce => ({ spell: "path", color: "gold", target: { unit } });
  const moveTo = (at: string) => ({
    player: 0,
    kind: "sai-choice",
    choice: { say: "move to", at },
  });
  const { state, events } = play({
    home0: ["flatland-city", 1],
    home1: ["flatland-temple", 5],
    front: magicFront,
    dice: [
      [0, "footman", "t:front"],
      [0, "skirmisher", "t:front"],
      [1, "death-mage", "t:front"],
      [1, "death-mage", "t:front"],
      [1, "footman", "t:home1"],
      [0, "wizard", "t:home0"],
      [0, "thaumaturgist", "t:home0"],
      [0, "theurgist", "t:home0"],
      [0, "lizard-rider", "t:home0"],
    ],
    turn: 1,
    start: { phase: "action", army: "t:front" },
    rolls: {
      d2: ["3 Magic"],
      d3: ["3 Magic"],
      d5: ["4 Magic"],
      d6: ["Magic"],
      d7: ["2 Magic"],
      d1: ["4 Melee"],
      d4: ["Melee"],
    },
    decisions: [
      ...castAndPass(1, [{ spell: "palsy", color: "black", target: army(0) }]),
      ...marchWith(0, "t:home0"),
      chooseMagic,
      announce([path("d1"), path("d8")]),
      moveTo("t:home1"),
      moveTo("t:front"),
      ...marchWith(0, "t:home1"),
      attack("melee", "t:home1"),
    ],
  });
  expect(where(state, "d1")).toBe("t:home1");
  expect(where(state, "d8")).toBe("t:front");
  expect(tallies(events, "melee-attack")).toEqual([4]);
  expect(steps(events, "melee-attack")).toEqual([undefined]);
  expect(effectsOn(state, "d1")).toEqual([]);
  expect(effectsOn(state, "d8").map((e) => e.name)).toEqual(["Palsy"]);
  expect(effectsOn(state, "d0").map((e) => e.name)).toEqual(["Palsy"]);
});

// Lines 1139-1141, in the scenario spell-four-players-elimination.json: the Opponent (player 1)
// casts an Ash Storm at your home terrain, a Transmute Rock to Mud at your frontier army, a
// Stoneskin at his own frontier army and a Burning Hands at one of its units; the third player
// then kills all his units. His Stoneskin and Burning Hands end at once; his Ash Storm and
// Transmute Rock to Mud hold through your turn and end when his next turn would have begun.
describe("2.9a an eliminated player's spells (lines 1139-1141)", () => {
  const file = JSON.parse(
    readFileSync(new URL("scenarios/spell-four-players-elimination.json", import.meta.url), "utf8"),
  );
  const ended = (events: GameEvent[]) =>
    ofType(events, "expired").flatMap((e) => e.effects.map((x) => x.name));
  /** The run up to the decision entry that holds `found`. */
  const upTo = (found: (entry: unknown) => boolean) => {
    const n = file.decisions.findIndex(found);
    return runScenario({ ...file, decisions: file.decisions.slice(0, n + 1) });
  };

  it("ends his spells on his own army and unit with them", () => {
    const { state, events } = upTo((d) => JSON.stringify(d).includes('"eliminated"'));
    expect(state.players[1]?.eliminated).toBe(true);
    expect(ended(events)).toEqual(["Stoneskin", "Burning Hands"]);
    expect(names(state)).toEqual(["Ash Storm", "Transmute Rock to Mud"]);
  });

  it("keeps his spells on others until his next turn would have begun", () => {
    // Your turn: the Transmute Rock to Mud takes your maneuvers (the scenario checks the roll).
    const yours = upTo((d) => JSON.stringify(d).includes('"label":"Transmute Rock to Mud"'));
    expect(yours.state.turn?.player).toBe(0);
    expect(names(yours.state)).toEqual(["Ash Storm", "Transmute Rock to Mud"]);
    const { state, events } = runScenario(file);
    expect(ended(events)).toEqual([
      "Stoneskin",
      "Burning Hands",
      "Ash Storm",
      "Transmute Rock to Mud",
    ]);
    // They end after your turn, before the third player's.
    const expiry = events.findLastIndex((e) => e.type === "expired");
    const turns = events.flatMap((e, i) => (e.type === "turn-start" ? [[e.player, i]] : []));
    expect(turns.map(([p]) => p)).toEqual([2, 3, 0, 2]);
    expect(expiry).toBeGreaterThan(turns[2]?.[1] ?? Infinity);
    expect(expiry).toBeLessThan(turns[3]?.[1] ?? -1);
    expect(state.effects).toEqual([]);
  });
});
