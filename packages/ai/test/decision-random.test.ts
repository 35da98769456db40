// The random source of a bot's decision (decisionRandom), from a seed (the terminal) or a key (the
// server, issue 24: ChaCha20): the same secret and decision draw alike (a resumed game goes on the
// same way), and neighbouring decisions draw independently. The
// terminal's bots once drew 1,0,1,0... by the parity of the decision number, and a three-player
// game of random bots ran for 17,590 turns.
import {
  type BotSecret,
  type Decision,
  keyedRandomInt,
  newGame,
  randomConfig,
  viewFor,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { decisionRandom, makeBot } from "../src/index.ts";

/** Pearson's chi-squared statistic of observed counts against equal expected counts. */
function chiSquared(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

const DECISIONS = 4000;

const KEY = "9f".repeat(32);

describe.each<[string, BotSecret]>([
  ["a seed", 7],
  ["a key", KEY],
])("decisionRandom from %s", (_, secret) => {
  it("draws alike for the same secret, decision and salt", () => {
    const a = decisionRandom(secret, 12, 1);
    const b = decisionRandom(secret, 12, 1);
    const draws = (r: typeof a) => Array.from({ length: 8 }, () => r(0, 1000));
    expect(draws(a)).toEqual(draws(b));
    expect(draws(decisionRandom(secret, 12, 2))).not.toEqual(draws(decisionRandom(secret, 12, 1)));
  });

  it("gives a coin flip per decision that neither alternates nor repeats", () => {
    const first = Array.from({ length: DECISIONS }, (_, i) => decisionRandom(secret, i + 1)(0, 1));
    const ones = first.filter((x) => x === 1).length / DECISIONS;
    let same = 0;
    for (let i = 1; i < DECISIONS; i++) if (first[i] === first[i - 1]) same++;
    // Fair and independent: about half ones, and about half of neighbours equal (5 sigma: 0.04).
    expect(ones).toBeGreaterThan(0.46);
    expect(ones).toBeLessThan(0.54);
    expect(same / (DECISIONS - 1)).toBeGreaterThan(0.46);
    expect(same / (DECISIONS - 1)).toBeLessThan(0.54);
  });

  it("draws a four-way choice uniformly, whatever the decision number's remainder", () => {
    // Counts by (decision number mod 4, value): 16 cells, 15 degrees of freedom. The chi-squared
    // statistic exceeds 37.7 one time in a thousand for a fair, independent source.
    const cells = new Array(16).fill(0) as number[];
    for (let d = 1; d <= DECISIONS; d++) {
      const v = decisionRandom(secret, d)(0, 3);
      cells[(d % 4) * 4 + v] = (cells[(d % 4) * 4 + v] ?? 0) + 1;
    }
    expect(chiSquared(cells)).toBeLessThan(37.7);
  });

  it("makes the random bot pick every option alike, whatever the decision number", () => {
    const started = newGame(randomConfig(5, 2, 24));
    if (!started.ok) throw new Error(started.error.message);
    const view = viewFor(started.state, 0);
    const base = started.state.pending[0] as Decision;
    const options = ["a", "b", "c"];
    // Counts by (decision number mod 3, option): 9 cells, 8 degrees of freedom, above 26.1 one
    // time in a thousand for a fair, independent source.
    const cells = new Array(9).fill(0) as number[];
    for (let d = 1; d <= 3000; d++) {
      const bot = makeBot("random", decisionRandom(secret, d));
      const cell =
        (d % 3) * 3 + options.indexOf(bot.choose(view, { ...base, id: d, options }) as string);
      cells[cell] = (cells[cell] ?? 0) + 1;
    }
    expect(chiSquared(cells)).toBeLessThan(26.1);
  });
});

describe("decisionRandom from a key", () => {
  it("draws from the key's ChaCha20 stream named by the decision and the salt", () => {
    const draws = (r: (min: number, max: number) => number) =>
      Array.from({ length: 8 }, () => r(0, 2 ** 32 - 1));
    expect(draws(decisionRandom(KEY, 12, 1))).toEqual(draws(keyedRandomInt(KEY, 12, 1)));
    expect(draws(decisionRandom(KEY, 12, 1))).not.toEqual(
      draws(decisionRandom("9e".repeat(32), 12, 1)),
    );
  });
});
