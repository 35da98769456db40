// The scenario format's fields (docs/scenarios.md): set-up starts, decisions the rules must
// refuse, expectations, and the engine's error codes in what a failed run reports.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runScenario, ScenarioError } from "../src/scenario/scenario.ts";

type Json = { [key: string]: unknown };
type ScenarioJson = Json & { terrains: Json[]; dice: Json[]; decisions: unknown[] };

const scenario = (name: string): ScenarioJson =>
  JSON.parse(readFileSync(new URL(`./scenarios/${name}.json`, import.meta.url), "utf8"));

const melee = scenario("melee-9-hits-7-saves");
const TITLE = melee.title as string;
const [attack, ...afterAttack] = melee.decisions;
/** The melee example with these entries after its attack (9 hits against 7 saves). */
const afterMelee = (...entries: unknown[]): ScenarioJson => ({
  ...melee,
  decisions: [attack, ...entries],
});

/** The ScenarioError a run throws. */
function failure(json: unknown): ScenarioError {
  try {
    runScenario(json);
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error("the scenario ran without failing");
}

const setup = scenario("setup-order-and-distances");
/** The set-up scenario without its decisions, changed by `change`. */
function atSetup(change: (s: ScenarioJson) => void = () => {}): ScenarioJson {
  const copy = structuredClone(setup);
  copy.decisions = [];
  change(copy);
  return copy;
}

describe("a scenario starting at set-up", () => {
  // rules/000 lines 266-296: armies assembled, the horde armies' roll for the order of play
  // (ties rolled again), first or frontier, armies placed, starting distances rolled.
  it("plays set-up from the players' forces to the first turn", () => {
    const { state, events } = runScenario(setup);
    expect(state.order).toEqual([1, 0]);
    expect(state.turn).toMatchObject({ player: 1, number: 1 });
    // Line 296: an 8 is rolled again, a 7 turned down to 6; the unused proposal is not rolled.
    expect(events.filter((e) => e.type === "terrain-roll")).toEqual([
      { type: "terrain-roll", terrain: "home0", face: 8 },
      { type: "terrain-roll", terrain: "home0", face: 2 },
      { type: "terrain-roll", terrain: "home1", face: 7 },
      { type: "terrain-roll", terrain: "front1", face: 8 },
      { type: "terrain-roll", terrain: "front1", face: 7 },
    ]);
    expect(state.terrains.map((t) => [t.id, t.role, t.face])).toEqual([
      ["home0", "home", 2],
      ["front0", "unused", 1],
      ["home1", "home", 6],
      ["front1", "frontier", 6],
    ]);
  });

  it("starts from the state a new game starts from", () => {
    const { state } = runScenario(atSetup());
    expect(state.turn).toBeNull();
    expect(state.order).toEqual([]);
    expect(state.players.map((p) => p.home)).toEqual([null, null]);
    expect(state.pending.map((d) => [d.player, d.kind])).toEqual([
      [0, "assemble-armies"],
      [1, "assemble-armies"],
    ]);
  });

  it("refuses what set-up decides, and places set-up has not", () => {
    const cases: [(s: ScenarioJson) => void, string][] = [
      [
        (s) => Object.assign(s.terrains[0] ?? {}, { face: 3 }),
        "terrains.0.face: at set-up a terrain has no face yet; leave it out",
      ],
      [
        (s) => Object.assign(s.terrains[0] ?? {}, { role: "home" }),
        "terrains.0.role: at set-up a terrain has no role yet; leave it out",
      ],
      [(s) => Object.assign(s, { turn: { player: 0 } }), "turn: a game at set-up has no turn yet"],
      [(s) => Object.assign(s, { order: [1, 0] }), "order: set-up rolls for the order of play"],
      [
        (s) => Object.assign(s, { dice: [{ id: "x", die: "footman", owner: 0, at: "t:home0" }] }),
        'dice.0.at: at set-up a die is in its owner\'s force ("force") or summoning pool ("pool")',
      ],
    ];
    for (const [change, message] of cases) {
      expect(() => runScenario(atSetup(change))).toThrow(message);
    }
  });

  it("still needs a turn, roles and faces, and no set-up places, in a game under way", () => {
    const { turn: _, ...noTurn } = melee;
    expect(() => runScenario(noTurn)).toThrow(
      'turn: whose turn it is ({ "player": n, "number": n }), left out only at set-up',
    );
    const terrains = melee.terrains as object[];
    const noFace = {
      ...melee,
      terrains: [{ ...terrains[0], face: undefined }, ...terrains.slice(1)],
    };
    expect(() => runScenario(noFace)).toThrow("terrains.0.face: the face showing, 1 to 8");
    const dice = melee.dice as object[];
    const inForce = { ...melee, dice: [{ ...dice[0], at: "force" }, ...dice.slice(1)] };
    expect(() => runScenario(inForce)).toThrow('dice.0.at: "force" is a place at set-up only');
  });
});

describe("a decision expected to be refused", () => {
  const tooFew = { player: 1, kind: "choose-casualties", choice: ["d-footman"] };
  const enough = { player: 1, kind: "choose-casualties", choice: ["d-sergeant"] };

  it("is refused, changes nothing, and the run carries on", () => {
    const { state, events } = runScenario(
      afterMelee({ ...tooFew, expect: "refused", error: "illegal-choice" }, enough),
    );
    const decided = events.filter((e) => e.type === "decided" && e.kind === "choose-casualties");
    expect(decided).toEqual([
      { type: "decided", player: 1, kind: "choose-casualties", choice: ["d-sergeant"] },
    ]);
    expect(state.dice.find((d) => d.id === "d-footman")?.at).toBe("t:front");
  });

  it("fails the run, naming the entry, when it is accepted or refused with another code", () => {
    const accepted = failure(afterMelee({ ...enough, expect: "refused" }));
    expect(accepted.message).toBe(
      `${TITLE}: decisions.1: expected the choose-casualties for player 1 to be refused, but it was accepted`,
    );
    expect(accepted.entry).toBe("decisions.1");
    const otherCode = failure(afterMelee({ ...tooFew, expect: "refused", error: "wrong-player" }));
    expect(otherCode.message).toBe(
      `${TITLE}: decisions.1: expected the choose-casualties for player 1 to be refused with wrong-player, found illegal-choice: choose-casualties: the casualties must cover 2 health (they cover 1)`,
    );
    expect(otherCode.code).toBe("illegal-choice");
  });

  it("names its code among the engine's, and only with expect refused", () => {
    expect(() => runScenario(afterMelee({ ...tooFew, error: "illegal-choice" }))).toThrow(
      'decisions.1.error: the code a decision is refused with goes with "expect": "refused"',
    );
    expect(() =>
      runScenario(afterMelee({ ...tooFew, expect: "refused", error: "no-good" })),
    ).toThrow(/^decisions\.1\.error: /);
    expect(() => runScenario(afterMelee({ ...tooFew, expect: "refusd" }))).toThrow(
      /^decisions\.1\.expect: /,
    );
  });
});

describe("a decision the rules refuse", () => {
  it("fails the run with the engine's error code first, and carries the code", () => {
    const { title: _, ...untitled } = afterMelee({
      player: 1,
      kind: "choose-casualties",
      choice: ["d-footman"],
    });
    const e = failure(untitled);
    expect(e.message).toBe(
      "decisions.1: illegal-choice: choose-casualties: the casualties must cover 2 health (they cover 1)",
    );
    expect(e.code).toBe("illegal-choice");
    expect(e.entry).toBe("decisions.1");
  });

  it("carries no code or entry when the file itself is at fault", () => {
    const e = failure({ ...melee, seed: "one" });
    expect(e.message).toMatch(/^seed: /);
    expect(e.code).toBeUndefined();
    expect(e.entry).toBeUndefined();
  });
});

describe("expectations", () => {
  it("hold in the rulebook's melee example", () => {
    expect(() => runScenario(melee)).not.toThrow();
    expect(afterAttack.filter((d) => (d as { expect?: unknown }).expect).length).toBeGreaterThan(5);
  });

  const failed = (expectation: unknown) =>
    failure(afterMelee({ expect: expectation })).message.replace(`${TITLE}: decisions.1: `, "");

  it("of a tally: its results and steps", () => {
    expect(failed({ tally: { purpose: "save-vs-melee", player: 1, results: { save: 8 } } })).toBe(
      'the latest save-vs-melee tally of player 1: expected results {"save":8}, found results {"save":7}',
    );
    expect(
      failed({
        tally: {
          purpose: "melee-attack",
          steps: [{ source: "racial", label: "Stone Skin", effect: 1 }],
        },
      }),
    ).toBe(
      'the latest melee-attack tally: expected steps [{"source":"racial","label":"Stone Skin","effect":1}], found steps []',
    );
    expect(failed({ tally: { purpose: "save-vs-melee", results: { melee: 0 } } })).toBe(
      'the latest save-vs-melee tally: expected results {"melee":0}, found results {}',
    );
    expect(failed({ tally: { purpose: "counter-attack" } })).toBe(
      "expected a counter-attack tally, found none (tallies so far: melee-attack of player 0, save-vs-melee of player 1)",
    );
  });

  it("of a die's location and a terrain", () => {
    expect(failed({ die: "d-sergeant", at: "dua" })).toBe(
      "expected d-sergeant at dua, found it at t:front",
    );
    expect(failed({ terrain: "front", face: 4, controller: null })).toBe(
      "terrain front: expected face 4, found face 5",
    );
  });

  it("of the decision pending: its player, kind, options or data", () => {
    expect(failed({ pending: { player: 0 } })).toBe(
      "expected a decision for player 0 pending, found choose-casualties for player 1",
    );
    expect(failed({ pending: { player: 1, kind: "choose-casualties", data: { damage: 3 } } })).toBe(
      "choose-casualties for player 1: expected damage 3, found damage 2",
    );
    expect(failed({ pending: { player: 1, options: [] } })).toMatch(
      /^a decision for player 1 has no listed options \(its data: /,
    );
    const options = failure({
      ...melee,
      decisions: [{ expect: { pending: { player: 0, options: [{ action: null }] } } }],
    });
    expect(options.message).toMatch(
      /decisions\.0: a decision for player 0: expected options \[\{"action":null\}\], found \[/,
    );
  });

  it("compares options in any order", () => {
    const { state } = runScenario({ ...melee, decisions: [] });
    const options = [...(state.pending[0]?.options ?? [])].reverse();
    expect(options.length).toBeGreaterThan(1);
    expect(() =>
      runScenario({ ...melee, decisions: [{ expect: { pending: { player: 0, options } } }] }),
    ).not.toThrow();
  });

  it("of an event so far", () => {
    expect(failed({ event: { type: "killed", player: 1 } })).toBe(
      'expected an event {"type":"killed","player":1}, found no killed event',
    );
    expect(failed({ event: { type: "damage", player: 1, damage: 8 } })).toMatch(
      /^expected an event \{"type":"damage","player":1,"damage":8\}, found \[\{"type":"damage",.*"damage":9/,
    );
  });

  it("are refused in one line when malformed or naming what is not there", () => {
    const malformed: [unknown, string][] = [
      [
        { tallly: {} },
        "decisions.1.expect: an expectation is one of tally, die, terrain, pending, event",
      ],
      [{ tally: { purpose: 3 } }, "decisions.1.expect.tally.purpose: "],
      [{ die: "d-sergeant", at: "heaven" }, "decisions.1.expect.at: a location is"],
      [{ die: "d-sergeant", at: "dua", also: 1 }, 'decisions.1.expect: Unrecognized key: "also"'],
      [{ terrain: "front" }, "decisions.1.expect: say what to expect of the terrain"],
      [{ die: "nobody", at: "dua" }, 'decisions.1.expect.die: there is no die "nobody"'],
      [
        { terrain: "nowhere", face: 1 },
        'decisions.1.expect.terrain: there is no terrain "nowhere"',
      ],
      [{ pending: { player: 7 } }, "decisions.1.expect.pending.player: there is no player 7"],
    ];
    for (const [expectation, message] of malformed) {
      const e = failure(afterMelee({ expect: expectation }));
      expect(e.message.startsWith(message), e.message).toBe(true);
      expect(e.message).not.toContain("\n");
      expect(e.entry).toBeUndefined();
    }
  });
});
