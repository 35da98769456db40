// The limits shared by every server process on one PostgreSQL (DATABASE_URL): counted in tables of
// that database, each limit by one statement that checks and counts at once, so that two processes
// never both take the last place. A process that dies stops counting once its heartbeat is old.
import { randomBytes } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type pg from "pg";
import { underSchemaLock } from "../store/postgres.ts";
import type { Limits } from "./types.ts";

const SCHEMA: readonly string[] = [
  // A window of requests per key (a route's, or every route's, and an address): its count and its
  // end, in milliseconds of the database's clock (the same for every process).
  `CREATE TABLE IF NOT EXISTS limit_windows (
    key text PRIMARY KEY,
    count integer NOT NULL,
    ends_at bigint NOT NULL
  )`,
  // The processes counting sockets, and when each last said it was alive.
  `CREATE TABLE IF NOT EXISTS limit_processes (
    id text PRIMARY KEY,
    seen timestamptz NOT NULL
  )`,
  // An address's open WebSockets: { process id: how many it holds }. One row per address, so
  // that the row's lock makes checking and counting one step.
  `CREATE TABLE IF NOT EXISTS limit_sockets (
    address text PRIMARY KEY,
    open jsonb NOT NULL
  )`,
];

const NOW_MS = "(extract(epoch FROM now()) * 1000)::bigint";

/** A request in the window of key $1 ($2 milliseconds long, from its first request): the count
 * so far and the milliseconds left. As @fastify/rate-limit's own store: a window starts with the
 * first request after the last one ended, and counts every request, refused or not. */
const HIT = `INSERT INTO limit_windows AS w (key, count, ends_at) VALUES ($1, 1, ${NOW_MS} + $2)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN w.ends_at <= EXCLUDED.ends_at - $2 THEN 1 ELSE w.count + 1 END,
    ends_at = CASE WHEN w.ends_at <= EXCLUDED.ends_at - $2 THEN EXCLUDED.ends_at ELSE w.ends_at END
  RETURNING count, ends_at - ${NOW_MS} AS ttl`;

/** The sockets of address row `s` held by processes alive within $4 milliseconds. */
const LIVE_SOCKETS = `(SELECT COALESCE(sum(o.value::int), 0) FROM jsonb_each_text(s.open) o
  JOIN limit_processes p ON p.id = o.key WHERE p.seen > now() - $4 * interval '1 millisecond')`;

/** A socket of address $1 on process $2, if fewer than $3 are open: a row returned. The update
 * locks the address's row and reads it as it stands then, so the check sees every other commit. */
const OPEN_SOCKET = `INSERT INTO limit_sockets AS s (address, open)
  VALUES ($1, jsonb_build_object($2::text, 1))
  ON CONFLICT (address) DO UPDATE
    SET open = s.open || jsonb_build_object($2::text, COALESCE((s.open ->> $2)::int, 0) + 1)
    WHERE ${LIVE_SOCKETS} < $3
  RETURNING 1`;

const CLOSE_SOCKET = `UPDATE limit_sockets SET open = open || jsonb_build_object($2::text,
  (open ->> $2)::int - 1) WHERE address = $1 AND (open ->> $2)::int > 0`;

const HEARTBEAT = `INSERT INTO limit_processes (id, seen) VALUES ($1, now())
  ON CONFLICT (id) DO UPDATE SET seen = now()`;

/** What is no longer counted: ended windows, addresses with no socket on a live process
 * ($1: how long a process stays alive without a heartbeat), processes long gone. */
const SWEEP = [
  `DELETE FROM limit_windows WHERE ends_at < ${NOW_MS}`,
  `DELETE FROM limit_sockets s WHERE NOT EXISTS (SELECT 1 FROM jsonb_each_text(s.open) o
    JOIN limit_processes p ON p.id = o.key
    WHERE o.value::int > 0 AND p.seen > now() - $1 * interval '1 millisecond')`,
  "DELETE FROM limit_processes WHERE seen < now() - interval '1 hour'",
];

export interface SharedLimitsTiming {
  /** How often a process says it is alive (and sweeps what no longer counts). */
  heartbeatMs: number;
  /** A process silent this long has died: its sockets no longer count. */
  deadAfterMs: number;
}

/** As the presence notes of the store: every 30 s, forgotten after 75 s. */
const DEFAULT_TIMING: SharedLimitsTiming = { heartbeatMs: 30_000, deadAfterMs: 75_000 };

/** @fastify/rate-limit's store, counting in `limit_windows`. */
function windowStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class WindowStore implements FastifyRateLimitStore {
    /** `route` names a route's own limit ("POST /api/games"); "*": the limit of every route. */
    constructor(
      _options: unknown,
      private readonly route = "*",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      pool.query<{ count: number; ttl: string }>(HIT, [`${this.route} ${key}`, timeWindow]).then(
        ({ rows: [row] }) => callback(null, { current: row?.count ?? 0, ttl: Number(row?.ttl) }),
        (e: Error) => callback(e),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` (its types say otherwise).
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new WindowStore(undefined, `${method} ${url}`);
    }
  }
  return WindowStore;
}

export class SharedLimits implements Limits {
  readonly rateLimitStore: FastifyRateLimitStoreCtor;
  /** Names this process's sockets in `limit_sockets`. */
  private readonly process = randomBytes(6).toString("hex");
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  /** The last heartbeat sent: `close` waits for it, or its queries would run on after it. */
  private beating: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly timing: SharedLimitsTiming,
  ) {
    this.rateLimitStore = windowStore(pool);
  }

  /** Creates the tables if missing, says this process is alive, and keeps saying it. */
  async start(): Promise<this> {
    await underSchemaLock(this.pool, async (client) => {
      for (const statement of SCHEMA) await client.query(statement);
    });
    await this.beat();
    this.heartbeat = setInterval(() => {
      // A heartbeat that fails (the database unreachable) is tried again at the next.
      this.beating = this.beat().catch(() => {});
    }, this.timing.heartbeatMs);
    this.heartbeat.unref();
    return this;
  }

  private async beat(): Promise<void> {
    await this.pool.query(HEARTBEAT, [this.process]);
    await this.pool.query(SWEEP[0] as string);
    await this.pool.query(SWEEP[1] as string, [this.timing.deadAfterMs]);
    await this.pool.query(SWEEP[2] as string);
  }

  async openSocket(address: string, max: number): Promise<boolean> {
    // The row's first socket is stored without the check: there must be room for one.
    if (max < 1) return false;
    const { rows } = await this.pool.query(OPEN_SOCKET, [
      address,
      this.process,
      max,
      this.timing.deadAfterMs,
    ]);
    return rows.length > 0;
  }

  async closeSocket(address: string): Promise<void> {
    // Closed, this process no longer counts (its sockets close as it stops, the pool with it).
    if (this.closed) return;
    await this.pool.query(CLOSE_SOCKET, [address, this.process]);
  }

  /** Stops the heartbeat and forgets this process: its sockets are closing with it. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    await this.beating;
    await this.pool.query("DELETE FROM limit_processes WHERE id = $1", [this.process]);
  }
}

/** The limits on the database of `pool` (the store's: see PostgresStore.pool). */
export function openSharedLimits(
  pool: pg.Pool,
  timing: SharedLimitsTiming = DEFAULT_TIMING,
): Promise<SharedLimits> {
  return new SharedLimits(pool, timing).start();
}
