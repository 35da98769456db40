// 2.9a "Special Terrains" (rules/000 lines 2270-2298): the action progression set by the eighth
// face, the Castle's declared type, the Dragon's Lair's summoning, the Grove's unburying and its
// ban on doubling magic, and the Vortex's reroll.
import { dieById, type TerrainDie, terrainDice } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { apply, type Decision, type GameState, runScenario } from "../src/index.ts";
import {
  attack,
  faceOf,
  maneuverUp,
  ofType,
  play,
  rolledFaces,
  type Setup,
  scenarioOf,
} from "./positions.ts";

const pending = (state: GameState): Decision => {
  const d = state.pending[0];
  if (!d) throw new Error("no pending decision");
  return d;
};

const decide = (state: GameState, choice: unknown, player?: number) => {
  const d = pending(state);
  const r = apply(state, { type: "decide", player: player ?? d.player, decision: d.id, choice });
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

/** Passes every decision of the plainest kinds (no march, no action, no reserve move). */
function passUntil(state: GameState, kind: string): GameState {
  const pass: Record<string, unknown> = {
    "choose-march": { army: null },
    "choose-action": { action: null },
    maneuver: { maneuver: null },
    reinforce: {},
    retreat: [],
  };
  let s = state;
  for (let i = 0; i < 40 && pending(s).kind !== kind; i++) {
    const k = pending(s).kind;
    if (!(k in pass)) throw new Error(`cannot pass a ${k} decision`);
    s = decide(s, pass[k]).state;
  }
  expect(pending(s).kind).toBe(kind);
  return s;
}

/** A position at the start of A's turn (the initial effects phase comes first). */
const turnStart = (s: Omit<Setup, "start">) =>
  runScenario({
    ...scenarioOf({ ...s, start: { phase: "reserves" } }),
    start: { phase: "turn-start" },
  });

describe("2.9a special terrains: the action progression", () => {
  // Line 2272: "the action icon progression on the die is set by the eighth face icon, not by
  // their elemental colors": every Castle has the same faces whatever its colours, and so on.
  it("gives each special terrain the faces of its eighth face, whatever its colours", () => {
    const specials = terrainDice.filter((t) => t.category === "advanced");
    expect(specials).toHaveLength(24);
    for (const icon of ["Castle", "Dragon's Lair", "Grove", "Vortex"]) {
      const faces = new Set(
        specials
          .filter((t) => t.eighthFace === icon)
          .map((t) => t.faces.map((f) => f.icon).join(",")),
      );
      expect(faces.size, icon).toBe(1);
    }
    // Coastland (air, water) and highland (fire, earth) Groves: the same magic on faces 1-4.
    const grove = dieById("coastland-grove") as TerrainDie;
    expect(grove.faces.slice(0, 4).map((f) => f.icon)).toEqual([
      "Magic",
      "Magic",
      "Magic",
      "Magic",
    ]);
  });

  // The action taken is the face's (line 400): a Grove's fourth face is magic, a Vortex's missile.
  it("offers the action of the face showing", () => {
    const at = (front: [string, number]) =>
      pending(
        play({
          front,
          dice: [
            [0, "evoker", "t:front"],
            [1, "footman", "t:front"],
          ],
          start: { phase: "action", army: "t:front" },
        }).state,
      ).options;
    expect(at(["coastland-grove", 4])).toEqual([{ action: "magic" }, { action: null }]);
    expect(at(["coastland-vortex", 4])).toEqual([
      { action: "missile", target: { player: 1, at: "t:front" } },
      { action: null },
    ]);
  });
});

describe("2.9a Castle (line 2292)", () => {
  const castle = (): GameState =>
    play({
      front: ["coastland-castle", 7],
      dice: [
        [0, "fighter", "t:front"],
        [1, "footman", "t:home1"],
        [1, "footman", "dua"],
        [0, "fighter", "dua"],
      ],
      start: { phase: "maneuver", army: "t:front" },
      rolls: { d0: ["Maneuver"] },
      decisions: [maneuverUp],
    }).state;

  it("asks whoever turns it up to 8 to declare its type", () => {
    const state = castle();
    const d = pending(state);
    expect(d.kind).toBe("castle");
    expect(d.player).toBe(0);
    expect(d.options).toEqual([
      { as: "City" },
      { as: "Standing Stones" },
      { as: "Temple" },
      { as: "Tower" },
    ]);
    const { state: after, events } = decide(state, { as: "Temple" });
    expect(ofType(events, "castle-declared")).toEqual([
      { type: "castle-declared", player: 0, terrain: "front", as: "Temple" },
    ]);
    expect(after.terrains.find((t) => t.id === "front")?.declared).toBe("Temple");
    // The march goes on with the action (all three for the holder of an eighth face).
    expect(pending(after).kind).toBe("choose-action");
  });

  // "It stays that type as long as it stays at 8": declared a Temple, it works as a Temple at the
  // start of the holder's next turn (line 759: another player buries a dead unit).
  it("works as the declared type at the start of the holder's next turn", () => {
    const declared = decide(castle(), { as: "Temple" }).state;
    const next = passUntil(declared, "temple");
    expect(pending(next).options).toEqual([{ target: 1 }, { skip: true }]);
    // Declared a City, it offers the City's recruit instead.
    const city = passUntil(decide(castle(), { as: "City" }).state, "city");
    expect(pending(city).options).toEqual([{ recruit: "d3" }, { skip: true }]);
  });
});

describe("2.9a Dragon's Lair (line 2294)", () => {
  // A coastland Lair (air, water) summons a dragon with blue or green in it, from any summoning
  // pool or terrain, to any terrain; never the white dragon (line 2470), never a red one. The
  // rules give no choice but which dragon and where: nothing to skip.
  it("summons a dragon sharing a colour with the Lair to any terrain", () => {
    const { state } = turnStart({
      front: ["coastland-dragons-lair", 8],
      controller: { front: 0 },
      dice: [
        [0, "fighter", "t:front"],
        [1, "footman", "t:home1"],
        [1, "blue-drake", "pool"],
        [0, "red-drake", "pool"],
        [0, "white-drake", "pool"],
        [1, "green-red-wyrm", "dragons:home0"],
      ],
    });
    const d = pending(state);
    expect(d.kind).toBe("sai-choice");
    expect(d.player).toBe(0);
    expect(d.options).toEqual([
      { say: "summon to", unit: "d2", at: "t:home0" },
      { say: "summon to", unit: "d2", at: "t:home1" },
      { say: "summon to", unit: "d2", at: "t:front" },
      { say: "summon to", unit: "d5", at: "t:home1" },
      { say: "summon to", unit: "d5", at: "t:front" },
    ]);
    const { state: after, events } = decide(state, { say: "summon to", unit: "d2", at: "t:home1" });
    expect(ofType(events, "dragon-summoned")).toEqual([
      { type: "dragon-summoned", player: 0, dragon: "d2", terrain: "home1", from: "pool" },
    ]);
    expect(after.dice.find((x) => x.id === "d2")?.at).toBe("dragons:home1");
  });
});

describe("2.9a Grove (line 2296)", () => {
  // One buried non-Dragonkin unit, of any player, must go to its owner's DUA: the holder picks.
  it("returns one buried unit of any player to its owner's DUA", () => {
    const { state } = turnStart({
      front: ["coastland-grove", 8],
      controller: { front: 0 },
      dice: [
        [0, "fighter", "t:front"],
        [1, "footman", "t:home1"],
        [0, "guard", "bua"],
        [1, "footman", "bua"],
        [1, "dragonfoal-blue", "bua"],
      ],
    });
    const d = pending(state);
    expect(d.kind).toBe("sai-choice");
    expect(d.options).toEqual([
      { say: "unbury", unit: "d2" },
      { say: "unbury", unit: "d3" },
    ]);
    const { state: after, events } = decide(state, { say: "unbury", unit: "d3" });
    expect(ofType(events, "unburied")).toEqual([
      { type: "unburied", player: 0, owner: 1, die: "d3", to: "dua", by: "Grove" },
    ]);
    expect(after.dice.find((x) => x.id === "d3")?.at).toBe("dua");
    expect(pending(after).kind).toBe("choose-march");
  });

  // "No army can double magic at this terrain by any means (including when it's not at an eighth
  // face)": an Evoker's ID (air, water) is worth 2 at a coastland City, 1 at a coastland Grove.
  it("keeps ID magic from doubling at the Grove, whatever its face", () => {
    const magicAt = (front: [string, number]) =>
      ofType(
        play({
          front,
          dice: [[0, "evoker", "t:front"]],
          start: { phase: "action", army: "t:front" },
          rolls: { d0: ["ID"] },
          decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
        }).events,
        "magic-pool",
      )[0]?.points;
    const city = faceOf("coastland-city", "Magic");
    expect(magicAt(["coastland-city", city])).toEqual({ blue: 2, green: 2 });
    expect(magicAt(["coastland-grove", 1])).toEqual({ blue: 1, green: 1 });
  });
});

describe("2.9a Vortex (line 2298)", () => {
  const vortex = (s: Partial<Setup>) =>
    play({
      front: ["coastland-vortex", 8],
      controller: { front: 0 },
      dice: [
        [0, "fighter", "t:front"],
        [0, "fighter", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      ...s,
    });

  // The holder's melee roll: one unit whose result is not final may be rolled again, the new
  // face replacing the old; the target army is the army rolling (docs/rulings.md).
  it("lets the holder roll one unit of its army's roll again", () => {
    const { state } = vortex({
      rolls: { d0: ["Maneuver", "2 Melee"], d1: ["1 Melee"] },
      decisions: [attack("melee", "t:front")],
    });
    const d = pending(state);
    expect(d.kind).toBe("sai-targets");
    expect(d.player).toBe(0);
    expect(d.data).toMatchObject({ sai: "Vortex", owner: 0, maxUnits: 1, rule: "any" });
    const { events } = decide(state, ["d0"]);
    expect(rolledFaces(events, "melee-attack")).toEqual(["d0: 2 Melee"]);
    expect(ofType(events, "tally").find((t) => t.purpose === "melee-attack")?.results.melee).toBe(
      3,
    );
  });

  // Not in a maneuver roll, and not for an army that does not hold the Vortex.
  it("does nothing in maneuver rolls nor for the other armies", () => {
    const { state } = vortex({
      rolls: { d0: ["Maneuver"], d1: ["Maneuver"], d2: ["1 Melee"] },
      start: { phase: "maneuver", army: "t:front" },
      decisions: [
        { player: 0, kind: "maneuver", choice: { maneuver: "down" } },
        { player: 1, kind: "counter-maneuver", choice: true },
      ],
    });
    expect(state.pending.some((d) => d.kind === "sai-targets")).toBe(false);
    const saves = vortex({
      rolls: { d0: ["1 Melee"], d1: ["1 Melee"], d2: ["Save"] },
      decisions: [attack("melee", "t:front"), { player: 0, kind: "sai-targets", choice: [] }],
    });
    // B's save roll asks B nothing.
    expect(saves.state.pending.some((d) => d.kind === "sai-targets")).toBe(false);
  });
});
