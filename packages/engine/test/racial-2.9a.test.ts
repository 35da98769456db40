// 2.9a racial abilities that add steps or decisions to the flow, as scenarios with exact numbers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { choiceProblem, sampleChoice } from "../src/index.ts";
import { type Decision, dataOf } from "../src/kernel/decisions.ts";
import { Ctx } from "../src/kernel/flow.ts";
import type { GameState } from "../src/kernel/state.ts";
import { seededRandomInt } from "../src/random-play.ts";
import { loadScenario, runScenario } from "../src/scenario/scenario.ts";
import { buryUnits } from "../src/standard/burial.ts";
import { ofType } from "./positions.ts";

interface Json {
  decisions: unknown[];
  dice: { id: string; die: string; owner: number; at: string }[];
  terrains: Record<string, unknown>[];
  rolls: Record<string, unknown[]>;
  [key: string]: unknown;
}

const scenario = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`./scenarios/${name}.json`, import.meta.url), "utf8"));

/** The scenario with only its first `n` decisions applied. */
const upTo = (name: string, n: number) => {
  const json = scenario(name);
  return runScenario({ ...json, decisions: json.decisions.slice(0, n) });
};

const pending = (state: GameState, kind: string): Decision => {
  const d = state.pending.find((x) => x.kind === kind);
  if (!d) throw new Error(`no pending ${kind}: ${state.pending.map((x) => x.kind).join(", ")}`);
  return d;
};

const where = (state: GameState, id: string) => state.dice.find((d) => d.id === id)?.at;

/** Every sampled choice for the decision is legal. */
function samplesAreLegal(state: GameState, decision: Decision, runs = 200): unknown[] {
  const randomInt = seededRandomInt(7);
  const out: unknown[] = [];
  for (let i = 0; i < runs; i++) {
    const choice = sampleChoice(state, decision, randomInt);
    expect(choiceProblem(state, decision, choice)).toBeNull();
    out.push(choice);
  }
  return out;
}

describe("2.9a Undead, Stepped Damage", () => {
  // 2.9a "Exchanging Units from the DUA" (line 1059): an Undead army of a monster and a rare is
  // killed with only an uncommon in the DUA; the rare is exchanged for the uncommon, and the rare
  // now in the DUA cannot be exchanged with the monster (it was not in the DUA at the start).
  it("reproduces the rulebook's monster-and-rare example", () => {
    const before = upTo("racial-stepped-damage-dua-example", 1);
    const offer = pending(before.state, "stepped-damage");
    expect(offer.player).toBe(1);
    expect(offer.data).toEqual({
      killed: [
        { id: "u-steed", health: 4 },
        { id: "u-knight", health: 3 },
      ],
      dua: [{ id: "u-ghast", health: 2 }],
    });
    // 8 hits against 0 saves kill all 7 health: nothing to choose before the trade.
    expect(before.events).toContainEqual({
      type: "damage",
      player: 1,
      location: "t:front",
      damage: 8,
      saves: 0,
    });
    expect(choiceProblem(before.state, offer, { "u-steed": "u-knight" })).toMatch(
      /u-knight is not a unit that can step down that was in your DUA/,
    );
    expect(
      choiceProblem(before.state, offer, { "u-steed": "u-ghast", "u-knight": "u-ghast" }),
    ).toMatch(/traded for two units/);

    const { state, events } = runScenario(scenario("racial-stepped-damage-dua-example"));
    expect(events).toContainEqual({ type: "killed", player: 1, dice: ["u-steed", "u-knight"] });
    expect(events).toContainEqual({
      type: "exchanged",
      player: 1,
      effect: "stepped-damage",
      location: "t:front",
      out: ["u-knight"],
      in: ["u-ghast"],
    });
    expect(where(state, "u-steed")).toBe("dua");
    expect(where(state, "u-knight")).toBe("dua");
    expect(where(state, "u-ghast")).toBe("t:front");
    // The army survived through the exchange, so it was offered a counter-attack.
    expect(ofType(events, "decided").map((e) => e.kind)).toContain("counter-attack");
  });

  // 2.9a "Exchanging Units from the DUA" (line 1079): 9 damage kills a monster, a rare and an
  // uncommon; the uncommon is exchanged for the Undead common in the DUA.
  it("trades the uncommon for the common when the whole army is killed", () => {
    const { state, events } = runScenario(scenario("racial-stepped-damage-all-killed"));
    expect(events).toContainEqual({
      type: "damage",
      player: 1,
      location: "t:front",
      damage: 9,
      saves: 0,
    });
    expect(events).toContainEqual({
      type: "exchanged",
      player: 1,
      effect: "stepped-damage",
      location: "t:front",
      out: ["u-wight"],
      in: ["u-skeleton"],
    });
    expect(state.dice.filter((d) => d.owner === 1 && d.at === "t:front").map((d) => d.id)).toEqual([
      "u-skeleton",
    ]);
  });

  // 2.9a "Racial Abilities", Undead, Stepped Damage (line 867): "an Undead unit of lesser health";
  // each killed unit trades for a different unit; "Even if all the units in the army are
  // exchanged, at no time is the entire army gone" (line 1071): the eighth face stays held.
  it("lets every killed unit trade down, never for equal health, and keeps the army", () => {
    const json = scenario("racial-stepped-damage-dua-example");
    json.dice.push({ id: "u-lich", die: "lich", owner: 1, at: "dua" });
    const front = json.terrains.find((t) => t.id === "front") as Record<string, unknown>;
    front.face = 8;
    front.controller = 1;
    const before = runScenario({ ...json, decisions: json.decisions.slice(0, 1) });
    const offer = pending(before.state, "stepped-damage");
    expect(choiceProblem(before.state, offer, { "u-knight": "u-lich" })).toMatch(
      /u-lich \(3 health\) is not of lesser health than u-knight \(3\)/,
    );
    expect(choiceProblem(before.state, offer, { "u-ghast": "u-lich" })).toMatch(
      /u-ghast is not a killed unit that can be traded/,
    );
    const { state, events } = runScenario({
      ...json,
      decisions: [
        json.decisions[0],
        {
          player: 1,
          kind: "stepped-damage",
          choice: { "u-steed": "u-lich", "u-knight": "u-ghast" },
        },
      ],
    });
    expect(where(state, "u-lich")).toBe("t:front");
    expect(where(state, "u-ghast")).toBe("t:front");
    expect(ofType(events, "control-lost")).toEqual([]);
    expect(state.terrains.find((t) => t.id === "front")).toMatchObject({ face: 8, controller: 1 });
  });

  // 2.9a Stepped Damage is a "may": declining sends every killed unit to the DUA.
  it("may be declined", () => {
    const json = scenario("racial-stepped-damage-dua-example");
    const { state, events } = runScenario({
      ...json,
      decisions: [json.decisions[0], { player: 1, kind: "stepped-damage", choice: {} }],
    });
    expect(ofType(events, "exchanged")).toEqual([]);
    expect(where(state, "u-ghast")).toBe("dua");
    expect(state.dice.filter((d) => d.owner === 1 && d.at === "t:front")).toEqual([]);
  });

  it("samples legal trades for random play", () => {
    const { state } = upTo("racial-stepped-damage-dua-example", 1);
    const choices = samplesAreLegal(state, pending(state, "stepped-damage"));
    expect(choices).toContainEqual({});
    expect(choices).toContainEqual({ "u-knight": "u-ghast" });
    expect(choices).toContainEqual({ "u-steed": "u-ghast" });
  });
});

describe("2.9a Undead, Resist Burial", () => {
  // 2.9a "Racial Abilities", Undead, Resist Burial (line 869): an Undead unit sent to the BUA
  // returns to the DUA on a non-ID save result. A save icon resists; an ID does not; a Fly SAI
  // counts as saves in a save avoidance roll ("Avoidance Rolls", line 594); other races never
  // roll; an Undead unit buried from an army goes to the DUA when it resists.
  it("rolls each Undead unit for a non-ID save", () => {
    const { state } = loadScenario(scenario("racial-resist-burial"));
    const ctx = new Ctx(state, ruleset29a);
    buryUnits(
      ctx,
      0,
      ["u-ghoul", "u-zombie", "u-skeleton", "u-dracolich", "a-footman", "u-wraith"],
      { by: "test" },
    );
    const rolls = ofType(ctx.events, "roll");
    expect(rolls.map((r) => r.dice.map((d) => d.die))).toEqual([
      ["u-ghoul"],
      ["u-zombie"],
      ["u-skeleton"],
      ["u-dracolich"],
      ["u-wraith"],
    ]);
    expect(ofType(ctx.events, "tally").map((t) => [t.note, t.results.save])).toEqual([
      ["u-ghoul", 1],
      ["u-zombie", 0],
      ["u-skeleton", 0],
      ["u-dracolich", 4],
      ["u-wraith", 1],
    ]);
    expect(ctx.events).toContainEqual({
      type: "burial-resisted",
      player: 0,
      dice: ["u-ghoul", "u-dracolich", "u-wraith"],
    });
    expect(ctx.events).toContainEqual({
      type: "buried",
      player: 0,
      dice: ["u-zombie", "u-skeleton", "a-footman"],
      by: "test",
    });
    expect(where(state, "u-ghoul")).toBe("dua");
    expect(where(state, "u-wraith")).toBe("dua");
    expect(where(state, "u-zombie")).toBe("bua");
    expect(where(state, "a-footman")).toBe("bua");
  });

  it("skips the roll when told not to resist, and refuses another player's dice", () => {
    const { state } = loadScenario(scenario("racial-resist-burial"));
    const ctx = new Ctx(state, ruleset29a);
    buryUnits(ctx, 0, ["u-ghoul"], { resist: false });
    expect(ofType(ctx.events, "roll")).toEqual([]);
    expect(where(state, "u-ghoul")).toBe("bua");
    expect(() => buryUnits(ctx, 0, ["o-footman"])).toThrow(/not a die of player 0/);
  });
});

describe("2.9a Scalders, Scorching Touch", () => {
  // 2.9a "Racial Abilities", Scalders, Scorching Touch (line 921): 8 hits against saves of a save
  // icon (1), a 2-save icon (2) and an ID (1): 4 saves, 4 damage to the Scalders; the 3 non-ID
  // save results do 3 damage back, with no save roll (only magical saves protect).
  it("does one damage back per non-ID save result", () => {
    const { state, events } = runScenario(scenario("racial-scorching-touch"));
    expect(events).toContainEqual({
      type: "damage",
      player: 1,
      location: "t:front",
      damage: 8,
      saves: 4,
    });
    expect(ofType(events, "scorching-touch")).toEqual([
      { type: "scorching-touch", player: 1, target: 0, location: "t:front", damage: 3 },
    ]);
    expect(ofType(events, "killed")).toEqual([
      { type: "killed", player: 1, dice: ["s-knight", "s-singeman"] },
      { type: "killed", player: 0, dice: ["a-lizard", "a-footman"] },
    ]);
    // The attacker rolled no saves against the scorching damage.
    expect(ofType(events, "roll").map((r) => [r.player, r.purpose])).toEqual([
      [0, "melee-attack"],
      [1, "save-vs-melee"],
    ]);
    expect(where(state, "a-warlord")).toBe("t:front");
  });

  it("asks the attacker for casualties covering exactly the scorching damage", () => {
    const { state } = upTo("racial-scorching-touch", 2);
    const d = pending(state, "choose-casualties");
    expect(d.player).toBe(0);
    expect(d.data).toMatchObject({ damage: 3, cover: 3 });
    expect(choiceProblem(state, d, ["a-warlord", "a-footman"])).toMatch(/more than the 3 damage/);
  });

  // 2.9a Scorching Touch, "during the attack phase of a melee action": Scalders saving against a
  // counter-attack do no damage back (the V4 card says so outright, v4/species-abilities.txt 415).
  it("does nothing when the Scalders save against a counter-attack", () => {
    const { events } = runScenario(scenario("racial-scorching-counter"));
    expect(ofType(events, "damage")).toEqual([
      { type: "damage", player: 1, location: "t:front", damage: 6, saves: 4 },
      { type: "damage", player: 0, location: "t:front", damage: 8, saves: 3 },
    ]);
    expect(ofType(events, "scorching-touch")).toEqual([]);
    expect(events).toContainEqual({
      type: "killed",
      player: 0,
      dice: ["s-kindler", "s-scorcher", "s-tender"],
    });
  });
});

describe("2.9a Frostwings, Magic Negation", () => {
  // 2.9a "SAI General Information" (line 1643): 5 magic icons and 4 Cantrip against a negation of
  // 7 magic icons leave the 4 from the Cantrip. "Racial Abilities", Frostwings (line 911): of two
  // players' negation rolls (7, and 2 non-ID with an ID ignored) only the greater counts.
  it("reproduces the rulebook's Cantrip example, greatest negation only", () => {
    const before = upTo("racial-magic-negation", 1);
    expect(before.state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [1, "magic-negation", [true, false]],
      [2, "magic-negation", [true, false]],
    ]);
    const { events } = runScenario(scenario("racial-magic-negation"));
    expect(ofType(events, "tally")).toEqual([
      { type: "tally", player: 1, purpose: "magic-negation", results: { magic: 7 } },
      { type: "tally", player: 2, purpose: "magic-negation", results: { magic: 2 } },
      // The magic action's own roll: 5 magic icons and the 4-point Cantrip, before the negation.
      {
        type: "tally",
        player: 0,
        purpose: "magic-action",
        results: { magic: 9 },
        steps: [{ source: "sai", label: "Cantrip", effect: 4 }],
      },
    ]);
    expect(events).toContainEqual({
      type: "magic-negation",
      player: 0,
      location: "t:front",
      negation: 7,
      by: [1, 2],
    });
    // Only the Frostwings rolled, not the footman in player 1's army.
    const rolled = ofType(events, "roll").flatMap((r) => r.dice.map((d) => d.die));
    expect(rolled).not.toContain("f-footman");
    expect(ofType(events, "magic-pool")).toEqual([
      { type: "magic-pool", player: 0, points: { red: 4, green: 4 } },
    ]);
  });

  it("is a choice: a player who declines does not roll", () => {
    const json = scenario("racial-magic-negation");
    const { events } = runScenario({
      ...json,
      decisions: [json.decisions[0], { player: 1, choice: false }, { player: 2, choice: true }],
    });
    const negations = ofType(events, "tally").filter((t) => t.purpose === "magic-negation");
    expect(negations.map((t) => t.player)).toEqual([2]);
    expect(ofType(events, "magic-pool")[0]?.points).toEqual({ red: 7, green: 7 });
  });

  // Line 911: the negation comes off before any other modifier (so before doubling, line 472);
  // the caster applies it as they wish ("Modifiers and combination rolls", line 622): here to
  // the results a colour cannot use. The Coral Elf's doubled ID (2 blue or green) is untouched;
  // red and black lose one point of the Lava Elf's 2 (the other goes on the Coral Elf's ID).
  it("takes the negation off the results each colour can spare", () => {
    const { events } = runScenario(scenario("racial-magic-negation-colours"));
    expect(ofType(events, "magic-pool")).toEqual([
      { type: "magic-pool", player: 0, points: { blue: 2, black: 1, green: 2, red: 1 } },
    ]);
  });

  // "an opposing army (i.e. another player's army at the same terrain)" (line 430): a reserve
  // magic action has no opposing army, and Frostwings elsewhere cannot negate.
  it("is not offered against a reserve army", () => {
    const json = scenario("racial-magic-negation");
    for (const d of json.dice) if (d.owner === 0) d.at = "reserve";
    const { state } = runScenario({
      ...json,
      start: { phase: "march", march: 1 },
      decisions: [
        { player: 0, kind: "choose-march", choice: { army: "reserve" } },
        { player: 0, kind: "choose-action", choice: { action: "magic" } },
      ],
    });
    expect(state.pending.map((d) => d.kind)).toEqual(["cast-spells"]);
  });
});

describe("2.9a Amazons, Reserve Attack", () => {
  // 2.9a "Racial Abilities", Amazons, Reserve Attack (line 843): Amazons in the reserve area may
  // shoot at an enemy army at their home terrain or the frontier (not another home); a mixed
  // reserve army may also cast magic with its other units, in the order the player picks.
  it("offers missile targets at home and the frontier, with magic before or after", () => {
    const { state } = upTo("racial-amazon-reserve", 1);
    const d = pending(state, "choose-action");
    const home = { player: 1, at: "t:home0" };
    const front = { player: 1, at: "t:front" };
    expect(d.options).toEqual([
      { action: "magic" },
      { action: "missile", target: home },
      { action: "missile", target: home, next: { action: "magic" } },
      { action: "magic", next: { action: "missile", target: home } },
      { action: "missile", target: front },
      { action: "missile", target: front, next: { action: "magic" } },
      { action: "magic", next: { action: "missile", target: front } },
      { action: null },
    ]);
    expect(
      choiceProblem(state, d, { action: "missile", target: { player: 1, at: "t:home1" } }),
    ).toMatch(/not one of the options/);
  });

  // "Reserve Magic" (line 518): the Amazons' 5 missile results hit the frontier army, which
  // saves 3; then the other units roll for magic (2 red or green, never doubled in reserve).
  it("shoots with the Amazons, then casts with the others", () => {
    const { events } = runScenario(scenario("racial-amazon-reserve"));
    expect(ofType(events, "action").map((e) => [e.action, e.target])).toEqual([
      ["missile", "1@t:front"],
      ["magic", undefined],
    ]);
    expect(ofType(events, "roll").map((r) => [r.purpose, r.dice.map((d) => d.die)])).toEqual([
      ["missile-action", ["r-javelineer", "r-darter"]],
      ["save-vs-missile", ["e-warlord", "e-sergeant"]],
      ["magic-action", ["r-sparker"]],
    ]);
    expect(events).toContainEqual({
      type: "damage",
      player: 1,
      location: "t:front",
      damage: 5,
      saves: 3,
    });
    expect(events).toContainEqual({ type: "killed", player: 1, dice: ["e-sergeant"] });
    expect(ofType(events, "magic-pool")[0]?.points).toEqual({ red: 2, green: 2 });
  });

  it("completes the magic action first when the player picks it first", () => {
    const json = scenario("racial-amazon-reserve");
    const { events } = runScenario({
      ...json,
      decisions: [
        json.decisions[0],
        {
          player: 0,
          kind: "choose-action",
          choice: {
            action: "magic",
            next: { action: "missile", target: { player: 1, at: "t:front" } },
          },
        },
        { player: 0, kind: "cast-spells", choice: { spells: [] } },
        { player: 1, kind: "choose-casualties", choice: ["e-sergeant"] },
      ],
    });
    expect(ofType(events, "roll").map((r) => r.purpose)).toEqual([
      "magic-action",
      "missile-action",
      "save-vs-missile",
    ]);
  });

  // Line 843: "Amazons, when in the reserve area, cannot use magic."
  it("offers no magic to a reserve army of Amazons only", () => {
    const json = scenario("racial-amazon-reserve");
    const { "r-sparker": _, ...rolls } = json.rolls;
    const { state } = runScenario({
      ...json,
      dice: json.dice.filter((d) => d.id !== "r-sparker"),
      rolls,
      decisions: json.decisions.slice(0, 1),
    });
    expect(pending(state, "choose-action").options).toEqual([
      { action: "missile", target: { player: 1, at: "t:home0" } },
      { action: "missile", target: { player: 1, at: "t:front" } },
      { action: null },
    ]);
  });
});

describe("2.9a Firewalkers, Terrain Flight", () => {
  // 2.9a "Racial Abilities", Firewalkers, Terrain Flight (line 853): in the retreat step,
  // Firewalkers at a terrain with the air element (Coastland, Flatland; not Highland) may move to
  // any other terrain. Leaving the eighth face loses it ("The Eighth Face").
  it("flies Firewalkers from air terrains after the retreat choice", () => {
    const before = upTo("racial-terrain-flight", 1);
    const d = pending(before.state, "terrain-flight");
    expect(d.data).toEqual({
      from: { "f-explorer": "home0", "f-sunburst": "front" },
      terrains: ["home0", "home1", "front"],
    });
    expect(choiceProblem(before.state, d, { "f-guardian": "front" })).toMatch(
      /not a unit that can fly from a terrain with the air element/,
    );
    expect(choiceProblem(before.state, d, { "f-sunburst": "front" })).toMatch(/another terrain/);
    expect(choiceProblem(before.state, d, { "f-sunburst": "t9" })).toMatch(/not a terrain/);
    samplesAreLegal(before.state, d);

    const { state, events } = runScenario(scenario("racial-terrain-flight"));
    expect(events).toContainEqual({
      type: "moved",
      player: 0,
      dice: ["f-explorer"],
      from: "t:home0",
      to: "t:home1",
    });
    expect(events).toContainEqual({ type: "control-lost", player: 0, terrain: "home0" });
    expect(where(state, "f-explorer")).toBe("t:home1");
  });

  it("does not offer flight to a Firewalker that retreated", () => {
    const json = scenario("racial-terrain-flight");
    const { state } = runScenario({
      ...json,
      decisions: [{ player: 0, kind: "retreat", choice: ["f-explorer"] }],
    });
    expect(dataOf(pending(state, "terrain-flight"), "terrain-flight")?.from).toEqual({
      "f-sunburst": "front",
    });
  });
});

describe("2.9a Treefolk, Replanting", () => {
  // 2.9a "Racial Abilities", Treefolk, Replanting (line 933): after the maneuver step and before
  // the action, Treefolk of the army (uncommon 2 + common 1) are exchanged for Treefolk of equal
  // health from the DUA (a rare, 3); other races take no part.
  it("exchanges Treefolk for an equal health value from the DUA", () => {
    const before = upTo("racial-replanting", 1);
    const d = pending(before.state, "replanting");
    expect(d.data).toEqual({
      army: [
        { id: "t-oak", health: 2 },
        { id: "t-nymph", health: 1 },
      ],
      dua: [
        { id: "t-oak-lord", health: 3 },
        { id: "t-pine", health: 2 },
      ],
    });
    expect(choiceProblem(before.state, d, { out: ["t-oak"], in: ["t-oak-lord"] })).toMatch(
      /2 health and the units in 3/,
    );
    expect(choiceProblem(before.state, d, { out: ["a-footman"], in: [] })).toMatch(
      /a-footman cannot be listed/,
    );
    expect(choiceProblem(before.state, d, { out: ["t-nymph"], in: ["d-warlord"] })).toMatch(
      /d-warlord cannot be listed/,
    );
    expect(choiceProblem(before.state, d, { out: [], in: [] })).toBeNull();
    samplesAreLegal(before.state, d);

    const { state, events } = runScenario(scenario("racial-replanting"));
    expect(events).toContainEqual({
      type: "exchanged",
      player: 0,
      effect: "replanting",
      location: "t:front",
      out: ["t-oak", "t-nymph"],
      in: ["t-oak-lord"],
    });
    expect(where(state, "t-oak-lord")).toBe("t:front");
    expect(where(state, "t-oak")).toBe("dua");
    expect(where(state, "t-nymph")).toBe("dua");
    // Then the action.
    expect(state.pending.map((x) => x.kind)).toEqual(["choose-action"]);
  });

  it("comes after a maneuver attempt too", () => {
    const json = scenario("racial-replanting");
    const { state } = runScenario({
      ...json,
      decisions: [{ player: 0, kind: "maneuver", choice: { maneuver: "up" } }],
    });
    expect(state.terrains.find((t) => t.id === "front")?.face).toBe(6);
    expect(state.pending.map((x) => x.kind)).toEqual(["replanting"]);
  });
});
