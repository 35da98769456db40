// The 2.9a dragon attack's core steps (rules/000 "Dragon Attack Phase", lines 322-390; "Dragons",
// lines 690-708; "Promotion", lines 1041-1047; "White Dragons", line 2466): the order of the
// attacks, Tails, Treasures, Wings, white dragons, an army killed by a breath, whose turn a dragon
// attacks in, and the rules of the army's response. The rulebook's own examples are scenario
// files (scenarios/dragon-*.json).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataOf } from "../src/kernel/decisions.ts";
import { seededRandomInt } from "../src/random-play.ts";
import { runScenario } from "../src/scenario/scenario.ts";
import {
  type ResponseChoice,
  type ResponseData,
  responseProblem,
  sampleResponse,
} from "../src/standard/dragon-response.ts";
import { ofType, type Setup, scenarioOf } from "./positions.ts";

/** The position at the start of `turn`'s turn (A's by default): the dragon attack comes first. */
const atTurnStart = (s: Omit<Setup, "start">) =>
  runScenario({
    ...scenarioOf({ ...s, start: { phase: "march", march: 1 } }),
    start: { phase: "turn-start" },
  });

const respond = (
  slay: { dragon: string; with: string }[],
  ids = { melee: 0, missile: 0, save: 0 },
  player = 0,
) => ({ player, kind: "dragon-response", choice: { ids, slay } });

const pendingData = (state: { pending: { kind: string; data?: unknown }[] }, kind: string) =>
  state.pending.find((d) => d.kind === kind)?.data as Record<string, unknown> | undefined;

describe("2.9a dragon attack: the order and the turns", () => {
  // Line 330: armies at several terrains with dragons: the marching player orders the attacks.
  it("lets the marching player choose which army faces its dragons first", () => {
    const dice: Setup["dice"] = [
      [0, "warlord", "t:front"],
      [0, "warlord", "t:home0"],
      [1, "red-drake", "dragons:front"],
      [1, "red-drake", "dragons:home0"],
      [1, "footman", "t:home1"],
    ];
    const rolls = { d0: ["3 Save"], d1: ["3 Save"], d2: ["Belly"], d3: ["Belly"] };
    const asked = atTurnStart({ dice, rolls });
    expect(asked.state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [0, "choose-dragon-battle", [{ terrain: "home0" }, { terrain: "front" }]],
    ]);
    const { events } = atTurnStart({
      dice,
      rolls,
      decisions: [{ player: 0, kind: "choose-dragon-battle", choice: { terrain: "front" } }],
    });
    expect(ofType(events, "dragon-attack").map((e) => e.terrain)).toEqual(["front", "home0"]);
  });

  // Lines 330-332: a dragon attacks every army at its terrain at the start of that army's
  // player's turn, its own owner's army too.
  it("attacks its own owner's army at the start of the owner's turn", () => {
    const { events } = atTurnStart({
      dice: [
        [0, "warlord", "t:front"],
        [0, "red-drake", "dragons:front"],
        [1, "footman", "t:front"],
      ],
      rolls: { d0: ["3 Save"], d1: ["Tail", "Belly"] },
    });
    expect(ofType(events, "dragon-attack")).toEqual([
      { type: "dragon-attack", player: 0, terrain: "front", dragons: ["d1"] },
    ]);
    expect(ofType(events, "dragon-response").map((e) => [e.damage, e.saves])).toEqual([[3, 3]]);
  });

  it("attacks another player's army at the start of that player's turn, and no other army", () => {
    const { events } = atTurnStart({
      turn: 1,
      dice: [
        [0, "warlord", "t:front"],
        [0, "red-drake", "dragons:front"],
        [1, "warlord", "t:front"],
      ],
      rolls: { d2: ["3 Save"], d1: ["Tail", "Belly"] },
    });
    expect(ofType(events, "dragon-attack")).toEqual([
      { type: "dragon-attack", player: 1, terrain: "front", dragons: ["d1"] },
    ]);
  });
});

describe("2.9a dragon attack: the dragons' faces", () => {
  // Line 700: a Tail does 3 and the dragon rolls again; every face rolled counts.
  it("rolls a dragon again after each Tail and counts every face", () => {
    const { events } = atTurnStart({
      dice: [
        [0, "warlord", "t:front"],
        [1, "red-drake", "dragons:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["3 Save"], d1: ["Tail", "Tail", "Claw"] },
    });
    expect(ofType(events, "dragons-rolled")[0]?.dragons).toEqual([
      { dragon: "d1", faces: ["Tail", "Tail", "Claw"] },
    ]);
    expect(ofType(events, "dragon-response").map((e) => [e.damage, e.saves])).toEqual([[12, 3]]);
  });

  // Line 706: a Treasure lets the army promote one unit; line 2466: a white dragon's two.
  it("lets the army promote one unit for a Treasure, two for a white dragon's", () => {
    const treasure = (dragon: string) =>
      atTurnStart({
        dice: [
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "sergeant", "dua"],
          [0, "sergeant", "dua"],
          [0, "sergeant", "dua"],
          [1, dragon, "dragons:front"],
          [1, "footman", "t:home1"],
        ],
        rolls: { d6: ["Treasure"] },
      });
    expect(pendingData(treasure("red-wyrm").state, "dragon-promotions")?.most).toBe(1);
    expect(pendingData(treasure("white-wyrm").state, "dragon-promotions")?.most).toBe(2);
    const promotions = [
      { unit: "d0", to: "d2" },
      { unit: "d1", to: "d3" },
    ];
    expect(() =>
      atTurnStart({
        dice: [
          [0, "footman", "t:front"],
          [0, "footman", "t:front"],
          [0, "sergeant", "dua"],
          [0, "sergeant", "dua"],
          [1, "red-wyrm", "dragons:front"],
          [1, "footman", "t:home1"],
        ],
        rolls: { d4: ["Treasure"] },
        decisions: [{ player: 0, kind: "dragon-promotions", choice: { recruits: [], promotions } }],
      }),
    ).toThrow(/at most 1 promotion/);
  });

  // Line 350: the Treasures of all the dragons are resolved in one exchange: two Treasures (one
  // after a Tail) let the army promote two units, each once, in one decision.
  it("resolves the Treasures of several dragons in one promotion decision", () => {
    const { state } = atTurnStart({
      dice: [
        [0, "footman", "t:front"],
        [0, "footman", "t:front"],
        [0, "sergeant", "dua"],
        [0, "sergeant", "dua"],
        [1, "red-wyrm", "dragons:front"],
        [1, "red-wyrm", "dragons:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d4: ["Treasure"], d5: ["Tail", "Treasure"] },
    });
    expect(state.pending.map((d) => [d.kind, dataOf(d, "dragon-promotions")?.most])).toEqual([
      ["dragon-promotions", 2],
    ]);
  });

  // Line 704 and Step 8 (line 388): a dragon that rolled Wing flies back to its pool only if the
  // army did not slay it; a slain one goes back to its pool as slain.
  it("sends back with its Wings only a dragon that survived", () => {
    const { state, events } = atTurnStart({
      dice: [
        [0, "mammoth-rider", "t:front"],
        [0, "warlord", "t:front"],
        [0, "warlord", "t:front"],
        [0, "warlord", "t:front"],
        [1, "red-drake", "dragons:front"],
        [1, "red-drake", "dragons:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: {
        d0: ["4 Melee"],
        d1: ["3 Melee"],
        d2: ["3 Melee"],
        d3: ["3 Save"],
        d4: ["Wing"],
        d5: ["Wing"],
      },
      decisions: [
        respond([{ dragon: "d4", with: "melee" }]),
        { player: 0, kind: "choose-casualties", choice: ["d1", "d2"] },
      ],
    });
    expect(ofType(events, "dragons-slain").map((e) => e.dragons)).toEqual([["d4"]]);
    expect(ofType(events, "dragons-flew").map((e) => e.dragons)).toEqual([["d5"]]);
    expect(state.dice.filter((d) => d.id === "d4" || d.id === "d5").map((d) => d.at)).toEqual([
      "pool",
      "pool",
    ]);
  });
});

describe("2.9a dragon attack: white dragons", () => {
  // Line 2466: a white dragon does twice the damage and has 10 health and 5 automatic saves:
  // 15 results slay it, 10 when it rolled Belly.
  const white = (faces: string[]) =>
    atTurnStart({
      dice: [
        [0, "mammoth-rider", "t:front"],
        [0, "mammoth-rider", "t:front"],
        [0, "mammoth-rider", "t:front"],
        [0, "mammoth-rider", "t:front"],
        [1, "white-drake", "dragons:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d0: ["4 Melee"], d1: ["4 Melee"], d2: ["4 Melee"], d3: ["4 Melee"], d4: faces },
    });

  it("does double damage and needs 15 results to slay", () => {
    const data = pendingData(white(["Tail", "Jaws"]).state, "dragon-response");
    expect(data?.damage).toBe(6 + 24);
    expect(data?.dragons).toEqual([{ id: "d4", needs: 15 }]);
  });

  it("needs 10 results to slay when it rolled Belly", () => {
    const data = pendingData(white(["Belly"]).state, "dragon-response");
    expect(data?.damage).toBe(0);
    expect(data?.dragons).toEqual([{ id: "d4", needs: 10 }]);
  });
});

describe("2.9a dragon attack: an army the breath kills", () => {
  // Line 348 and the Treasure, response and promotion steps (lines 350-390): an army that the
  // breath kills whole is not there to promote or respond; the attack ends.
  it("ends the attack when the breath kills the whole army", () => {
    const { state, events } = atTurnStart({
      dice: [
        [0, "footman", "t:front"],
        [0, "sergeant", "dua"],
        [0, "footman", "t:home0"],
        [1, "red-wyrm", "dragons:front"],
        [1, "red-wyrm", "dragons:front"],
        [1, "footman", "t:home1"],
      ],
      rolls: { d3: ["Breath"], d4: ["Treasure"] },
    });
    expect(state.dice.find((d) => d.id === "d0")?.at).not.toBe("t:front");
    expect(ofType(events, "roll").filter((e) => e.purpose === "dragon-attack")).toEqual([]);
    expect(ofType(events, "dragon-response")).toEqual([]);
    expect(state.pending.map((d) => d.kind)).toEqual(["choose-march"]);
  });
});

describe("2.9a the army's response (line 366)", () => {
  const data = (over: Partial<ResponseData>): ResponseData => ({
    dragons: [
      { id: "a", needs: 10 },
      { id: "b", needs: 10 },
    ],
    melee: 0,
    missile: 0,
    save: 0,
    ids: 0,
    damage: 12,
    ...over,
  });
  const choice = (
    slay: ResponseChoice["slay"],
    ids: Partial<ResponseChoice["ids"]> = {},
  ): ResponseChoice => ({ ids: { melee: 0, missile: 0, save: 0, ...ids }, slay });

  it("refuses more ID results than the roll has", () => {
    expect(responseProblem(data({ ids: 3 }), choice([], { save: 2, melee: 2 }))).toMatch(
      /4 ID results counted; the roll has 3/,
    );
  });

  it("refuses a dragon slain twice, or one not attacking", () => {
    const twice = choice([
      { dragon: "a", with: "melee" },
      { dragon: "a", with: "missile" },
    ]);
    expect(responseProblem(data({ melee: 10, missile: 10 }), twice)).toMatch(/slain twice/);
    expect(responseProblem(data({ melee: 10 }), choice([{ dragon: "z", with: "melee" }]))).toMatch(
      /not attacking/,
    );
  });

  // Line 368: melee and missile results cannot be combined on one dragon: each slaying names one
  // kind, and that kind alone must reach what the dragon needs.
  it("does not add melee and missile results together on one dragon", () => {
    const mixed = data({ melee: 6, missile: 6 });
    expect(responseProblem(mixed, choice([{ dragon: "a", with: "melee" }]))).toMatch(
      /not enough melee/,
    );
    expect(responseProblem(mixed, choice([{ dragon: "a", with: "save" }]))).toMatch(
      /melee or missile results, not save/,
    );
    expect(responseProblem(mixed, choice([]))).toBeNull();
  });

  it("refuses slayings the results do not cover", () => {
    const two = choice([
      { dragon: "a", with: "melee" },
      { dragon: "b", with: "melee" },
    ]);
    expect(responseProblem(data({ melee: 19 }), two)).toMatch(/not enough melee/);
    // Two ID results counted as melee make up the difference.
    expect(responseProblem(data({ melee: 18, ids: 2 }), choice(two.slay, { melee: 2 }))).toBeNull();
  });

  // Line 368: results rolled (IDs left out) enough to slay a dragon must slay it; IDs counted as
  // melee are spent first, so what they free of the rolled results counts.
  it("forces the slaying the results rolled can make, IDs spent first", () => {
    const belly = data({
      dragons: [
        { id: "a", needs: 10 },
        { id: "b", needs: 5 },
      ],
      melee: 13,
      ids: 2,
    });
    expect(responseProblem(belly, choice([]))).toMatch(/must slay a \(13 melee left\)/);
    // 2 ID and 8 rolled melee slay a: the 5 rolled melee left must slay b.
    expect(responseProblem(belly, choice([{ dragon: "a", with: "melee" }], { melee: 2 }))).toMatch(
      /must slay b \(5 melee left\)/,
    );
    // With the IDs on saves, 3 rolled melee are left: b may be spared.
    expect(
      responseProblem(belly, choice([{ dragon: "a", with: "melee" }], { save: 2 })),
    ).toBeNull();
    // IDs alone never force a slaying: 9 melee and 2 ID may spare both dragons.
    expect(responseProblem(data({ melee: 9, ids: 2 }), choice([], { save: 2 }))).toBeNull();
  });

  // Any legal answer will do for a random player: the sampled answer is always one.
  it("samples only legal responses", () => {
    const dragon = fc.record({
      id: fc.constantFrom("a", "b", "c", "d"),
      needs: fc.constantFrom(5, 10, 15, 20),
    });
    const anyData = fc.record({
      dragons: fc.uniqueArray(dragon, { selector: (d) => d.id, maxLength: 4 }),
      melee: fc.nat(45),
      missile: fc.nat(45),
      save: fc.nat(20),
      ids: fc.nat(12),
      damage: fc.nat(60),
    });
    fc.assert(
      fc.property(anyData, fc.integer(), (d, seed) => {
        expect(responseProblem(d, sampleResponse(d, seededRandomInt(seed)))).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
