// Choices are read to their exact shape: an answer with anything more, anything of another type,
// or anything too big is refused and changes nothing; the choice applied is the canonical one
// (keys sorted), so the same answer makes the same game whatever order its keys came in.
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import {
  type Action,
  applyInPlace,
  type DecideAction,
  type Decision,
  type GameState,
  newGame,
  parseChoice,
  sampleChoice,
} from "../src/index.ts";
import { MAX_ENTRIES, MAX_TEXT, mapOf, text } from "../src/kernel/choice-shape.ts";
import { randomConfig, seededRandomInt } from "../src/random-play.ts";

const JUNK = "\u0000";

/** A valid choice with something more: an unknown key, or an entry of no legal type. */
function withJunk(choice: unknown): unknown {
  if (Array.isArray(choice)) return [...choice, { note: JUNK }];
  if (typeof choice === "object" && choice !== null) return { ...choice, note: JUNK };
  return { choice, note: JUNK };
}

const decide = (d: Decision, choice: unknown): DecideAction => ({
  type: "decide",
  player: d.player,
  decision: d.id,
  choice,
});

/**
 * Plays random games (2 to 4 players; after every fourth, one with forces drawn from the whole
 * catalogue, whose advanced rules ask decisions of their own) and calls `visit` with every pending
 * decision met, before answering it with a sampled choice; stops when `visit` returns true.
 */
function playUntil(visit: (state: GameState, d: Decision) => boolean, games = 40): boolean {
  for (let seed = 1; seed <= games; seed++) {
    const players = 2 + (seed % 3);
    const configs = [randomConfig(seed, players, 24)];
    if (seed % 4 === 0) configs.push(randomConfig(seed, players, 24, { advanced: true }));
    for (const config of configs) {
      const started = newGame(config);
      if (!started.ok) throw new Error(started.error.message);
      const state = started.state;
      const randomInt = seededRandomInt(seed);
      for (let i = 0; i < 20_000 && !state.winner; i++) {
        const d = state.pending[0];
        if (!d) break;
        if (visit(state, d)) return true;
        const result = applyInPlace(state, decide(d, sampleChoice(state, d, randomInt)));
        if (!result.ok) throw new Error(result.error.message);
      }
    }
  }
  return false;
}

/** A state with a pending decision of that kind (the first one met that `accept` takes). */
function stateWith(
  kind: string,
  accept: (state: GameState, d: Decision) => boolean = () => true,
): { state: GameState; decision: Decision } {
  let found: { state: GameState; decision: Decision } | undefined;
  playUntil((state, d) => {
    if (d.kind !== kind || !accept(state, d)) return false;
    found = { state: structuredClone(state), decision: structuredClone(d) };
    return true;
  });
  if (!found) throw new Error(`no ${kind} decision in the games played`);
  return found;
}

/** Applies in place and expects a refusal that names `message` and leaves the state as it was. */
function expectRefused(state: GameState, action: Action, message: RegExp): void {
  const before = JSON.stringify(state);
  const result = applyInPlace(state, action);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe("illegal-choice");
    expect(result.error.message).toMatch(message);
  }
  expect(JSON.stringify(state)).toBe(before);
}

describe("every choice is read to its exact shape", () => {
  it("refuses a valid choice of every kind met in random games plus an unknown key, changing nothing", () => {
    const tried = new Map<string, number>();
    const randomInt = seededRandomInt(99);
    playUntil((state, d) => {
      const n = tried.get(d.kind) ?? 0;
      if (n < 3) {
        tried.set(d.kind, n + 1);
        const valid = sampleChoice(state, d, randomInt);
        expect(parseChoice(state, d, valid).ok, d.kind).toBe(true);
        expectRefused(
          state,
          decide(d, withJunk(valid)),
          // An unknown key of an object; of a map, a key that is no unit.
          /unknown key "note"|note is not|not one of the options|answer\[\d+\] must be text|\["note"\] must be a whole number/,
        );
        expect(state.pending.some((p) => p.id === d.id)).toBe(true);
      }
      // On until every kind without listed options is met (some come only from rare dice).
      return [...ruleset29a.decisionKinds.keys()].every((k) => tried.has(k)) && tried.size >= 20;
    }, 200);
    // Those games meet every kind without listed options, and most kinds with them.
    const kinds = [...tried.keys()];
    expect(kinds).toEqual(expect.arrayContaining([...ruleset29a.decisionKinds.keys()]));
    expect(kinds.length).toBeGreaterThanOrEqual(20);
  });

  it("names an unknown key wherever it is", () => {
    const { state, decision } = stateWith("assemble-armies");
    const valid = sampleChoice(state, decision, seededRandomInt(1)) as {
      home: string;
      armies: Record<string, string[]>;
    };
    expectRefused(
      state,
      decide(decision, { ...valid, armies: { ...valid.armies, note: JUNK } }),
      /answer\.armies has an unknown key "note"; expected \{ home: terrain id/,
    );
    expectRefused(
      state,
      decide(decision, { ...valid, note: JUNK }),
      /assemble-armies: answer has an unknown key "note"/,
    );
    expectRefused(state, decide(decision, { home: valid.home }), /answer\.armies is missing/);
  });

  it("refuses wrong types, absurd sizes and depths with what is wrong and where", () => {
    const { state, decision } = stateWith("assemble-armies");
    const valid = sampleChoice(state, decision, seededRandomInt(1)) as {
      home: string;
      armies: Record<string, string[]>;
    };
    const armies = (change: Record<string, unknown>) =>
      decide(decision, { ...valid, armies: { ...valid.armies, ...change } });
    expectRefused(state, decide(decision, 42), /answer must be an object/);
    expectRefused(state, decide(decision, [valid]), /answer must be an object/);
    expectRefused(state, armies({ home: "p0d0" }), /answer\.armies\.home must be a list/);
    expectRefused(state, armies({ horde: [7] }), /answer\.armies\.horde\[0\] must be text/);
    const many = Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => `p0d${i}`);
    expectRefused(state, armies({ home: many }), /has 1001 entries; at most 1000/);
    const long = "x".repeat(100_000);
    expectRefused(
      state,
      decide(decision, { ...valid, home: long }),
      new RegExp(`answer\\.home has 100000 characters; at most ${MAX_TEXT}`),
    );
    let deep: unknown = "p0d0";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expectRefused(state, armies({ campaign: deep }), /answer\.armies\.campaign\[0\] must be text/);
  });

  it("refuses keys of a map that name nothing, even Object.prototype's", () => {
    const flight = stateWith("terrain-flight");
    const terrain = (flight.decision.data as { terrains: string[] }).terrains[0];
    // "constructor" is no Firewalker: before, `from[id]` found Object.prototype.constructor.
    expectRefused(
      flight.state,
      decide(flight.decision, { constructor: terrain }),
      /constructor is not a unit that can fly/,
    );
    const reinforce = stateWith("reinforce");
    const parsed = JSON.parse(`{"__proto__": "${terrain}"}`);
    expectRefused(
      reinforce.state,
      decide(reinforce.decision, parsed),
      /__proto__ is not in your reserve/,
    );
    const longKey = { [`p${"0".repeat(200)}`]: terrain };
    expectRefused(
      reinforce.state,
      decide(reinforce.decision, longKey),
      /answer has a key of 201 characters; at most 64/,
    );
  });

  it("refuses a listed option with more keys, and says so briefly", () => {
    const { state, decision } = stateWith("choose-action", (_, d) =>
      (d.options ?? []).some((o) => typeof o === "object" && o !== null && "target" in o),
    );
    const option = (decision.options ?? []).find(
      (o) => typeof o === "object" && o !== null && "target" in o,
    ) as Record<string, unknown>;
    const target = option.target as Record<string, unknown>;
    expectRefused(
      state,
      decide(decision, { ...option, target: { ...target, note: JUNK } }),
      /is not one of the options/,
    );
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { deep };
    const before = JSON.stringify(state);
    const result = applyInPlace(state, decide(decision, deep));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message.length).toBeLessThan(200);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe("the canonical choice", () => {
  /** The same object with its keys (and its objects' keys) in reverse order. */
  function reversed(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(reversed);
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value).reverse();
    return Object.fromEntries(entries.map(([k, v]) => [k, reversed(v)]));
  }

  it("is applied, reported and returned with its keys sorted, whatever order they came in", () => {
    const { state, decision } = stateWith("assemble-armies");
    const valid = sampleChoice(state, decision, seededRandomInt(1));
    const a = applyInPlace(structuredClone(state), decide(decision, valid));
    const b = applyInPlace(structuredClone(state), decide(decision, reversed(valid)));
    if (!a.ok || !b.ok) throw new Error("refused");
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
    expect(JSON.stringify(b.action)).toBe(JSON.stringify(a.action));
    const decided = JSON.stringify(a.events[0]);
    expect(decided).toMatch(/"choice":\{"armies":\{"campaign":\[.*\],"home":\[.*\],"horde":/);
    expect(JSON.stringify(a.action.choice)).toBe(decided.slice(decided.indexOf('{"armies"'), -1));
  });

  it("moves units in the same order whatever order a map's keys came in", () => {
    // Reinforcements to two terrains: the `moved` events follow the answer's keys.
    const { state, decision } = stateWith("reinforce", (_, d) => {
      const data = d.data as { units: string[]; terrains: string[] };
      return data.units.length >= 2 && data.terrains.length >= 2;
    });
    const { units, terrains } = decision.data as { units: string[]; terrains: string[] };
    const moves = Object.fromEntries(
      units.map((id, i) => [id, terrains[i % terrains.length] as string]),
    );
    const events = (choice: unknown) => {
      const r = applyInPlace(structuredClone(state), decide(decision, choice));
      if (!r.ok) throw new Error(r.error.message);
      return JSON.stringify(r.events);
    };
    expect(events(reversed(moves))).toBe(events(moves));
  });

  it("is the option itself for a listed decision, whatever order the keys came in", () => {
    const { state, decision } = stateWith("choose-action", (_, d) =>
      (d.options ?? []).some((o) => typeof o === "object" && o !== null && "target" in o),
    );
    const option = (decision.options ?? []).find(
      (o) => typeof o === "object" && o !== null && "target" in o,
    );
    const read = parseChoice(state, decision, reversed(option));
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.choice).toBe(option);
  });
});

describe("map shapes", () => {
  it("keep a key named __proto__ a key, so that the rules see it and refuse it", () => {
    const read = mapOf(text)(JSON.parse('{"b": "x", "__proto__": "y", "a": "z"}'));
    expect(Object.keys(read as object)).toEqual(["__proto__", "a", "b"]);
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
  });
});
