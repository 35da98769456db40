// The protocol's guarantees when connections drop (as lichess gives them): a move sent again
// after a reconnect is acknowledged once and applied once; a reconnecting client gets only the
// events it missed. And bots go on by themselves after the database fails for a while.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage, StateMessage } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient } from "./helpers.ts";

/** A memory store that fails the next `failing` writes of moves, as a database that is down. */
class FlakyStore extends MemoryStore {
  failing = 0;
  override async appendAction(...args: Parameters<MemoryStore["appendAction"]>): Promise<void> {
    if (this.failing > 0) {
      this.failing--;
      throw new Error("connection refused");
    }
    return super.appendAction(...args);
  }
}

const store = new FlakyStore();
let server: Running;

beforeAll(async () => {
  server = await start({ store, roundLimit: 1 });
});
afterAll(() => server.close());

/** The same value with every object's keys in the opposite order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversedKeys(v)]),
  );
}

describe("a move sent again after a reconnect", () => {
  it("is acknowledged, not refused, and applied once", async () => {
    const game = await create(server.app, humanVsHuman);
    const token = game.seats[0]?.token as string;
    const watcher = await TestClient.connect(server.wsUrl(game.id, game.spectator.token));
    await watcher.state();
    const ann = await TestClient.connect(server.wsUrl(game.id, token));
    const first = await ann.state();
    const move = myMove(first);
    if (!move) throw new Error("no decision to answer");
    const message = {
      type: "move",
      actions: first.actions,
      decision: move.decision.id,
      choice: move.choice,
    };
    // The move is sent, and the connection drops before its acknowledgement is read.
    ann.send(message);
    await ann.close();
    await watcher.state(1);

    const again = await TestClient.connect(`${server.wsUrl(game.id, token)}&since=0`);
    const caughtUp = await again.state();
    expect(caughtUp.actions).toBe(1);
    expect(caughtUp.since).toBe(0);
    // Sent again as it was (its keys in another order: the same choice), as the client still
    // holds it unacknowledged.
    again.send({ ...message, choice: reversedKeys(move.choice) });
    expect(await again.take((m) => m.type === "ack" || m.type === "error")).toEqual({
      type: "ack",
      decision: move.decision.id,
      actions: 1,
    });
    // Applied once: one action stored, no second state broadcast.
    expect((await store.loadGame(game.id))?.actions.length).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(watcher.messages.filter((m) => m.type === "state" && m.actions > 1)).toEqual([]);
    await Promise.all([again.close(), watcher.close()]);
  });
});

/** Plays `count` moves of a two-player game, each seat answering its own decisions; returns
 * every state message a spectator got, the first one included, and the spectator's token. */
async function playMoves(count: number) {
  const game = await create(server.app, humanVsHuman);
  const token = game.spectator.token;
  const watcher = await TestClient.connect(server.wsUrl(game.id, token));
  const messages = [await watcher.state()];
  const seats = await Promise.all(
    game.seats.map((s) => TestClient.connect(server.wsUrl(game.id, s.token as string))),
  );
  const latest = await Promise.all(seats.map((s) => s.state()));
  for (let n = 0; n < count; n++) {
    for (const [i, seat] of seats.entries()) {
      if ((latest[i] as StateMessage).actions < n) latest[i] = await seat.state(n);
    }
    const mover = latest.findIndex((s) => myMove(s) !== null);
    const move = myMove(latest[mover] as StateMessage);
    if (!move) throw new Error("nobody has a decision");
    seats[mover]?.send({
      type: "move",
      actions: n,
      decision: move.decision.id,
      choice: move.choice,
    });
    messages.push(await watcher.state(n + 1));
  }
  await Promise.all([watcher, ...seats].map((c) => c.close()));
  return { id: game.id, token, messages };
}

describe("reconnecting with ?since=N", () => {
  it("gets only the events after action N; a first connection, the whole log", async () => {
    const { id, token, messages } = await playMoves(6);
    const total = (messages.at(-1) as StateMessage).actions;
    expect(total).toBe(6);
    // What the watcher received after having seen `n` actions.
    const eventsAfter = (n: number) =>
      messages.filter((m, i) => i > 0 && m.actions > n).flatMap((m) => m.events);
    const wholeLog = messages.flatMap((m) => m.events);

    for (const since of [0, 1, Math.floor(total / 2), total]) {
      const c = await TestClient.connect(`${server.wsUrl(id, token)}&since=${since}`);
      const got = await c.state();
      expect(got.since, `since=${since}`).toBe(since);
      expect(got.actions).toBe(total);
      expect(got.events, `since=${since}`).toEqual(eventsAfter(since));
      await c.close();
    }
    // A first connection, or a `since` ahead of the game: the whole log (one that is not a
    // decimal number is refused: bad-input.test.ts).
    for (const query of ["", `&since=${total + 1}`]) {
      const c = await TestClient.connect(`${server.wsUrl(id, token)}${query}`);
      const got = await c.state();
      expect(got.since, query).toBeUndefined();
      expect(got.events, query).toEqual(wholeLog);
      await c.close();
    }
  });
});

describe("bots after the database fails", () => {
  it("try again on a timer, say so to everyone, and go on by themselves once it is back", async () => {
    // Bots' games at the full round limit: this one goes on long after the database is back.
    const long = await start({ store });
    const game = await create(long.app, {
      seats: [{ kind: "heuristic" }, { kind: "random" }],
    });
    const watcher = await TestClient.connect(long.wsUrl(game.id, game.spectator.token));
    const seen = await watcher.state();
    // The database goes down for three writes: the bots' move fails three times.
    store.failing = 3;
    const notice = (code: string) =>
      watcher.take((m: ServerMessage) => m.type === "notice" && m.code === code, 60_000);
    const retrying = await notice("server-retrying");
    expect(retrying).toMatchObject({
      type: "notice",
      message: expect.stringMatching(/tries again/),
    });
    // 0.5 s, then 1 s, then 2 s: then the write goes through, with nobody connecting or moving.
    await notice("server-recovered");
    expect(store.failing).toBe(0);
    // Nobody connected or moved, and the bots went on: ten more moves, all stored.
    const later = await watcher.state(seen.actions + 10, 60_000);
    expect((await store.loadGame(game.id))?.actions.length).toBeGreaterThanOrEqual(later.actions);
    await watcher.close();
    await long.close();
  });
});
