// Expiry (issue 11, defect 2): abandoned games are deleted with their actions, finished ones
// leave the list but keep their record, so storage stops growing without bound.
import type { Action, GameConfig, GameRecord, PlayerView } from "@dragondice/engine";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameSummary, StateMessage } from "../src/protocol.ts";
import { MemoryStore, openPgliteStore } from "../src/store/index.ts";
import type { NewStoredGame, Store, StoredSeat } from "../src/store/types.ts";
import { create, humanVsHuman, start, TestClient, until } from "./helpers.ts";

const DAY = 24 * 60 * 60_000;
const config: GameConfig = {
  edition: "2.9a",
  rng: [1, 2, 3, 4],
  forceSize: 24,
  players: [
    { name: "A", dice: ["footman"], terrains: ["highland-city", "highland-tower"], dragons: [] },
    { name: "B", dice: ["goblin"], terrains: ["swampland-city", "swampland-tower"], dragons: [] },
  ],
};
const human: StoredSeat = { kind: "human", name: "A", tokenHash: "a".repeat(64) };
const bot: StoredSeat = { kind: "heuristic", name: "B", tokenHash: null };
const game = (id: string, seats: StoredSeat[], ageMs: number): NewStoredGame => ({
  id,
  createdAt: new Date(Date.now() - ageMs),
  config,
  seats,
  botSecret: 7,
  spectatorTokenHash: "s".repeat(64),
});
const move = (n: number, player: number): Action => ({
  type: "decide",
  player,
  decision: n + 1,
  choice: { n },
});

for (const [label, open] of [
  ["memory", async () => new MemoryStore()],
  ["PGlite", () => openPgliteStore()],
] as const) {
  describe(`${label} store`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it("deletes abandoned games with their actions, never finished or kept ones", async () => {
      await store.createGame(game("unplayed", [human, human], 2 * DAY));
      await store.createGame(game("bot-moved", [human, bot], 2 * DAY));
      await store.appendAction("bot-moved", 0, move(0, 1));
      await store.createGame(game("played", [human, bot], 2 * DAY));
      await store.appendAction("played", 0, move(0, 1));
      await store.appendAction("played", 1, move(1, 0));
      await store.createGame(game("bots-only", [bot, bot], 20 * DAY));
      await store.createGame(game("finished", [human, human], 40 * DAY));
      await store.markFinished("finished", 0);
      await store.createGame(game("kept", [human, human], 40 * DAY));
      await store.createGame(game("new", [human, human], 0));
      const now = Date.now();

      // A day after creation with no human move (a bot's does not count): deleted.
      const first = await store.deleteAbandoned(
        { idle: new Date(now - 30 * DAY), unplayed: new Date(now - DAY) },
        ["kept"],
      );
      expect(first.sort()).toEqual(["bot-moved", "unplayed"]);
      expect(await store.loadGame("unplayed")).toBeNull();
      // Its actions went with it: a game made again under its id has none.
      await store.createGame(game("bot-moved", [human, bot], 0));
      expect((await store.loadGame("bot-moved"))?.actions).toEqual([]);

      // No move since the cut (a game with none: created before it): deleted, bots' or not.
      const second = await store.deleteAbandoned(
        { idle: new Date(now + 1000), unplayed: new Date(now - DAY) },
        ["kept"],
      );
      expect(second.sort()).toEqual(["bot-moved", "bots-only", "new", "played"]);
      const left = (await store.listGames()).map((g) => g.id).sort();
      expect(left).toEqual(["finished", "kept"]);
      expect((await store.loadGame("finished"))?.finished).toBe(true);
    });

    it("lists a finished game until the given time after it ended", async () => {
      await store.createGame(game("finished", [human, human], DAY));
      await store.createGame(game("playing", [human, human], DAY));
      await store.markFinished("finished", 1);
      const ids = async (since?: Date) =>
        (await store.listGames(100, since)).map((g) => g.id).sort();
      expect(await ids()).toEqual(["finished", "playing"]);
      expect(await ids(new Date(Date.now() - 60_000))).toEqual(["finished", "playing"]);
      expect(await ids(new Date(Date.now() + 60_000))).toEqual(["playing"]);
    });
  });
}

// The server reads the time from Date: these tests hold it still and move it on themselves, so
// that a slow machine, however long it takes between two steps, sees the same ages.
describe("the server's sweep", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("deletes a game nobody played and forgets it in memory, but not a game being played", async () => {
    const server = await start({
      store: new MemoryStore(),
      expiry: { sweepEveryMs: 50, unplayedMs: 300 },
    });
    try {
      const abandoned = await create(server.app, humanVsHuman);
      const played = await create(server.app, humanVsHuman);
      // Someone sits at the second game: it is being played, however long they think.
      const seat = await TestClient.connect(
        server.wsUrl(played.id, played.seats[0]?.token as string),
      );
      await seat.state();
      const url = (g: typeof abandoned) => `/api/games/${g.id}?token=${g.spectator.token}`;
      const status = async (g: typeof abandoned) =>
        (await server.app.inject({ url: url(g) })).statusCode;
      // Sweeps run, but nobody's game is old enough yet.
      await new Promise((r) => setTimeout(r, 200));
      expect(await status(abandoned)).toBe(200);
      vi.setSystemTime(Date.now() + 400);
      await until("the sweep", async () => (await status(abandoned)) === 404);
      const gone = await server.app.inject({ url: url(abandoned) });
      expect(gone.json()).toMatchObject({ error: "not-found" });
      expect(await status(played)).toBe(200);
      await seat.close();
    } finally {
      await server.close();
    }
  });

  it("lists a finished game for a while, and its record stays for replays", async () => {
    const server = await start({
      store: new MemoryStore(),
      roundLimit: 1,
      botGameLimits: false,
      expiry: { finishedListedMs: 500 },
    });
    try {
      const game = await create(server.app, {
        seats: [
          { kind: "random", force: { premade: "dwarves" } },
          { kind: "random", force: { premade: "goblins" } },
        ],
      });
      const listed = async () =>
        ((await server.app.inject({ url: "/api/games" })).json() as GameSummary[]).map(
          (g) => `${g.id}:${g.status}`,
        );
      const spectator = await TestClient.connect(server.wsUrl(game.id, game.spectator.token));
      await spectator.take(
        (m) => m.type === "state" && Boolean(((m as StateMessage).view as PlayerView).winner),
      );
      await spectator.close();
      expect(await listed()).toEqual([`${game.id}:finished`]);
      vi.setSystemTime(Date.now() + 400);
      expect(await listed()).toEqual([`${game.id}:finished`]);
      vi.setSystemTime(Date.now() + 200);
      expect(await listed()).toEqual([]);
      const record = await server.app.inject({
        url: `/api/games/${game.id}/record?token=${game.spectator.token}`,
      });
      expect(record.statusCode).toBe(200);
      expect((record.json() as GameRecord).actions.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
