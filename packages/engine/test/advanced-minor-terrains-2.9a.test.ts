// 2.9a advanced rules, Minor Terrains (rules/000 lines 2232-2268, with lines 402-412 on the
// maneuver that brings one in), as positions with forced faces and exact numbers.
import { describe, expect, it } from "vitest";
import { applyInPlace } from "../src/api.ts";
import type { GameState } from "../src/kernel/state.ts";
import { runScenario } from "../src/scenario/scenario.ts";
import { minorTerrainsToBring } from "../src/standard/minor-terrains.ts";
import { attack, ofType, type Setup, scenarioOf, steps, tallies } from "./positions.ts";

/**
 * A position whose dice may show a face already (`faces`: die index -> 0-based face), and a minor
 * terrain's ID choice (`chosen`: die index -> choice).
 */
function run(s: Setup, faces: Record<number, number> = {}, chosen: Record<number, string> = {}) {
  const json = scenarioOf(s);
  const dice = json.dice as { face?: number; chosen?: string }[];
  for (const [i, face] of Object.entries(faces)) (dice[Number(i)] as { face?: number }).face = face;
  for (const [i, choice] of Object.entries(chosen)) {
    (dice[Number(i)] as { chosen?: string }).chosen = choice;
  }
  return runScenario(json);
}

const at = (state: GameState, id: string) => state.dice.find((d) => d.id === id)?.at;
const pendingKinds = (state: GameState) => state.pending.map((d) => `${d.player}:${d.kind}`);
const HIGHLAND = ["highland-tower", 3] as [string, number];

describe("2.9a minor terrains: bringing one in", () => {
  // Lines 406 and 2236: an unopposed maneuver brings in a minor terrain of the terrain's type
  // instead of turning the terrain; it is rolled at once and its face allows its action.
  it("brings a matching minor terrain in instead of turning the terrain, and rolls it", () => {
    const { state, events } = run({
      front: HIGHLAND,
      dice: [
        [0, "pony-rider", "t:front"],
        [0, "highland-bridge", "pool"],
        [0, "flatland-bridge", "pool"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d1: ["Melee"] },
      decisions: [
        {
          player: 0,
          kind: "maneuver",
          choice: { maneuver: "minor", minor: "d2" },
          expect: "refused",
        },
        { player: 0, kind: "maneuver", choice: { maneuver: "minor", minor: "d1" } },
        { player: 1, kind: "counter-maneuver", choice: false },
      ],
    });
    expect(at(state, "d1")).toBe("t:front");
    expect(at(state, "d2")).toBe("pool");
    expect(state.dice[1]?.face).toBe(6);
    expect(state.terrains.find((t) => t.id === "front")?.face).toBe(3);
    expect(ofType(events, "minor-terrain-in")).toEqual([
      { type: "minor-terrain-in", player: 0, die: "d1", terrain: "front" },
    ]);
    expect(ofType(events, "minor-terrain-rolled")).toEqual([
      { type: "minor-terrain-rolled", player: 0, die: "d1", icon: "Melee" },
    ]);
    // The Tower's third face shows Magic: the Melee face allows a melee action as well.
    const action = state.pending.find((d) => d.kind === "choose-action");
    expect(action?.options).toContainEqual({
      action: "melee",
      target: { player: 1, at: "t:front" },
    });
    expect(action?.options).toContainEqual({ action: "magic" });
  });

  // Line 412: out-maneuvered, the army brings nothing in.
  it("brings nothing in when the maneuver fails", () => {
    const { state, events } = run({
      front: HIGHLAND,
      dice: [
        [0, "pony-rider", "t:front"],
        [0, "highland-bridge", "pool"],
        [1, "pony-rider", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      // Dwarves double their maneuvers at a Highland: 2 against 4.
      rolls: { d0: ["1 Maneuver"], d2: ["2 Maneuver"] },
      decisions: [
        { player: 0, kind: "maneuver", choice: { maneuver: "minor", minor: "d1" } },
        { player: 1, kind: "counter-maneuver", choice: true },
      ],
    });
    expect(tallies(events, "maneuver")).toEqual([2]);
    expect(tallies(events, "counter-maneuver")).toEqual([4]);
    expect(at(state, "d1")).toBe("pool");
    expect(ofType(events, "minor-terrain-in")).toEqual([]);
  });

  // Line 2236: not while the army holds the eighth face, nor a second one for the same army.
  it("offers none to an army holding the eighth face or already having one", () => {
    const held = run({
      front: ["highland-tower", 8],
      controller: { front: 0 },
      dice: [
        [0, "pony-rider", "t:front"],
        [0, "highland-bridge", "pool"],
      ],
      start: { phase: "maneuver", army: "t:front" },
    });
    const options = (s: GameState) => s.pending.find((d) => d.kind === "maneuver")?.options;
    expect(options(held.state)).toEqual([{ maneuver: "down" }, { maneuver: null }]);
    const second = run(
      {
        front: HIGHLAND,
        dice: [
          [0, "pony-rider", "t:front"],
          [0, "highland-bridge", "t:front"],
          [0, "highland-woods", "pool"],
        ],
        start: { phase: "maneuver", army: "t:front" },
      },
      { 1: 6 },
    );
    expect(options(second.state)).toEqual([
      { maneuver: "up" },
      { maneuver: "down" },
      { maneuver: null },
    ]);
  });
});

describe("2.9a minor terrains: rolled before each march", () => {
  // Line 2238: rolled before the maneuver; Double Maneuvers is cumulative with racial abilities
  // (line 2258): a Dwarf's 2 maneuvers x 2 (minor terrain) x 2 (Dwarves at a Highland) = 8.
  it("is rolled before the maneuver, and doubles with the racial ability", () => {
    const { state, events } = run(
      {
        front: HIGHLAND,
        dice: [
          [0, "pony-rider", "t:front"],
          [0, "highland-bridge", "t:front"],
          [1, "pony-rider", "t:front"],
        ],
        start: { phase: "march", march: 1 },
        rolls: { d1: ["Double Maneuvers"], d0: ["2 Maneuver"], d2: ["1 Maneuver"] },
        decisions: [
          { player: 0, kind: "choose-march", choice: { army: "t:front" } },
          { player: 0, kind: "maneuver", choice: { maneuver: "up" } },
          { player: 1, kind: "counter-maneuver", choice: true },
        ],
      },
      { 1: 6 },
    );
    const rolled = events.findIndex((e) => e.type === "minor-terrain-rolled");
    const maneuverRoll = events.findIndex((e) => e.type === "roll");
    expect(rolled).toBeGreaterThanOrEqual(0);
    expect(rolled).toBeLessThan(maneuverRoll);
    expect(tallies(events, "maneuver")).toEqual([8]);
    // The opposing army's counter-maneuver is not doubled by A's minor terrain: 1 x 2 (Dwarves).
    expect(tallies(events, "counter-maneuver")).toEqual([2]);
    expect(steps(events, "maneuver")[0]?.[0]).toMatchObject({
      source: "minor-terrain",
      label: "Highland Bridge",
      effect: 2,
    });
    expect(state.terrains.find((t) => t.id === "front")?.face).toBe(4);
  });

  // Line 2250: the ID icon's choice stays until the minor terrain is rolled again; doubling
  // maneuvers, it doubles the owner's counter-maneuvers as well.
  it("asks for the ID icon's choice and keeps it", () => {
    const { state, events } = run(
      {
        front: HIGHLAND,
        dice: [
          [0, "pony-rider", "t:front"],
          [0, "highland-bridge", "t:front"],
        ],
        start: { phase: "march", march: 1 },
        rolls: { d1: ["Bridge"] },
        decisions: [
          { player: 0, kind: "choose-march", choice: { army: "t:front" } },
          { player: 0, kind: "minor-terrain-id", choice: { choice: "doubles" } },
        ],
      },
      { 1: 1 },
    );
    expect(ofType(events, "minor-terrain-rolled")[0]?.icon).toBe("ID");
    expect(ofType(events, "minor-terrain-chosen")).toEqual([
      { type: "minor-terrain-chosen", player: 0, die: "d1", choice: "doubles" },
    ]);
    expect(state.dice[1]).toMatchObject({ face: 7, chosen: "doubles" });
    expect(pendingKinds(state)).toEqual(["0:maneuver"]);
  });

  // Line 2250: the ID icon's "doubles" holds until the minor terrain is rolled again, in every
  // maneuver roll of the owning army: here its counter-maneuver, 2 doubled to 4, against 2.
  it("doubles the owner's counter-maneuver while its ID choice holds", () => {
    const counter = (chosen: Record<number, string>) =>
      run(
        {
          front: ["flatland-city", 3],
          dice: [
            [0, "pony-rider", "t:front"],
            [1, "pony-rider", "t:front"],
            [1, "flatland-bridge", "t:front"],
          ],
          start: { phase: "maneuver", army: "t:front" },
          rolls: { d0: ["2 Maneuver"], d1: ["2 Maneuver"] },
          decisions: [
            { player: 0, kind: "maneuver", choice: { maneuver: "up" } },
            { player: 1, kind: "counter-maneuver", choice: true },
          ],
        },
        { 2: 7 },
        chosen,
      );
    const doubled = counter({ 2: "doubles" });
    expect(tallies(doubled.events, "maneuver")).toEqual([2]);
    expect(tallies(doubled.events, "counter-maneuver")).toEqual([4]);
    expect(doubled.state.terrains.find((t) => t.id === "front")?.face).toBe(3);
    // Chosen for melee instead, the ID doubles nothing: 2 against 2, and the terrain turns.
    const melee = counter({ 2: "melee" });
    expect(tallies(melee.events, "counter-maneuver")).toEqual([2]);
    expect(melee.state.terrains.find((t) => t.id === "front")?.face).toBe(4);
  });
});

describe("2.9a minor terrains: disasters", () => {
  // Line 2266: Lost: no maneuver, no action; the minor terrain leaves the game.
  it("Lost ends the march", () => {
    const { state, events } = run(
      {
        front: HIGHLAND,
        dice: [
          [0, "pony-rider", "t:front"],
          [0, "highland-woods", "t:front"],
          [0, "footman", "t:home0"],
        ],
        start: { phase: "march", march: 1 },
        rolls: { d1: ["Lost"] },
        decisions: [{ player: 0, kind: "choose-march", choice: { army: "t:front" } }],
      },
      { 1: 6 },
    );
    expect(at(state, "d1")).toBe("out");
    expect(state.dice[1]?.face).toBeUndefined();
    expect(ofType(events, "minor-terrain-out")).toEqual([
      { type: "minor-terrain-out", player: 0, die: "d1", why: "disaster" },
    ]);
    // Straight on to the second march, with the other army.
    expect(pendingKinds(state)).toEqual(["0:choose-march"]);
  });

  // Line 2268: Revolt halves the army's melee and saves until its owner's next turn: a Warlord's
  // 3 melee count 1.
  it("Revolt halves melee and saves", () => {
    const { state, events } = run(
      {
        front: ["highland-tower", 6],
        dice: [
          [0, "warlord", "t:front"],
          [0, "highland-village", "t:front"],
          [1, "footman", "t:front"],
        ],
        start: { phase: "march", march: 1 },
        rolls: { d1: ["Revolt"], d0: ["3 Melee"] },
        decisions: [
          { player: 0, kind: "choose-march", choice: { army: "t:front" } },
          { player: 0, kind: "maneuver", choice: { maneuver: null } },
          {
            player: 0,
            kind: "choose-action",
            choice: { action: "melee", target: { player: 1, at: "t:front" } },
          },
        ],
      },
      { 1: 6 },
    );
    expect(tallies(events, "melee-attack")).toEqual([1]);
    const revolt = state.effects.find((e) => e.name === "Revolt");
    expect(revolt).toMatchObject({
      owner: 0,
      target: { army: 0, at: "t:front" },
      expires: "start-of-next-turn",
      modifier: { step: "divide", divisor: 2, results: ["melee", "save"] },
    });
    expect(at(state, "d1")).toBe("out");
  });

  // Line 2262: Flood: five health-worth each roll for a maneuver; those that fail are killed; the
  // army's maneuvers are halved.
  it("Flood kills the units that roll no maneuver and halves the army's maneuvers", () => {
    const { state, events } = run(
      {
        front: HIGHLAND,
        dice: [
          [0, "pony-rider", "t:front"],
          [0, "footman", "t:front"],
          [0, "warlord", "t:front"],
          [0, "highland-bridge", "t:front"],
          [1, "footman", "t:home1"],
        ],
        start: { phase: "march", march: 1 },
        rolls: { d3: ["Flood"], d0: ["1 Maneuver"], d1: ["Melee"], d2: ["Save"] },
        decisions: [{ player: 0, kind: "choose-march", choice: { army: "t:front" } }],
      },
      { 3: 6 },
    );
    // 1 + 1 + 3 = 5 health: the whole army rolls, each on its own.
    expect(ofType(events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([
      ["d0", true],
      ["d1", false],
      ["d2", false],
    ]);
    expect([at(state, "d0"), at(state, "d1"), at(state, "d2")]).toEqual(["t:front", "dua", "dua"]);
    expect(state.effects.find((e) => e.name === "Flood")?.modifier).toEqual({
      step: "divide",
      divisor: 2,
      results: ["maneuver"],
    });
    expect(pendingKinds(state)).toEqual(["0:maneuver"]);
  });

  it("Flood lets the owner pick five health-worth of a larger army", () => {
    const { state } = run(
      {
        front: HIGHLAND,
        dice: [
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "warlord", "t:front"],
          [0, "warlord", "t:front"],
          [0, "highland-bridge", "t:front"],
        ],
        start: { phase: "march", march: 1 },
        rolls: { d4: ["Flood"] },
        decisions: [{ player: 0, kind: "choose-march", choice: { army: "t:front" } }],
      },
      { 4: 6 },
    );
    const pick = state.pending.find((d) => d.kind === "sai-targets");
    expect(pick).toMatchObject({ player: 0, data: { sai: "Flood", maxHealth: 5 } });
  });

  // Line 2264: Landslide: damage equal to the number of units, less each maneuver the army rolls.
  it("Landslide: three units, one maneuver rolled, two damage", () => {
    const { state, events } = run(
      {
        front: ["flatland-city", 3],
        dice: [
          [0, "pony-rider", "t:front"],
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "flatland-knoll", "t:front"],
        ],
        start: { phase: "march", march: 1 },
        rolls: { d3: ["Landslide"], d0: ["1 Maneuver"], d1: ["Melee"], d2: ["Save"] },
        decisions: [{ player: 0, kind: "choose-march", choice: { army: "t:front" } }],
      },
      { 3: 6 },
    );
    expect(tallies(events, "maneuver-avoidance")).toEqual([1]);
    expect(ofType(events, "damage")).toEqual([
      { type: "damage", player: 0, location: "t:front", damage: 3, saves: 1 },
    ]);
    expect(pendingKinds(state)).toEqual(["0:choose-casualties"]);
  });
});

describe("2.9a minor terrains: leaving the game", () => {
  // Line 2238: an army that captures the eighth face places its minor terrain out of the game.
  it("goes out when its army captures the terrain", () => {
    const { state, events } = run(
      {
        front: ["highland-tower", 7],
        dice: [
          [0, "pony-rider", "t:front"],
          [0, "highland-bridge", "t:front"],
        ],
        start: { phase: "maneuver", army: "t:front" },
        decisions: [{ player: 0, kind: "maneuver", choice: { maneuver: "up" } }],
      },
      { 1: 6 },
    );
    expect(state.terrains.find((t) => t.id === "front")?.face).toBe(8);
    expect(at(state, "d1")).toBe("out");
    expect(ofType(events, "minor-terrain-out")).toEqual([
      { type: "minor-terrain-out", player: 0, die: "d1", why: "captured" },
    ]);
  });

  // Line 2238: all the army's units killed: the minor terrain goes out.
  it("goes out when its army's units are all killed", () => {
    const { state, events } = run(
      {
        front: ["highland-tower", 6],
        turn: 1,
        dice: [
          [1, "warlord", "t:front"],
          [0, "footman", "t:front"],
          [0, "highland-bridge", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["3 Melee"], d1: ["Melee"] },
        decisions: [
          {
            player: 1,
            kind: "choose-action",
            choice: { action: "melee", target: { player: 0, at: "t:front" } },
          },
        ],
      },
      { 2: 6 },
    );
    expect(at(state, "d1")).toBe("dua");
    expect(at(state, "d2")).toBe("out");
    expect(ofType(events, "minor-terrain-out")[0]?.why).toBe("left");
  });
});

describe("2.9a minor terrains: Reform Land", () => {
  // Line 1390: a minor terrain of the caster's pool with the water element becomes swampland, and
  // then matches a swampland terrain (line 2236); one without water cannot be targeted.
  it("makes a watery minor terrain of the pool a swampland one", () => {
    const magic = { player: 0, kind: "choose-action", choice: { action: "magic" } };
    const reform = (unit: string) => ({
      player: 0,
      kind: "cast-spells",
      choice: { spells: [{ spell: "reform-land", color: "gold", target: { unit } }] },
    });
    const { state, events } = run({
      home0: ["swampland-city", 3],
      front: ["flatland-city", 1],
      dice: [
        [0, "death-mage", "t:front"],
        [0, "death-mage", "t:front"],
        [0, "coastland-bridge", "pool"],
        [0, "highland-bridge", "pool"],
        [1, "footman", "t:home1"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Magic"], d1: ["4 Magic"] },
      decisions: [magic, { ...reform("d3"), expect: "refused" }, reform("d2")],
    });
    expect(ofType(events, "spell").map((e) => e.spell)).toEqual(["reform-land"]);
    expect(state.effects.find((e) => e.name === "Reform Land")).toMatchObject({
      target: { unit: "d2", at: "pool" },
      becomesType: "swampland",
    });
    expect(minorTerrainsToBring(state, 0, "t:home0").map((d) => d.id)).toEqual(["d2"]);
    expect(minorTerrainsToBring(state, 0, "t:front")).toEqual([]);
  });
});

describe("2.9a minor terrains: more of the faces", () => {
  // Line 2260 with line 2371: Double Saves doubles the army's saves, its items' too: a Footman's
  // save and a Wooden Targe's 2 saves count 6.
  it("Double Saves doubles the saves of units and items", () => {
    const { events } = run(
      {
        front: ["highland-tower", 6],
        turn: 1,
        dice: [
          [1, "warlord", "t:front"],
          [0, "footman", "t:front"],
          [0, "wooden-targe-gold", "t:front"],
          [0, "highland-bridge", "t:front"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["3 Melee"], d1: ["Save"], d2: ["2 Save"] },
        decisions: [
          {
            player: 1,
            kind: "choose-action",
            choice: { action: "melee", target: { player: 0, at: "t:front" } },
          },
        ],
      },
      { 3: 4 },
    );
    expect(tallies(events, "save-vs-melee")).toEqual([6]);
    expect(steps(events, "save-vs-melee")[0]).toEqual([
      { source: "minor-terrain", label: "Highland Bridge", effect: 3 },
    ]);
  });

  // Line 2266: Lost on the roll that brings it in: no action follows the maneuver.
  it("Lost when brought in ends the march before the action", () => {
    const { state, events } = run({
      front: HIGHLAND,
      dice: [
        [0, "pony-rider", "t:front"],
        [0, "highland-woods", "pool"],
        [0, "footman", "t:home0"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d1: ["Lost"] },
      decisions: [
        { player: 0, kind: "maneuver", choice: { maneuver: "minor", minor: "d1" } },
        { player: 1, kind: "counter-maneuver", choice: false },
      ],
    });
    expect(ofType(events, "minor-terrain-out")[0]?.why).toBe("disaster");
    expect(at(state, "d1")).toBe("out");
    expect(pendingKinds(state)).toEqual(["0:choose-march"]);
  });

  // Line 1071 (and its example, line 1073): units exchanged by Stepped Damage never leave the army
  // empty: its minor terrain stays in play.
  it("stays when every unit of the army is exchanged", () => {
    const { state } = run(
      {
        front: ["highland-tower", 6],
        turn: 1,
        dice: [
          [1, "warlord", "t:front"],
          [0, "ghast", "t:front"],
          [0, "highland-bridge", "t:front"],
          [0, "apparition", "dua"],
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["3 Melee"], d1: ["2 Melee"] },
        decisions: [
          {
            player: 1,
            kind: "choose-action",
            choice: { action: "melee", target: { player: 0, at: "t:front" } },
          },
          { player: 0, kind: "stepped-damage", choice: { d1: "d3" } },
        ],
      },
      { 2: 6 },
    );
    expect([at(state, "d1"), at(state, "d3")]).toEqual(["dua", "t:front"]);
    expect(at(state, "d2")).toBe("t:front");
    expect(state.dice[2]?.face).toBe(6);
  });
});

describe("2.9a minor terrains: not in individual rolls", () => {
  // Line 2260: Double Saves "does not apply where a unit requires save results to avoid an
  // individual-targeting effect". A Bullseye of 4 gives each footman 2 damage: each needs 2 saves
  // (line 1815), rolls 1, and the minor terrain does not double it, so both die.
  it("leaves Double Saves out of the saves against a Bullseye", () => {
    const { events } = run(
      {
        start: { phase: "action", army: "t:home0" },
        dice: [
          [0, "deadeye", "t:home0"],
          [1, "footman", "t:front"],
          [1, "footman", "t:front"],
          [1, "flatland-bridge", "t:front"],
        ],
        rolls: { d0: ["4 Bullseye"], d1: ["1 Save"], d2: ["1 Save"] },
        decisions: [
          attack("missile", "t:front"),
          { player: 0, kind: "sai-damage", choice: { d1: 2, d2: 2 } },
        ],
      },
      { 3: 4 },
    );
    expect(tallies(events, "individual-save")).toEqual([1, 1]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1", "d2"] }]);
  });
});

describe("2.9a minor terrains: Mire", () => {
  // Line 1504: no army at a Mired terrain may bring in a minor terrain; the army's maneuver step
  // is skipped, and its minor terrain waits in the pool.
  it("keeps an army at a Mired terrain from bringing one in", () => {
    const { state } = run({
      front: HIGHLAND,
      dice: [
        [0, "pony-rider", "t:front"],
        [0, "highland-bridge", "pool"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "march", march: 1 },
    });
    state.effects.push({
      id: 99,
      name: "Mire",
      owner: 1,
      madeIn: 2,
      target: { terrain: "front" },
      expires: "end-of-next-turn",
      spell: { id: "mire", color: "green", cost: 6 },
    });
    const march = state.pending.find((d) => d.kind === "choose-march");
    const result = applyInPlace(state, {
      type: "decide",
      player: 0,
      decision: march?.id ?? 0,
      choice: { army: "t:front" },
    });
    expect(result.ok).toBe(true);
    expect(pendingKinds(state)).toEqual(["0:choose-action"]);
    expect(at(state, "d1")).toBe("pool");
  });
});

describe("2.9a minor terrains: Hide", () => {
  // Line 1334: a hidden unit cannot be affected by any disaster effect: the Flood passes it by.
  it("leaves a hidden unit out of a Flood", () => {
    const { state } = run(
      {
        front: HIGHLAND,
        dice: [
          [0, "pony-rider", "t:front"],
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "highland-bridge", "t:front"],
          [1, "footman", "t:home1"],
        ],
        start: { phase: "march", march: 1 },
        rolls: { d3: ["Flood"], d0: ["1 Maneuver"], d1: ["Melee"], d2: ["Melee"] },
      },
      { 3: 6 },
    );
    state.effects.push({
      id: 99,
      name: "Hide",
      owner: 0,
      madeIn: 2,
      target: { unit: "d2", at: "t:front" },
      expires: "start-of-next-turn",
      noRoll: true,
      unreachable: ["melee", "missile", "magic", "dragon", "other"],
    });
    const march = state.pending.find((d) => d.kind === "choose-march");
    const result = applyInPlace(state, {
      type: "decide",
      player: 0,
      decision: march?.id ?? 0,
      choice: { army: "t:front" },
    });
    expect(result.ok && ofType(result.events, "avoidance").map((e) => e.unit)).toEqual([
      "d0",
      "d1",
    ]);
    expect([at(state, "d0"), at(state, "d1"), at(state, "d2")]).toEqual([
      "t:front",
      "dua",
      "t:front",
    ]);
  });
});
