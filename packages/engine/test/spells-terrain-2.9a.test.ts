// 2.9a spells that change terrains, spells against spells, Dispel Magic, Night Moves and Backlash
// (rules/000 "Magic", lines 462-512; the spell list, lines 1205-1616; the Temple, line 759).
import { editions, type SpellDef } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import type { Effect } from "../src/kernel/effects.ts";
import { terrainAt } from "../src/standard/army.ts";
import { reaches } from "../src/standard/roll-effects.ts";
import { SPELL_EFFECTS } from "../src/standard/spell-effects.ts";
import { targetProblem } from "../src/standard/spell-targets.ts";
import { terrainElements, terrainTypes } from "../src/standard/terrain-nature.ts";
import { faceOf, ofType, play, type Setup, tallies } from "./positions.ts";
import { announce, chooseMagic, resolved } from "./spells.ts";

const SPELLS_29A = editions["2.9a"]?.spells ?? [];
const magicFace = (die: string): [string, number] => [die, faceOf(die, "Magic")];
const march = (army: string, player = 0) => ({ player, kind: "choose-march", choice: { army } });
const stay = (player = 0) => ({ player, kind: "maneuver", choice: { maneuver: null } });
const up = { player: 0, kind: "maneuver", choice: { maneuver: "up" } };
const counter = { player: 1, kind: "counter-maneuver", choice: true };
const noSpells = announce([]);

/**
 * A's army at its home casts `spells` in the first march (a magic action); `after` is the second
 * march's decisions.
 */
function twoMarches(
  s: Omit<Setup, "start" | "decisions"> & { spells: unknown[]; after: Setup["decisions"] },
) {
  return play({
    ...s,
    start: { phase: "march", march: 1 },
    decisions: [
      march("t:home0"),
      stay(),
      chooseMagic,
      announce(s.spells as never),
      ...(s.after ?? []),
    ],
  });
}

const at = (state: ReturnType<typeof play>["state"], id: string) =>
  terrainAt(state, `t:${id}` as never);

describe("2.9a spells that change a terrain's elements and type (line 478)", () => {
  const deadlands = { spell: "deadlands", color: "black", target: { terrain: "front" } };

  // Line 492: after a Deadlands, Lava Elves at a highland double black ID magic as well as red;
  // line 494: Amazons there may cast black.
  it("Deadlands: Lava Elves double black at a highland, Amazons cast black there", () => {
    const { events } = twoMarches({
      home0: magicFace("highland-city"),
      front: magicFace("highland-city"),
      dice: [
        [0, "warlock", "t:home0"],
        [0, "adept", "t:front"],
        [0, "seer", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["1 ID"], d2: ["1 Magic"] },
      spells: [deadlands],
      after: [march("t:front"), stay(), chooseMagic, noSpells],
    });
    expect(resolved(events)).toEqual([["deadlands", 1]]);
    const pools = ofType(events, "magic-pool").map((e) => e.points);
    // The adept's ID: 2 red or 2 black; the seer's magic: 1 red, gold or black.
    expect(pools[1]).toEqual({ black: 3, red: 3, gold: 1 });
  });

  it("without Deadlands, the same army's black is not doubled and Amazons cast no black", () => {
    const { events } = play({
      front: magicFace("highland-city"),
      dice: [
        [0, "adept", "t:front"],
        [0, "seer", "t:front"],
      ],
      rolls: { d0: ["1 ID"], d1: ["1 Magic"] },
      start: { phase: "action", army: "t:front" },
      decisions: [chooseMagic, noSpells],
    });
    expect(ofType(events, "magic-pool")[0]?.points).toEqual({ black: 1, red: 3, gold: 1 });
  });

  // Line 1221: until the terrain's face changes.
  it("Deadlands ends when the terrain's face changes", () => {
    const { state } = twoMarches({
      home0: magicFace("highland-city"),
      front: magicFace("highland-city"),
      dice: [
        [0, "warlock", "t:home0"],
        [0, "adept", "t:front"],
      ],
      rolls: { d0: ["4 Magic"] },
      spells: [deadlands],
      after: [march("t:front"), up],
    });
    expect(terrainElements(state, at(state, "front"), 0)).toEqual(["fire", "earth"]);
  });

  // Line 1466: Call Water (Treefolk) adds the water element until the face changes.
  it("Call Water gives the terrain the water element; only Treefolk cast it", () => {
    const callWater = { spell: "call-water", color: "green", target: { terrain: "front" } };
    const { state } = twoMarches({
      home0: magicFace("highland-city"),
      dice: [
        [0, "dryad", "t:home0"],
        [0, "hamadryad", "t:home0"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["2 Magic"] },
      spells: [callWater],
      after: [],
    });
    expect(terrainElements(state, at(state, "front"), 1)).toEqual(["air", "earth", "water"]);
    const refused = play({
      front: magicFace("highland-city"),
      dice: [
        [0, "marsh-mage", "t:front"],
        [0, "bog-adept", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["2 Magic"] },
      start: { phase: "action", army: "t:front" },
      decisions: [chooseMagic, { ...announce([callWater]), expect: "refused" }],
    });
    expect(ofType(refused.events, "spell")).toEqual([]);
  });

  // Line 1474: Part Water takes the water element away for all but the caster.
  it("Part Water: the terrain has no water for the other players, still for the caster", () => {
    const partWater = { spell: "part-water", color: "green", target: { terrain: "front" } };
    const { state } = twoMarches({
      home0: magicFace("coastland-city"),
      front: ["coastland-city", 3],
      dice: [
        [0, "conjurer", "t:home0"],
        [0, "evoker", "t:home0"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["2 Magic"] },
      spells: [partWater],
      after: [],
    });
    const front = at(state, "front");
    expect(terrainElements(state, front, 0)).toEqual(["air", "water"]);
    expect(terrainElements(state, front, 1)).toEqual(["air"]);
    // A terrain-targeting spell finds no water there, whoever casts it.
    expect(terrainElements(state, front, null)).toEqual(["air"]);
  });

  // Line 1400: a terrain with gold, not at its eighth face, is also a highland: Dwarves double
  // their maneuvers there (line 827).
  it("Create Mountain: Dwarves at a swampland double their maneuvers", () => {
    const mountain = { spell: "create-mountain", color: "gold", target: { terrain: "front" } };
    const { state, events } = twoMarches({
      home0: magicFace("highland-city"),
      front: ["swampland-city", 3],
      dice: [
        [0, "thaumaturgist", "t:home0"],
        [0, "thaumaturgist", "t:home0"],
        [0, "thaumaturgist", "t:home0"],
        [0, "pony-rider", "t:front"],
        [1, "mugger", "t:front"],
      ],
      rolls: {
        d0: ["3 Magic"],
        d1: ["3 Magic"],
        d2: ["3 Magic"],
        d3: ["2 Maneuver"],
        d4: ["1 Maneuver"],
      },
      spells: [mountain],
      after: [march("t:front"), up, counter],
    });
    expect(resolved(events)).toEqual([["create-mountain", 1]]);
    expect(tallies(events, "maneuver")).toEqual([4]);
    // The maneuver turned the face: the mountain is gone.
    expect(terrainTypes(state, at(state, "front"))).toEqual(["swampland"]);
  });

  it("Create Mountain needs a terrain with gold, not at its eighth face", () => {
    const mountain = (terrain: string) => ({
      spell: "create-mountain",
      color: "gold",
      target: { terrain },
    });
    const { events } = play({
      front: magicFace("highland-city"),
      home1: ["coastland-city", 3],
      home0: ["flatland-city", 8],
      controller: { home0: 0 },
      dice: [
        [0, "thaumaturgist", "t:front"],
        [0, "thaumaturgist", "t:front"],
        [0, "thaumaturgist", "t:front"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"], d2: ["3 Magic"] },
      start: { phase: "action", army: "t:front" },
      decisions: [
        chooseMagic,
        { ...announce([mountain("home1")]), expect: "refused" },
        { ...announce([mountain("home0")]), expect: "refused" },
        announce([mountain("front")]),
      ],
    });
    expect(resolved(events)).toEqual([["create-mountain", 1]]);
  });
});

/** A's army at its home takes a magic action and makes the `decisions`. */
function castHome(s: Omit<Setup, "start">) {
  return play({
    ...s,
    start: { phase: "action", army: "t:home0" },
    decisions: [chooseMagic, ...(s.decisions ?? [])],
  });
}
const refused = (spells: unknown[]) => ({
  ...announce(spells as never),
  expect: "refused" as const,
});

describe("2.9a spells on maneuvers", () => {
  const mire = (terrain = "front") => ({ spell: "mire", color: "green", target: { terrain } });
  const swampMages: Setup["dice"] = [
    [0, "marsh-mage", "t:home0"],
    [0, "bog-adept", "t:home0"],
  ];
  const swampRolls = { d0: ["4 Magic"], d1: ["2 Magic"] };

  // Line 1504: no army at the terrain may attempt to turn it: the march skips to the action.
  it("Mire: an army at the terrain is not asked to maneuver", () => {
    const { state } = twoMarches({
      home0: magicFace("swampland-city"),
      front: magicFace("flatland-city"),
      dice: [...swampMages, [0, "footman", "t:front"]],
      rolls: swampRolls,
      spells: [mire()],
      after: [march("t:front")],
    });
    expect(state.pending.map((d) => d.kind)).toEqual(["choose-action"]);
  });

  it("Mire: not at a terrain at its eighth face, nor where a Mire already is", () => {
    const { events } = castHome({
      home0: magicFace("swampland-city"),
      home1: ["flatland-temple", 8],
      controller: { home1: 1 },
      dice: [...swampMages, [0, "marsh-mage", "t:home0"], [0, "bog-adept", "t:home0"]],
      rolls: { ...swampRolls, d2: ["4 Magic"], d3: ["2 Magic"] },
      decisions: [refused([mire("home1")]), refused([mire(), mire()]), announce([mire()])],
    });
    expect(resolved(events)).toEqual([["mire", 1]]);
  });

  const thorns = (terrain = "front") => ({
    spell: "wall-of-thorns",
    color: "green",
    target: { terrain },
  });
  const treefolk: Setup["dice"] = [
    [0, "dryad", "t:home0"],
    [0, "dryad", "t:home0"],
    [0, "hamadryad", "t:home0"],
  ];
  const treeRolls = { d0: ["3 Magic"], d1: ["3 Magic"], d2: ["2 Magic"] };

  // Line 1528: damage equal to the army's health-worth, less one per melee result; no save roll.
  it("Wall of Thorns: an army that turns the terrain takes its health less its melee", () => {
    const { events, state } = twoMarches({
      home0: magicFace("highland-city"),
      front: ["flatland-city", 3],
      dice: [
        ...treefolk,
        [0, "footman", "t:front"],
        [0, "footman", "t:front"],
        [0, "oak", "t:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { ...treeRolls, d3: ["Save"], d4: ["Save"], d5: ["2 Melee"] },
      spells: [thorns()],
      after: [march("t:front"), up],
    });
    expect(tallies(events, "melee-avoidance")).toEqual([2]);
    // 4 health-worth less 2 melee: 2 damage, no save roll; A picks the casualties.
    expect(state.pending.map((d) => [d.kind, (d.data as { damage: number }).damage])).toEqual([
      ["choose-casualties", 2],
    ]);
  });

  it("Wall of Thorns: only the maneuvering army rolls, not a counter-maneuvering one", () => {
    const { events } = twoMarches({
      home0: magicFace("highland-city"),
      front: ["flatland-city", 3],
      dice: [...treefolk, [0, "footman", "t:front"], [1, "footman", "t:front"]],
      rolls: { ...treeRolls, d3: ["Save"], d4: ["Save"] },
      spells: [thorns()],
      after: [march("t:front"), up, counter],
    });
    // The tie goes to the maneuvering army: the face turns, and only A's army rolls for thorns.
    expect(ofType(events, "maneuver").map((e) => e.success)).toEqual([true]);
    expect(
      ofType(events, "roll")
        .filter((e) => e.purpose === "melee-avoidance")
        .map((e) => e.player),
    ).toEqual([0]);
  });

  it("Wall of Thorns: not at a terrain at its eighth face, nor twice at one", () => {
    const { events } = castHome({
      home0: magicFace("highland-city"),
      home1: ["flatland-temple", 8],
      controller: { home1: 1 },
      dice: treefolk,
      rolls: treeRolls,
      decisions: [refused([thorns("home1")]), announce([thorns()])],
    });
    expect(resolved(events)).toEqual([["wall-of-thorns", 1]]);
  });

  const nightMoves = (at = "t:front") => ({
    spell: "night-moves",
    color: "black",
    target: { army: { player: 0, at } },
  });

  // Line 1244: the army attempts a maneuver at once, opponents may counter; no action follows.
  it("Night Moves: the Undead army maneuvers its terrain at once, against a counter-maneuver", () => {
    const { events, state } = play({
      front: magicFace("flatland-city"),
      dice: [
        [0, "heucava", "t:front"],
        [0, "heucava", "t:front"],
        [0, "heucava", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: {
        d0: ["3 Magic", "ID"],
        d1: ["3 Magic", "Save"],
        d2: ["3 Magic", "Save"],
        d3: ["Save"],
      },
      start: { phase: "action", army: "t:front" },
      decisions: [chooseMagic, announce([nightMoves()]), up, counter],
    });
    expect(resolved(events)).toEqual([["night-moves", 1]]);
    expect(ofType(events, "maneuver").map((e) => [e.player, e.success, e.from, e.to])).toEqual([
      [0, true, magicFace("flatland-city")[1], magicFace("flatland-city")[1] + 1],
    ]);
    // No action after it (the magic action was the march's): the turn goes on.
    expect(ofType(events, "action")).toHaveLength(1);
    expect(state.pending.map((d) => d.kind)).toEqual(["retreat"]);
  });

  it("Night Moves must be attempted, and needs an army of yours with an Undead unit", () => {
    const { state } = play({
      front: magicFace("flatland-city"),
      home0: ["flatland-city", 3],
      dice: [
        [0, "heucava", "t:front"],
        [0, "heucava", "t:front"],
        [0, "heucava", "t:front"],
        [0, "footman", "t:home0"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["3 Magic"], d2: ["3 Magic"] },
      start: { phase: "action", army: "t:front" },
      decisions: [chooseMagic, refused([nightMoves("t:home0")]), announce([nightMoves()])],
    });
    // At its first face the terrain can only go up; staying is no option.
    expect(state.pending[0]?.options).toEqual([{ maneuver: "up" }]);
  });
});

describe("2.9a spells against spells: Elemental Blast (lines 1264, 1549, 1177)", () => {
  const blast = (color: "blue" | "red", spells: number[]) => ({
    spell: `${color}-elemental-blast`,
    color,
    target: { spells },
  });
  const deadlands = { spell: "deadlands", color: "black", target: { terrain: "front" } };
  const firewalkers: Setup["dice"] = [
    [0, "sunflare", "t:front"],
    [0, "sunflare", "t:front"],
  ];

  // Line 1177: a blue and a red blast together negate a black spell of 4.
  it("a Blue and a Red Elemental Blast together negate a Deadlands (4); one alone cannot", () => {
    const { state, events } = twoMarches({
      home0: magicFace("highland-city"),
      front: magicFace("highland-city"),
      dice: [[0, "warlock", "t:home0"], ...firewalkers, [1, "footman", "t:home1"]],
      rolls: { d0: ["4 Magic"], d1: ["3 Magic"], d2: ["3 Magic"] },
      spells: [deadlands],
      after: [
        march("t:front"),
        stay(),
        chooseMagic,
        refused([blast("blue", [1])]),
        announce([blast("blue", [1]), blast("red", [1])]),
      ],
    });
    expect(resolved(events)).toEqual([
      ["deadlands", 1],
      ["blue-elemental-blast", 2],
    ]);
    expect(state.effects).toEqual([]);
    expect(ofType(events, "expired").flatMap((e) => e.effects.map((x) => x.name))).toEqual([
      "Deadlands",
    ]);
  });

  it("a blast never negates a spell of its own colour", () => {
    const { state } = twoMarches({
      home0: magicFace("highland-city"),
      front: magicFace("highland-city"),
      dice: [[0, "theurgist", "t:home0"], ...firewalkers, [1, "footman", "t:home1"]],
      rolls: { d0: ["2 Magic"], d1: ["3 Magic"], d2: ["3 Magic"] },
      spells: [
        { spell: "stoneskin", color: "gold", target: { army: { player: 0, at: "t:home0" } } },
      ],
      after: [march("t:front"), stay(), chooseMagic],
    });
    const data = state.pending[0]?.data as { offers: { spell: string; targets: unknown[] }[] };
    const { offers } = data;
    // Stoneskin is gold: both blasts may take it.
    expect(offers.filter((o) => o.spell.endsWith("elemental-blast")).map((o) => o.targets)).toEqual(
      [[{ spells: [1] }], [{ spells: [1] }]],
    );
    // Were it blue, only the red blast could.
    const effect = state.effects[0] as { spell: { color: string } };
    effect.spell.color = "blue";
    const allows = (id: string) =>
      SPELL_EFFECTS[id]?.allows?.(state, 0, { spells: [1] }, ruleset29a.tables);
    expect([allows("blue-elemental-blast"), allows("red-elemental-blast")]).toEqual([false, true]);
  });
});

describe("2.9a Backlash (line 1358)", () => {
  const backlash = (terrain: string) => ({ spell: "backlash", color: "gold", target: { terrain } });
  const feral: Setup["dice"] = [
    [0, "badger-folk", "t:home0"],
    [0, "weasel-folk", "t:home0"],
  ];
  const feralRolls = { d0: ["3 Magic"], d1: ["1 Magic"] };
  const damage = (events: ReturnType<typeof play>["events"]) =>
    ofType(events, "damage").map((e) => [e.player, e.damage]);

  // Line 512: the army casting the Backlash at its own terrain does not save against it.
  it("does not strike the army that casts it at its own terrain", () => {
    const { events } = castHome({
      home0: magicFace("flatland-city"),
      dice: [...feral, [1, "footman", "t:home1"]],
      rolls: feralRolls,
      decisions: [announce([backlash("home0")])],
    });
    expect(resolved(events)).toEqual([["backlash", 1]]);
    expect(damage(events)).toEqual([]);
  });

  it("an army at the terrain saves against the cost of all it casts, after they resolve", () => {
    const hail = {
      spell: "hailstorm",
      color: "blue",
      target: { army: { player: 1, at: "t:home1" } },
    };
    const { events } = twoMarches({
      home0: magicFace("flatland-city"),
      front: magicFace("flatland-city"),
      dice: [...feral, [0, "sunflare", "t:front"], [1, "footman", "t:home1"]],
      rolls: { ...feralRolls, d2: ["3 Magic", "ID"], d3: ["Save"] },
      spells: [backlash("front")],
      after: [march("t:front"), stay(), chooseMagic, announce([hail])],
    });
    // B saves against the Hailstorm (1), then A's army against the Hailstorm's cost (2).
    expect(ofType(events, "backlash")).toEqual([
      { type: "backlash", player: 0, at: "t:front", owner: 0, damage: 2 },
    ]);
    expect(damage(events)).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });
});

describe("2.9a Dispel Magic SAI (line 1887)", () => {
  const hail = (at: string) => ({
    spell: "hailstorm",
    color: "blue",
    target: { army: { player: 0, at } },
  });
  const roll = { player: 0, kind: "sai-choice", choice: { say: "roll", unit: "d0" } };
  const decline = { player: 0, kind: "sai-choice", choice: { say: "do not roll" } };
  /** B's Salamander casts two Hailstorms, one at the Gargoyle's army, one at A's other army. */
  const dispel = (gargoyle: string, answer: typeof roll | typeof decline) =>
    play({
      home1: magicFace("highland-city"),
      front: ["coastland-city", 4],
      dice: [
        [0, "gargoyle", "t:front"],
        [0, "footman", "t:home0"],
        [1, "salamander", "t:home1"],
      ],
      turn: 1,
      rolls: { d0: [gargoyle, "Save"], d1: ["Melee"], d2: ["4 Magic"] },
      start: { phase: "action", army: "t:home1" },
      decisions: [
        { player: 1, kind: "choose-action", choice: { action: "magic" } },
        announce([hail("t:front"), hail("t:home0")], 1),
        answer,
      ],
    });
  const spells = (events: ReturnType<typeof play>["events"]) =>
    ofType(events, "spell").map((e) => [
      (e.target as { army: { at: string } }).army.at,
      e.dispelled ?? false,
    ]);

  it("the icon negates the spells aimed at its army, not the others", () => {
    const { events } = dispel("4 Dispel Magic", roll);
    expect(spells(events)).toEqual([
      ["t:front", true],
      ["t:home0", false],
    ]);
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d1"]]);
  });

  it("any other face: the spells resolve as announced", () => {
    const { events } = dispel("4 Melee", roll);
    expect(spells(events)).toEqual([
      ["t:front", false],
      ["t:home0", false],
    ]);
    expect(ofType(events, "roll").filter((e) => e.purpose === "dispel-magic")).toHaveLength(1);
  });

  it("its owner may choose not to roll it", () => {
    const { events } = dispel("4 Dispel Magic", decline);
    expect(ofType(events, "roll").filter((e) => e.purpose === "dispel-magic")).toEqual([]);
    expect(spells(events).map(([, d]) => d)).toEqual([false, false]);
  });
});

describe("2.9a the Temple against enemy black magic (line 759), Part Water's negation (line 1474)", () => {
  // B holds the Temple of its home terrain; A's army is at the frontier.
  const position = () =>
    play({
      home1: ["flatland-temple", 8],
      controller: { home1: 1 },
      dice: [
        [0, "footman", "t:front"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "reserves" },
    }).state;
  const effect = (e: Partial<Effect> & Pick<Effect, "owner" | "target">): Effect => ({
    id: 99,
    name: "a spell",
    madeIn: 3,
    expires: "end-of-next-turn",
    spell: { id: "magic-drain", color: "black", cost: 3 },
    ...e,
  });

  it("an enemy black spell cannot target the Temple's army or its units; the terrain it may", () => {
    const state = position();
    const finger = SPELLS_29A.find((s) => s.id === "finger-of-death") as SpellDef;
    const deadlands = SPELLS_29A.find((s) => s.id === "deadlands") as SpellDef;
    expect(targetProblem(ruleset29a.tables, state, 0, "t:front", finger, { unit: "d1" })).toMatch(
      /Temple/,
    );
    expect(
      targetProblem(ruleset29a.tables, state, 0, "t:front", deadlands, { terrain: "home1" }),
    ).toBeNull();
  });

  it("an enemy black spell on the terrain does not act on the Temple's army, others' do", () => {
    const state = position();
    const drain = effect({ owner: 0, target: { terrain: "home1" } });
    expect(reaches(state, 1, "t:home1", drain)).toBe(false);
    // Its own black magic, and others' magic of other colours, still act on it.
    expect(reaches(state, 1, "t:home1", { ...drain, owner: 1 })).toBe(true);
    const blue = { ...drain, spell: { id: "magic-drain", color: "blue", cost: 3 } };
    expect(reaches(state, 1, "t:home1", blue)).toBe(true);
  });

  it("Part Water negates every terrain spell needing water there, and others' army spells", () => {
    const state = position();
    state.effects.push(
      effect({ id: 1, owner: 0, target: { terrain: "front" }, losesElement: "water" }),
    );
    const rain = effect({
      owner: 0,
      target: { terrain: "front" },
      spell: { id: "black-rain", color: "green", cost: 7 },
    });
    const walking = (owner: number) =>
      effect({
        owner,
        target: { army: 0, at: "t:front" },
        spell: { id: "water-walking", color: "green", cost: 3 },
      });
    expect(reaches(state, 0, "t:front", rain)).toBe(false);
    expect(reaches(state, 0, "t:front", walking(0))).toBe(true);
    expect(reaches(state, 0, "t:front", walking(1))).toBe(false);
  });
});
