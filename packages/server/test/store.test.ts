// The same storage suite against PGlite (always) and PostgreSQL (when DATABASE_URL is set, as in
// CI), and the whole server on PostgreSQL: a restart loses nothing.
import { randomBytes } from "node:crypto";
import { fsyncSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Action, GameConfig } from "@dragondice/engine";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StateMessage } from "../src/protocol.ts";
import {
  ActionTaken,
  BotGamesFull,
  emptyPgliteCluster,
  MemoryStore,
  openPgliteStore,
  openPostgresStore,
  SCHEMA,
  SqlStore,
} from "../src/store/index.ts";
import { pgliteTransaction } from "../src/store/pglite.ts";
import type { NewStoredGame, Store } from "../src/store/types.ts";
import { create, myMove, start, TestClient } from "./helpers.ts";
import { scratchDatabase } from "./scratch-database.ts";

const DATABASE_URL = process.env.DATABASE_URL;

const config: GameConfig = {
  edition: "2.9a",
  // What the server stores: the dice's whole generator state, negative words and all.
  rng: [-271733879, 1732584193, -1732584194, 271733878],
  forceSize: 24,
  players: [
    { name: "A", dice: ["footman"], terrains: ["highland-city", "highland-tower"], dragons: [] },
    { name: "B", dice: ["goblin"], terrains: ["swampland-city", "swampland-tower"], dragons: [] },
  ],
};

const game = (id: string, createdAt = new Date()): NewStoredGame => ({
  id,
  createdAt,
  config,
  seats: [
    { kind: "human", name: "A", tokenHash: "a".repeat(64) },
    { kind: "heuristic", name: "B", tokenHash: null },
  ],
  botSecret: "b0".repeat(32),
  spectatorTokenHash: "s".repeat(64),
});

const action = (n: number): Action => ({
  type: "decide",
  player: n % 2,
  decision: n + 1,
  choice: { n, list: [1, "two", { three: null }] },
});

function storageSuite(open: () => Promise<Store>) {
  let store: Store;
  // Ids unique per run: a PostgreSQL database outlives the test.
  const id = (name: string) => `${name}-${randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store?.close());

  it("stores a game and its actions, in order", async () => {
    const g = game(id("one"));
    await store.createGame(g);
    for (let n = 0; n < 5; n++) await store.appendAction(g.id, n, action(n));
    const loaded = await store.loadGame(g.id);
    expect(loaded).toMatchObject({
      ...g,
      finished: false,
      winner: null,
      actionCount: 5,
    });
    expect(loaded?.createdAt.getTime()).toBe(g.createdAt.getTime());
    expect(loaded?.actions).toEqual([0, 1, 2, 3, 4].map(action));
  });

  it("caps the games of bots only playing, per creator, checked as the game is stored", async () => {
    const creator = id("creator");
    const cap = { perCreator: 2, total: 1_000_000, playingWithinMs: 60_000 };
    const bots = (name: string, createdAt?: Date) => ({
      ...game(id(name), createdAt),
      botsCreator: creator,
    });
    // Created long ago and never moved (its process died): not playing, not counted.
    await store.createGame(bots("stalled", new Date(Date.now() - 10 * 60_000)), cap);
    const first = bots("first");
    await store.createGame(first, cap);
    await store.createGame(bots("second"), cap);
    const refused = bots("refused");
    await expect(store.createGame(refused, cap)).rejects.toMatchObject({ full: "creator" });
    await expect(store.createGame(refused, cap)).rejects.toBeInstanceOf(BotGamesFull);
    expect(await store.loadGame(refused.id)).toBeNull();
    // Another creator is not counted with this one; a finished game no more.
    await store.createGame({ ...game(id("other")), botsCreator: id("someone") }, cap);
    await store.markFinished(first.id, 0);
    await store.createGame(bots("third"), cap);
  });

  it("refuses an action number twice and a game id twice", async () => {
    const g = game(id("dup"));
    await store.createGame(g);
    await store.appendAction(g.id, 0, action(0));
    await expect(store.appendAction(g.id, 0, action(1))).rejects.toBeInstanceOf(ActionTaken);
    await expect(store.createGame(g)).rejects.toThrow();
    expect((await store.loadGame(g.id))?.actions).toEqual([action(0)]);
  });

  it("reads a game's actions from a number on", async () => {
    const g = game(id("read"));
    await store.createGame(g);
    for (let n = 0; n < 4; n++) await store.appendAction(g.id, n, action(n));
    expect(await store.readActions(g.id, 1)).toEqual([1, 2, 3].map(action));
    expect(await store.readActions(g.id, 4)).toEqual([]);
  });

  it("takes back a game's last action only", async () => {
    const g = game(id("undo"));
    await store.createGame(g);
    for (let n = 0; n < 3; n++) await store.appendAction(g.id, n, action(n));
    await expect(store.removeLastAction(g.id, 1)).rejects.toThrow();
    await store.removeLastAction(g.id, 2);
    expect((await store.loadGame(g.id))?.actions).toEqual([action(0), action(1)]);
    await store.appendAction(g.id, 2, action(5));
    expect((await store.loadGame(g.id))?.actions).toEqual([action(0), action(1), action(5)]);
    await expect(store.removeLastAction(id("ghost"), 0)).rejects.toThrow();
  });

  it("refuses actions of unknown games and finds no unknown game", async () => {
    await expect(store.appendAction(id("ghost"), 0, action(0))).rejects.toThrow();
    expect(await store.loadGame(id("ghost"))).toBeNull();
  });

  it("lists the newest games first and marks games finished", async () => {
    const older = game(id("older"), new Date(Date.now() + 1000));
    const newer = game(id("newer"), new Date(Date.now() + 2000));
    await store.createGame(older);
    await store.createGame(newer);
    await store.appendAction(newer.id, 0, action(0));
    await store.markFinished(older.id, 1);
    const list = await store.listGames(2);
    expect(list.map((g) => g.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({ finished: false, winner: null, actionCount: 1 });
    expect(list[1]).toMatchObject({ finished: true, winner: 1, actionCount: 0 });
  });

  it("replaces a game's configuration and seats, and refuses an unknown game", async () => {
    const g = game(id("setup"));
    await store.createGame(g);
    await store.appendAction(g.id, 0, action(0));
    const later = { ...config, roundLimit: 7 };
    const seats = [{ ...g.seats[0], name: "Ann" }, g.seats[1]] as NewStoredGame["seats"];
    await store.updateSetup(g.id, later, seats);
    const loaded = await store.loadGame(g.id);
    expect(loaded).toMatchObject({ config: later, seats, actionCount: 1 });
    await expect(store.updateSetup(id("ghost"), later, seats)).rejects.toThrow();
  });

  it("replaces the seats only if they are still those expected", async () => {
    const g = game(id("cas"));
    await store.createGame(g);
    const renamed = [{ ...g.seats[0], name: "Ann" }, g.seats[1]] as NewStoredGame["seats"];
    // Another process renamed the seat since the seats were read: nothing changes.
    await store.updateSetup(g.id, config, renamed);
    const mine = [g.seats[0], { ...g.seats[1], name: "Bot" }] as NewStoredGame["seats"];
    expect(await store.updateSetup(g.id, config, mine, g.seats)).toBe(false);
    expect((await store.loadGame(g.id))?.seats).toEqual(renamed);
    expect(await store.updateSetup(g.id, config, mine, renamed)).toBe(true);
    expect((await store.loadGame(g.id))?.seats).toEqual(mine);
  });
}

describe("memory store", () => {
  storageSuite(async () => new MemoryStore());
});

describe("PGlite store started from a copy of an empty cluster (the browser tests' stores)", () => {
  const empty = emptyPgliteCluster();
  storageSuite(async () => openPgliteStore(undefined, { from: await empty }));

  it("is a store of its own: a game made in one started from the same copy is not in another", async () => {
    const [a, b] = await Promise.all([
      openPgliteStore(undefined, { from: await empty }),
      openPgliteStore(undefined, { from: await empty }),
    ]);
    await a.createGame(game("only-in-a"));
    expect((await a.loadGame("only-in-a"))?.id).toBe("only-in-a");
    expect(await b.loadGame("only-in-a")).toBeNull();
    await Promise.all([a.close(), b.close()]);
  });
});

describe("PGlite store", () => {
  storageSuite(() => openPgliteStore());

  it("drops the foreign key of a database made before, and still refuses unknown games", async () => {
    const db = await PGlite.create();
    await db.query(SCHEMA[0] as string);
    await db.query(`CREATE TABLE actions (
      game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      n integer NOT NULL,
      action jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (game_id, n)
    )`);
    const first = await new SqlStore("pglite", db, async () => {}, pgliteTransaction(db)).init();
    const keys = await db.query("SELECT 1 FROM pg_constraint WHERE contype = 'f'");
    expect(keys.rows).toEqual([]);
    await first.createGame(game("made-by-first"));
    // Another store on the same database knows nothing of that game yet: it asks the database.
    const second = await new SqlStore("pglite", db, () => db.close(), pgliteTransaction(db)).init();
    await second.appendAction("made-by-first", 0, action(0));
    await expect(second.appendAction("ghost", 0, action(0))).rejects.toThrow(/not stored/);
    expect((await second.loadGame("made-by-first"))?.actions).toEqual([action(0)]);
    await second.close();
  });
});

describe("PGlite store in a folder", () => {
  it("syncs every stored move to the disk before it is acknowledged", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dd-pglite-"));
    const synced: number[] = [];
    const store = await openPgliteStore(dir, {
      sync: (fd) => {
        fsyncSync(fd);
        synced.push(fd);
      },
    });
    try {
      await store.createGame(game("durable"));
      for (let n = 0; n < 3; n++) {
        const before = synced.length;
        await store.appendAction("durable", n, action(n));
        expect(synced.length, `move ${n}`).toBeGreaterThan(before);
      }
    } finally {
      await store.close();
    }
    const again = await openPgliteStore(dir);
    try {
      expect((await again.loadGame("durable"))?.actions).toEqual([0, 1, 2].map(action));
    } finally {
      await again.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!DATABASE_URL)("PostgreSQL store (DATABASE_URL)", () => {
  storageSuite(() => openPostgresStore(DATABASE_URL as string));

  it("gives up on a statement kept waiting, and answers again once it is not", async () => {
    const db = await scratchDatabase(DATABASE_URL as string);
    const store = await openPostgresStore(db.url, {
      statementMs: 300,
      queryMs: 10_000,
      connectMs: 10_000,
    });
    // Another connection holds the games' table, as a transaction never ended would.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE games IN ACCESS EXCLUSIVE MODE");
      const started = Date.now();
      await expect(store.loadGame("kept-waiting")).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(8_000);
      await holder.query("ROLLBACK");
      expect(await store.loadGame("kept-waiting")).toBeNull();
    } finally {
      await holder.end();
      await store.close();
      await db.drop();
    }
  }, 30_000);

  it("keeps games across a server restart", async () => {
    const s1 = await openPostgresStore(DATABASE_URL as string);
    const first = await start({ store: s1 });
    const created = await create(first.app, {
      seats: [{ kind: "human", force: { premade: "dwarves" } }, { kind: "random" }],
    });
    const token = created.seats[0]?.token as string;
    const ann = await TestClient.connect(first.wsUrl(created.id, token));
    const s = await ann.state();
    const move = myMove(s);
    ann.send({
      type: "move",
      actions: s.actions,
      decision: move?.decision.id,
      choice: move?.choice,
    });
    // The move's own acknowledgement, not the next state: when both seats decide at once, the
    // next state may be the bot's answer, and the move, stored after the read below, would count
    // after the restart only.
    await ann.take((m) => m.type === "ack" && m.decision === move?.decision.id);
    // Read once the bot has answered all it can: a move it makes later would be stored before
    // the restart and count after it.
    let before: StateMessage;
    for (let waited = 0; ; waited += 50) {
      before = (
        await first.app.inject(`/api/games/${created.id}?token=${token}`)
      ).json() as StateMessage;
      const view = before.view as { pending: { player: number }[] };
      if (view.pending.every((d) => d.player === 0) || waited > 30_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await ann.close();
    await first.close();
    await s1.close();
    const s2 = await openPostgresStore(DATABASE_URL as string);
    const second = await start({ store: s2 });
    try {
      const after = (
        await second.app.inject(`/api/games/${created.id}?token=${token}`)
      ).json() as StateMessage;
      expect(after.actions).toBe(before.actions);
      expect(after.view).toEqual(before.view);
    } finally {
      await second.close();
      await s2.close();
    }
  });
});
