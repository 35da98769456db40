// Where a game's dice start: a seed (reproducible games) or the generator's whole 128-bit state
// (games nobody may foresee). The state given is the one the first rolls come from, every bit of
// it counts, a record of such a game replays exactly, and no view ever shows it.
import { dieById } from "@dragondice/catalog";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { describe, expect, it } from "vitest";
import {
  type GameConfig,
  type GameEvent,
  type GameState,
  newGame,
  parseRecord,
  replayRecord,
  viewFor,
} from "../src/index.ts";
import type { GeneratorState } from "../src/kernel/state.ts";
import { randomConfig } from "../src/random-play.ts";
import { playSampled, sampledRecord, startGame } from "./dice-games.ts";

/** Words that could not be mistaken for anything else in a view's JSON. */
const WORDS: GeneratorState = [1234567891, -987654329, 555555557, -2147483648];

/** randomConfig's forces, with the dice started from `rng` instead of a seed. */
function configWith(rng: GeneratorState): GameConfig {
  const { seed: _seed, ...rest } = randomConfig(31, 2, 24);
  return { ...rest, rng };
}

const start = startGame;

/** Plays `decisions` decisions with choices drawn from a fixed seed; returns the events. */
const play = (state: GameState, decisions: number): GameEvent[] =>
  playSampled(state, decisions).events;

/** The faces of the dice rolled (roll events only), in the order they were rolled. */
const facesRolled = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === "roll" ? e.dice.map((d) => [d.dieId, d.face]) : []));

/** The faces a generator draws for these dice, one draw per die (no forced faces). */
function drawn(generator: RandomGenerator, dice: (string | number)[][]) {
  return dice.map(([dieId]) => {
    const faces = dieById(dieId as string)?.faces.length ?? 0;
    return [dieId, uniformInt(generator, 0, faces - 1)];
  });
}

describe("the dice started from the generator's whole state (GameConfig.rng)", () => {
  it("starts the generator from the four words given: the first rolls are drawn from them", () => {
    const state = start(configWith(WORDS));
    // Assembling the armies rolls nothing: the state is still the one given.
    expect(state.counters.face).toBe(0);
    expect(state.rng).toEqual(WORDS);
    // The state's seed names no seed, and does not repeat the generator's state.
    expect(state.seed).toBeNull();
    const rolled = facesRolled(play(state, 2));
    expect(rolled.length).toBeGreaterThan(3);
    expect(rolled).toEqual(drawn(xoroshiro128plusFromState([...WORDS]), rolled));
  });

  it("uses every one of the 128 bits: changing one bit of any word changes the rolls", () => {
    const rolls = (words: GeneratorState) => facesRolled(play(start(configWith(words)), 12));
    const base = rolls(WORDS);
    for (let word = 0; word < 4; word++) {
      for (const bit of [0, 17, 31]) {
        const changed = [...WORDS] as GeneratorState;
        changed[word] = ((changed[word] as number) ^ (1 << bit)) | 0;
        expect(rolls(changed), `word ${word}, bit ${bit}`).not.toEqual(base);
      }
    }
  });

  it("plays a seeded game as before: the generator starts from the seed", () => {
    const state = start(randomConfig(31, 2, 24));
    expect(state.seed).toBe(31);
    expect(state.rng).toEqual(xoroshiro128plus(31).getState());
    const rolled = facesRolled(play(state, 2));
    expect(rolled).toEqual(drawn(xoroshiro128plus(31), rolled));
  });

  it("refuses neither, both, or a state that is not four 32-bit words, not all zero", () => {
    const { seed: _seed, ...noDice } = randomConfig(31, 2, 24);
    const cases: [unknown, RegExp][] = [
      [noDice, /the dice need a seed, a key or the generator's state \(rng\)/],
      [{ ...noDice, seed: 3, rng: WORDS }, /not several/],
      [{ ...noDice, seed: 1.5 }, /the seed must be an integer/],
      [{ ...noDice, rng: [1, 2, 3] }, /a list of four 32-bit integers/],
      [{ ...noDice, rng: "1,2,3,4" }, /a list of four 32-bit integers/],
      [{ ...noDice, rng: [1, 2, 3, 2 ** 31] }, /integers from -2147483648 to 2147483647/],
      [{ ...noDice, rng: [1, 2, 3.5, 4] }, /integers from -2147483648 to 2147483647/],
      [{ ...noDice, rng: [0, 0, 0, 0] }, /must not be all zeros/],
    ];
    for (const [config, message] of cases) {
      const r = newGame(config as GameConfig);
      expect(r.ok, JSON.stringify(config).slice(0, 80)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("invalid-setup");
        expect(r.error.message).toMatch(message);
      }
    }
  });

  it("never shows the generator's state in a view, to a player or a spectator", () => {
    const state = start(configWith(WORDS));
    play(state, 30);
    for (const viewer of [0, 1, null]) {
      const view = viewFor(state, viewer);
      expect(view).not.toHaveProperty("rng");
      expect(view).not.toHaveProperty("seed");
      const json = JSON.stringify(view);
      for (const word of [...WORDS, ...state.rng]) expect(json).not.toContain(String(word));
    }
  });
});

describe("records of games started from the generator's state", () => {
  const { record, state } = sampledRecord(configWith(WORDS));

  it("replays exactly after a JSON round trip", () => {
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    expect(parsed.config.rng).toEqual(WORDS);
    expect(parsed.config).not.toHaveProperty("seed");
    expect(replayRecord(parsed).state).toEqual(state);
  });

  it("refuses a record whose dice have neither, both, or a bad generator state", () => {
    const { rng: _rng, ...noDice } = record.config;
    const cases: [unknown, RegExp][] = [
      [noDice, /^config: .*exactly one/],
      [{ ...noDice, seed: 2, rng: WORDS }, /^config: .*exactly one/],
      [{ ...noDice, rng: [1, 2, 3] }, /^config\.rng: .*four 32-bit integers/],
      [{ ...noDice, rng: [0, 0, 0, 0] }, /^config\.rng: .*all zeros/],
      [{ ...noDice, rng: [1, 2, 3, -(2 ** 31) - 1] }, /^config\.rng: .*integers from/],
    ];
    for (const [bad, message] of cases) {
      expect(() => parseRecord({ ...record, config: bad })).toThrow(message);
    }
  });
});
