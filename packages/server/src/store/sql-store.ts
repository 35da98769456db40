// One SQL store for both backends: PGlite (embedded PostgreSQL in WebAssembly) and node-postgres.
// Same schema, same statements; only the connection differs.
import type { Action, GameConfig } from "@dragondice/engine";
import {
  type AbandonedBefore,
  ActionTaken,
  type BotGameCap,
  BotGamesFull,
  type NewStoredGame,
  type Store,
  type StoredGame,
  type StoredGameSummary,
  type StoredSeat,
  type StoreNote,
} from "./types.ts";

/** The little both clients share: parameterised queries returning rows. */
export interface Queryable {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** Runs `work` in a transaction on a connection of its own (committed if it resolves). */
export type Transaction = <T>(work: (db: Queryable) => Promise<T>) => Promise<T>;

export const SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS games (
    id text PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now(),
    config jsonb NOT NULL,
    seats jsonb NOT NULL,
    bot_seed integer,
    bot_key text,
    spectator_token text NOT NULL,
    finished boolean NOT NULL DEFAULT false,
    winner integer,
    finished_at timestamptz
  )`,
  // No foreign key to games: checking one locks the game's row for every action written, which
  // was a third of the cost of storing a move. The store checks that the game exists itself, once
  // per game (a game is deleted only with its actions, by one statement: deleteAbandoned).
  `CREATE TABLE IF NOT EXISTS actions (
    game_id text NOT NULL,
    n integer NOT NULL,
    action jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, n)
  )`,
  // The bots' randomness is a key since issue 24 (bot_key); games stored before have a seed.
  "ALTER TABLE games ADD COLUMN IF NOT EXISTS bot_key text",
  "ALTER TABLE games ALTER COLUMN bot_seed DROP NOT NULL",
  // Data folders and databases made before the key was dropped.
  "ALTER TABLE actions DROP CONSTRAINT IF EXISTS actions_game_id_fkey",
  "CREATE INDEX IF NOT EXISTS games_created_at ON games (created_at DESC)",
  // Games of bots only: who created them (a hash of the address), for the cap on those playing.
  "ALTER TABLE games ADD COLUMN IF NOT EXISTS bots_creator text",
  `CREATE INDEX IF NOT EXISTS games_bots_unfinished ON games (bots_creator)
    WHERE bots_creator IS NOT NULL AND NOT finished`,
];

/** Held while counting the games of bots only playing and storing a new one: servers creating
 * them together take turns, so that two never both take the last place. */
const BOT_GAMES_LOCK = 0x626f7473; // "bots"

/** The games of bots only playing: not finished, created or moved lately ($2 milliseconds). */
const COUNT_BOT_GAMES = `SELECT count(*) FILTER (WHERE g.bots_creator = $1)::int AS mine,
  count(*)::int AS total
  FROM games g WHERE g.bots_creator IS NOT NULL AND NOT g.finished
  AND GREATEST(g.created_at,
    (SELECT a.created_at FROM actions a WHERE a.game_id = g.id ORDER BY a.n DESC LIMIT 1))
    > now() - $2 * interval '1 millisecond'`;

interface GameRow {
  id: string;
  created_at: Date | string;
  config: GameConfig | string;
  seats: StoredSeat[] | string;
  bot_seed: number | null;
  bot_key: string | null;
  spectator_token: string;
  finished: boolean;
  winner: number | null;
  action_count: number | string;
}

const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

function summary(row: GameRow): StoredGameSummary {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    config: json(row.config),
    seats: json(row.seats),
    botSecret: row.bot_key ?? (row.bot_seed as number),
    spectatorTokenHash: row.spectator_token,
    finished: row.finished,
    winner: row.winner,
    actionCount: Number(row.action_count),
  };
}

const SELECT_GAME = `SELECT g.id, g.created_at, g.config, g.seats, g.bot_seed, g.bot_key,
  g.spectator_token,
  g.finished, g.winner, (SELECT count(*) FROM actions a WHERE a.game_id = g.id) AS action_count
  FROM games g`;

interface PendingAction {
  gameId: string;
  index: number;
  action: Action;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/** Most actions written by one statement (3 parameters each; PostgreSQL allows 65535). */
const MAX_BATCH = 500;

/** PostgreSQL's error for a duplicate key (both PGlite's errors and pg's carry the code). */
const uniqueViolation = (e: unknown): boolean =>
  typeof e === "object" && e !== null && (e as { code?: unknown }).code === "23505";

/** The channel on which a shared store's writes are announced (NOTIFY) to every process. */
export const NOTIFY_CHANNEL = "dragondice";

/**
 * A note's payload: "a <n> <game id>" (action n stored), "s <game id>" (setup changed),
 * "p <process> <game id> <seats, comma-separated>" (a process's sockets of a game), "q <process>
 * <game id>" (a process asks for those); game ids and process ids have no spaces. The process
 * that sent a note is `from` (presence and questions only).
 */
export function parseNote(payload: string): { note: StoreNote; from?: string } | null {
  const [kind, a, b, c] = payload.split(" ");
  if (kind === "a" && a && b && /^\d+$/.test(a)) {
    return { note: { kind: "action", gameId: b, index: Number(a) } };
  }
  if (kind === "s" && a) return { note: { kind: "setup", gameId: a } };
  if (kind === "p" && a && b && c !== undefined && /^(\d+(,\d+)*)?$/.test(c)) {
    const seats = c === "" ? [] : c.split(",").map(Number);
    return { note: { kind: "presence", gameId: b, process: a, seats }, from: a };
  }
  if (kind === "q" && a && b) return { note: { kind: "ask-presence", gameId: b }, from: a };
  return null;
}

function insertGame(db: Queryable, game: NewStoredGame): Promise<unknown> {
  return db.query(
    `INSERT INTO games (id, created_at, config, seats, bot_seed, bot_key, spectator_token,
       bots_creator)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8)`,
    [
      game.id,
      game.createdAt.toISOString(),
      JSON.stringify(game.config),
      JSON.stringify(game.seats),
      typeof game.botSecret === "number" ? game.botSecret : null,
      typeof game.botSecret === "string" ? game.botSecret : null,
      game.spectatorTokenHash,
      game.botsCreator ?? null,
    ],
  );
}

export class SqlStore implements Store {
  /** Actions waiting for the next group write (every move of the same tick, all games). */
  private batch: PendingAction[] = [];
  private flushScheduled = false;
  private flushing = false;
  /** Games known to exist: created or found here (and not deleted here since). */
  private readonly knownGames = new Set<string>();

  /**
   * `notify`: other processes share the database, so each write is announced on NOTIFY_CHANNEL
   * in the statement that makes it (delivered when it commits).
   */
  constructor(
    readonly kind: string,
    protected readonly db: Queryable,
    private readonly closeDb: () => Promise<void>,
    private readonly transaction: Transaction,
    private readonly notify = false,
  ) {}

  /** Creates the tables if they are missing (through `db`: a connection of the caller's). */
  async init(db: Queryable = this.db): Promise<this> {
    for (const statement of SCHEMA) await db.query(statement);
    return this;
  }

  async createGame(game: NewStoredGame, cap?: BotGameCap): Promise<void> {
    const creator = game.botsCreator;
    if (cap && creator !== undefined) {
      await this.transaction(async (db) => {
        await db.query("SELECT pg_advisory_xact_lock($1)", [BOT_GAMES_LOCK]);
        const { rows } = await db.query<{ mine: number; total: number }>(COUNT_BOT_GAMES, [
          creator,
          cap.playingWithinMs,
        ]);
        const { mine = 0, total = 0 } = rows[0] ?? {};
        if (mine >= cap.perCreator) throw new BotGamesFull("creator");
        if (total >= cap.total) throw new BotGamesFull("total");
        await insertGame(db, game);
      });
    } else await insertGame(this.db, game);
    this.knownGames.add(game.id);
  }

  /**
   * Group commit: the moves of all games arriving in the same turn of the event loop are written
   * by one INSERT (one statement, so all or none), and each caller resolves once it is written.
   * If the group fails (a duplicate action number...), each row is tried alone so that only the
   * bad one is refused.
   */
  async appendAction(gameId: string, index: number, action: Action): Promise<void> {
    if (!this.knownGames.has(gameId)) await this.requireGame(gameId);
    return new Promise((resolve, reject) => {
      this.batch.push({ gameId, index, action, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  /** Rejects for a game that is not stored. */
  private async requireGame(gameId: string): Promise<void> {
    const { rows } = await this.db.query("SELECT 1 FROM games WHERE id = $1", [gameId]);
    if (rows.length === 0) throw new Error(`game ${gameId} is not stored`);
    this.knownGames.add(gameId);
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    if (this.flushing) return; // the running flush takes the new ones too
    this.flushing = true;
    try {
      await this.flushAll();
    } finally {
      this.flushing = false;
    }
  }

  private async flushAll(): Promise<void> {
    while (this.batch.length > 0) {
      const group = this.batch.splice(0, MAX_BATCH);
      try {
        await this.insertActions(group);
        // Those refused were rejected already: resolving them does nothing.
        for (const p of group) p.resolve();
      } catch (e) {
        // Alone, the one refused is told why.
        const refused = (p: PendingAction, e: unknown) =>
          p.reject(uniqueViolation(e) ? new ActionTaken(p.gameId, p.index) : e);
        if (group.length === 1) {
          refused(group[0] as PendingAction, e);
          continue;
        }
        for (const p of group) {
          await this.insertActions([p]).then(p.resolve, (e) => refused(p, e));
        }
      }
    }
  }

  /**
   * Writes the group's actions. Shared (`notify`): an action whose number is taken (another
   * process stored it first) is left out, the others written and announced, and its caller
   * rejected with ActionTaken. Alone, no other process can take a number: a taken one fails the
   * statement (flushAll then tries each row alone), and the write returns no rows, which keeps
   * PGlite's hot path as fast as it was.
   */
  private async insertActions(group: PendingAction[]): Promise<void> {
    const values: string[] = [];
    const params: unknown[] = [];
    for (const p of group) {
      const i = params.length;
      values.push(`($${i + 1}, $${i + 2}, $${i + 3}::jsonb)`);
      params.push(p.gameId, p.index, JSON.stringify(p.action));
    }
    const insert = `INSERT INTO actions (game_id, n, action) VALUES ${values.join(", ")}`;
    if (!this.notify) {
      await this.db.query(insert, params);
      return;
    }
    const { rows } = await this.db.query<{ game_id: string; n: number }>(
      `WITH ins AS (${insert} ON CONFLICT DO NOTHING RETURNING game_id, n)
       SELECT game_id, n, pg_notify('${NOTIFY_CHANNEL}', 'a ' || n || ' ' || game_id) FROM ins`,
      params,
    );
    if (rows.length === group.length) return;
    const written = new Set(rows.map((r) => `${r.n} ${r.game_id}`));
    for (const p of group) {
      if (!written.has(`${p.index} ${p.gameId}`)) p.reject(new ActionTaken(p.gameId, p.index));
    }
  }

  async removeLastAction(gameId: string, index: number): Promise<void> {
    const { rows } = await this.db.query<{ n: number }>(
      `DELETE FROM actions WHERE game_id = $1 AND n = $2
       AND NOT EXISTS (SELECT 1 FROM actions WHERE game_id = $1 AND n > $2) RETURNING n`,
      [gameId, index],
    );
    if (rows.length === 0) throw new Error(`game ${gameId}: action ${index} is not the last`);
  }

  async readActions(gameId: string, from: number): Promise<Action[]> {
    const { rows } = await this.db.query<{ n: number; action: Action | string }>(
      "SELECT n, action FROM actions WHERE game_id = $1 AND n >= $2 ORDER BY n",
      [gameId, from],
    );
    return rows.map((a, i) => {
      if (a.n !== from + i) throw new Error(`game ${gameId}: action ${from + i} is missing`);
      return json(a.action);
    });
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    const games = await this.db.query<GameRow>(`${SELECT_GAME} WHERE g.id = $1`, [id]);
    const row = games.rows[0];
    if (!row) return null;
    this.knownGames.add(row.id);
    const actions = await this.db.query<{ n: number; action: Action | string }>(
      "SELECT n, action FROM actions WHERE game_id = $1 ORDER BY n",
      [id],
    );
    const list: Action[] = [];
    for (const a of actions.rows) {
      // Action numbers are written in order with no gap; a gap would mean a corrupt store.
      if (a.n !== list.length) throw new Error(`game ${id}: action ${list.length} is missing`);
      list.push(json(a.action));
    }
    return { ...summary(row), actionCount: list.length, actions: list };
  }

  async listGames(limit = 100, finishedSince?: Date): Promise<StoredGameSummary[]> {
    const rows = await this.db.query<GameRow>(
      `${SELECT_GAME} WHERE $2::timestamptz IS NULL OR NOT g.finished OR g.finished_at IS NULL
       OR g.finished_at >= $2 ORDER BY g.created_at DESC LIMIT $1`,
      [limit, finishedSince?.toISOString() ?? null],
    );
    return rows.rows.map(summary);
  }

  /** One statement deletes the games and their actions: all or nothing. */
  async deleteAbandoned(before: AbandonedBefore, keep: readonly string[]): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH gone AS (
        DELETE FROM games g WHERE NOT g.finished AND NOT (g.id = ANY($3::text[])) AND (
          COALESCE((SELECT max(a.created_at) FROM actions a WHERE a.game_id = g.id), g.created_at)
            < $1
          OR (g.created_at < $2
            AND EXISTS (SELECT 1 FROM jsonb_array_elements(g.seats) s WHERE s->>'kind' = 'human')
            AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.game_id = g.id
              AND g.seats -> ((a.action->>'player')::int) ->> 'kind' = 'human'))
        ) RETURNING g.id
      ), moves AS (DELETE FROM actions WHERE game_id IN (SELECT id FROM gone))
      SELECT id FROM gone`,
      [before.idle.toISOString(), before.unplayed.toISOString(), keep],
    );
    for (const { id } of rows) this.knownGames.delete(id);
    return rows.map((r) => r.id);
  }

  async markFinished(gameId: string, winner: number | null): Promise<void> {
    await this.db.query(
      "UPDATE games SET finished = true, winner = $2, finished_at = now() WHERE id = $1",
      [gameId, winner],
    );
  }

  async updateSetup(
    gameId: string,
    config: GameConfig,
    seats: StoredSeat[],
    expected?: StoredSeat[],
  ): Promise<boolean> {
    // jsonb compares by value: the keys' order does not matter.
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE games SET config = $2::jsonb, seats = $3::jsonb
       WHERE id = $1 AND ($4::jsonb IS NULL OR seats = $4::jsonb) RETURNING id${
         this.notify ? `, pg_notify('${NOTIFY_CHANNEL}', 's ' || id)` : ""
       }`,
      [
        gameId,
        JSON.stringify(config),
        JSON.stringify(seats),
        expected ? JSON.stringify(expected) : null,
      ],
    );
    if (rows.length > 0) return true;
    const { rows: found } = await this.db.query("SELECT 1 FROM games WHERE id = $1", [gameId]);
    if (found.length === 0 || !expected) throw new Error(`game ${gameId} is not stored`);
    return false;
  }

  /** Closes the connection once the writes under way are done. */
  async close(): Promise<void> {
    while (this.batch.length > 0 || this.flushing || this.flushScheduled) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.closeDb();
  }
}
