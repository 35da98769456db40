// Several processes on one PostgreSQL (DATABASE_URL): the store's notes and its refusal of a
// taken action number, and two servers (as two processes would be, each with its own store)
// serving one game. Skipped without DATABASE_URL; CI runs them against a real server.
import type { Action, PlayerView } from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage, StateMessage } from "../src/protocol.ts";
import { ActionTaken, openPostgresStore, type StoreNote } from "../src/store/index.ts";
import type { PostgresStore } from "../src/store/postgres.ts";
import type { NewStoredGame } from "../src/store/types.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient, until } from "./helpers.ts";
import { type ScratchDatabase, scratchDatabase } from "./scratch-database.ts";

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn("shared-store.test.ts: skipped, DATABASE_URL is not set");

const storedGame = (id: string): NewStoredGame => ({
  id,
  createdAt: new Date(),
  config: { edition: "2.9a", rng: [1, 2, 3, 4], forceSize: 24, players: [] },
  seats: [],
  botSecret: 1,
  spectatorTokenHash: "s".repeat(64),
});

const action = (n: number): Action => ({ type: "decide", player: 0, decision: n, choice: { n } });

/** Plays `client`'s decisions (sampled, legal) until the game is over; the last state seen. */
async function playToTheEnd(client: TestClient, salt: number): Promise<StateMessage> {
  let state = await client.state();
  for (;;) {
    if ((state.view as PlayerView).winner) return state;
    const move = myMove(state, salt);
    if (move) {
      client.send({
        type: "move",
        actions: state.actions,
        decision: move.decision.id,
        choice: move.choice,
      });
    }
    state = await client.state(state.actions + 1, 60_000);
  }
}

describe.skipIf(!DATABASE_URL)("a store shared by processes (PostgreSQL)", () => {
  let db: ScratchDatabase;
  let one: PostgresStore;
  let two: PostgresStore;

  beforeAll(async () => {
    db = await scratchDatabase(DATABASE_URL as string);
    one = await openPostgresStore(db.url);
    two = await openPostgresStore(db.url);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.drop();
  });

  it("refuses an action number another process took, and writes the rest of the group", async () => {
    await one.createGame(storedGame("taken"));
    await one.createGame(storedGame("free"));
    await two.appendAction("taken", 0, action(100));
    // Both in one group write: the taken one is refused alone.
    const [taken, free] = await Promise.allSettled([
      one.appendAction("taken", 0, action(0)),
      one.appendAction("free", 0, action(0)),
    ]);
    expect(taken.status === "rejected" && taken.reason).toBeInstanceOf(ActionTaken);
    expect(free.status).toBe("fulfilled");
    expect(await one.readActions("taken", 0)).toEqual([action(100)]);
    expect(await one.readActions("free", 0)).toEqual([action(0)]);
  });

  it("reads the actions after a number", async () => {
    await one.createGame(storedGame("read"));
    for (let n = 0; n < 4; n++) await two.appendAction("read", n, action(n));
    expect(await one.readActions("read", 2)).toEqual([action(2), action(3)]);
    expect(await one.readActions("read", 4)).toEqual([]);
  });

  it("tells every listener of each action and setup stored, by any process", async () => {
    const notes: StoreNote[] = [];
    const stop = await one.listen({ note: (n) => notes.push(n), gap: () => {} });
    try {
      await one.createGame(storedGame("heard"));
      await two.appendAction("heard", 0, action(0));
      await one.appendAction("heard", 1, action(1));
      await two.updateSetup("heard", storedGame("heard").config, []);
      await until("three notes", () => notes.filter((n) => n.gameId === "heard").length === 3);
      expect(notes.filter((n) => n.gameId === "heard")).toEqual([
        { kind: "action", gameId: "heard", index: 0 },
        { kind: "action", gameId: "heard", index: 1 },
        { kind: "setup", gameId: "heard" },
      ]);
    } finally {
      await stop();
    }
  });

  it("listens again after losing its connection, and says notes may have been missed", async () => {
    const notes: StoreNote[] = [];
    let gaps = 0;
    const stop = await one.listen({ note: (n) => notes.push(n), gap: () => gaps++ });
    try {
      const rows = await db.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = $1 AND query LIKE 'LISTEN%'`,
        [db.name],
      );
      expect(rows[0]?.n).toBe(1);
      await until("a gap", () => gaps === 1);
      await one.createGame(storedGame("after-gap"));
      await two.appendAction("after-gap", 0, action(0));
      await until("the note", () => notes.some((n) => n.gameId === "after-gap"));
    } finally {
      await stop();
    }
  });
});

describe.skipIf(!DATABASE_URL)("two servers on one PostgreSQL", () => {
  let db: ScratchDatabase;
  const servers: Running[] = [];
  const stores: PostgresStore[] = [];

  beforeAll(async () => {
    db = await scratchDatabase(DATABASE_URL as string);
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const s of stores) await s.close();
    await db?.drop();
  });

  async function server(options: { deaf?: boolean } = {}): Promise<Running> {
    const store = await openPostgresStore(db.url);
    stores.push(store);
    // A deaf server hears no notes: it learns of other processes' moves only by finding an
    // action number taken, or a move it cannot check yet.
    if (options.deaf) store.listen = async () => async () => {};
    const s = await start({ store, roundLimit: 1 });
    servers.push(s);
    return s;
  }

  it("plays a game with a seat on each: both see every move, and both records are the same", async () => {
    const a = await server();
    const b = await server();
    const game = await create(a.app, humanVsHuman);
    const ann = await TestClient.connect(a.wsUrl(game.id, game.seats[0]?.token as string));
    const bob = await TestClient.connect(b.wsUrl(game.id, game.seats[1]?.token as string));
    const [annEnd, bobEnd] = await Promise.all([playToTheEnd(ann, 1), playToTheEnd(bob, 2)]);
    expect(annEnd.actions).toBe(bobEnd.actions);
    expect(annEnd.view).toMatchObject({ winner: (bobEnd.view as PlayerView).winner });
    const errors = [...ann.messages, ...bob.messages].filter((m) => m.type === "error");
    expect(errors).toEqual([]);
    await ann.close();
    await bob.close();
    const record = (s: Running) =>
      s.app.inject(`/api/games/${game.id}/record?token=${game.seats[0]?.token}`);
    const [ra, rb] = await Promise.all([record(a), record(b)]);
    expect(ra.statusCode).toBe(200);
    expect(ra.body).toBe(rb.body);
    expect(JSON.parse(ra.body).actions).toHaveLength(annEnd.actions);
  }, 120_000);

  it("a move whose action number another process took is applied after that action", async () => {
    const a = await server({ deaf: true });
    const b = await server();
    const game = await create(a.app, humanVsHuman);
    const ann = await TestClient.connect(a.wsUrl(game.id, game.seats[0]?.token as string));
    const bob = await TestClient.connect(b.wsUrl(game.id, game.seats[1]?.token as string));
    const annFirst = await ann.state();
    const bobFirst = await bob.state();
    const annMove = myMove(annFirst);
    const bobMove = myMove(bobFirst);
    // Both decide at once at the start (assembling their armies).
    if (!annMove || !bobMove) throw new Error("both seats should have a decision at the start");
    bob.send({ type: "move", actions: 0, decision: bobMove.decision.id, choice: bobMove.choice });
    await bob.take((m) => m.type === "ack");
    // A has not heard of Bob's move: Ann's takes number 0, finds it taken, and goes after it.
    ann.send({ type: "move", actions: 0, decision: annMove.decision.id, choice: annMove.choice });
    const ack = await ann.take((m) => m.type === "ack");
    expect(ack).toMatchObject({ actions: 2 });
    // Ann saw Bob's move (caught up), then her own.
    const seen = await ann.state(1);
    expect(seen.actions).toBe(1);
    expect(seen.events).toContainEqual(expect.objectContaining({ type: "decided", player: 1 }));
    const stored = await stores[0]?.readActions(game.id, 0);
    expect(stored?.map((x) => x.player)).toEqual([1, 0]);
    // Bob hears of Ann's move through the notes.
    await bob.state(2);
    await ann.close();
    await bob.close();
  });

  it("a move for a decision this process has not seen yet is checked after catching up", async () => {
    const a = await server({ deaf: true });
    const b = await server();
    const game = await create(a.app, humanVsHuman);
    const annOnA = await TestClient.connect(a.wsUrl(game.id, game.seats[0]?.token as string));
    const annOnB = await TestClient.connect(b.wsUrl(game.id, game.seats[0]?.token as string));
    const bob = await TestClient.connect(b.wsUrl(game.id, game.seats[1]?.token as string));
    await annOnA.state();
    // Bob and Ann (on B) play until Ann has a decision A has not seen.
    let state = await annOnB.state();
    let bobState = await bob.state();
    for (let i = 0; i < 200; i++) {
      const mine = myMove(state);
      if (mine && state.actions > 0) break;
      const who = mine ? annOnB : bob;
      const s = mine ? state : bobState;
      const move = myMove(s) as NonNullable<ReturnType<typeof myMove>>;
      who.send({
        type: "move",
        actions: s.actions,
        decision: move.decision.id,
        choice: move.choice,
      });
      state = await annOnB.state(s.actions + 1);
      bobState = await bob.state(s.actions + 1);
    }
    const move = myMove(state);
    if (!move) throw new Error("Ann has no decision");
    // Sent to A, which is behind: not refused, applied after A reads what it missed.
    annOnA.send({
      type: "move",
      actions: state.actions,
      decision: move.decision.id,
      choice: move.choice,
    });
    const ack = await annOnA.take((m) => m.type === "ack");
    expect(ack).toMatchObject({ actions: state.actions + 1 });
    for (const c of [annOnA, annOnB, bob]) await c.close();
  });

  it("a read after a move's ack sees that move on any process, the note of it come or not", async () => {
    const a = await server();
    // B hears no notes: as if the note of Ann's move were still on its way when the reads come.
    const b = await server({ deaf: true });
    const game = await create(a.app, humanVsHuman);
    const token = game.seats[0]?.token as string;
    const get = (s: Running) => s.app.inject(`/api/games/${game.id}?token=${token}`);
    expect(((await get(b)).json() as StateMessage).actions).toBe(0);
    const ann = await TestClient.connect(a.wsUrl(game.id, token));
    const move = myMove(await ann.state());
    if (!move) throw new Error("Ann has no decision");
    ann.send({ type: "move", actions: 0, decision: move.decision.id, choice: move.choice });
    await ann.take((m) => m.type === "ack");
    // Ann reads the game from B: her move is there.
    const read = (await get(b)).json() as StateMessage;
    expect(read.actions).toBe(1);
    expect(read.events).toContainEqual(expect.objectContaining({ type: "decided", player: 0 }));
    const listed = await b.app.inject(`/api/games?ids=${game.id}`);
    expect(listed.json()).toEqual([expect.objectContaining({ deciding: [1] })]);
    // So does a new socket on B, in its first message; the next read reads nothing new.
    const again = await TestClient.connect(b.wsUrl(game.id, token));
    expect((await again.state()).actions).toBe(1);
    expect(((await get(b)).json() as StateMessage).actions).toBe(1);
    await ann.close();
    await again.close();
  });

  it("two invited players choosing their forces at once on two processes: both are kept", async () => {
    const a = await server({ deaf: true });
    const b = await server();
    const game = await create(a.app, {
      seats: [
        { kind: "human", name: "Gwen", force: { chosenByPlayer: true } },
        { kind: "human", name: "Hal", force: { chosenByPlayer: true } },
      ],
    });
    // Both processes have the game loaded, waiting for both forces.
    const gwen = await TestClient.connect(a.wsUrl(game.id, game.seats[0]?.token as string));
    const hal = await TestClient.connect(b.wsUrl(game.id, game.seats[1]?.token as string));
    await gwen.take((m) => m.type === "waiting");
    await hal.take((m) => m.type === "waiting");
    const choose = (s: Running, token: string, premade: string) =>
      s.app.inject({
        method: "POST",
        url: `/api/games/${game.id}/force`,
        payload: { token, force: { premade } },
      });
    expect((await choose(b, game.seats[1]?.token as string, "goblins")).statusCode).toBe(200);
    // A has not heard of Hal's force: its seats are out of date, and the store says so.
    const last = await choose(a, game.seats[0]?.token as string, "dwarves");
    expect(last.statusCode).toBe(200);
    expect((last.json() as StateMessage).type).toBe("state");
    const stored = await stores[0]?.loadGame(game.id);
    expect(stored?.seats.map((s) => s.ownForce)).toEqual(["chosen", "chosen"]);
    // B hears of the start and tells Hal.
    const started = await hal.take((m): m is StateMessage => m.type === "state");
    expect(started.seats.map((s) => s.choosing)).toEqual([false, false]);
    await gwen.close();
    await hal.close();
  });

  it("shows a seat connected on another process as connected, and not once it leaves", async () => {
    const a = await server();
    const b = await server();
    const game = await create(a.app, humanVsHuman);
    const ann = await TestClient.connect(a.wsUrl(game.id, game.seats[0]?.token as string));
    await ann.state();
    // B loads the game for Bob, asks who is connected elsewhere, and A answers.
    const bob = await TestClient.connect(b.wsUrl(game.id, game.seats[1]?.token as string));
    const annConnected = (m: ServerMessage, connected: boolean) =>
      m.type === "state" && m.seats[0]?.connected === connected;
    await bob.take((m) => annConnected(m, true));
    await ann.close();
    await bob.take((m) => annConnected(m, false));
    // And the other way: Ann back on A sees Bob, on B, connected.
    const again = await TestClient.connect(a.wsUrl(game.id, game.seats[0]?.token as string));
    await again.take((m) => m.type === "state" && m.seats[1]?.connected === true);
    await again.close();
    await bob.close();
  });

  it("a bot game loaded by both: either may answer the bots, each answer is stored once", async () => {
    const a = await server();
    const b = await server();
    const game = await create(a.app, {
      seats: [{ kind: "human", force: { premade: "dwarves" } }, { kind: "heuristic" }],
    });
    const ann = await TestClient.connect(a.wsUrl(game.id, game.seats[0]?.token as string));
    const watcher = await TestClient.connect(b.wsUrl(game.id, game.spectator.token));
    const end = await playToTheEnd(ann, 3);
    const seen = await watcher.state(end.actions, 60_000);
    expect(seen.actions).toBe(end.actions);
    const record = (s: Running) =>
      s.app.inject(`/api/games/${game.id}/record?token=${game.seats[0]?.token}`);
    const [ra, rb] = await Promise.all([record(a), record(b)]);
    expect(ra.body).toBe(rb.body);
    expect(await stores[0]?.readActions(game.id, 0)).toHaveLength(end.actions);
    await ann.close();
    await watcher.close();
  }, 120_000);
});
