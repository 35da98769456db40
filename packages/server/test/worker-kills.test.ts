// Workers killed again and again mid-game (PROCESSES=2 on PostgreSQL): games with bot seats and
// human seats (played by test clients), each game loaded by both workers (a seat's socket and a spectator's, handed out in
// turn), so that both run its bots. A worker is killed (SIGKILL) just after a seat sent a move,
// every few actions, alternately; the primary starts it again. Every game must go on after each
// kill, no decision stuck, and end with every acknowledged move stored once. Counted in actions
// and kills; the timeouts only say a game is stuck. Needs DATABASE_URL: skipped without it.
import type { GameRecord } from "@dragondice/engine";
import { parseRecord } from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedGame, CreateGame } from "../src/protocol.ts";
import { WATCH_TOKEN } from "../src/protocol.ts";
import { type ScratchDatabase, scratchDatabase } from "./scratch-database.ts";
import { Seat } from "./seat-player.ts";
import { childrenOf, freePort, type ServerProcess, startServer } from "./server-processes.ts";

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn("worker-kills.test.ts: skipped, DATABASE_URL is not set");

/** A worker is killed each time the games have played this many more actions in all. */
const ACTIONS_BETWEEN_KILLS = 12;
const MOST_KILLS = 8;
/** A game with nothing new for this long is stuck (the machine may be slow: generous). */
const STUCK_MS = 90_000;

// Forces of 48: games long enough for several kills whatever the (secret, so unknown) dice do;
// the first run with the secret dice had games that ended after three kills at force 24.
const GAMES: CreateGame[] = [
  {
    seats: [
      { kind: "human", name: "Ann", force: { premade: "dwarves" } },
      { kind: "heuristic", force: { premade: "goblins" } },
    ],
    forceSize: 48,
  },
  {
    seats: [
      { kind: "heuristic", force: { premade: "dwarves" } },
      { kind: "human", name: "Bob", force: { premade: "goblins" } },
    ],
    forceSize: 48,
  },
  // Three seats: a longer game still, so that most kills come while bots are playing.
  {
    seats: [
      { kind: "human", name: "Cy", force: { premade: "dwarves" } },
      { kind: "heuristic", force: { premade: "goblins" } },
      { kind: "human", name: "Di", force: { premade: "dwarves" } },
    ],
    forceSize: 48,
  },
];

describe.skipIf(!DATABASE_URL)("workers killed mid-game, again and again", () => {
  let db: ScratchDatabase;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    db = await scratchDatabase(DATABASE_URL as string);
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    await db?.drop();
  });

  it("every game goes on after each kill and ends with nothing lost", async () => {
    server = await startServer(db.url, 2, { PORT: String(await freePort()) });
    const { port, output } = server;
    const primary = server.child.pid as number;
    const created: CreatedGame[] = [];
    for (const body of GAMES) {
      const res = await fetch(`http://127.0.0.1:${port}/api/games`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      created.push((await res.json()) as CreatedGame);
    }
    // Per game: its human seats, and a spectator on the other worker (connections alternate).
    const tables = created.map((game, g) => {
      const seats = game.seats.flatMap((s) =>
        s.token ? [new Seat(s.token, game.id, 10 * g + s.seat + 1)] : [],
      );
      return { game, seats, watcher: new Seat(WATCH_TOKEN, game.id, 0) };
    });
    const everyone = tables.flatMap((t) => [...t.seats, t.watcher]);
    for (const p of everyone) await p.connect(port);

    const played = () => tables.reduce((n, t) => n + (t.watcher.last?.actions ?? 0), 0);
    /** Each kill: each game's actions then (-1 if it was over), to check that each went on
     * after it. */
    const kills: number[][] = [];
    /** Kills a worker once the games have played enough since the last kill and each has moved
     * on, and only while both are up (the primary starts a killed one again after a second, longer if it keeps dying). */
    const killed = new Set<number>();
    const killNext = () => {
      if (kills.length >= MOST_KILLS) return;
      if (played() < (kills.length + 1) * ACTIONS_BETWEEN_KILLS) return;
      // Not before every game has moved on since the last kill: a kill must not unstick a game
      // stuck by the one before (as a restart did once), and a stuck game is then caught below.
      const last = kills.at(-1);
      const movedOn = (t: (typeof tables)[number], g: number) =>
        t.watcher.over || (t.watcher.last?.actions ?? 0) > (last?.[g] ?? -1);
      if (last && !tables.every(movedOn)) return;
      // A killed worker may be listed until the primary has reaped it.
      const workers = childrenOf(primary)
        .filter((pid) => !killed.has(pid))
        .sort((a, b) => a - b);
      if (workers.length !== 2) return;
      kills.push(tables.map((t) => (t.watcher.over ? -1 : (t.watcher.last?.actions ?? 0))));
      const victim = workers[kills.length % 2] as number;
      killed.add(victim);
      process.kill(victim, "SIGKILL");
    };

    const reconnect = async (p: Seat) => {
      const deadline = Date.now() + STUCK_MS;
      for (;;) {
        try {
          await p.connect(port);
          return;
        } catch (e) {
          // Handed to the worker being killed, or refused while neither is up (a kill just
          // after the other's): the primary starts them again.
          if (Date.now() > deadline) {
            throw new Error(
              `${(e as Error).message}; the server said: ${output.join("").slice(-3000)}`,
            );
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    };
    const play = async (p: Seat) => {
      while (!p.over) {
        const open = await p
          .step(() => void killNext(), STUCK_MS)
          .catch((e: Error) => {
            const at = p.last ? `action ${p.last.actions}` : "the start";
            throw new Error(
              `game ${p.game} (seat ${p.last?.seat ?? "?"}) stuck at ${at}: ${e.message}`,
            );
          });
        if (!open) await reconnect(p);
      }
    };
    await Promise.all(everyone.map(play));

    // At least the first kill (at 12 actions, both workers up from the start). How many follow
    // depends on how soon the primary starts a killed worker again: it waits longer for one that
    // keeps dying, and on a busy machine the games may end first. Counting more would make the
    // test depend on the machine's speed.
    expect(kills.length, `kills at ${JSON.stringify(kills)}`).toBeGreaterThanOrEqual(1);
    const ends = tables.map((t) => t.watcher.last?.actions ?? 0);
    // Every game went on after every kill (each was over, or moved on).
    for (const before of kills) {
      ends.forEach((end, g) => {
        expect(end, `game ${g}`).toBeGreaterThan(before[g] as number);
      });
    }
    /** A GET, made again when its connection is closed unanswered: handed to a worker killed
     * just before (the last kill may come with the games' last move), it is closed by the
     * primary. A request with no answer fails at STUCK_MS (fetch itself would wait 300 s). */
    const get = async (url: string): Promise<Response> => {
      const deadline = Date.now() + STUCK_MS;
      for (;;) {
        try {
          return await fetch(url, { signal: AbortSignal.timeout(STUCK_MS) });
        } catch (e) {
          // fetch's TypeError is a network error; a timeout is a DOMException.
          if (!(e instanceof TypeError) || Date.now() > deadline) throw e;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    };
    for (const [g, t] of tables.entries()) {
      const res = await get(
        `http://127.0.0.1:${port}/api/games/${t.game.id}/record?token=${WATCH_TOKEN}`,
      );
      expect(res.status, `game ${g}'s record`).toBe(200);
      const record: GameRecord = parseRecord(await res.json());
      expect(record.actions).toHaveLength(ends[g] as number);
      const stored = await db.query<{ n: number; decision: number; player: number }>(
        `SELECT n, (action->>'decision')::int AS decision, (action->>'player')::int AS player
         FROM actions WHERE game_id = $1 ORDER BY n`,
        [t.game.id],
      );
      expect(stored.map((r) => r.n)).toEqual([...Array(ends[g]).keys()]);
      for (const seat of t.seats) {
        const player = seat.last?.seat as number;
        for (const decision of seat.acknowledged) {
          expect(stored.filter((r) => r.decision === decision && r.player === player)).toHaveLength(
            1,
          );
        }
      }
      for (const p of [...t.seats, t.watcher]) expect(p.last?.actions).toBe(ends[g]);
    }
    server.child.kill("SIGTERM");
  }, 600_000);
});
