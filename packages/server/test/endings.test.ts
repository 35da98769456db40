// Every game on the server ends: bots' games are drawn at the round limit (docs/rulings.md "Games
// that never end"), and games stored before the server gave every game a round limit get one when
// they are loaded, instead of the bots playing on for ever or stopping without a word.
import {
  applyInPlace,
  type GameConfig,
  type GameRecord,
  newGame,
  type PlayerView,
  randomConfig,
  replayRecord,
  sampleChoice,
  seededRandomInt,
} from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSummary, StateMessage } from "../src/protocol.ts";
import { hashToken } from "../src/room.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, type Running, start, TestClient } from "./helpers.ts";

const store = new MemoryStore();
let server: Running;

beforeAll(async () => {
  server = await start({ store, roundLimit: 1 });
});
afterAll(() => server.close());

/** Watches a game from its spectator link until it is over; returns the last state and the log. */
async function watchToTheEnd(
  game: string,
  token: string,
): Promise<{ last: StateMessage; log: unknown[] }> {
  const watcher = await TestClient.connect(server.wsUrl(game, token));
  try {
    let last = await watcher.state();
    const log = [...last.events];
    while (!(last.view as PlayerView).winner) {
      last = await watcher.state(last.actions + 1);
      log.push(...last.events);
    }
    return { last, log };
  } finally {
    await watcher.close();
  }
}

async function summaryOf(id: string): Promise<GameSummary | undefined> {
  const list = (await server.app.inject("/api/games")).json() as GameSummary[];
  return list.find((g) => g.id === id);
}

describe("games that never end", () => {
  it("draws a bots' game created through the API at the round limit, and says so", async () => {
    const bots = await create(server.app, {
      seats: [{ kind: "random" }, { kind: "random" }],
    });
    const { last, log } = await watchToTheEnd(bots.id, bots.spectator.token);
    expect((last.view as PlayerView).winner).toEqual({ player: null, reason: "round-limit" });
    expect(log).toContainEqual(expect.objectContaining({ type: "game-over", player: null }));
    expect(await summaryOf(bots.id)).toMatchObject({
      status: "finished",
      winner: null,
      draw: true,
    });
    expect((await store.loadGame(bots.id))?.finished).toBe(true);
    // The record carries the limit: replaying it ends the same way.
    const record = (
      await server.app.inject(`/api/games/${bots.id}/record?token=${bots.spectator.token}`)
    ).json() as GameRecord;
    expect(record.config.roundLimit).toBe(1);
    expect(replayRecord(record).state.winner).toEqual({ player: null, reason: "round-limit" });
  });

  it("gives a bots' game stored without a round limit one when loading it, and ends it", async () => {
    // A game stored before every server game had a limit, already in its third round.
    const config: GameConfig = randomConfig(21, 2, 24);
    delete config.roundLimit;
    const started = newGame(config);
    if (!started.ok) throw new Error(started.error.message);
    const state = started.state;
    const actions = [];
    const rng = seededRandomInt(5);
    while ((state.turn?.number ?? 0) < 5 && !state.winner) {
      const d = state.pending[0];
      if (!d) throw new Error("nothing pending");
      const action = {
        type: "decide" as const,
        player: d.player,
        decision: d.id,
        choice: sampleChoice(state, d, rng),
      };
      const result = applyInPlace(state, action);
      if (!result.ok) throw new Error(result.error.message);
      actions.push(action);
    }
    expect(state.winner).toBeNull();
    const id = "legacy-game-1";
    await store.createGame({
      id,
      createdAt: new Date(),
      config,
      seats: [
        { kind: "random", name: "A", tokenHash: null },
        { kind: "random", name: "B", tokenHash: null },
      ],
      botSecret: 9,
      spectatorTokenHash: hashToken("watch-legacy"),
    });
    for (const [n, a] of actions.entries()) await store.appendAction(id, n, a);

    // Loading it: the round under way (the third) is its last, the bots finish it, a draw.
    const { last } = await watchToTheEnd(id, "watch-legacy");
    expect((last.view as PlayerView).winner).toEqual({ player: null, reason: "round-limit" });
    expect((last.view as PlayerView).turn?.number).toBe(6);
    const stored = await store.loadGame(id);
    expect(stored?.config.roundLimit).toBe(3);
    expect(stored?.finished).toBe(true);
    expect(await summaryOf(id)).toMatchObject({ status: "finished", draw: true });
  });
});
