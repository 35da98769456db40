// The secret dice (issue 24): ChaCha20 keyed with 256 bits (GameConfig.key), for games nobody may
// foresee. The keystream is RFC 8439's, read on from where the game stands whatever the chunk
// boundaries, every bit of the key counts, a record replays exactly, and no view shows the key.
import { describe, expect, it } from "vitest";
import {
  type GameConfig,
  type GameEvent,
  type GameState,
  newGame,
  parseRecord,
  type RandomInt,
  replayRecord,
  viewFor,
} from "../src/index.ts";
import { SecretDiceGenerator } from "../src/kernel/secret-dice.ts";
import { randomConfig, seededRandomInt } from "../src/random-play.ts";
import { playSampled, sampledRecord, startGame } from "./dice-games.ts";

const KEY = "5e".repeat(8) + "c7".repeat(8) + "d1ce".repeat(8);

function configWith(key: string): GameConfig {
  const { seed: _seed, ...rest } = randomConfig(31, 2, 24);
  return { ...rest, key };
}

const start = startGame;
const play = (state: GameState, decisions: number, randomInt?: RandomInt): GameEvent[] =>
  playSampled(state, decisions, randomInt).events;

const facesRolled = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === "roll" ? e.dice.map((d) => d.face) : []));

describe("the secret dice's generator", () => {
  it("is RFC 8439's ChaCha20 keystream (appendix A.1, test vector 1: zero key and nonce)", () => {
    const generator = new SecretDiceGenerator({ key: "0".repeat(64), drawn: 0 });
    // Keystream bytes 76 b8 e0 ad, a0 f1 3d 90: little-endian words, signed.
    expect(generator.next()).toBe(0xade0b876 | 0);
    expect(generator.next()).toBe(0x903df1a0 | 0);
  });

  it("goes on from where it stood, across the chunks it computes at once", () => {
    const whole = new SecretDiceGenerator({ key: KEY, drawn: 0 });
    const words = Array.from({ length: 300 }, () => whole.next());
    for (const at of [1, 15, 16, 63, 64, 65, 200]) {
      const first = new SecretDiceGenerator({ key: KEY, drawn: 0 });
      for (let i = 0; i < at; i++) first.next();
      const resumed = new SecretDiceGenerator(first.position());
      const rest = Array.from({ length: 300 - at }, () => resumed.next());
      expect(rest, `resumed at ${at}`).toEqual(words.slice(at));
    }
  });
});

describe("a game with the secret dice (GameConfig.key)", () => {
  it("starts the secret dice at the key's first word, and counts every word drawn", () => {
    const state = start(configWith(KEY));
    expect(state.secretDice).toEqual({ key: KEY, drawn: 0 });
    expect(state.seed).toBeNull();
    expect(state.rng).toEqual([]);
    const rolled = facesRolled(play(state, 40));
    expect(rolled.length).toBeGreaterThan(3);
    // One word a face (a word is redrawn once in about a billion faces).
    expect(state.secretDice?.drawn).toBe(state.counters.face);
  });

  it("rolls the same whether its steps follow each other or another game's come between", () => {
    const other = "0f".repeat(32);
    const alone = [KEY, other].map((key) => facesRolled(play(start(configWith(key)), 60)));
    // Step by step, in turn: each step goes on from words the other game's step did not compute.
    const games = [KEY, other].map((key) => start(configWith(key)));
    const choices = [seededRandomInt(8), seededRandomInt(8)];
    const rolled: number[][] = [[], []];
    for (let step = 0; step < 60; step++) {
      games.forEach((game, i) => {
        rolled[i]?.push(...facesRolled(play(game, 1, choices[i])));
      });
    }
    expect(rolled).toEqual(alone);
  });

  it("uses every bit of the key: changing one bit changes the rolls", () => {
    const rolls = (key: string) => facesRolled(play(start(configWith(key)), 40));
    const base = rolls(KEY);
    for (const digit of [0, 31, 63]) {
      const flipped = (Number.parseInt(KEY[digit] as string, 16) ^ 1).toString(16);
      const changed = KEY.slice(0, digit) + flipped + KEY.slice(digit + 1);
      expect(rolls(changed), `digit ${digit}`).not.toEqual(base);
    }
  });

  it("refuses a key that is not 64 lowercase hex digits, and a key beside a seed", () => {
    const { seed: _seed, ...noDice } = randomConfig(31, 2, 24);
    const cases: [unknown, RegExp][] = [
      [{ ...noDice, key: "ab" }, /64 lowercase hexadecimal digits/],
      [{ ...noDice, key: KEY.toUpperCase() }, /64 lowercase hexadecimal digits/],
      [{ ...noDice, key: 7 }, /64 lowercase hexadecimal digits/],
      [{ ...noDice, key: KEY, seed: 3 }, /not several/],
    ];
    for (const [config, message] of cases) {
      const r = newGame(config as GameConfig);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(message);
    }
  });

  it("never shows the key or the words drawn in a view, to a player or a spectator", () => {
    const state = start(configWith(KEY));
    play(state, 30);
    for (const viewer of [0, 1, null]) {
      const view = viewFor(state, viewer);
      expect(view).not.toHaveProperty("secretDice");
      expect(JSON.stringify(view)).not.toContain("d1ce");
    }
  });

  it("replays exactly from its record after a JSON round trip", () => {
    const { record, state } = sampledRecord(configWith(KEY));
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    expect(parsed.config.key).toBe(KEY);
    expect(replayRecord(parsed).state).toEqual(state);
    expect(() => parseRecord({ ...record, config: { ...record.config, key: "x" } })).toThrow(
      /^config\.key: .*64 lowercase/,
    );
    expect(() => parseRecord({ ...record, config: { ...record.config, seed: 1 } })).toThrow(
      /^config: .*exactly one/,
    );
  });
});
