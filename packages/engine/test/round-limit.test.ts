// The round limit (docs/rulings.md "Games that never end"): rules/000 ends a game only by two
// captures or the last units (line 112); a configured round limit ends the rest in a draw.
import { describe, expect, it } from "vitest";
import {
  type GameEvent,
  newRecord,
  playRandomGame,
  randomConfig,
  replayRecord,
} from "../src/index.ts";

describe("2.9a: the round limit", () => {
  it("ends a game in a draw when the next turn would go past the limit", () => {
    // Random games of two players last 178 turns (median), never 6.
    const config = { ...randomConfig(3, 2, 24), roundLimit: 3 };
    const played = playRandomGame(config, 11, 20_000, true);
    expect(played.finished).toBe(true);
    expect(played.state.winner).toEqual({ player: null, reason: "round-limit" });
    // Three rounds of two players: six turns were played, the seventh never starts.
    expect(played.state.turn?.number).toBe(6);
    expect(played.state.pending).toEqual([]);

    // The replayed record ends the same way, with the game-over event naming no winner.
    const record = {
      ...newRecord(config),
      actions: played.actions.map((a) => ({ type: "decide" as const, ...a })),
    };
    const replayed = replayRecord(record);
    const events: GameEvent[] = replayed.steps.flatMap((s) => s.events);
    const over = events.filter((e) => e.type === "game-over");
    expect(over).toEqual([
      { type: "game-over", player: null, reason: "3 rounds played without a winner: a draw" },
    ]);
    expect(events.filter((e) => e.type === "turn-start")).toHaveLength(6);
  });

  it("does not limit a game whose configuration sets no limit (the rules' own game)", () => {
    const config = randomConfig(3, 2, 24);
    const played = playRandomGame(config, 11);
    expect(played.finished).toBe(true);
    expect(played.state.roundLimit).toBeNull();
    expect(played.state.winner?.player).not.toBeNull();
    expect(played.state.turn?.number ?? 0).toBeGreaterThan(6);
  });

  it("leaves games that end first untouched", () => {
    const config = randomConfig(3, 2, 24);
    const unlimited = playRandomGame(config, 11);
    const turns = unlimited.state.turn?.number ?? 0;
    const limited = playRandomGame({ ...config, roundLimit: Math.ceil(turns / 2) }, 11);
    expect(limited.state.winner).toEqual(unlimited.state.winner);
    expect(limited.decisions).toBe(unlimited.decisions);
  });
});
