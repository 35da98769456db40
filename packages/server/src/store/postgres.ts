// node-postgres: a real PostgreSQL server (DATABASE_URL), which several server processes may
// share: each write is announced with NOTIFY, and `listen` hears them on a connection of its own.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { NOTIFY_CHANNEL, parseNote, SqlStore } from "./sql-store.ts";
import type { StoreListener } from "./types.ts";

/** Taken while creating the tables, so that processes starting together do not race. */
const SCHEMA_LOCK = 0x64726167; // "drag"
/** The listening connection, lost, is tried again after this long, doubling up to the maximum. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 5_000;

/** Runs `work` (creating tables) holding SCHEMA_LOCK, on a connection of its own. */
export async function underSchemaLock(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<unknown>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [SCHEMA_LOCK]);
    try {
      await work(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [SCHEMA_LOCK]);
    }
  } finally {
    client.release();
  }
}

export class PostgresStore extends SqlStore {
  /** Names this process in its presence notes (and so it ignores its own). */
  private readonly processId = randomBytes(6).toString("hex");

  constructor(
    /** Shared with the limits (limits/postgres.ts). */
    readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {
    super(
      "postgres",
      pool,
      () => pool.end(),
      async (work) => {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          const done = await work(client);
          await client.query("COMMIT");
          return done;
        } catch (e) {
          await client.query("ROLLBACK").catch(() => {});
          throw e;
        } finally {
          client.release();
        }
      },
      true,
    );
  }

  override async init(): Promise<this> {
    await underSchemaLock(this.pool, (client) => super.init(client));
    return this;
  }

  /**
   * LISTEN on a connection of its own. When it is lost (PostgreSQL restarting), it connects
   * again on a growing delay, and then tells the listener it may have missed notes (`gap`).
   * Rejects if the first connection fails.
   */
  async listen(listener: StoreListener): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let delayMs = RELISTEN_FIRST_MS;

    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: this.connectionString });
      c.on("notification", (msg) => {
        const read = msg.channel === NOTIFY_CHANNEL ? parseNote(msg.payload ?? "") : null;
        if (read && read.from !== this.processId) listener.note(read.note);
      });
      const lost = () => {
        if (client !== c) return;
        client = null;
        c.end().catch(() => {});
        again();
      };
      c.on("error", lost);
      c.on("end", lost);
      try {
        await c.connect();
        await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
      } catch (e) {
        c.removeAllListeners("end");
        c.on("error", () => {});
        await c.end().catch(() => {});
        throw e;
      }
      if (stopped) {
        await c.end();
        return;
      }
      client = c;
    };

    const again = () => {
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = null;
        connect().then(
          () => {
            delayMs = RELISTEN_FIRST_MS;
            listener.gap();
          },
          () => {
            delayMs = Math.min(delayMs * 2, RELISTEN_MAX_MS);
            again();
          },
        );
      }, delayMs);
    };

    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end();
    };
  }

  async tellPresence(gameId: string, seats: number[]): Promise<void> {
    await this.pool.query("SELECT pg_notify($1, $2)", [
      NOTIFY_CHANNEL,
      `p ${this.processId} ${gameId} ${seats.join(",")}`,
    ]);
  }

  async askPresence(gameId: string): Promise<void> {
    await this.pool.query("SELECT pg_notify($1, $2)", [
      NOTIFY_CHANNEL,
      `q ${this.processId} ${gameId}`,
    ]);
  }
}

/**
 * How long a statement may run, and a query wait for its answer, before it fails (and a game's
 * move with it, which the room reports or tries again). A lock never released, or a database
 * that stopped answering without closing the connection, would otherwise hold the game's queue,
 * and every move after, for ever. Ours take milliseconds.
 */
export interface PostgresTimeouts {
  /** PostgreSQL cancels a statement running longer (a wait for a lock counts). */
  statementMs: number;
  /** The client gives up on an answer that has not come (the server gone quiet). */
  queryMs: number;
  /** The client gives up connecting, or waiting for a free connection of the pool. */
  connectMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  statementMs: 10_000,
  queryMs: 15_000,
  connectMs: 10_000,
};

export async function openPostgresStore(
  connectionString: string,
  timeouts: PostgresTimeouts = POSTGRES_TIMEOUTS,
): Promise<PostgresStore> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on("error", () => {});
  try {
    return await new PostgresStore(pool, connectionString).init();
  } catch (e) {
    await pool.end();
    throw e;
  }
}
