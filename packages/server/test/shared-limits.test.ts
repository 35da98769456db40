// Issue 24: the limits hold across server processes. Two `main.ts` processes on one PostgreSQL,
// with small limits; each limit is hit by requests sent all at once, split between the two, and
// exactly the limit gets through: HTTP requests per window, new games, games of bots only (per
// address and in all), open WebSockets per address. Each part comes from addresses of its own
// (X-Forwarded-For, believed from loopback: TRUST_PROXY). Then the sockets' counts of two
// processes (two SharedLimits on two pools): a race for the last places, and a process that dies
// without a word no longer counting. Needs DATABASE_URL: skipped, with a message, without it.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSharedLimits, type SharedLimits } from "../src/limits/postgres.ts";
import type { CreatedGame, CreateGame, ServerMessage } from "../src/protocol.ts";
import { humanVsHuman, TestClient } from "./helpers.ts";
import { type ScratchDatabase, scratchDatabase } from "./scratch-database.ts";
import { type ServerProcess, startServer } from "./server-processes.ts";

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn("shared-limits.test.ts: skipped, DATABASE_URL is not set");

const LIMITS = {
  HTTP_RATE_LIMIT: 40,
  GAME_CREATION_LIMIT: 4,
  BOT_GAMES_PER_IP: 2,
  BOT_GAMES_TOTAL: 5,
  MAX_CONNECTIONS_PER_IP: 3,
};

const botsOnly: CreateGame = {
  seats: [
    { kind: "random", force: { premade: "dwarves" } },
    { kind: "random", force: { premade: "goblins" } },
  ],
};

/** Counts each status among the responses. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe.skipIf(!DATABASE_URL)("the limits, shared by two server processes", () => {
  let db: ScratchDatabase;
  const servers: ServerProcess[] = [];
  /** The i-th request goes to one process, the next to the other. */
  const port = (i: number) => (servers[i % 2] as ServerProcess).port;

  const request = (i: number, address: string, path: string, body?: CreateGame) =>
    fetch(`http://127.0.0.1:${port(i)}${path}`, {
      method: body ? "POST" : "GET",
      headers: {
        "x-forwarded-for": address,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    db = await scratchDatabase(DATABASE_URL as string);
    const env = {
      TRUST_PROXY: "loopback",
      BOT_THREADS: "0",
      ...Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, String(v)])),
    };
    // One after the other: the first creates the tables.
    servers.push(await startServer(db.url, 1, env));
    servers.push(await startServer(db.url, 1, env));
  });
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    await db?.drop();
  });

  it("HTTP requests per address and window", async () => {
    const sent = LIMITS.HTTP_RATE_LIMIT + 20;
    const responses = await Promise.all(
      Array.from({ length: sent }, (_, i) => request(i, "198.51.100.1", "/api/health")),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({
      200: LIMITS.HTTP_RATE_LIMIT,
      429: sent - LIMITS.HTTP_RATE_LIMIT,
    });
    const refused = responses.find((r) => r.status === 429) as Response;
    expect(await refused.json()).toMatchObject({ error: "rate-limited" });
    // Another address has its own allowance.
    expect((await request(0, "198.51.100.2", "/api/health")).status).toBe(200);
  });

  it("new games per address and window", async () => {
    const sent = 12;
    const responses = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        request(i, "198.51.100.3", "/api/games", humanVsHuman),
      ),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({
      201: LIMITS.GAME_CREATION_LIMIT,
      429: sent - LIMITS.GAME_CREATION_LIMIT,
    });
    const refused = responses.find((r) => r.status === 429) as Response;
    expect(await refused.json()).toEqual({
      error: "rate-limited",
      message: expect.stringMatching(/^at most 4 new games per 10 minutes from one address; try/),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
  });

  it("games of bots only, per address and in all", async () => {
    // The bots' moves wait behind this lock: no game ends (and frees its place) meanwhile,
    // however slow or fast the machine.
    const lock = new pg.Client({ connectionString: db.url });
    await lock.connect();
    try {
      await lock.query("BEGIN");
      await lock.query("LOCK TABLE actions IN EXCLUSIVE MODE");

      // As many as the address may create (a game of bots only is a new game too).
      const fromOne = await Promise.all(
        Array.from({ length: LIMITS.GAME_CREATION_LIMIT }, (_, i) =>
          request(i, "198.51.100.4", "/api/games", botsOnly),
        ),
      );
      const fromMany = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          request(i, `198.51.100.${10 + i}`, "/api/games", botsOnly),
        ),
      );
      const left = LIMITS.BOT_GAMES_TOTAL - LIMITS.BOT_GAMES_PER_IP;
      expect({
        fromOne: tally(fromOne.map((r) => r.status)),
        fromMany: tally(fromMany.map((r) => r.status)),
      }).toEqual({
        fromOne: {
          201: LIMITS.BOT_GAMES_PER_IP,
          429: LIMITS.GAME_CREATION_LIMIT - LIMITS.BOT_GAMES_PER_IP,
        },
        fromMany: { 201: left, 503: 8 - left },
      });
      for (const refused of fromOne.filter((r) => r.status === 429)) {
        expect(await refused.json()).toMatchObject({
          message: expect.stringMatching(
            /^at most 2 games of bots only at a time from one address/,
          ),
        });
        expect(refused.headers.get("retry-after")).toBe("60");
      }
      const busy = fromMany.find((r) => r.status === 503) as Response;
      expect(await busy.json()).toMatchObject({ error: "server-busy" });
      expect(busy.headers.get("retry-after")).toBe("60");
    } finally {
      await lock.query("ROLLBACK");
      await lock.end();
    }
  });

  it("open WebSockets per address", async () => {
    const created = await request(0, "198.51.100.5", "/api/games", humanVsHuman);
    const game = (await created.json()) as CreatedGame;
    const address = "198.51.100.6";
    /** A socket to the game: admitted (its first message is the game's state) or refused. */
    const open = async (i: number) => {
      const url = `ws://127.0.0.1:${port(i)}/ws?game=${game.id}&token=${game.spectator.token}`;
      const client = await TestClient.connect(url, { "x-forwarded-for": address });
      const first: ServerMessage = await client.take(() => true, 60_000);
      return { client, admitted: first.type === "state", first };
    };
    const sockets = await Promise.all(Array.from({ length: 8 }, (_, i) => open(i)));
    const admitted = sockets.filter((s) => s.admitted);
    expect(admitted).toHaveLength(LIMITS.MAX_CONNECTIONS_PER_IP);
    for (const s of sockets.filter((s) => !s.admitted)) {
      expect(s.first).toMatchObject({ type: "error", code: "rate-limited" });
    }
    // A socket closed gives its place back, whichever process it was on.
    await (admitted[0] as { client: TestClient }).client.close();
    let again = await open(1);
    for (let tries = 0; !again.admitted && tries < 40; tries++) {
      await new Promise((r) => setTimeout(r, 250));
      again = await open(1);
    }
    expect(again.admitted).toBe(true);
    await Promise.all([...sockets, again].map((s) => s.client.close()));
  });
});

describe.skipIf(!DATABASE_URL)("sockets counted on PostgreSQL by two processes", () => {
  let db: ScratchDatabase;
  const pools: pg.Pool[] = [];
  /**
   * A process's limits, on a pool of its own; it says it is alive every `heartbeatMs`. Counted
   * dead after 5 s without a word: on a busy machine a live one's word can come a second late.
   */
  const limitsOf = async (heartbeatMs: number): Promise<SharedLimits> => {
    const pool = new pg.Pool({ connectionString: db.url, max: 10 });
    // The database is dropped WITH (FORCE) at the end: a client still closing then hears
    // "terminating connection due to administrator command", which is no failure of the test.
    pool.on("error", () => {});
    pools.push(pool);
    return openSharedLimits(pool, { heartbeatMs, deadAfterMs: 5_000 });
  };

  beforeAll(async () => {
    db = await scratchDatabase(DATABASE_URL as string);
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await db?.drop();
  });

  it("never admit more than the limit, however many ask at once", async () => {
    const a = await limitsOf(100);
    const b = await limitsOf(100);
    const asked = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).openSocket("192.0.2.1", 5)),
    );
    expect(asked.filter(Boolean)).toHaveLength(5);
    await a.closeSocket("192.0.2.1");
    expect(await b.openSocket("192.0.2.1", 5)).toBe(true);
    expect(await b.openSocket("192.0.2.1", 5)).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });

  it("stop counting the sockets of a process that died", async () => {
    // `dead` says it is alive once, on starting, and never again (as if killed).
    const dead = await limitsOf(60 * 60_000);
    const alive = await limitsOf(100);
    expect(await dead.openSocket("192.0.2.2", 2)).toBe(true);
    expect(await dead.openSocket("192.0.2.2", 2)).toBe(true);
    expect(await alive.openSocket("192.0.2.2", 2)).toBe(false);
    // Once its last word is older than deadAfterMs, its places are free.
    const deadline = Date.now() + 60_000;
    let admitted = false;
    while (!admitted && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      admitted = await alive.openSocket("192.0.2.2", 2);
    }
    expect(admitted).toBe(true);
    await Promise.all([dead.close(), alive.close()]);
  });
});
