// 2.9a Cantrip (rules/000 line 1821): magic in a magic action; in other actions, save rolls and
// non-maneuver avoidance rolls a Unique SAI whose points buy spells resolved at once, the roll
// waiting for them (line 1711); nothing in a simultaneous roll (line 1717) or in the dead unit
// area (lines 600, 1683). The spells themselves: spells-*-2.9a.test.ts.
import { describe, expect, it } from "vitest";
import { rulesFor } from "../src/api.ts";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { dataOf } from "../src/kernel/decisions.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { startFlow } from "../src/kernel/game.ts";
import { rollTotal, startRolls, takeRolls } from "../src/kernel/roll.ts";
import { type HandlerOf, type Ruleset, taskHandlers } from "../src/kernel/ruleset.ts";
import { loadScenario, runScenario } from "../src/scenario/scenario.ts";
import { buryUnits } from "../src/standard/burial.ts";
import { PURPOSES, rollFor } from "../src/standard/purposes.ts";
import { attack, faceOf, ofType, play, tallies } from "./positions.ts";

declare module "../src/kernel/flow.ts" {
  interface TaskTypes {
    /** A test's simultaneous save rolls, taken once made. */
    "test:saved": { rolls: number[] };
  }
}

const meleeFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];
const noSpells = { player: 1, kind: "cast-spells", choice: { spells: [] } };

/** A Dwarf footman attacks a Dwarf Wizard (red and gold) and a footman rolling saves. */
const saveRoll = (decisions: { player: number; kind?: string; choice: unknown }[]) =>
  play({
    front: meleeFront,
    dice: [
      [0, "footman", "t:front"],
      [1, "wizard", "t:front"],
      [1, "footman", "t:front"],
    ],
    start: { phase: "action", army: "t:front" },
    rolls: { d0: ["Melee"], d1: ["4 Cantrip"], d2: ["Save"] },
    decisions: [attack("melee", "t:front"), ...decisions],
  });

describe("2.9a Cantrip in a save roll", () => {
  // Line 1711: "the save roll is suspended to resolve the Cantrip".
  it("asks the defender to spend its points on spells, in the Wizard's colours, mid-roll", () => {
    const { state, events } = saveRoll([]);
    expect(state.pending.map((d) => [d.player, d.kind, dataOf(d, "cast-spells")?.pool])).toEqual([
      [1, "cast-spells", { red: 4, gold: 4 }],
    ]);
    expect(state.pending[0]?.prompt).toMatch(/Cantrip's 4 points/);
    // The roll waits in the state, not yet totalled.
    expect(state.rolls.map((r) => [r.purpose, r.totals])).toEqual([["save-vs-melee", null]]);
    expect(tallies(events, "save-vs-melee")).toEqual([]);
    expect(ofType(events, "sai").map((e) => [e.name, e.player, e.points])).toEqual([
      ["Cantrip", 1, 4],
    ]);
  });

  it("goes on to its total once the spells are cast", () => {
    const { state, events } = saveRoll([noSpells]);
    expect(tallies(events, "save-vs-melee")).toEqual([1]);
    expect(ofType(events, "damage")).toEqual([
      { type: "damage", player: 1, location: "t:front", damage: 1, saves: 1 },
    ]);
    expect(ofType(events, "not-implemented")).toEqual([]);
    expect(state.rolls).toEqual([]);
  });

  // Line 1713: the save roll waits while the Cantrip's spells resolve, then counts them: two
  // Stoneskins (4 gold) on the defending army add two saves to this very roll.
  it("counts the spells it cast in the roll it was rolled in", () => {
    const army = { army: { player: 1, at: "t:front" } };
    const stoneskin = { spell: "stoneskin", color: "gold", target: army };
    const { events } = saveRoll([
      { player: 1, kind: "cast-spells", choice: { spells: [stoneskin, stoneskin] } },
    ]);
    expect(ofType(events, "spell").map((e) => [e.spell, e.times])).toEqual([["stoneskin", 2]]);
    expect(tallies(events, "save-vs-melee")).toEqual([3]);
  });

  it("refuses spells the Cantrip's points cannot pay for, and changes nothing", () => {
    const army = { army: { player: 1, at: "t:front" } };
    const stoneskin = { spell: "stoneskin", color: "gold", target: army };
    const { state } = saveRoll([]);
    const decision = state.pending[0];
    const spells = [stoneskin, stoneskin, stoneskin];
    const problem = rulesFor("2.9a")
      .decisionKinds.get("cast-spells")
      ?.parse(state, decision as never, { spells });
    expect(problem).toEqual({ ok: false, problem: "the pool cannot pay for all of these spells" });
  });
  // Two Cantrips combined (line 1737): scenarios/sai-two-cantrips-combined.json. Here each
  // colour holds the points of the units that may cast it (docs/rulings.md).
  it("counts each colour with the points of the units that may cast it", () => {
    const { state } = play({
      front: meleeFront,
      dice: [
        [0, "footman", "t:front"],
        [1, "wizard", "t:front"],
        [1, "lich", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Melee"], d1: ["4 Cantrip"], d2: ["4 Cantrip"] },
      decisions: [attack("melee", "t:front")],
    });
    expect((state.pending[0] && dataOf(state.pending[0], "cast-spells"))?.pool).toEqual({
      red: 4,
      gold: 4,
      black: 4,
    });
  });
});

describe("2.9a Cantrip in a melee attack", () => {
  // Line 1821: any non-magic action; the attacker spends it before the defenders save.
  it("asks the attacker before the defenders' save roll", () => {
    const { state, events } = play({
      front: meleeFront,
      dice: [
        [0, "wizard", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Cantrip"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([[0, "cast-spells"]]);
    expect(ofType(events, "roll").map((e) => e.purpose)).toEqual(["melee-attack"]);
  });
});

describe("2.9a Cantrip in a magic action", () => {
  // Line 1821: "During a magic action ... Cantrip generates magic results".
  it("is magic in the unit's colours, not a purchase of its own", () => {
    const { state, events } = play({
      front: ["flatland-city", faceOf("flatland-city", "Magic")],
      dice: [
        [0, "wizard", "t:front"],
        [0, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Cantrip"], d1: ["Save"] },
      decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
    });
    expect(ofType(events, "magic-pool")).toEqual([
      { type: "magic-pool", player: 0, points: { red: 4, gold: 4 } },
    ]);
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "not-implemented")).toEqual([]);
    // The magic action's one spell decision.
    expect(state.pending.map((d) => [d.kind, dataOf(d, "cast-spells")?.pool])).toEqual([
      ["cast-spells", { red: 4, gold: 4 }],
    ]);
  });
});

describe("2.9a Cantrip in a unit's own save avoidance roll", () => {
  // Line 600, the example: a unit targeted by Poison rolls a Cantrip in its first save avoidance
  // roll: it does not save, but spends the Cantrip; in the second, in the DUA, it does nothing.
  it("is spent in the first roll and does nothing in the dead unit area", () => {
    const { state, events } = play({
      front: meleeFront,
      dice: [
        [0, "death-naga", "t:front"],
        [1, "wizard", "t:front"],
        // Keeps player 1 in the game once the Wizard is dead.
        [1, "footman", "reserve"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Poison"], d1: ["4 Cantrip", "4 Cantrip"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([[1, "cast-spells"]]);
    expect(ofType(events, "avoidance")).toEqual([]);
    const after = play({
      front: meleeFront,
      dice: [
        [0, "death-naga", "t:front"],
        [1, "wizard", "t:front"],
        // Keeps player 1 in the game once the Wizard is dead.
        [1, "footman", "reserve"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Poison"], d1: ["4 Cantrip", "4 Cantrip"] },
      decisions: [attack("melee", "t:front"), noSpells],
    });
    expect(ofType(after.events, "avoidance").map((e) => [e.unit, e.passed])).toEqual([
      ["d1", false],
      ["d1", false],
    ]);
    // Only the first Cantrip took effect.
    expect(ofType(after.events, "sai").filter((e) => e.name === "Cantrip")).toHaveLength(1);
    expect(after.state.dice.find((d) => d.id === "d1")?.at).toBe("bua");
  });
});

/** A Swamp Stalker mutation on one unit in the opponent's reserve area (line 899). */
const mutation = (target: string, face: string) => ({
  format: "dragondice-scenario/1",
  edition: "2.9a",
  players: [{ name: "Swamp Stalkers" }, { name: "Opponent" }],
  terrains: [
    { id: "home0", die: "swampland-city", owner: 0, role: "home", face: 3 },
    { id: "home1", die: "coastland-tower", owner: 1, role: "home", face: 3 },
    { id: "front", die: "flatland-temple", owner: 1, role: "frontier", face: 4 },
  ],
  dice: [
    { id: "s-warmonger", die: "warmonger", owner: 0, at: "t:home0" },
    { id: "s-bog-runner", die: "bog-runner", owner: 0, at: "dua" },
    { id: "o-target", die: target, owner: 1, at: "reserve" },
    { id: "o-warlord", die: "warlord", owner: 1, at: "t:home1" },
  ],
  turn: { player: 0, number: 5 },
  start: { phase: "turn-start" },
  rolls: { "o-target": [face] },
  decisions: [
    { player: 0, kind: "mutation", choice: { army: "t:home0", opponent: 1 } },
    { player: 0, kind: "mutation-targets", choice: ["o-target"] },
  ],
});

describe("2.9a Cantrip in the mutation save of a unit in the reserve area", () => {
  // Lines 516, 899: a reserve army may cast spells, and the mutation roll is a save roll.
  it("asks the owner to cast before the roll decides the unit's fate", () => {
    const { state } = runScenario(mutation("wizard", "4 Cantrip"));
    expect(state.pending.map((d) => [d.player, d.kind, dataOf(d, "cast-spells")?.pool])).toEqual([
      [1, "cast-spells", { red: 4, gold: 4 }],
    ]);
    const json = mutation("wizard", "4 Cantrip");
    json.decisions.push({ player: 1, kind: "cast-spells", choice: { spells: [] } } as never);
    const after = runScenario(json);
    expect(ofType(after.events, "killed")).toEqual([
      { type: "killed", player: 1, dice: ["o-target"] },
    ]);
  });

  // Line 843: Amazons in the reserve area cannot use magic, so their Cantrip buys nothing.
  it("asks nothing of an Amazon, who casts no colour in the reserve area", () => {
    const { state, events } = runScenario(mutation("oracle", "3 Cantrip"));
    expect(state.pending.map((d) => d.kind)).not.toContain("cast-spells");
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["o-target"] }]);
  });
});

describe("2.9a Cantrip in a simultaneous roll", () => {
  // Line 1725, the Firestorm example: two armies at a terrain save at the same time, each rolling a
  // Cantrip: both are ignored, and their normal saves count. (No such roll is made before spells
  // exist, so the two save rolls are started here directly.)
  it("asks nothing and leaves the normal results", () => {
    const { state, parsed } = loadScenario({
      format: "dragondice-scenario/1",
      edition: "2.9a",
      players: [{ name: "A" }, { name: "B" }],
      terrains: [
        { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
        { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 3 },
        { id: "front", die: "flatland-city", owner: 0, role: "frontier", face: 3 },
      ],
      dice: [
        { id: "a-wizard", die: "wizard", owner: 0, at: "t:front" },
        { id: "a-footman", die: "footman", owner: 0, at: "t:front" },
        { id: "b-wizard", die: "wizard", owner: 1, at: "t:front" },
        { id: "b-footman", die: "footman", owner: 1, at: "t:front" },
      ],
      turn: { player: 0, number: 3 },
      start: { phase: "reserves" },
      rolls: {
        "a-wizard": ["4 Cantrip"],
        "a-footman": ["Save"],
        "b-wizard": ["4 Cantrip"],
        "b-footman": ["Save"],
      },
    });
    const totals: number[] = [];
    const bothSave = (ctx: Ctx) => {
      const at = "t:front" as const;
      const units = (p: number) => ctx.state.dice.filter((d) => d.owner === p && d.at === at);
      const specs = [0, 1].map((p) => rollFor(PURPOSES.saveVsMissile, p, at, units(p)));
      startRolls(ctx, specs, { t: "test:saved" });
    };
    const saved: HandlerOf<"test:saved"> = (ctx, task) => {
      for (const roll of takeRolls(ctx.state, task)) totals.push(rollTotal(roll));
    };
    const base = rulesFor(parsed.edition);
    const rules: Ruleset = {
      ...base,
      tasks: new Map([
        ...base.tasks,
        ...Object.entries(taskHandlers({ "test:both-save": bothSave, "test:saved": saved })),
      ]),
    };
    state.stack = [];
    const events = startFlow(rules, state, [{ t: "test:both-save" }]);
    expect(state.pending).toEqual([]);
    expect(totals).toEqual([1, 1]);
    expect(ofType(events, "sai")).toEqual([]);
    expect(ofType(events, "not-implemented")).toEqual([]);
  });
});

describe("2.9a Cantrip when resisting burial", () => {
  // Line 869: an Undead unit sent to the BUA rolls on its way there, like a dead unit (line
  // 1683): its Cantrip is neither spent nor a save, even buried straight from an army. (The roll
  // is made in one step, rollNow, which could not wait for a decision.)
  it("asks nothing of a Lich buried from an army and buries it", () => {
    const { state } = loadScenario({
      format: "dragondice-scenario/1",
      edition: "2.9a",
      players: [{ name: "Undead" }, { name: "Other" }],
      terrains: [
        { id: "home0", die: "swampland-tower", owner: 0, role: "home", face: 2 },
        { id: "home1", die: "highland-tower", owner: 1, role: "home", face: 2 },
        { id: "front", die: "flatland-city", owner: 0, role: "frontier", face: 5 },
      ],
      dice: [
        { id: "u-lich", die: "lich", owner: 0, at: "t:front" },
        { id: "u-ghast", die: "ghast", owner: 0, at: "t:front" },
        { id: "o-footman", die: "footman", owner: 1, at: "t:home1" },
      ],
      turn: { player: 0, number: 3 },
      start: { phase: "reserves" },
      rolls: { "u-lich": ["4 Cantrip"] },
    });
    const ctx = new Ctx(state, ruleset29a);
    buryUnits(ctx, 0, ["u-lich"], { by: "test" });
    expect(state.pending).toEqual([]);
    expect(ofType(ctx.events, "sai")).toEqual([]);
    expect(ofType(ctx.events, "buried")).toEqual([
      { type: "buried", player: 0, dice: ["u-lich"], by: "test" },
    ]);
  });
});
