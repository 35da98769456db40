// 2.9a spells on single units and spells that move units (rules/000 "Spell Attributes", lines
// 1083-1203; the spell lists, lines 1205-1616): a unit's spell follows the unit and ends when it
// leaves play (line 1131); the doubling spells are unit modifiers applied before the army's
// (line 644) and last until used (line 1125).
import { describe, expect, it } from "vitest";
import { rulesFor } from "../src/api.ts";
import { addEffect, effectsOn, endLeftPlay, type NewEffect } from "../src/kernel/effects.ts";
import type { GameEvent } from "../src/kernel/events.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { applyExchange, promotionsFor } from "../src/standard/promotion.ts";
import {
  attack,
  faceOf,
  ofType,
  play,
  type Setup,
  scenarioOf,
  steps,
  tallies,
} from "./positions.ts";
import {
  announce,
  army,
  cast,
  castAndPass,
  chooseMagic,
  magicFront,
  marchWith,
  resolved,
} from "./spells.ts";

const meleeFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];
const missileFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Missile")];

/** A position with lasting effects already on the table (made by the player given as owner). */
function playWith(s: Setup, effects: NewEffect[]): { state: GameState; events: GameEvent[] } {
  const rules = rulesFor("2.9a");
  const { state, tasks } = loadScenario(scenarioOf({ ...s, decisions: [] }));
  const ctx = new Ctx(state, rules);
  for (const e of effects) addEffect(ctx, e);
  const events = startFlow(rules, state, tasks);
  for (const step of s.decisions ?? []) {
    const d = state.pending.find(
      (x) => x.player === step.player && (step.kind === undefined || x.kind === step.kind),
    );
    if (!d) throw new Error(`no pending ${step.kind} for ${step.player}`);
    const result = applyInPlace(rules, state, {
      type: "decide",
      player: step.player,
      decision: d.id,
      choice: step.choice,
    });
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
  }
  return { state, events };
}

/** A red spell on a unit as a cast would leave it (spell-lasting.ts). */
const onUnit = (unit: string, id: string, name: string, parts: Partial<NewEffect>): NewEffect => ({
  name,
  owner: 0,
  target: { unit, at: "t:front" },
  expires: "until-used",
  follows: true,
  spell: { id, color: "red", cost: 4 },
  ...parts,
});

const burning = (unit: string) =>
  onUnit(unit, "burning-hands", "Burning Hands", { doubles: "melee" });

/** Effects named, on whom. */
const spellsOn = (state: GameState) =>
  state.effects.map((e) => `${e.name}:${"unit" in e.target ? e.target.unit : "?"}`);

describe("2.9a Burning Hands, Flaming Armor and Flaming Spears", () => {
  it("puts Burning Hands on the unit cast at, following it", () => {
    const { state, events } = cast({
      dice: [
        [0, "theurgist", "t:front"],
        [0, "skirmisher", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["2 Magic"], d1: ["ID"] },
      spells: [{ spell: "burning-hands", color: "red", target: { unit: "d1" } }],
    });
    expect(resolved(events)).toEqual([["burning-hands", 1]]);
    expect(state.effects).toMatchObject([
      { name: "Burning Hands", target: { unit: "d1" }, doubles: "melee", follows: true },
    ]);
  });

  // Line 1559: "not already under the effects of a Burning Hands spell" (cast in an earlier
  // action: two castings at one unit in one action are refused by the multiplicity already).
  it("refuses Burning Hands on a unit already under one", () => {
    const magic = (target: string) =>
      playWith(
        {
          front: magicFront,
          dice: [
            [0, "theurgist", "t:front"],
            [0, "skirmisher", "t:front"],
            [0, "footman", "t:front"],
            [1, "footman", "t:front"],
          ],
          start: { phase: "action", army: "t:front" },
          rolls: { d0: ["2 Magic"], d1: ["ID"], d2: ["ID"] },
          decisions: [
            chooseMagic,
            announce([{ spell: "burning-hands", color: "red", target: { unit: target } }]),
          ],
        },
        [burning("d1")],
      );
    expect(() => magic("d1")).toThrow(/not already under Burning Hands/);
    expect(spellsOn(magic("d2").state)).toEqual(["Burning Hands:d1", "Burning Hands:d2"]);
  });

  // Line 506: the target must be in play when the spells are announced: not a unit in the DUA,
  // even one another spell of the same announcement would bring back (Reanimate Dead).
  it("refuses Burning Hands at a unit in the dead unit area", () => {
    expect(() =>
      cast({
        dice: [
          [0, "theurgist", "t:front"],
          [0, "skirmisher", "t:front"],
          [0, "footman", "dua"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["2 Magic"], d1: ["ID"] },
        spells: [{ spell: "burning-hands", color: "red", target: { unit: "d2" } }],
      }),
    ).toThrow(/d2 is not a unit in play/);
  });

  // Line 656: the rare unit's 4 melee are doubled to 8 before the army's modifiers, 9 with the
  // common's ID; two Palsy spells then take 2: 7. B cast the Palsy spells at A's frontier army in
  // its turn; in A's turn A's home army casts Burning Hands at the rare unit, then the frontier
  // army attacks.
  it("doubles the unit's melee before the army's penalties (line 656: 7 melee)", () => {
    const { state, events } = play({
      home0: ["flatland-city", 1],
      home1: ["flatland-temple", 1],
      front: ["flatland-city", 5],
      dice: [
        [0, "footman", "t:front"],
        [0, "skirmisher", "t:front"],
        [1, "footman", "t:front"],
        [1, "death-mage", "t:home1"],
        [1, "death-mage", "t:home1"],
        [0, "wizard", "t:home0"],
      ],
      turn: 1,
      start: { phase: "action", army: "t:home1" },
      rolls: {
        d3: ["3 Magic"],
        d4: ["3 Magic"],
        d5: ["4 Magic"],
        d0: ["ID"],
        d1: ["4 Melee"],
        d2: ["ID"],
      },
      decisions: [
        ...castAndPass(1, [
          { spell: "palsy", color: "black", target: army(0) },
          { spell: "palsy", color: "black", target: army(0) },
        ]),
        ...marchWith(0, "t:home0"),
        chooseMagic,
        announce([{ spell: "burning-hands", color: "red", target: { unit: "d1" } }]),
        ...marchWith(0, "t:front"),
        attack("melee", "t:front"),
      ],
    });
    expect(tallies(events, "melee-attack")).toEqual([7]);
    expect(steps(events, "melee-attack")[0]).toEqual([
      { source: "sai", label: "Palsy", effect: -2 },
      { source: "spell", label: "Burning Hands", effect: 4 },
    ]);
    // Used: the unit rolled melee results its army's attack needed (line 1125).
    expect(spellsOn(state)).toEqual(["Palsy:?"]);
  });

  // Line 1125: the spell stays until the unit rolls non-SAI results of its kind the army needs.
  it("stays on a unit that rolled none of its results", () => {
    const { state, events } = playWith(
      {
        front: meleeFront,
        dice: [
          [0, "footman", "t:front"],
          [0, "skirmisher", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["ID"], d1: ["3 Maneuver"], d2: ["ID"] },
        decisions: [attack("melee", "t:front")],
      },
      [burning("d1")],
    );
    expect(tallies(events, "melee-attack")).toEqual([1]);
    expect(spellsOn(state)).toEqual(["Burning Hands:d1"]);
  });

  // Line 1565, with line 1626: Flaming Spears doubles the unit's missile icons, not an SAI's.
  it("doubles missile icons with Flaming Spears, and leaves other kinds alone", () => {
    const { events } = playWith(
      {
        front: missileFront,
        dice: [
          [0, "javelineer", "t:front"],
          [0, "spearer", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["3 Missile"], d1: ["4 Missile"], d2: ["ID"] },
        decisions: [attack("missile", "t:front")],
      },
      [
        onUnit("d0", "flaming-spears", "Flaming Spears", { doubles: "missile" }),
        onUnit("d1", "flaming-armor", "Flaming Armor", { doubles: "save" }),
      ],
    );
    expect(tallies(events, "missile-action")).toEqual([10]);
  });

  /**
   * A's Lava Elves at home cast Flaming Armor at A's scorpion knight at the frontier (a Coastland,
   * with the water element); in B's turn B's `casters` at home (rolling their first magic faces) cast
   * `spells`, then B's army at the frontier attacks A's there: A's knight rolls 2 saves (each time
   * it rolls), its comrades 4.
   */
  const armoredKnight = (
    spells: { spell: string; color: string; target: unknown }[],
    casters = ["swamp-wizard", "marsh-mage"],
  ) =>
    play({
      home0: ["flatland-city", 1],
      home1: ["flatland-temple", 1],
      front: ["coastland-city", faceOf("coastland-city", "Melee")],
      dice: [
        [0, "necromancer", "t:home0"],
        [0, "scorpion-knight", "t:front"],
        [0, "conqueror", "t:front"],
        [0, "bladesman", "t:front"],
        [1, casters[0] as string, "t:home1"],
        [1, casters[1] as string, "t:home1"],
        [1, "annihilator", "t:front"],
      ],
      start: { phase: "action", army: "t:home0" },
      rolls: {
        d0: ["5 Magic"],
        d4: ["Magic"],
        d5: ["Magic"],
        d6: ["5 Melee"],
        d1: ["2 Save", "2 Save"],
        d2: ["3 Save"],
        d3: ["1 Save"],
      },
      decisions: [
        ...castAndPass(0, [{ spell: "flaming-armor", color: "red", target: { unit: "d1" } }]),
        ...marchWith(1, "t:home1"),
        { ...chooseMagic, player: 1 },
        announce(spells, 1),
        ...marchWith(1, "t:front"),
        { player: 1, kind: "choose-action", choice: { action: "melee", target: army(0).army } },
      ],
    });

  // Line 1153: two saves from the unit under Flaming Armor are doubled to four, the army's eight
  // saves then halved by Black Rain: 4. The armor is used.
  it("doubles the unit's saves before Black Rain halves the army's (line 1153: 4 saves)", () => {
    const { state, events } = armoredKnight([
      { spell: "black-rain", color: "green", target: { terrain: "front" } },
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    expect(spellsOn(state)).toEqual(["Black Rain:?"]);
  });

  // Line 1127: the armor is used when its unit is targeted with an effect that makes it save on
  // its own (a Lightning Strike, line 1288): the knight lives, and in its army's save roll that
  // follows its 2 saves are not doubled any more: 6 saves.
  it("is used by a unit saving on its own against a Lightning Strike (line 1127)", () => {
    const strike = { spell: "lightning-strike", color: "blue", target: { unit: "d1" } };
    const { state, events } = armoredKnight([strike], ["enchanter", "conjurer"]);
    expect(resolved(events)).toEqual([
      ["flaming-armor", 1],
      ["lightning-strike", 1],
    ]);
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([["d1", true]]);
    expect(ofType(events, "expired").flatMap((e) => e.effects.map((x) => x.name))).toEqual([
      "Flaming Armor",
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([6]);
    expect(state.effects).toEqual([]);
  });

  // Line 1127: Flaming Armor doubles the saves of its unit targeted on its own (a Bullseye), and
  // is used by it: 2 saves doubled to 4 against the 3 that 4 damage on a 2-health unit needs.
  it("doubles and is used by a unit saving on its own (line 1127)", () => {
    const { state, events } = playWith(
      {
        front: missileFront,
        dice: [
          [0, "spearer", "t:front"],
          [1, "revenant", "t:front"],
          [1, "skeleton", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Bullseye"], d1: ["2 Save"] },
        decisions: [
          attack("missile", "t:front"),
          { player: 0, kind: "sai-damage", choice: { d1: 4 } },
        ],
      },
      [{ ...onUnit("d1", "flaming-armor", "Flaming Armor", { doubles: "save" }), owner: 1 }],
    );
    expect(ofType(events, "killed")).toEqual([]);
    expect(state.effects).toEqual([]);
  });

  // Line 1133: a unit's spell expires when the unit is killed and goes to the DUA.
  it("ends with the unit when it is killed", () => {
    const { state, events } = playWith(
      {
        front: meleeFront,
        dice: [
          [0, "mammoth-rider", "t:front"],
          [1, "skeleton", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Melee"], d1: ["1 Maneuver"] },
        decisions: [attack("melee", "t:front")],
      },
      [{ ...burning("d1"), owner: 1 }],
    );
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d1"]]);
    expect(ofType(events, "expired").flatMap((e) => e.effects.map((x) => x.name))).toEqual([
      "Burning Hands",
    ]);
    expect(state.effects).toEqual([]);
  });
});

const moveTo = (player: number, at: string) => ({
  player,
  kind: "sai-choice",
  choice: { say: "move to", at },
});

describe("2.9a Path and Call of the Wild", () => {
  // Line 1344: one of your units at a terrain to any other terrain, chosen as the spell resolves.
  it("moves a unit by Path to the terrain the caster picks", () => {
    const { state, events } = cast({
      dice: [
        [0, "wizard", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["Melee"] },
      spells: [{ spell: "path", color: "gold", target: { unit: "d1" } }],
      later: [moveTo(0, "t:home1")],
    });
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 0, dice: ["d1"], from: "t:front", to: "t:home1" },
    ]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("t:home1");
  });

  // Line 1344: "any of your units at any terrain": not one in the reserve area, not an enemy's.
  it("refuses Path at a unit in the reserve area or at an enemy unit", () => {
    const path = (unit: string) => () =>
      cast({
        dice: [
          [0, "wizard", "t:front"],
          [0, "footman", "reserve"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["4 Magic"] },
        spells: [{ spell: "path", color: "gold", target: { unit } }],
      });
    expect(path("d1")).toThrow(/a unit at a terrain/);
    expect(path("d2")).toThrow(/your own/);
  });

  // Line 1261: one of your Feral units in play joins the casting army at once.
  it("brings a Feral unit from the reserve area to the casting army", () => {
    const { state } = cast({
      dice: [
        [0, "weasel-folk", "t:front"],
        [0, "wolverine-folk", "t:front"],
        [0, "hound-folk", "reserve"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["2 Magic"], d1: ["3 Magic"] },
      spells: [{ spell: "call-of-the-wild", color: "blue", target: { unit: "d2" } }],
    });
    expect(state.dice.find((d) => d.id === "d2")?.at).toBe("t:front");
  });

  // Line 1261: a Feral spell at a Feral unit only.
  it("refuses Call of the Wild at a unit that is not Feral", () => {
    expect(() =>
      cast({
        dice: [
          [0, "weasel-folk", "t:front"],
          [0, "wolverine-folk", "t:front"],
          [0, "footman", "reserve"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["2 Magic"], d1: ["3 Magic"] },
        spells: [{ spell: "call-of-the-wild", color: "blue", target: { unit: "d2" } }],
      }),
    ).toThrow(/a Feral unit in play/);
  });

  // Line 576: a rare magic unit alone in its army, hit by 3 or more damage, rolls a Cantrip in
  // its save roll and Paths itself away: it lives, no longer part of the army.
  it("saves a unit that Paths itself away with a Cantrip in its army's save roll (line 576)", () => {
    const { state, events } = play({
      front: meleeFront,
      dice: [
        [0, "mammoth-rider", "t:front"],
        [1, "wizard", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Melee"], d1: ["4 Cantrip"] },
      decisions: [
        attack("melee", "t:front"),
        announce([{ spell: "path", color: "gold", target: { unit: "d1" } }], 1),
        moveTo(1, "t:home1"),
      ],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([0]);
    expect(ofType(events, "killed")).toEqual([]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("t:home1");
  });

  // Line 578: a unit targeted on its own by a Lightning Strike that rolls a Cantrip and Paths
  // itself away still dies: it failed its save roll against an effect aimed at it. (The scenario
  // spell-path-with-cantrip-against-lightning-strike.json tells it from another army.)
  it("does not save a unit targeted on its own that Paths itself away (line 578)", () => {
    const { state, events } = cast({
      dice: [
        [0, "enchanter", "t:front"],
        [0, "conjurer", "t:front"],
        [1, "wizard", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["4 Magic"], d1: ["Magic"], d2: ["4 Cantrip"] },
      spells: [{ spell: "lightning-strike", color: "blue", target: { unit: "d2" } }],
      later: [
        announce([{ spell: "path", color: "gold", target: { unit: "d2" } }], 1),
        moveTo(1, "t:home1"),
      ],
    });
    expect(ofType(events, "moved").map((e) => e.to)).toEqual(["t:home1"]);
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d2"]]);
    expect(state.dice.find((d) => d.id === "d2")?.at).toBe("dua");
  });
});

describe("2.9a Earthen Armor", () => {
  /** Earthen Armor on A's unit, cast when it was at A's home terrain. */
  const armor = (unit: string): NewEffect => ({
    ...onUnit(unit, "earthen-armor", "Earthen Armor", { adds: { save: 1 } }),
    target: { unit, at: "t:home0" },
    spell: { id: "earthen-armor", color: "gold", cost: 2 },
  });

  // Line 1137, first half: cast at home, the unit went to the reserve area, then to the frontier;
  // a Path now takes it to the opponent's home terrain, and the armor goes with it.
  it("follows its unit through the reserve area and a Path (line 1137)", () => {
    const { state } = playWith(
      {
        front: magicFront,
        dice: [
          [0, "wizard", "t:front"],
          [0, "warlord", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Magic"], d1: ["3 Melee"] },
        decisions: [
          chooseMagic,
          announce([{ spell: "path", color: "gold", target: { unit: "d1" } }]),
          moveTo(0, "t:home1"),
        ],
      },
      [armor("d1")],
    );
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("t:home1");
    expect(effectsOn(state, "d1").map((e) => e.name)).toEqual(["Earthen Armor"]);
  });

  // Line 1137, second half: there, struck by B's Lightning Strike, the unit rolls no save and
  // the armor's save keeps it alive, and is used. (The scenario file
  // spell-earthen-armor-follows-its-unit.json tells the whole example, turn by turn.)
  it("saves its unit from a Lightning Strike, and is used (line 1137)", () => {
    const { state, events } = playWith(
      {
        home1: ["flatland-temple", 1],
        dice: [
          [0, "warlord", "t:home1"],
          [1, "enchanter", "t:home1"],
          [1, "conjurer", "t:home1"],
        ],
        turn: 1,
        start: { phase: "action", army: "t:home1" },
        rolls: { d1: ["4 Magic"], d2: ["Magic"], d0: ["3 Melee"] },
        decisions: [
          { ...chooseMagic, player: 1 },
          announce([{ spell: "lightning-strike", color: "blue", target: { unit: "d0" } }], 1),
        ],
      },
      [armor("d0")],
    );
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([["d0", true]]);
    expect(ofType(events, "killed")).toEqual([]);
    expect(state.dice.find((d) => d.id === "d0")?.at).toBe("t:home1");
    expect(state.effects).toEqual([]);
  });

  // Line 1326: kept until used: a unit that rolls its own save in its army's save roll keeps it.
  it("is kept by a unit that rolls a save of its own in its army's save roll", () => {
    const { state, events } = playWith(
      {
        front: meleeFront,
        dice: [
          [1, "mammoth-rider", "t:front"],
          [0, "warlord", "t:front"],
          [0, "footman", "t:front"],
        ],
        turn: 1,
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Melee"], d1: ["3 Save"], d2: ["Melee"] },
        decisions: [
          { player: 1, kind: "choose-action", choice: { action: "melee", target: army(0).army } },
        ],
      },
      [armor("d1")],
    );
    expect(tallies(events, "save-vs-melee")).toEqual([3]);
    expect(effectsOn(state, "d1").map((e) => e.name)).toEqual(["Earthen Armor"]);
  });

  // Line 1055: a unit exchanged with the DUA (promoted) loses it; its replacement does not get
  // it, and it does not come back with the unit.
  it("ends when its unit is promoted", () => {
    const { state } = loadScenario(
      scenarioOf({
        dice: [
          [0, "sergeant", "t:front"],
          [0, "warlord", "dua"],
        ],
        start: { phase: "reserves" },
      }),
    );
    const ctx = new Ctx(state, rulesFor("2.9a"));
    addEffect(ctx, armor("d0"));
    applyExchange(
      ctx,
      0,
      "t:front",
      { recruits: [], promotions: [{ unit: "d0", to: "d1" }] },
      "test",
    );
    endLeftPlay(ctx);
    expect(state.effects).toEqual([]);
    expect(ofType(ctx.events, "expired").map((e) => e.effects[0]?.name)).toEqual(["Earthen Armor"]);
  });

  // Line 1326 and line 1097: not at a unit already under it, nor at a dead unit.
  it("refuses a unit already under Earthen Armor or in the dead unit area", () => {
    const armorAt = (unit: string) => () =>
      playWith(
        {
          front: magicFront,
          dice: [
            [0, "wizard", "t:front"],
            [0, "warlord", "t:front"],
            [0, "footman", "dua"],
            [1, "footman", "t:front"],
          ],
          start: { phase: "action", army: "t:front" },
          rolls: { d0: ["4 Magic"], d1: ["3 Melee"] },
          decisions: [
            chooseMagic,
            announce([{ spell: "earthen-armor", color: "gold", target: { unit } }]),
          ],
        },
        [armor("d1")],
      );
    expect(armorAt("d1")).toThrow(/not already under Earthen Armor/);
    expect(armorAt("d2")).toThrow(/not a unit in play/);
    expect(spellsOn(armorAt("d0")().state)).toEqual(["Earthen Armor:d1", "Earthen Armor:d0"]);
  });
});

describe("2.9a Fade, Hide and Camouflage", () => {
  /** A spell on B's unit that keeps effects off it, as a cast would leave it. */
  const shield = (
    unit: string,
    id: string,
    name: string,
    parts: Partial<NewEffect>,
  ): NewEffect => ({
    ...onUnit(unit, id, name, parts),
    owner: 1,
    expires: "start-of-next-turn",
    spell: { id, color: "gold", cost: 2 },
  });
  const fade = (unit: string) =>
    shield(unit, "fade", "Fade", {
      sitsOut: ["melee", "missile", "dragon"],
      unreachable: ["melee", "missile", "dragon"],
    });
  const hide = (unit: string) =>
    shield(unit, "hide", "Hide", {
      noRoll: true,
      unreachable: ["melee", "missile", "magic", "dragon", "other"],
    });
  const camouflage = (unit: string) =>
    shield(unit, "camouflage", "Camouflage", {
      unreachable: ["missile", "magic", "dragon", "other"],
    });

  /** A attacks B's army at the frontier: d1 and d2 are B's, d1 under the effect given. */
  const attacked = (action: "melee" | "missile", on: NewEffect, rolls: Setup["rolls"]) =>
    playWith(
      {
        front: action === "melee" ? meleeFront : missileFront,
        dice: [
          [0, action === "melee" ? "mammoth-rider" : "marksman", "t:front"],
          [1, "ghoul", "t:front"],
          [1, "skeleton", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls,
        decisions: [attack(action, "t:front")],
      },
      [on],
    );

  it("casts Fade at an Undead unit, until the end of the next turn", () => {
    const { state } = cast({
      dice: [
        [0, "lich", "t:front"],
        [0, "ghoul", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["Melee"] },
      spells: [{ spell: "fade", color: "black", target: { unit: "d1" } }],
    });
    expect(state.effects).toMatchObject([
      { name: "Fade", target: { unit: "d1" }, expires: "end-of-next-turn", follows: true },
    ]);
  });

  // Line 1217: "Target one of your Undead units".
  it("refuses Fade at a unit that is not Undead", () => {
    expect(() =>
      cast({
        dice: [
          [0, "lich", "t:front"],
          [0, "footman", "t:front"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["3 Magic"], d1: ["Melee"] },
        spells: [{ spell: "fade", color: "black", target: { unit: "d1" } }],
      }),
    ).toThrow(/an Undead unit/);
  });

  // Line 1217: a Faded unit does not roll in a melee action and cannot be lost to its damage.
  it("keeps a Faded unit out of the save roll and the casualties of a melee attack", () => {
    const { state, events } = attacked("melee", fade("d1"), {
      d0: ["4 Melee"],
      d1: ["Save"],
      d2: ["Melee"],
    });
    expect(ofType(events, "roll").find((e) => e.purpose === "save-vs-melee")?.dice).toMatchObject([
      { die: "d2" },
    ]);
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d2"]]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("t:front");
  });

  // Line 1328: a Hidden unit makes no rolls, and no damage can take it.
  it("keeps a Hidden unit out of every roll and every casualty", () => {
    const { state, events } = attacked("missile", hide("d1"), {
      d0: ["3 Missile"],
      d1: ["Save"],
      d2: ["Maneuver"],
    });
    expect(ofType(events, "roll").find((e) => e.purpose === "save-vs-missile")?.dice).toMatchObject(
      [{ die: "d2" }],
    );
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d2"]]);
    expect(state.dice.find((d) => d.id === "d1")?.at).toBe("t:front");
  });

  // Line 1312: only melee damage can kill a camouflaged unit: missile damage cannot take it...
  it("keeps a camouflaged unit from missile casualties", () => {
    const { events } = attacked("missile", camouflage("d1"), {
      d0: ["3 Missile"],
      d1: ["Melee"],
      d2: ["Maneuver"],
    });
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d2"]]);
  });

  // ...but melee damage can.
  it("lets melee damage kill a camouflaged unit", () => {
    const { events } = attacked("melee", camouflage("d1"), {
      d0: ["4 Melee"],
      d1: ["Melee"],
      d2: ["Maneuver"],
    });
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d1", "d2"]]);
  });

  // Line 1312: "only melee effects can affect the target unit": a Bullseye cannot pick it.
  it("keeps a camouflaged unit from a missile SAI's targets", () => {
    const { state, events } = playWith(
      {
        front: missileFront,
        dice: [
          [0, "spearer", "t:front"],
          [1, "ghoul", "t:front"],
          [1, "skeleton", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Bullseye"], d1: ["Melee"], d2: ["Melee"] },
        decisions: [attack("missile", "t:front")],
      },
      [camouflage("d1")],
    );
    expect(state.pending.map((d) => d.kind)).not.toContain("sai-damage");
    expect(ofType(events, "killed").map((e) => e.dice)).toEqual([["d2"]]);
  });

  // Line 1328: a Hidden unit cannot be the target of a magic effect, its owner's spells included.
  it("refuses a spell at a Hidden unit", () => {
    const magic = () =>
      playWith(
        {
          front: magicFront,
          dice: [
            [1, "wizard", "t:front"],
            [1, "warlord", "t:front"],
            [0, "footman", "t:front"],
          ],
          turn: 1,
          start: { phase: "action", army: "t:front" },
          rolls: { d0: ["4 Magic"], d1: ["3 Melee"] },
          decisions: [
            { ...chooseMagic, player: 1 },
            announce([{ spell: "path", color: "gold", target: { unit: "d1" } }], 1),
          ],
        },
        [hide("d1")],
      );
    expect(magic).toThrow(/d1 cannot be the target of magic now/);
  });

  // Line 1328: Hide targets health-worth: one casting covers one health.
  it("casts Hide at health-worth of units, one casting per health", () => {
    const hideAt = (units: string[], castings: number) =>
      cast({
        dice: [
          [0, "weasel-folk", "t:front"],
          [0, "wolverine-folk", "t:front"],
          [0, "hound-folk", "t:front"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["2 Magic"], d1: ["4 Magic"], d2: ["Melee"] },
        spells: Array.from({ length: castings }, () => ({
          spell: "hide",
          color: "gold",
          target: { units },
        })),
      });
    expect(() => hideAt(["d0", "d2"], 1)).toThrow(/needs castings covering 2/);
    expect(hideAt(["d0", "d2"], 2).state.effects).toMatchObject([
      { name: "Hide", target: { unit: "d0" }, noRoll: true },
      { name: "Hide", target: { unit: "d2" }, noRoll: true },
    ]);
  });

  // Line 1035: units made invisible by Camouflage, Fade or Hide cannot be promoted.
  it("keeps invisible units from promotion", () => {
    const { state } = loadScenario(
      scenarioOf({
        dice: [
          [1, "ghoul", "t:front"],
          [1, "skeleton", "t:front"],
          [1, "ghast", "dua"],
        ],
        start: { phase: "reserves" },
      }),
    );
    const ctx = new Ctx(state, rulesFor("2.9a"));
    expect(promotionsFor(state, 1, "t:front").map((p) => p.unit)).toEqual(["d0", "d1"]);
    addEffect(ctx, fade("d0"));
    addEffect(ctx, camouflage("d1"));
    expect(promotionsFor(state, 1, "t:front")).toEqual([]);
  });
});

describe("2.9a Wilding", () => {
  const wilding = (units: number): NewEffect => ({
    name: "Wilding",
    owner: 1,
    target: { army: 1, at: "t:front" },
    expires: "start-of-next-turn",
    spell: { id: "wilding", color: "blue", cost: 4, ...(units > 1 ? { castings: units } : {}) },
    picks: { results: ["melee", "save"], units },
  });
  const pick = (units: string[]) => ({ player: 1, kind: "sai-targets", choice: units });

  /** A attacks B's Goblins at the frontier, which B holds on its eighth face. */
  const goblins = (effects: NewEffect[], picked: string[]) =>
    playWith(
      {
        front: ["flatland-city", 8],
        controller: { front: 1 },
        dice: [
          [0, "mammoth-rider", "t:front"],
          [1, "cutthroat", "t:front"],
          [1, "thug", "t:front"],
          [1, "thug", "t:front"],
          [1, "thug", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Melee"], d1: ["ID"], d2: ["Save"], d3: ["Save"], d4: ["Save"] },
        decisions: [attack("melee", "t:front"), pick(picked)],
      },
      effects,
    );

  // Line 1151: the uncommon's 2 saves doubled to 4 by Wilding, 7 with the commons', minus 1 for
  // Palsy and 1 for Ash Storm: 5, doubled for the eighth face: 10. B's Feral units cast the
  // Wilding at B's Goblins in B's turn; in A's turn A's Lava Elves at home cast the Palsy at them
  // and the Ash Storm at their terrain, then A's army there attacks them.
  it("doubles the picked unit's saves before the army's penalties (line 1151: 10 saves)", () => {
    const { events } = play({
      home0: ["flatland-city", 1],
      home1: ["flatland-temple", 1],
      front: ["flatland-city", 8],
      controller: { front: 1 },
      dice: [
        [0, "mammoth-rider", "t:front"],
        [1, "cutthroat", "t:front"],
        [1, "thug", "t:front"],
        [1, "thug", "t:front"],
        [1, "thug", "t:front"],
        [1, "weasel-folk", "t:home1"],
        [1, "wolverine-folk", "t:home1"],
        [0, "necromancer", "t:home0"],
        [0, "adept", "t:home0"],
      ],
      turn: 1,
      start: { phase: "action", army: "t:home1" },
      rolls: {
        d5: ["2 Magic"],
        d6: ["4 Magic"],
        d7: ["5 Magic"],
        d8: ["2 Magic"],
        d0: ["4 Melee"],
        d1: ["ID"],
        d2: ["Save"],
        d3: ["Save"],
        d4: ["Save"],
      },
      decisions: [
        ...castAndPass(1, [{ spell: "wilding", color: "blue", target: army(1) }]),
        ...marchWith(0, "t:home0"),
        chooseMagic,
        announce([
          { spell: "palsy", color: "black", target: army(1) },
          { spell: "ash-storm", color: "red", target: { terrain: "front" } },
        ]),
        ...marchWith(0, "t:front"),
        attack("melee", "t:front"),
        pick(["d1"]),
      ],
    });
    expect(resolved(events)).toEqual([
      ["wilding", 1],
      ["palsy", 1],
      ["ash-storm", 1],
    ]);
    expect(tallies(events, "save-vs-melee")).toEqual([10]);
  });

  // Line 1279: one component per casting.
  it("lets one unit be picked per casting", () => {
    expect(() => goblins([wilding(1)], ["d1", "d2"])).toThrow(/at most 1 unit/);
    // 2 x 2 + 1 x 2 + 1 + 1 = 8 saves, doubled for the eighth face: 16.
    expect(tallies(goblins([wilding(2)], ["d1", "d2"]).events, "save-vs-melee")).toEqual([16]);
  });

  it("is cast at one of your armies", () => {
    const wild = (target: unknown) => () =>
      cast({
        dice: [
          [0, "weasel-folk", "t:front"],
          [0, "wolverine-folk", "t:front"],
          [1, "footman", "t:front"],
        ],
        rolls: { d0: ["2 Magic"], d1: ["4 Magic"] },
        spells: [{ spell: "wilding", color: "blue", target }],
      });
    expect(wild(army(1))).toThrow(/your own/);
    expect(wild(army(0))().state.effects).toMatchObject([
      { name: "Wilding", target: { army: 0 }, picks: { units: 1 } },
    ]);
  });
});

describe("2.9a Flashfire", () => {
  const flashfire = (player: number, castings = 1): NewEffect => ({
    name: "Flashfire",
    owner: 0,
    target: { army: player, at: "t:front" },
    expires: "start-of-next-turn",
    spell: { id: "flashfire", color: "red", cost: 3, ...(castings > 1 ? { castings } : {}) },
    rerolls: castings,
  });
  const reroll = (units: string[]) => ({ player: 0, kind: "sai-targets", choice: units });

  /** A's skirmisher and footman attack B's two footmen at the frontier. */
  const melee = (effect: NewEffect, picks: Setup["decisions"], rolls: Setup["rolls"]) =>
    playWith(
      {
        front: meleeFront,
        dice: [
          [0, "skirmisher", "t:front"],
          [0, "footman", "t:front"],
          [1, "footman", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls,
        decisions: [attack("melee", "t:front"), ...(picks ?? [])],
      },
      [effect],
    );

  // Line 1546: a unit of the army rolled again, its new face replacing its last.
  it("rolls a picked unit again in its army's melee attack, the new face counting", () => {
    const { events } = melee(flashfire(0), [reroll(["d0"])], {
      d0: ["3 Maneuver", "4 Melee"],
      d1: ["Melee"],
      d2: ["Melee"],
      d3: ["Melee"],
    });
    expect(tallies(events, "melee-attack")).toEqual([5]);
    expect(ofType(events, "tally")[0]?.dice?.map((d) => `${d.die}: ${d.count} ${d.icon}`)).toEqual([
      "d0: 4 Melee",
      "d1: 1 Melee",
    ]);
  });

  // Line 1546: its caster may reroll a unit of an enemy army it targeted: a footman's save.
  it("lets its caster reroll a unit of the enemy army it is on", () => {
    const { events } = melee(flashfire(1), [reroll(["d2"])], {
      d0: ["4 Melee"],
      d1: ["Melee"],
      d2: ["Save", "Melee"],
      d3: ["Save"],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([1]);
  });

  // Line 1546: one unit per casting.
  it("rerolls one unit per casting", () => {
    const rolls = { d0: ["3 Maneuver", "4 Melee"], d1: ["ID", "Melee"], d2: ["ID"], d3: ["ID"] };
    expect(() => melee(flashfire(0), [reroll(["d0", "d1"])], rolls)).toThrow(/at most 1 unit/);
    expect(
      tallies(melee(flashfire(0, 2), [reroll(["d0", "d1"])], rolls).events, "melee-attack"),
    ).toEqual([5]);
  });

  it("is cast at any army", () => {
    const { state } = cast({
      dice: [
        [0, "sunflare", "t:front"],
        [0, "sunburst", "t:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Magic"], d1: ["Maneuver"] },
      spells: [{ spell: "flashfire", color: "red", target: army(1) }],
    });
    expect(state.effects).toMatchObject([
      { name: "Flashfire", target: { army: 1 }, rerolls: 1, owner: 0 },
    ]);
  });
});
