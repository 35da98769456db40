// 2.9a spells that damage, kill or drive off (rules/000 "Spell Attributes", lines 1083-1203; the
// spell lists; "Avoidance Rolls", lines 586-612): each with its avoidance rolls, and a limit.
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { addEffect, holds } from "../src/kernel/effects.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { applyInPlace } from "../src/kernel/game.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { turnDown } from "../src/standard/spells/terrain-armies.ts";
import { ofType, play, tallies } from "./positions.ts";
import {
  type Announce,
  announce,
  army,
  cast,
  chooseMagic,
  magicFront,
  resolved,
} from "./spells.ts";

const at = (spell: string, color: string, target: unknown): Announce => ({ spell, color, target });
const unitTarget = (id: string) => ({ unit: id });
const terrain = (id: string) => ({ terrain: id });

/** What the cast-spells decision offers when A's frontier army rolls `rolls`. */
function offered(dice: [number, string, string][], rolls: Record<string, string[]>) {
  const { state } = play({
    dice,
    rolls,
    front: magicFront,
    start: { phase: "action", army: "t:front" },
    decisions: [chooseMagic],
  });
  const data = state.pending[0]?.data as { offers: { spell: string; targets: unknown[] }[] };
  return data.offers;
}

/** Where each die is at the end. */
const where = (state: { dice: { id: string; at: string }[] }, id: string) =>
  state.dice.find((d) => d.id === id)?.at;

const avoided = (events: Parameters<typeof ofType>[0]) =>
  ofType(events, "avoidance").map((e) => [e.unit, e.passed]);

describe("2.9a Finger of Death (line 1223)", () => {
  const mages: [number, string, string][] = [
    [0, "death-mage", "t:front"],
    [0, "death-mage", "t:front"],
  ];
  const magic = { d0: ["4 Magic"], d1: ["4 Magic"] };

  it("kills a 1-health unit with no roll at all", () => {
    const { events, state } = cast({
      dice: [...mages, [1, "footman", "t:home1"]],
      rolls: magic,
      spells: [at("finger-of-death", "black", unitTarget("d2"))],
    });
    expect(resolved(events)).toEqual([["finger-of-death", 1]]);
    expect(ofType(events, "roll").map((e) => e.purpose)).toEqual(["magic-action"]);
    expect(where(state, "d2")).toBe("dua");
  });

  // Line 1187: castings at one unit add up; line 1173: only within one magic action.
  it("needs as many castings as the unit has health, in one magic action", () => {
    const twice = cast({
      dice: [...mages, [1, "patroller", "t:home1"]],
      rolls: magic,
      spells: [
        at("finger-of-death", "black", unitTarget("d2")),
        at("finger-of-death", "black", unitTarget("d2")),
      ],
    });
    expect(resolved(twice.events)).toEqual([["finger-of-death", 2]]);
    expect(where(twice.state, "d2")).toBe("dua");
    const once = cast({
      dice: [...mages, [1, "patroller", "t:home1"]],
      rolls: magic,
      spells: [at("finger-of-death", "black", unitTarget("d2"))],
    });
    expect(where(once.state, "d2")).toBe("t:home1");
    // Nothing stays on the unit for a later action to finish (no wounding, line 1173).
    expect(once.state.effects).toEqual([]);
  });
});

describe("2.9a Lightning Strike (line 1288)", () => {
  const elves: [number, string, string][] = [
    [0, "enchanter", "t:front"],
    [0, "conjurer", "t:front"],
  ];
  const magic = { d0: ["4 Magic"], d1: ["3 Magic"] };

  it("kills the unit unless it rolls a save on its own", () => {
    for (const [face, at1, passed] of [
      ["Melee", "dua", false],
      ["Save", "t:home1", true],
    ] as const) {
      const { events, state } = cast({
        dice: [...elves, [1, "footman", "t:home1"]],
        rolls: { ...magic, d2: [face] },
        spells: [at("lightning-strike", "blue", unitTarget("d2"))],
      });
      expect(avoided(events)).toEqual([["d2", passed]]);
      expect(tallies(events, "individual-save")).toEqual([passed ? 1 : 0]);
      expect(where(state, "d2")).toBe(at1);
    }
  });

  // "Multiple castings target multiple units" (line 1181).
  it("cannot be cast twice at one unit", () => {
    const strike = at("lightning-strike", "blue", unitTarget("d2"));
    const { state } = play({
      dice: [
        ...elves,
        [0, "evoker", "t:front"],
        [0, "evoker", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { ...magic, d2: ["2 Magic"], d3: ["2 Magic"] },
      front: magicFront,
      start: { phase: "action", army: "t:front" },
      decisions: [
        chooseMagic,
        { ...announce([strike, { ...strike, target: unitTarget("d4") }]), expect: "refused" },
      ],
    });
    expect(state.pending[0]?.kind).toBe("cast-spells");
  });
});

// Line 580 and its example at line 652: a unit struck on its own rolls without its army's spells.
it("2.9a Lightning Strike: the army's Stoneskin does not help the unit struck", () => {
  const { state } = play({
    dice: [
      [0, "enchanter", "t:front"],
      [0, "conjurer", "t:front"],
      [1, "footman", "t:home1"],
      [1, "footman", "t:home1"],
    ],
    rolls: { d0: ["4 Magic"], d1: ["3 Magic"], d2: ["Melee"] },
    front: magicFront,
    start: { phase: "action", army: "t:front" },
    decisions: [chooseMagic],
  });
  // B's army at its home holds three Stoneskins.
  addEffect(new Ctx(state, ruleset29a), {
    name: "Stoneskin",
    owner: 1,
    target: { army: 1, at: "t:home1" },
    expires: "start-of-next-turn",
    adds: { save: 3 },
  });
  const decision = state.pending[0]?.id as number;
  const done = applyInPlace(ruleset29a, state, {
    type: "decide",
    player: 0,
    decision,
    choice: { spells: [at("lightning-strike", "blue", unitTarget("d2"))] },
  });
  if (!done.ok) throw new Error(JSON.stringify(done.error));
  expect(tallies(done.events, "individual-save")).toEqual([0]);
  expect(where(state, "d2")).toBe("dua");
});

describe("2.9a Firebolt (line 1543)", () => {
  it("deals a point per casting; the unit rolls on its own for the saves it needs", () => {
    // Two Firebolts at a 2-health unit: 2 damage, one save keeps it alive.
    const { events, state } = cast({
      dice: [
        [0, "salamander", "t:front"],
        [0, "ashbringer", "t:front"],
        [1, "patroller", "t:home1"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["3 Magic"], d2: ["2 Save"] },
      spells: [at("firebolt", "red", unitTarget("d2")), at("firebolt", "red", unitTarget("d2"))],
    });
    expect(resolved(events)).toEqual([["firebolt", 2]]);
    expect(tallies(events, "individual-save")).toEqual([2]);
    expect(where(state, "d2")).toBe("t:home1");
  });

  it("kills a common unit that rolls no save", () => {
    const { events, state } = cast({
      dice: [
        [0, "salamander", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["Melee"] },
      spells: [at("firebolt", "red", unitTarget("d1"))],
    });
    expect(avoided(events)).toEqual([["d1", false]]);
    expect(where(state, "d1")).toBe("dua");
  });

  // Racial (line 1093): a Dwarf's red magic cannot pay for it.
  it("is not offered to an army without Firewalkers", () => {
    const spells = (caster: string) =>
      offered(
        [
          [0, caster, "t:front"],
          [1, "footman", "t:home1"],
        ],
        { d0: ["4 Magic"] },
      ).map((o) => o.spell);
    expect(spells("wizard")).not.toContain("firebolt");
    expect(spells("salamander")).toContain("firebolt");
  });
});

describe("2.9a Fearful Flames (line 1540)", () => {
  const caster: [number, string, string] = [0, "necromancer", "t:front"];

  it("a unit that saves must save again or flee to its reserve area", () => {
    const { events, state } = cast({
      dice: [caster, [1, "footman", "t:home1"]],
      rolls: { d0: ["5 Magic"], d1: ["Save", "Melee"] },
      spells: [at("fearful-flames", "red", { units: ["d1"] })],
    });
    expect(avoided(events)).toEqual([
      ["d1", true],
      ["d1", false],
    ]);
    expect(ofType(events, "moved").map((e) => [e.dice, e.to])).toEqual([[["d1"], "reserve"]]);
    expect(where(state, "d1")).toBe("reserve");
  });

  it("a unit that fails its first save is killed", () => {
    const { events, state } = cast({
      dice: [caster, [1, "footman", "t:home1"]],
      rolls: { d0: ["5 Magic"], d1: ["Melee"] },
      spells: [at("fearful-flames", "red", { units: ["d1"] })],
    });
    expect(avoided(events)).toEqual([["d1", false]]);
    expect(where(state, "d1")).toBe("dua");
  });

  // One casting covers one health-worth (line 1541).
  it("cannot take two health-worth with one casting", () => {
    const { state } = play({
      dice: [caster, [1, "footman", "t:home1"], [1, "footman", "t:home1"]],
      rolls: { d0: ["5 Magic"] },
      front: magicFront,
      start: { phase: "action", army: "t:front" },
      decisions: [
        chooseMagic,
        {
          ...announce([at("fearful-flames", "red", { units: ["d1", "d2"] })]),
          expect: "refused",
        },
      ],
    });
    expect(state.pending[0]?.kind).toBe("cast-spells");
  });
});

describe("2.9a Foul Water (line 1418)", () => {
  const caster: [number, string, string] = [0, "marsh-mage", "t:front"];

  it("only the army's common units roll saves and can be taken", () => {
    // Two castings: 2 damage; the footman rolls alone (a melee face) and dies; the 2-health
    // patroller neither rolls nor can be taken for the second point.
    const { events, state } = cast({
      dice: [caster, [1, "footman", "t:home1"], [1, "patroller", "t:home1"]],
      rolls: { d0: ["4 Magic"], d1: ["Melee"] },
      spells: [
        at("foul-water", "green", army(1, "t:home1")),
        at("foul-water", "green", army(1, "t:home1")),
      ],
    });
    const saves = ofType(events, "roll").filter((e) => e.purpose === "save-vs-spell");
    expect(saves.map((e) => e.dice.map((d) => d.die))).toEqual([["d1"]]);
    expect(ofType(events, "damage").map((e) => [e.damage, e.saves])).toEqual([[2, 0]]);
    expect(where(state, "d1")).toBe("dua");
    expect(where(state, "d2")).toBe("t:home1");
  });

  it("does nothing to an army without common units", () => {
    const { events, state } = cast({
      dice: [caster, [1, "patroller", "t:home1"]],
      rolls: { d0: ["4 Magic"] },
      spells: [at("foul-water", "green", army(1, "t:home1"))],
    });
    expect(tallies(events, "save-vs-spell")).toEqual([]);
    expect(where(state, "d1")).toBe("t:home1");
  });
});

describe("2.9a Scent of Fear (line 1252)", () => {
  const caster: [number, string, string] = [0, "owl-folk", "t:front"];

  it("the army's owner picks the health-worth that flees to the reserve area", () => {
    const { events, state } = cast({
      dice: [
        caster,
        [1, "footman", "t:home1"],
        [1, "footman", "t:home1"],
        [1, "patroller", "t:home1"],
      ],
      rolls: { d0: ["4 Magic"] },
      spells: [at("scent-of-fear", "blue", army(1, "t:home1"))],
      later: [{ player: 1, kind: "sai-targets", choice: ["d2"] }],
    });
    expect(ofType(events, "moved").map((e) => [e.dice, e.to])).toEqual([[["d2"], "reserve"]]);
    expect(where(state, "d1")).toBe("t:home1");
    expect(where(state, "d3")).toBe("t:home1");
  });

  it("two castings send two health-worth; a reserve army is no target", () => {
    const { events } = cast({
      dice: [caster, [1, "patroller", "t:home1"], [1, "footman", "reserve"]],
      rolls: { d0: ["4 Magic"] },
      spells: [
        at("scent-of-fear", "blue", army(1, "t:home1")),
        at("scent-of-fear", "blue", army(1, "t:home1")),
      ],
    });
    expect(ofType(events, "moved").map((e) => e.dice)).toEqual([["d1"]]);
    const offers = offered([caster, [1, "footman", "reserve"], [1, "patroller", "t:home1"]], {
      d0: ["4 Magic"],
    });
    const scent = offers.find((o) => o.spell === "scent-of-fear");
    expect(scent?.targets).toEqual([army(1, "t:home1")]);
  });
});

describe("2.9a Firestorm (line 1552)", () => {
  const scalders: [number, string, string][] = [
    [0, "inferno", "t:front"],
    [0, "smolderer", "t:front"],
  ];

  it("two castings: 4 damage to the army there, one save roll (line 1199)", () => {
    const { events, state } = cast({
      dice: [...scalders, [1, "footman", "t:home1"], [1, "footman", "t:home1"]],
      rolls: { d0: ["6 Magic"], d1: ["3 Magic"], d2: ["Save"], d3: ["Melee"] },
      spells: [at("firestorm", "red", terrain("home1")), at("firestorm", "red", terrain("home1"))],
    });
    expect(resolved(events)).toEqual([["firestorm", 2]]);
    expect(ofType(events, "damage").map((e) => [e.player, e.damage, e.saves])).toEqual([[1, 4, 1]]);
    expect(where(state, "d2")).toBe("dua");
    expect(where(state, "d3")).toBe("dua");
  });

  // Line 1097: every army at the terrain, the caster's own too; line 1155: at once.
  it("strikes every army at the terrain, which save at the same time", () => {
    const { events, state } = cast({
      dice: [...scalders, [1, "lizard-rider", "t:front"]],
      rolls: { d0: ["6 Magic", "2 Maneuver"], d1: ["3 Magic", "2 Maneuver"], d2: ["2 Save"] },
      spells: [at("firestorm", "red", terrain("front"))],
      later: [{ player: 0, kind: "choose-casualties", choice: ["d1"] }],
    });
    // Both armies roll before either roll is totalled: one simultaneous roll.
    const saves = events.filter(
      (e) => (e.type === "roll" || e.type === "tally") && e.purpose === "save-vs-spell",
    );
    expect(saves.map((e) => `${e.type} ${"player" in e ? e.player : ""}`)).toEqual([
      "roll 1",
      "roll 0",
      "tally 1",
      "tally 0",
    ]);
    expect(ofType(events, "damage").map((e) => [e.player, e.damage])).toEqual([
      [1, 2],
      [0, 2],
    ]);
    expect(where(state, "d2")).toBe("t:front");
    expect(where(state, "d1")).toBe("dua");
  });

  it("is offered only at terrains with an enemy army", () => {
    const offers = offered([...scalders, [1, "footman", "t:home1"]], {
      d0: ["6 Magic"],
      d1: ["3 Magic"],
    });
    expect(offers.find((o) => o.spell === "firestorm")?.targets).toEqual([terrain("home1")]);
  });
});

// Line 1203: different damaging spells at one army resolve apart, each with its save roll.
describe("2.9a two Hailstorms and a Firestorm (line 1203)", () => {
  it("the army makes two save rolls: 2 damage, then 2", () => {
    const { events } = cast({
      dice: [
        [0, "salamander", "t:front"],
        [0, "inferno", "t:front"],
        [1, "lizard-rider", "t:home1"],
        [1, "lizard-rider", "t:home1"],
      ],
      rolls: {
        d0: ["4 Magic"],
        d1: ["6 Magic"],
        d2: ["2 Save", "2 Save"],
        d3: ["Maneuver", "Maneuver"],
      },
      spells: [
        at("hailstorm", "blue", army(1, "t:home1")),
        at("hailstorm", "blue", army(1, "t:home1")),
        at("firestorm", "red", terrain("home1")),
      ],
    });
    expect(resolved(events)).toEqual([
      ["hailstorm", 2],
      ["firestorm", 1],
    ]);
    expect(tallies(events, "save-vs-spell")).toEqual([2, 2]);
    expect(ofType(events, "damage").map((e) => [e.damage, e.saves])).toEqual([
      [2, 2],
      [2, 2],
    ]);
  });
});

describe("2.9a Mirage (line 1285)", () => {
  const firewalkers: [number, string, string][] = [
    [0, "salamander", "t:front"],
    [0, "ashbringer", "t:front"],
  ];
  const magic = { d0: ["4 Magic"], d1: ["3 Magic"] };

  it("each common unit there rolls a save on its own or flees; larger units do not roll", () => {
    const { events, state } = cast({
      dice: [
        ...firewalkers,
        [1, "footman", "t:home1"],
        [1, "footman", "t:home1"],
        [1, "patroller", "t:home1"],
      ],
      rolls: { ...magic, d2: ["Save"], d3: ["Melee"] },
      spells: [at("mirage", "blue", terrain("home1"))],
    });
    expect(avoided(events)).toEqual([
      ["d2", true],
      ["d3", false],
    ]);
    expect(where(state, "d2")).toBe("t:home1");
    expect(where(state, "d3")).toBe("reserve");
    expect(where(state, "d4")).toBe("t:home1");
  });

  // "Multiple castings target multiple terrains" (line 1286).
  it("cannot be cast twice at one terrain", () => {
    const mirage = at("mirage", "blue", terrain("home1"));
    const { state } = play({
      dice: [...firewalkers, [0, "salamander", "t:front"], [1, "footman", "t:home1"]],
      rolls: { ...magic, d2: ["4 Magic"] },
      front: magicFront,
      start: { phase: "action", army: "t:front" },
      decisions: [chooseMagic, { ...announce([mirage, mirage]), expect: "refused" }],
    });
    expect(state.pending[0]?.kind).toBe("cast-spells");
  });
});

// Line 510: Mirage and Firebolts at a Coral Elf army on a Coastland, in either order. Resolved
// first, the Firebolt finds the unit at the Coastland, where its maneuvers count as saves; after
// the Mirage has sent it to the reserve area, they do not, and it still takes the Firebolt.
it("2.9a Mirage and Firebolt: the order of resolution decides (line 510)", () => {
  const run = (first: string) => {
    const mirage = at("mirage", "blue", terrain("home1"));
    const bolt = at("firebolt", "red", unitTarget("d3"));
    return cast({
      dice: [
        [0, "salamander", "t:front"],
        [0, "ashbringer", "t:front"],
        [0, "ashbringer", "t:front"],
        [1, "horseman", "t:home1"],
        [1, "footman", "t:home0"],
      ],
      home1: ["coastland-city", 3],
      // The Firebolt's roll is always a maneuver, the Mirage's a melee result.
      rolls: {
        d0: ["4 Magic"],
        d1: ["3 Magic"],
        d2: ["3 Magic"],
        d3: first === "firebolt" ? ["2 Maneuver", "Melee"] : ["Melee", "2 Maneuver"],
      },
      spells: first === "firebolt" ? [bolt, mirage] : [mirage, bolt],
    });
  };
  const boltFirst = run("firebolt");
  expect(avoided(boltFirst.events)).toEqual([
    ["d3", true],
    ["d3", false],
  ]);
  expect(where(boltFirst.state, "d3")).toBe("reserve");
  const mirageFirst = run("mirage");
  expect(avoided(mirageFirst.events)).toEqual([
    ["d3", false],
    ["d3", false],
  ]);
  expect(where(mirageFirst.state, "d3")).toBe("dua");
});

describe("2.9a Flash Flood (line 1458)", () => {
  const elves: [number, string, string][] = [
    [0, "enchanter", "t:front"],
    [0, "conjurer", "t:front"],
  ];
  const magic = { d0: ["4 Magic"], d1: ["3 Magic"] };

  it("turns the terrain down one face unless an army rolls eight maneuvers", () => {
    for (const [maneuvers, face] of [
      [["4 Maneuver", "4 Maneuver"], 3],
      [["4 Maneuver", "Save"], 2],
    ] as const) {
      const { events, state } = cast({
        dice: [...elves, [1, "bear-folk", "t:home1"], [1, "bear-folk", "t:home1"]],
        rolls: { ...magic, d2: [maneuvers[0]], d3: [maneuvers[1]] },
        spells: [at("flash-flood", "green", terrain("home1"))],
      });
      expect(tallies(events, "maneuver-avoidance")).toEqual([face === 3 ? 8 : 4]);
      expect(state.terrains.find((t) => t.id === "home1")?.face).toBe(face);
    }
  });

  it("from the eighth face its holder loses control; a first face cannot go lower", () => {
    const eighth = cast({
      dice: [...elves, [1, "footman", "t:home1"]],
      rolls: { ...magic, d2: ["Melee"] },
      home1: ["flatland-temple", 8],
      controller: { home1: 1 },
      spells: [at("flash-flood", "green", terrain("home1"))],
    });
    const turned = ofType(eighth.events, "terrain-turned").map((e) => [e.from, e.to]);
    expect(turned).toEqual([[8, 7]]);
    expect(ofType(eighth.events, "control-lost").map((e) => e.player)).toEqual([1]);
    expect(eighth.state.terrains.find((t) => t.id === "home1")?.controller).toBeNull();
    const first = cast({
      dice: [...elves, [1, "footman", "t:home1"]],
      rolls: { ...magic, d2: ["Melee"] },
      home1: ["flatland-temple", 1],
      spells: [at("flash-flood", "green", terrain("home1"))],
    });
    expect(ofType(first.events, "terrain-turned")).toEqual([]);
    expect(first.state.terrains.find((t) => t.id === "home1")?.face).toBe(1);
  });
});

// What turns a terrain down changes what later rolls read: the eighth face is lost, and what
// lasts "until the terrain's face changes" ends (line 1135).
it("2.9a a terrain turned down loses its eighth face and its face-long effects", () => {
  const { state } = loadScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [
      { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
      { id: "home1", die: "coastland-city", owner: 1, role: "home", face: 8, controller: 1 },
      { id: "front", die: "flatland-city", owner: 0, role: "frontier", face: 3 },
    ],
    dice: [{ id: "b", die: "footman", owner: 1, at: "t:home1" }],
    turn: { player: 0, number: 3 },
    start: { phase: "reserves" },
  });
  const ctx = new Ctx(state, ruleset29a);
  const effect = addEffect(ctx, {
    name: "Test",
    owner: 0,
    target: { terrain: "home1" },
    expires: "until-face-changes",
    face: 8,
  });
  expect(holds(state, effect)).toBe(true);
  turnDown(ctx, "home1", "Flash Flood");
  const home1 = state.terrains.find((t) => t.id === "home1");
  expect([home1?.face, home1?.controller]).toEqual([7, null]);
  expect(holds(state, effect)).toBe(false);
});

describe("2.9a Tidal Wave (line 1506) and Volcanic Eruption (line 1570)", () => {
  const coast: [string, number] = ["coastland-city", 4];
  const highland: [string, number] = ["highland-city", 4];

  // Line 606: four maneuvers and a 4-point Rend make eight in the combination roll.
  it("Tidal Wave: 8 damage saved against; Rend's maneuvers keep the terrain", () => {
    const { events, state } = cast({
      dice: [
        [0, "inferno", "t:front"],
        [1, "roc", "t:home1"],
        [1, "bear-folk", "t:home1"],
      ],
      home1: coast,
      rolls: { d0: ["6 Magic"], d1: ["4 Rend"], d2: ["4 Maneuver"] },
      spells: [at("tidal-wave", "green", terrain("home1"))],
    });
    const tally = ofType(events, "tally").find((e) => e.purpose === "save-and-maneuver-avoidance");
    expect(tally?.results).toEqual({ save: 0, maneuver: 8 });
    expect(ofType(events, "damage").map((e) => [e.damage, e.saves])).toEqual([[8, 0]]);
    expect([where(state, "d1"), where(state, "d2")]).toEqual(["dua", "dua"]);
    expect(state.terrains.find((t) => t.id === "home1")?.face).toBe(4);
  });

  // Line 1155: the armies there split their ID results at the same time, each its own.
  it("Tidal Wave: the armies there split their ID results together", () => {
    const { state } = play({
      dice: [
        [0, "inferno", "t:front"],
        [0, "footman", "t:home1"],
        [1, "footman", "t:home1"],
      ],
      front: magicFront,
      home1: coast,
      rolls: { d0: ["6 Magic"], d1: ["ID"], d2: ["ID"] },
      start: { phase: "action", army: "t:front" },
      decisions: [chooseMagic, announce([at("tidal-wave", "green", terrain("home1"))])],
    });
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([
      [1, "sai-choice"],
      [0, "sai-choice"],
    ]);
  });

  it("Volcanic Eruption: the terrain turns down when no army rolls eight maneuvers", () => {
    const { events, state } = cast({
      dice: [
        [0, "inferno", "t:front"],
        [1, "bear-folk", "t:home1"],
        [1, "bear-folk", "t:home1"],
      ],
      home1: highland,
      rolls: { d0: ["6 Magic"], d1: ["4 Save"], d2: ["4 Save"] },
      spells: [at("volcanic-eruption", "red", terrain("home1"))],
    });
    expect(ofType(events, "damage").map((e) => [e.damage, e.saves])).toEqual([[8, 8]]);
    expect(ofType(events, "terrain-turned").map((e) => [e.by, e.from, e.to])).toEqual([
      ["Volcanic Eruption", 4, 3],
    ]);
    expect(state.terrains.find((t) => t.id === "home1")?.face).toBe(3);
  });

  // Line 612: Lava Elves at a highland count maneuvers as saves, but in the combination roll each
  // counts as one or the other: ten maneuvers are eight maneuvers and two saves, or ten saves.
  it("Volcanic Eruption: Lava Elves split their maneuvers between maneuvers and saves", () => {
    for (const [say, save, maneuver, face] of [
      ["2 save and 8 maneuver", 2, 8, 4],
      ["10 save and 0 maneuver", 10, 0, 3],
    ] as const) {
      const { events, state } = cast({
        dice: [
          [0, "inferno", "t:front"],
          [1, "infiltrator", "t:home1"],
          [1, "infiltrator", "t:home1"],
          [1, "footman", "t:home0"],
        ],
        home1: highland,
        rolls: { d0: ["6 Magic"], d1: ["5 Maneuver"], d2: ["5 Maneuver"] },
        spells: [at("volcanic-eruption", "red", terrain("home1"))],
        later: [{ player: 1, kind: "sai-choice", choice: { say } }],
      });
      const tally = ofType(events, "tally").find(
        (e) => e.purpose === "save-and-maneuver-avoidance",
      );
      expect(tally?.results).toEqual({ save, maneuver });
      expect(ofType(events, "damage").map((e) => [e.damage, e.saves])).toEqual([[8, save]]);
      expect(state.terrains.find((t) => t.id === "home1")?.face).toBe(face);
    }
  });

  it("need a terrain with their element and an enemy army", () => {
    const dice: [number, string, string][] = [
      [0, "inferno", "t:front"],
      [1, "footman", "t:home1"],
      [1, "footman", "t:home0"],
    ];
    const spells = (home1: [string, number]) => {
      const { state } = play({
        dice,
        rolls: { d0: ["6 Magic"] },
        front: magicFront,
        home1,
        start: { phase: "action", army: "t:front" },
        decisions: [chooseMagic],
      });
      const data = state.pending[0]?.data as { offers: { spell: string; targets: unknown[] }[] };
      return Object.fromEntries(data.offers.map((o) => [o.spell, o.targets]));
    };
    // A's home (a flatland) and the frontier (a flatland) have neither element.
    expect(spells(coast)["tidal-wave"]).toEqual([terrain("home1")]);
    expect(spells(coast)["volcanic-eruption"]).toBeUndefined();
    expect(spells(highland)["volcanic-eruption"]).toEqual([terrain("home1")]);
    expect(spells(highland)["tidal-wave"]).toBeUndefined();
  });
});
