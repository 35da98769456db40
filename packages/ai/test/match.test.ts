// playMatch: whole games between bots, each seat answering from its own view.
import {
  type Decision,
  newRecord,
  type PlayerView,
  randomConfig,
  replayRecord,
  seededRandomInt,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { type Bot, heuristicBot, playMatch, randomBot } from "../src/index.ts";

/** Freezes a plain value and everything in it. */
function deepFreeze<T>(x: T): T {
  if (typeof x === "object" && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/**
 * A bot choosing from a frozen copy of its view: playMatch hands bots views that share their
 * parts with the game's state, so a bot changing its view would change the game. A change to a
 * frozen object throws (modules run in strict mode).
 */
const onFrozenViews = (inner: Bot): Bot => ({
  name: inner.name,
  choose(view, decision) {
    const frozen = deepFreeze(structuredClone(view));
    const shown = frozen.pending.find((d) => d.id === decision.id) as Decision;
    return inner.choose(frozen, shown);
  },
});

describe("playMatch", () => {
  it("hands bots views they only read: the bots play whole games on frozen views", () => {
    const games = [
      { seed: 11, players: 2, advanced: false },
      { seed: 12, players: 2, advanced: true },
      { seed: 13, players: 4, advanced: false },
    ];
    for (const g of games) {
      const bots = Array.from({ length: g.players }, (_, i) =>
        onFrozenViews(
          i % 2 === 0 ? heuristicBot(seededRandomInt(i + 1)) : randomBot(seededRandomInt(i + 1)),
        ),
      );
      const r = playMatch(randomConfig(g.seed, g.players, 24, { advanced: g.advanced }), bots);
      expect(r.finished, `seed ${g.seed}`).toBe(true);
    }
  });

  it("plays to a winner and keeps actions that replay to the same end", () => {
    const config = randomConfig(3, 2, 24);
    const r = playMatch(config, [heuristicBot(seededRandomInt(1)), randomBot(seededRandomInt(2))], {
      keepActions: true,
    });
    expect(r.finished).toBe(true);
    expect(r.winner).not.toBeNull();
    expect(["two-terrains", "last-units"]).toContain(r.reason);
    expect(r.turns).toBeGreaterThan(0);
    expect(r.actions).toHaveLength(r.decisions);
    const replay = replayRecord({ ...newRecord(config), actions: r.actions });
    expect(replay.state).toEqual(r.state);
  });

  it("gives each bot only its own view, with its own decisions", () => {
    const seen: { seat: number; viewer: number | null; player: number }[] = [];
    const spy = (seat: number, inner: Bot): Bot => ({
      name: inner.name,
      choose(view: PlayerView, decision: Decision) {
        seen.push({ seat, viewer: view.viewer, player: decision.player });
        expect("rng" in view || "stack" in view).toBe(false);
        return inner.choose(view, decision);
      },
    });
    const r = playMatch(
      randomConfig(4, 3, 24),
      [
        spy(0, randomBot(seededRandomInt(1))),
        spy(1, heuristicBot(seededRandomInt(2))),
        spy(2, randomBot(seededRandomInt(3))),
      ],
      { maxDecisions: 300 },
    );
    expect(seen.length).toBe(r.decisions);
    expect(new Set(seen.map((s) => s.seat)).size).toBe(3);
    for (const s of seen) {
      expect(s.viewer).toBe(s.seat);
      expect(s.player).toBe(s.seat);
    }
  });

  it("stops at the decision cap and reports the game unfinished", () => {
    const r = playMatch(
      randomConfig(5, 2, 24),
      [randomBot(seededRandomInt(1)), randomBot(seededRandomInt(2))],
      { maxDecisions: 50 },
    );
    expect(r.decisions).toBe(50);
    expect(r.finished).toBe(false);
    expect(r.winner).toBeNull();
    expect(r.reason).toBeNull();
    expect(r.actions).toEqual([]);
  });

  it("needs one bot per seat", () => {
    expect(() => playMatch(randomConfig(6, 2, 24), [randomBot(seededRandomInt(1))])).toThrow(
      /1 bots for 2 players/,
    );
  });
});
