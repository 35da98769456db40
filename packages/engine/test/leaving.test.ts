// Ending a game by the players' will (kernel/leaving.ts; docs/rulings.md "Resigning and agreed
// draws"): resigning, and a draw offered and accepted by everyone still in the game.
import { describe, expect, it } from "vitest";
import {
  type Action,
  apply,
  applyInPlace,
  type DecideAction,
  type GameEvent,
  type GameState,
  newGame,
  newRecord,
  parseRecord,
  playRandomGame,
  randomConfig,
  replayRecord,
  sampleChoice,
  seededRandomInt,
  viewFor,
} from "../src/index.ts";

/** A random game of `players` after `decisions` random decisions (still going on). */
function gameAt(players: number, decisions: number, seed = 3): GameState {
  const played = playRandomGame(randomConfig(seed, players, 24), seed, decisions);
  expect(played.state.winner).toBeNull();
  return played.state;
}

/** Applies an action that must be legal. */
function ok(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

/**
 * Plays on with random choices until the game ends (or `max` decisions), changing `state`, and
 * checks on the way that no decision ever waits for a player who has resigned.
 */
function playOn(state: GameState, seed: number, max = 20_000): GameEvent[] {
  const randomInt = seededRandomInt(seed);
  const events: GameEvent[] = [];
  for (let i = 0; i < max && !state.winner; i++) {
    const d = state.pending[0];
    if (!d) break;
    expect(state.pending.filter((x) => state.players[x.player]?.resigned)).toEqual([]);
    const action: DecideAction = {
      type: "decide",
      player: d.player,
      decision: d.id,
      choice: sampleChoice(state, d, randomInt),
    };
    const r = applyInPlace(state, action);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
  }
  return events;
}

describe("resigning", () => {
  it("with two players, the other player wins at once, whoever's decision was pending", () => {
    const before = gameAt(2, 300);
    const waiting = before.pending[0]?.player as number;
    const resigner = 1 - waiting;
    const { state, events } = ok(before, { type: "resign", player: resigner });
    expect(state.winner).toEqual({ player: waiting, reason: "resignation", resigned: resigner });
    expect(state.players[resigner]).toMatchObject({ resigned: true, eliminated: true });
    expect(state.pending).toEqual([]);
    expect(events).toEqual([
      { type: "resigned", player: resigner },
      { type: "game-over", player: waiting, reason: "the other player resigned" },
    ]);
    // The state it was applied to is unchanged.
    expect(before.winner).toBeNull();
    expect(before.players[resigner]?.resigned).toBeUndefined();
  });

  it("is open during the set-up of a two-player game", () => {
    const start = newGame(randomConfig(5, 2, 24));
    if (!start.ok) throw new Error(start.error.message);
    const { state } = ok(start.state, { type: "resign", player: 0 });
    expect(state.winner).toEqual({ player: 1, reason: "resignation", resigned: 0 });
  });

  it("with three players, takes the player's dice out and the game goes on without them", () => {
    const before = gameAt(3, 400);
    const turnPlayer = before.turn?.player as number;
    const resigner = [0, 1, 2].find((p) => p !== turnPlayer) as number;
    const { state } = ok(before, { type: "resign", player: resigner });
    expect(state.winner).toBeNull();
    expect(state.players[resigner]).toMatchObject({ resigned: true, eliminated: true });
    expect(state.dice.filter((d) => d.owner === resigner).every((d) => d.at === "out")).toBe(true);
    // The turn goes on; nothing waits for the player who left.
    expect(state.turn?.player).toBe(turnPlayer);
    expect(state.pending.length).toBeGreaterThan(0);
    expect(state.pending.some((d) => d.player === resigner)).toBe(false);

    const after = playOn(state, 9);
    // Random games of three end by then.
    expect(state.winner).not.toBeNull();
    expect(state.winner?.player).not.toBe(resigner);
    // They never play a turn or decide anything again.
    const theirs = after.filter(
      (e) => (e.type === "turn-start" || e.type === "decided") && e.player === resigner,
    );
    expect(theirs).toEqual([]);
  });

  it("in their own turn, ends that turn and the next player's begins", () => {
    const before = gameAt(3, 400);
    const resigner = before.turn?.player as number;
    const number = before.turn?.number as number;
    const { state, events } = ok(before, { type: "resign", player: resigner });
    expect(state.winner).toBeNull();
    expect(state.turn?.number).toBe(number + 1);
    expect(state.turn?.player).not.toBe(resigner);
    expect(events.some((e) => e.type === "turn-start" && e.player !== resigner)).toBe(true);
    expect(state.pending.some((d) => d.player === resigner)).toBe(false);
  });

  it("leaves the last player still in the game the winner", () => {
    const before = gameAt(3, 400);
    const first = ok(before, { type: "resign", player: 0 }).state;
    const waiting = first.pending[0]?.player as number;
    const last = waiting === 1 ? 2 : 1;
    const { state } = ok(first, { type: "resign", player: last });
    expect(state.winner).toEqual({ player: waiting, reason: "resignation", resigned: last });
  });

  it("keeps every game of three and four playable, whenever a player resigns", () => {
    // Random games, a random player resigning at a random point, then played to the end.
    for (let seed = 1; seed <= 8; seed++) {
      const players = seed % 2 === 0 ? 3 : 4;
      const pick = seededRandomInt(seed * 7);
      const state = gameAt(players, pick(150, 1500), seed);
      if (!state.turn) continue;
      const resigner = pick(0, players - 1);
      if (state.players[resigner]?.eliminated) continue;
      Object.assign(state, ok(state, { type: "resign", player: resigner }).state);
      const after = playOn(state, seed);
      expect(state.winner, `seed ${seed}`).not.toBeNull();
      expect(state.winner?.player, `seed ${seed}`).not.toBe(resigner);
      expect(after.some((e) => e.type === "turn-start" && e.player === resigner)).toBe(false);
    }
  }, 120_000);
});

describe("a draw offered", () => {
  it("ends the game in a draw once every other player accepts it", () => {
    const before = gameAt(2, 200);
    const offered = ok(before, { type: "offer-draw", player: 1 });
    expect(offered.state.drawOffer).toEqual({ by: 1, accepted: [] });
    // Every player sees the offer.
    expect(viewFor(offered.state, 0).drawOffer).toEqual({ by: 1, accepted: [] });
    const { state, events } = ok(offered.state, { type: "accept-draw", player: 0 });
    expect(state.winner).toEqual({ player: null, reason: "agreement" });
    expect(state.drawOffer).toBeUndefined();
    expect(state.pending).toEqual([]);
    expect(events).toEqual([
      { type: "draw-accepted", player: 0 },
      { type: "game-over", player: null, reason: "a draw agreed" },
    ]);
  });

  it("with three players, needs both others: one refusal withdraws it", () => {
    const before = gameAt(3, 400);
    let s = ok(before, { type: "offer-draw", player: 0 }).state;
    s = ok(s, { type: "accept-draw", player: 1 }).state;
    expect(s.winner).toBeNull();
    expect(s.drawOffer).toEqual({ by: 0, accepted: [1] });
    const declined = ok(s, { type: "decline-draw", player: 2 });
    expect(declined.state.drawOffer).toBeUndefined();
    expect(declined.events).toEqual([{ type: "draw-declined", player: 2 }]);
    expect(declined.state.winner).toBeNull();
    // Accepted by both, it ends the game.
    s = ok(s, { type: "accept-draw", player: 2 }).state;
    expect(s.winner).toEqual({ player: null, reason: "agreement" });
  });

  it("is withdrawn by any move in the game", () => {
    const before = gameAt(2, 200);
    const s = ok(before, { type: "offer-draw", player: 0 }).state;
    const d = s.pending[0];
    if (!d) throw new Error("nothing pending");
    const choice = sampleChoice(s, d, seededRandomInt(1));
    const moved = ok(s, { type: "decide", player: d.player, decision: d.id, choice });
    expect(moved.state.drawOffer).toBeUndefined();
    expect(moved.events).toContainEqual({ type: "draw-withdrawn" });
    const late = apply(moved.state, { type: "accept-draw", player: 1 });
    expect(late.ok ? null : late.error.code).toBe("no-draw-offer");
  });
});

describe("illegal resignations and draws", () => {
  const codeOf = (state: GameState, action: Action): string | null => {
    const r = apply(state, action);
    if (r.ok) return null;
    expect(r.state).toBe(state);
    return r.error.code;
  };

  it("are refused with typed errors, and change nothing", () => {
    const two = gameAt(2, 200);
    const three = gameAt(3, 400);
    const resigned = ok(three, { type: "resign", player: 0 }).state;
    const snapshot = JSON.stringify(resigned);
    expect(codeOf(resigned, { type: "resign", player: 0 })).toBe("not-in-game");
    expect(codeOf(resigned, { type: "offer-draw", player: 0 })).toBe("not-in-game");
    expect(codeOf(two, { type: "resign", player: 2 })).toBe("not-in-game");
    expect(codeOf(two, { type: "resign", player: -1 })).toBe("not-in-game");
    expect(codeOf(two, { type: "accept-draw", player: 0 })).toBe("no-draw-offer");
    expect(codeOf(two, { type: "decline-draw", player: 0 })).toBe("no-draw-offer");
    const offered = ok(two, { type: "offer-draw", player: 0 }).state;
    expect(codeOf(offered, { type: "offer-draw", player: 1 })).toBe("draw-offered");
    expect(codeOf(offered, { type: "accept-draw", player: 0 })).toBe("draw-offered");
    const over = ok(two, { type: "resign", player: 1 }).state;
    expect(codeOf(over, { type: "resign", player: 0 })).toBe("game-over");
    expect(codeOf(over, { type: "offer-draw", player: 0 })).toBe("game-over");
    expect(JSON.stringify(resigned)).toBe(snapshot);
  });

  it("refuses a resignation in the set-up of a game of three", () => {
    const start = newGame(randomConfig(5, 3, 24));
    if (!start.ok) throw new Error(start.error.message);
    expect(codeOf(start.state, { type: "resign", player: 1 })).toBe("set-up-not-over");
  });
});

describe("records", () => {
  it("save and replay resignations and draws offered, declined and accepted", () => {
    const config = randomConfig(3, 3, 24);
    const played = playRandomGame(config, 3, 400, true);
    const record = parseRecord(
      JSON.parse(
        JSON.stringify({
          ...newRecord(config),
          actions: [
            ...played.actions.map((a) => ({ type: "decide", ...a })),
            { type: "offer-draw", player: 1 },
            { type: "decline-draw", player: 0 },
            { type: "resign", player: 2 },
            { type: "offer-draw", player: 0 },
            { type: "accept-draw", player: 1 },
          ],
        }),
      ),
    );
    const replayed = replayRecord(record);
    expect(replayed.state.winner).toEqual({ player: null, reason: "agreement" });
    expect(replayed.state.players[2]?.resigned).toBe(true);
    expect(replayed.steps.at(-3)?.action).toEqual({ type: "resign", player: 2 });
  });

  it("refuse a table action of an unknown kind or with extra fields", () => {
    const base = newRecord(randomConfig(3, 2, 24));
    expect(() => parseRecord({ ...base, actions: [{ type: "surrender", player: 0 }] })).toThrow(
      /actions\.0/,
    );
    expect(() =>
      parseRecord({ ...base, actions: [{ type: "resign", player: 0, choice: 1 }] }),
    ).toThrow(/actions\.0/);
  });
});
