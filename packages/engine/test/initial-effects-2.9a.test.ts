// 2.9a "Initial Effects Phase": Feralization, Swamp Stalker mutation, City and Temple, with the
// rulebook's examples as scenarios (test/scenarios/initial-*.json) and the exact results.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apply, type GameState, runScenario } from "../src/index.ts";
import { ofType } from "./positions.ts";

interface ScenarioJson {
  decisions: unknown[];
  rolls?: Record<string, unknown[]>;
  dice: { id: string; die: string; owner: number; at: string }[];
  [key: string]: unknown;
}

const scenario = (name: string): ScenarioJson =>
  JSON.parse(readFileSync(new URL(`./scenarios/${name}.json`, import.meta.url), "utf8"));

/** Runs a scenario with only its first `n` decisions applied. */
const runFirst = (name: string, n: number, change: Partial<ScenarioJson> = {}) => {
  const json = scenario(name);
  return runScenario({ ...json, ...change, decisions: json.decisions.slice(0, n) });
};

const where = (state: GameState, ids: string[]) =>
  Object.fromEntries(ids.map((id) => [id, state.dice.find((d) => d.id === id)?.at]));

const pending = (state: GameState) => {
  const d = state.pending[0];
  if (!d) throw new Error("no pending decision");
  return d;
};

/** Answers the first pending decision; returns the error code or null when legal. */
const tryChoice = (state: GameState, choice: unknown, player?: number) => {
  const d = pending(state);
  const r = apply(state, { type: "decide", player: player ?? d.player, decision: d.id, choice });
  return r.ok ? null : r.error.code;
};

describe("2.9a Feralization and City", () => {
  // 2.9a "Exchanging Units from the DUA" (line 1069): Feralization promotes an uncommon Feral to
  // the one rare in the DUA; then the City, a separate effect, promotes a common Feral to the
  // uncommon that the first exchange put in the DUA.
  it("promotes by Feralization, then by the City to the unit the first exchange left", () => {
    const first = runFirst("initial-feral-city-same-army", 0);
    const feral = pending(first.state);
    expect(feral.kind).toBe("feralization");
    expect(feral.player).toBe(0);
    expect(feral.options).toEqual([
      { army: "t:home0", promote: "f-fox", to: "f-tiger" },
      { skip: true },
    ]);
    const second = runFirst("initial-feral-city-same-army", 1);
    const city = pending(second.state);
    expect(city.kind).toBe("city");
    // The uncommon now in the DUA is not a common: the City can promote to it, not recruit it.
    expect(city.options).toEqual([{ promote: "f-lynx", to: "f-fox" }, { skip: true }]);

    const { state, events } = runScenario(scenario("initial-feral-city-same-army"));
    expect(ofType(events, "promoted")).toEqual([
      {
        type: "promoted",
        player: 0,
        location: "t:home0",
        unit: "f-fox",
        to: "f-tiger",
        by: "feralization",
      },
      { type: "promoted", player: 0, location: "t:home0", unit: "f-lynx", to: "f-fox", by: "city" },
    ]);
    expect(where(state, ["f-tiger", "f-fox", "f-lynx"])).toEqual({
      "f-tiger": "t:home0",
      "f-fox": "t:home0",
      "f-lynx": "dua",
    });
    // The phase is over: the turn goes on to the first march.
    expect(pending(state).kind).toBe("choose-march");
  });

  // 2.9a "Initial Effects Phase" Example 1 (line 318), without the Kings' Die: Feralization
  // promotes the common to an uncommon; the City promotes that uncommon to a rare. "A unit can be
  // promoted multiple times, but not within the same step" (line 1037).
  it("promotes the same unit in the racial step and again in the eighth-face step", () => {
    const { state, events } = runScenario(scenario("initial-example-1-feral-city"));
    expect(ofType(events, "promoted").map((e) => [e.unit, e.to, e.by])).toEqual([
      ["f-lynx", "f-horse", "feralization"],
      ["f-horse", "f-wolf", "city"],
    ]);
    expect(state.dice.filter((d) => d.at === "t:home0").map((d) => d.id)).toEqual(["f-wolf"]);
    expect(state.dice.filter((d) => d.owner === 0 && d.at === "dua").map((d) => d.id)).toEqual([
      "f-lynx",
      "f-hound",
      "f-horse",
      "f-rhino",
    ]);
  });

  // 2.9a "Racial Abilities", Feralization (line 883): recruit a Feral common or promote one
  // Feral unit; the City (line 751) recruits a common of any race or promotes any unit.
  it("offers Feral recruits and promotions, and City recruits of any common", () => {
    const { state } = runFirst("initial-example-1-feral-city", 0);
    expect(pending(state).options).toEqual([
      { army: "t:home0", recruit: "f-hound" },
      { army: "t:home0", promote: "f-lynx", to: "f-horse" },
      { skip: true },
    ]);
    const skipped = apply(state, {
      type: "decide",
      player: 0,
      decision: pending(state).id,
      choice: { skip: true },
    });
    if (!skipped.ok) throw new Error(skipped.error.message);
    expect(pending(skipped.state).kind).toBe("city");
    expect(pending(skipped.state).options).toEqual([
      { recruit: "f-hound" },
      { promote: "f-lynx", to: "f-horse" },
      { skip: true },
    ]);
  });

  // 2.9a "Promotion" (lines 184, 1029): only to a unit of the same race worth exactly 1 health more;
  // Feralization only recruits a Feral common (glossary "Recruit", line 2682).
  it("rejects promotions that skip a size and recruits that are not commons", () => {
    const { state } = runFirst("initial-example-1-feral-city", 0);
    expect(tryChoice(state, { army: "t:home0", promote: "f-lynx", to: "f-wolf" })).toBe(
      "illegal-choice",
    );
    expect(tryChoice(state, { army: "t:home0", recruit: "f-horse" })).toBe("illegal-choice");
    expect(tryChoice(state, { army: "t:front", recruit: "f-hound" })).toBe("illegal-choice");
    expect(tryChoice(state, { skip: true }, 1)).toBe("wrong-player");
    const city = runFirst("initial-example-1-feral-city", 1).state;
    expect(tryChoice(city, { recruit: "f-rhino" })).toBe("illegal-choice");
    expect(tryChoice(city, { promote: "f-horse", to: "f-rhino" })).toBe("illegal-choice");
  });

  // 2.9a "Exchanging Units from the DUA" (line 1067): each army's Feralization is a separate
  // exchange, so the second army may promote to the uncommon the first army put in the DUA.
  it("lets a second Feral army use what the first army's exchange put in the DUA", () => {
    const first = runFirst("initial-two-feral-armies", 0).state;
    // Only the first army has an exchange now: no Feral uncommon is in the DUA yet.
    expect(pending(first).options).toEqual([
      { army: "t:home0", promote: "f-leopard", to: "f-vulture" },
      { skip: true },
    ]);
    const second = runFirst("initial-two-feral-armies", 1).state;
    // The first army has had its Feralization; only the second army is offered.
    expect(pending(second).options).toEqual([
      { army: "t:front", promote: "f-weasel", to: "f-leopard" },
      { skip: true },
    ]);
    const { state, events } = runScenario(scenario("initial-two-feral-armies"));
    expect(ofType(events, "promoted").map((e) => [e.location, e.unit, e.to])).toEqual([
      ["t:home0", "f-leopard", "f-vulture"],
      ["t:front", "f-weasel", "f-leopard"],
    ]);
    expect(where(state, ["f-vulture", "f-leopard", "f-weasel"])).toEqual({
      "f-vulture": "t:home0",
      "f-leopard": "t:front",
      "f-weasel": "dua",
    });
    expect(pending(state).kind).toBe("choose-march");
  });
});

describe("2.9a Swamp Stalker mutation", () => {
  // 2.9a "Racial Abilities", Mutation example (line 901): three commons targeted, one saves, two
  // die; for the 2 health the player may bring in a 2-health unit, two 1-health units, promote
  // two units, or bring in one 1-health unit and promote one unit.
  it("kills the targets that roll no save and offers 2 health of returns and promotions", () => {
    const { state, events } = runFirst("initial-mutation-two-killed", 2);
    expect(ofType(events, "tally").map((t) => [t.note, t.purpose, t.results.save])).toEqual([
      ["o-footman", "mutation-save", 1],
      ["o-crossbowman", "mutation-save", 0],
      ["o-pony", "mutation-save", 0],
    ]);
    expect(ofType(events, "killed")).toEqual([
      { type: "killed", player: 1, dice: ["o-crossbowman", "o-pony"] },
    ]);
    const d = pending(state);
    expect(d.kind).toBe("mutation-exchange");
    // The rare in the DUA is worth more than the 2 health killed: it cannot come back.
    expect(d.data).toEqual({
      army: "t:home0",
      health: 2,
      recruits: ["s-bog-runner", "s-sprayer", "s-raider"],
      promotions: [
        { unit: "s-warmonger", to: "s-raider" },
        { unit: "s-swimmer", to: "s-invader" },
      ],
    });
    const legal = [
      { recruits: ["s-raider"], promotions: [] },
      { recruits: ["s-bog-runner", "s-sprayer"], promotions: [] },
      {
        recruits: [],
        promotions: [
          { unit: "s-warmonger", to: "s-raider" },
          { unit: "s-swimmer", to: "s-invader" },
        ],
      },
      { recruits: ["s-sprayer"], promotions: [{ unit: "s-swimmer", to: "s-invader" }] },
      { recruits: [], promotions: [] },
    ];
    for (const choice of legal) expect(tryChoice(state, choice), JSON.stringify(choice)).toBeNull();
    const illegal = [
      // 3 health: more than the 2 killed.
      { recruits: ["s-raider"], promotions: [{ unit: "s-swimmer", to: "s-invader" }] },
      { recruits: ["s-invader"], promotions: [] },
      // The same dead unit twice.
      { recruits: ["s-raider"], promotions: [{ unit: "s-warmonger", to: "s-raider" }] },
      // 2.9a "Exchanging Units from the DUA" (line 1057): a unit recruited by this effect was
      // not in the army at its start, and a unit promoted away was not in the DUA.
      { recruits: ["s-bog-runner"], promotions: [{ unit: "s-bog-runner", to: "s-raider" }] },
      {
        recruits: [],
        promotions: [
          { unit: "s-swimmer", to: "s-invader" },
          { unit: "s-warmonger", to: "s-swimmer" },
        ],
      },
      // Opponents' units are never promoted by the mutating player.
      { recruits: [], promotions: [{ unit: "o-footman", to: "s-raider" }] },
      ["s-raider"],
    ];
    for (const choice of illegal) {
      expect(tryChoice(state, choice), JSON.stringify(choice)).toBe("illegal-choice");
    }
  });

  // 2.9a Mutation example (line 901), "bring in one 1-health unit and promote one unit".
  it("returns a Swamp Stalker to the mutating army and promotes another", () => {
    const { state, events } = runScenario(scenario("initial-mutation-two-killed"));
    expect(ofType(events, "recruited")).toEqual([
      { type: "recruited", player: 0, location: "t:home0", die: "s-bog-runner", by: "mutation" },
    ]);
    expect(ofType(events, "promoted")).toEqual([
      {
        type: "promoted",
        player: 0,
        location: "t:home0",
        unit: "s-swimmer",
        to: "s-invader",
        by: "mutation",
      },
    ]);
    expect(state.dice.filter((d) => d.at === "t:home0").map((d) => d.id)).toEqual([
      "s-warmonger",
      "s-bog-runner",
      "s-invader",
    ]);
    expect(where(state, ["s-swimmer", "o-footman", "o-crossbowman", "o-pony"])).toEqual({
      "s-swimmer": "dua",
      "o-footman": "reserve",
      "o-crossbowman": "dua",
      "o-pony": "dua",
    });
    expect(pending(state).kind).toBe("choose-march");
  });

  // 2.9a Mutation (line 899): up to 3 health-worth of units in one opponent's reserve area.
  it("targets at most 3 health-worth of the chosen opponent's reserve units", () => {
    const { state } = runFirst("initial-mutation-two-killed", 1);
    const d = pending(state);
    expect(d.kind).toBe("mutation-targets");
    expect(d.data).toEqual({
      opponent: 1,
      units: [
        { id: "o-footman", health: 1 },
        { id: "o-crossbowman", health: 1 },
        { id: "o-pony", health: 1 },
        { id: "o-sergeant", health: 2 },
      ],
      maxHealth: 3,
    });
    expect(tryChoice(state, ["o-footman", "o-sergeant"])).toBeNull();
    expect(tryChoice(state, ["o-footman", "o-crossbowman", "o-sergeant"])).toBe("illegal-choice");
    expect(tryChoice(state, ["o-warlord"])).toBe("illegal-choice");
    expect(tryChoice(state, ["o-footman", "o-footman"])).toBe("illegal-choice");
    expect(tryChoice(state, [])).toBe("illegal-choice");
  });

  // 2.9a Mutation (line 899): "must generate a save result"; an ID icon counts as the result
  // the roll is for (2.9a "ID Icons").
  it("counts an ID icon as a save for a mutation target", () => {
    const { events, state } = runFirst("initial-mutation-two-killed", 2, {
      rolls: { "o-footman": ["ID"], "o-crossbowman": ["ID"], "o-pony": ["1 Save"] },
    });
    expect(ofType(events, "killed")).toEqual([]);
    expect(pending(state).kind).toBe("choose-march");
  });

  // 2.9a "Initial Effects Phase" Example 2 (line 320), without the Kings' Die: the mutation
  // recovers only the common, the City promotes a common to the uncommon, and one common Swamp
  // Stalker is left in the DUA.
  it("recovers a common by mutation, then promotes a common by the City", () => {
    const { state, events } = runScenario(scenario("initial-example-2-mutation-city"));
    const mutationOffer = runFirst("initial-example-2-mutation-city", 2).state;
    expect(pending(mutationOffer).data).toMatchObject({
      health: 1,
      recruits: ["s-bog-runner"],
      promotions: [{ unit: "s-warmonger", to: "s-raider" }],
    });
    expect(ofType(events, "recruited").map((e) => [e.die, e.by])).toEqual([
      ["s-bog-runner", "mutation"],
    ]);
    expect(ofType(events, "promoted").map((e) => [e.unit, e.to, e.by])).toEqual([
      ["s-bog-runner", "s-raider", "city"],
    ]);
    expect(state.dice.filter((d) => d.owner === 0 && d.at === "dua").map((d) => d.id)).toEqual([
      "s-bog-runner",
    ]);
    expect(state.dice.filter((d) => d.at === "t:home0").map((d) => d.id)).toEqual([
      "s-warmonger",
      "s-raider",
    ]);
  });

  // 2.9a Mutation (line 899): "you may attempt to mutate": skipping leaves everything as it was.
  it("lets the player skip the mutation", () => {
    const { state } = runFirst("initial-mutation-two-killed", 0);
    const d = pending(state);
    expect(d.options).toEqual([{ army: "t:home0", opponent: 1 }, { skip: true }]);
    const r = apply(state, { type: "decide", player: 0, decision: d.id, choice: { skip: true } });
    if (!r.ok) throw new Error(r.error.message);
    expect(ofType(r.events, "roll")).toEqual([]);
    expect(pending(r.state).kind).toBe("choose-march");
  });
});

describe("2.9a Temple", () => {
  // 2.9a "The Eighth Face", Temple (line 759): force another player to bury one of his dead
  // units; the targeted player chooses which.
  it("lets the targeted player choose the dead unit to bury", () => {
    const first = runFirst("initial-temple-burial", 0).state;
    const temple = pending(first);
    expect(temple.kind).toBe("temple");
    // Player 2 has no dead units to bury.
    expect(temple.options).toEqual([{ target: 1 }, { skip: true }]);
    const second = runFirst("initial-temple-burial", 1).state;
    const burial = pending(second);
    expect(burial.kind).toBe("temple-burial");
    expect(burial.player).toBe(1);
    expect(burial.options).toEqual([{ bury: "b-footman" }, { bury: "b-warlord" }]);
    // The Temple's holder does not choose; a unit not in that player's DUA cannot be buried.
    expect(tryChoice(second, { bury: "b-warlord" }, 0)).toBe("wrong-player");
    expect(tryChoice(second, { bury: "a-footman" })).toBe("illegal-choice");
    expect(tryChoice(second, { bury: "b-patroller" })).toBe("illegal-choice");

    const { state, events } = runScenario(scenario("initial-temple-burial"));
    expect(ofType(events, "buried")).toEqual([
      { type: "buried", player: 1, dice: ["b-warlord"], by: "temple" },
    ]);
    expect(where(state, ["b-warlord", "b-footman", "a-footman"])).toEqual({
      "b-warlord": "bua",
      "b-footman": "dua",
      "a-footman": "dua",
    });
    expect(pending(state).kind).toBe("choose-march");
  });

  // 2.9a "Racial Abilities", Undead, Resist Burial (line 869): an Undead sent to the BUA by the
  // Temple goes back to the DUA on a non-ID save result.
  it("lets a buried Undead resist burial", () => {
    const json = scenario("initial-temple-burial");
    const dice = json.dice.map((d) => (d.id === "b-footman" ? { ...d, die: "skeleton" } : d));
    const run = (face: string) =>
      runScenario({
        ...json,
        dice,
        rolls: { "b-footman": [face] },
        decisions: [
          json.decisions[0],
          { player: 1, kind: "temple-burial", choice: { bury: "b-footman" } },
        ],
      }).state;
    expect(where(run("1 Save"), ["b-footman"])).toEqual({ "b-footman": "dua" });
    expect(where(run("ID"), ["b-footman"])).toEqual({ "b-footman": "bua" });
  });
});
