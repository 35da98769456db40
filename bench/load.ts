// Load test: `npx tsx bench/load.ts [--games 200] [--think 0] [--max-moves 3000] [--workers 2]
// [--store pglite|pglite-disk|memory|postgres] [--processes N] [--ramp 1000]`.
// Starts the server in-process on a free loopback port with an in-memory PGlite store (pglite-disk:
// PGlite in a temporary folder, each commit synced to the disk, as `npm start` runs it; postgres:
// a new database on the PostgreSQL server of DATABASE_URL, dropped at the end). --processes N
// runs the server in N processes instead (node:cluster, sharing the port as PROCESSES=N does) on
// PostgreSQL (DATABASE_URL), the bench's own process keeping only the clients; creates
// N games whose two seats are both "human", and drives every seat with a bot client over the
// WebSocket API (heuristic in seat 0, random in seat 1): the client answers from the view it
// receives, like a browser would. All games run at once. Prints JSON: games, moves, seconds,
// movesPerSecond, p50Ms/p95Ms/p99Ms (from sending a move to receiving the state message that
// acknowledges it), errors (error messages other than "stale"), and a few more details:
// serverBusy and clientBusy are how busy the server's thread (on average, with several server
// processes: serverBusyEach) and the clients' threads were; serverCpuUsPerMove (Linux, server in
// the bench's process) the CPU time the server's thread spent per move, steadier than the latency
// on a machine shared with other work; messagesPerMove and bytesPerMove what the clients received.
// The bot clients run in worker threads (--workers) so they do not share the server's event loop;
// --workers 0 runs everything on one thread. Two by default: an acknowledgement waits in its
// client thread's queue until that thread is free, and that wait counts in the latency. One
// thread playing all 400 clients is nearly always busy, so the latency it measured was mostly its
// own queue's, and varied between runs of the same server by a factor of two; real clients each
// have a CPU of their own. `seconds` counts from the client threads having loaded their code.

import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { heuristicBot, randomBot } from "@dragondice/ai";
import {
  COMPILER_FLAGS,
  type Decision,
  type GameEvent,
  type PlayerView,
  seededRandomInt,
} from "@dragondice/engine";
import WebSocket from "ws";

interface Options {
  games: number;
  think: number;
  maxMoves: number;
  workers: number;
  timeoutS: number;
  store: "pglite" | "pglite-disk" | "memory" | "postgres";
  /** Server processes (PostgreSQL only); 0: the server runs in the bench's own process. */
  processes: number;
  /** Games start spread over this many milliseconds (all at once, they move in lockstep). */
  ramp: number;
}

interface GameTickets {
  id: string;
  tokens: string[];
  /** The game's number in the whole run: its bots' seeds and start time do not depend on which
   * client thread plays it. */
  index: number;
}

interface ClientResult {
  latencies: number[];
  moves: number;
  errors: number;
  stale: number;
  finished: number;
  capped: number;
  errorCodes: Record<string, number>;
  /** How busy the clients' thread was while playing (its event loop utilization, 0 to 1). */
  busy: number;
  /** Messages and bytes the clients received. */
  messages: number;
  bytes: number;
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    games: 200,
    think: 0,
    maxMoves: 3000,
    workers: 2,
    timeoutS: 600,
    store: "pglite",
    processes: 0,
    ramp: 1000,
  };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i];
    const value = Number(argv[i + 1]);
    const set = (k: keyof Options) => {
      if (!Number.isFinite(value) || value < 0) throw new Error(`${key} wants a number`);
      (o as unknown as Record<string, number>)[k] = value;
      i++;
    };
    if (key === "--games") set("games");
    else if (key === "--think") set("think");
    else if (key === "--max-moves") set("maxMoves");
    else if (key === "--workers") set("workers");
    else if (key === "--ramp") set("ramp");
    else if (key === "--timeout") set("timeoutS");
    else if (key === "--processes") set("processes");
    else if (
      key === "--store" &&
      ["pglite", "pglite-disk", "memory", "postgres"].includes(argv[i + 1] ?? "")
    ) {
      o.store = argv[++i] as Options["store"];
    } else throw new Error(`unknown option ${key}`);
  }
  if (o.processes > 0) o.store = "postgres";
  if (o.store === "postgres" && !process.env.DATABASE_URL) {
    throw new Error("--processes and --store postgres need DATABASE_URL (a PostgreSQL server)");
  }
  return o;
}

/** Plays the given games' seats over WebSockets until they end; resolves with what it measured. */
async function playGames(port: number, games: GameTickets[], o: Options): Promise<ClientResult> {
  const result: ClientResult = {
    latencies: [],
    moves: 0,
    errors: 0,
    stale: 0,
    finished: 0,
    capped: 0,
    errorCodes: {},
    busy: 0,
    messages: 0,
    bytes: 0,
  };
  const elu = performance.eventLoopUtilization();
  const playOne = (game: GameTickets) =>
    new Promise<void>((resolve) => {
      let open = game.tokens.length;
      let done = false;
      const sockets: WebSocket[] = [];
      const end = (how: "finished" | "capped" | "failed") => {
        if (done) return;
        done = true;
        if (how === "finished") result.finished++;
        if (how === "capped") result.capped++;
        for (const s of sockets) s.close();
      };
      game.tokens.forEach((token, seat) => {
        const rng = seededRandomInt(game.index * 7 + seat);
        const bot = seat === 0 ? heuristicBot(rng) : randomBot(rng);
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?game=${game.id}&token=${token}`);
        sockets.push(ws);
        let latest: { actions: number; view: PlayerView } | null = null;
        let inflight: { actions: number; sentAt: number } | null = null;
        let timer: NodeJS.Timeout | null = null;
        let failures = 0;
        const act = () => {
          timer = null;
          if (done || inflight || !latest || ws.readyState !== ws.OPEN) return;
          const { view, actions } = latest;
          if (view.winner) return end("finished");
          if (actions >= o.maxMoves) return end("capped");
          const d = view.pending.find((p) => p.player === seat && "prompt" in p) as
            | Decision
            | undefined;
          if (!d) return;
          const choice = bot.choose(view, d);
          inflight = { actions, sentAt: performance.now() };
          ws.send(JSON.stringify({ type: "move", actions, decision: d.id, choice }));
        };
        const schedule = () => {
          if (timer || inflight) return;
          // Think times vary (0.5 to 1.5 times --think), so that games do not move in lockstep.
          if (o.think > 0) timer = setTimeout(act, o.think * (0.5 + Math.random()));
          else act();
        };
        ws.on("message", (data: Buffer) => {
          result.messages++;
          result.bytes += data.length;
          const msg = JSON.parse(data.toString());
          if (msg.type === "state") {
            latest = { actions: msg.actions, view: msg.view };
            const first = msg.events[0] as (GameEvent & { player?: number }) | undefined;
            // The acknowledgement: the first state after the move whose first event is this
            // seat's decision (another seat's simultaneous answer may have come first).
            if (
              inflight &&
              msg.actions > inflight.actions &&
              first?.type === "decided" &&
              first.player === seat
            ) {
              result.latencies.push(performance.now() - inflight.sentAt);
              result.moves++;
              inflight = null;
            }
            if ((msg.view as PlayerView).winner) return end("finished");
            schedule();
          } else if (msg.type === "error") {
            inflight = null;
            if (msg.code === "stale") result.stale++;
            else {
              result.errors++;
              result.errorCodes[msg.code] = (result.errorCodes[msg.code] ?? 0) + 1;
              if (++failures > 20) return end("failed");
            }
            schedule();
          }
        });
        ws.on("close", () => {
          if (--open === 0) {
            end("failed");
            resolve();
          }
        });
        ws.on("error", () => {
          result.errors++;
          result.errorCodes.socket = (result.errorCodes.socket ?? 0) + 1;
        });
      });
    });
  await Promise.all(
    games.map(async (g) => {
      await new Promise((r) => setTimeout(r, (o.ramp * g.index) / o.games));
      await playOne(g);
    }),
  );
  result.busy = performance.eventLoopUtilization(elu).utilization;
  return result;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The CPU time this process's main thread has used, in nanoseconds (Linux; else undefined). */
function mainThreadCpuNs(): number | undefined {
  try {
    const text = readFileSync(`/proc/self/task/${process.pid}/schedstat`, "utf8");
    return Number(text.split(" ")[0]);
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, i)] as number) * 100) / 100;
}

/** The server as the bench runs it, in whichever process: listening on `port` (0: any). */
async function serve(o: Options, port: number, seed: number) {
  const { buildServer } = await import("../packages/server/src/app.ts");
  const { seededRandomBytes } = await import("../packages/server/src/randomness.ts");
  const { MemoryStore, openPgliteStore, openPostgresStore } = await import(
    "../packages/server/src/store/index.ts"
  );
  const dataDir = o.store === "pglite-disk" ? mkdtempSync(join(tmpdir(), "dd-bench-")) : undefined;
  const store =
    o.store === "memory"
      ? new MemoryStore()
      : o.store === "postgres"
        ? await openPostgresStore(process.env.DATABASE_URL as string)
        : await openPgliteStore(dataDir);
  const app = await buildServer({
    store,
    // One address runs every client here: the per-address limits are lifted, and the
    // per-connection message limit raised (bots with no think time answer far faster than people).
    httpRateLimit: false,
    gameCreationLimit: false,
    maxConnectionsPerIp: 100_000,
    wsRateLimit: { perSecond: 10_000, burst: 10_000 },
    // The games' dice and forces from a reproducible stream: every run plays the same games.
    random: seededRandomBytes(seed),
  });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await store.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The servers: in this process, or in `o.processes` cluster workers sharing one port. `busy`
 * starts measuring (each process's event loop utilization) and returns the function that reads
 * it.
 */
async function startServers(o: Options) {
  if (o.processes === 0) {
    const server = await serve(o, 0, 1);
    return {
      port: server.port,
      busy: () => {
        const elu = performance.eventLoopUtilization();
        return async () => [performance.eventLoopUtilization(elu).utilization];
      },
      close: server.close,
    };
  }
  const workers = Array.from({ length: o.processes }, (_, i) =>
    cluster.fork({ BENCH_SERVER_SEED: String(i + 1), BENCH_OPTIONS: JSON.stringify(o) }),
  );
  // Each says when it has loaded its code (a message sent before would be lost); then all listen
  // on port 0, which node:cluster makes one free port that they share (as PROCESSES=N).
  await Promise.all(workers.map((w) => once(w, "message")));
  const ports = await Promise.all(
    workers.map(async (w) => {
      w.send({ listen: 0 });
      const [answer] = (await once(w, "message")) as [{ port: number }];
      return answer.port;
    }),
  );
  const port = ports[0] as number;
  if (ports.some((p) => p !== port)) throw new Error(`server processes on ${ports.join(", ")}`);
  const ask = (what: string) =>
    Promise.all(
      workers.map(async (w) => {
        w.send(what);
        const [answer] = await once(w, "message");
        return answer as number;
      }),
    );
  return {
    port,
    busy: () => {
      const started = ask("mark");
      return async () => {
        await started;
        return ask("busy");
      };
    },
    close: async () => {
      await ask("close");
      for (const w of workers) w.kill();
    },
  };
}

/** A server process of --processes N: listens where told, and reports how busy it was. */
async function serverProcess(): Promise<void> {
  setFlagsFromString(COMPILER_FLAGS);
  const o = JSON.parse(process.env.BENCH_OPTIONS as string) as Options;
  let server: Awaited<ReturnType<typeof serve>> | null = null;
  let elu = performance.eventLoopUtilization();
  process.on("message", async (msg: unknown) => {
    if (typeof msg === "object" && msg !== null && "listen" in msg) {
      server = await serve(
        o,
        (msg as { listen: number }).listen,
        Number(process.env.BENCH_SERVER_SEED),
      );
      process.send?.({ port: server.port });
    } else if (msg === "mark") {
      elu = performance.eventLoopUtilization();
      process.send?.(0);
    } else if (msg === "busy") {
      process.send?.(performance.eventLoopUtilization(elu).utilization);
    } else if (msg === "close") {
      await server?.close();
      process.send?.(0);
    }
  });
  process.send?.("ready");
}

/** A new database for the run, on the server of DATABASE_URL (which it then points to). */
async function scratchDatabase(): Promise<() => Promise<void>> {
  const pg = (await import("pg")).default;
  const serverUrl = process.env.DATABASE_URL as string;
  const name = `dd_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function main(): Promise<void> {
  // As the server sets it when it starts (main.ts); process-wide, so the clients' threads too.
  setFlagsFromString(COMPILER_FLAGS);
  const o = parseArgs(process.argv.slice(2));
  const dropDatabase = o.store === "postgres" ? await scratchDatabase() : null;
  try {
    await run(o);
  } finally {
    await dropDatabase?.();
  }
}

async function run(o: Options): Promise<void> {
  const servers = await startServers(o);
  const port = servers.port;
  const base = `http://127.0.0.1:${port}`;

  const games: GameTickets[] = [];
  for (let i = 0; i < o.games; i++) {
    const res = await fetch(`${base}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        seats: [
          { kind: "human", force: { random: true } },
          { kind: "human", force: { random: true } },
        ],
      }),
    });
    if (res.status !== 201) throw new Error(`creating a game: ${res.status} ${await res.text()}`);
    const created = (await res.json()) as { id: string; seats: { token?: string }[] };
    games.push({ id: created.id, tokens: created.seats.map((s) => s.token as string), index: i });
  }

  // The client threads load their code (tsx compiles it for each thread) before the clock starts.
  const n = Math.min(o.workers, games.length);
  const workers = Array.from(
    { length: n },
    (_, w) =>
      new Worker(fileURLToPath(new URL("./worker.mjs", import.meta.url)), {
        workerData: { port, games: games.filter((_, i) => i % n === w), options: o },
      }),
  );
  await Promise.all(workers.map((worker) => once(worker, "message")));

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const serverBusyUntilNow = servers.busy();
  const cpuBefore = mainThreadCpuNs();
  const started = performance.now();
  const timeout = setTimeout(() => {
    console.error(`timed out after ${o.timeoutS}s`);
    process.exit(1);
  }, o.timeoutS * 1000);
  const results: ClientResult[] =
    n === 0
      ? [await playGames(port, games, o)]
      : await Promise.all(
          workers.map(async (worker) => {
            worker.postMessage("go");
            const [result] = await once(worker, "message");
            return result as ClientResult;
          }),
        );
  const seconds = (performance.now() - started) / 1000;
  const serverBusy = await serverBusyUntilNow();
  const cpuAfter = mainThreadCpuNs();
  clearTimeout(timeout);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sum = (f: (r: ClientResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const moves = sum((r) => r.moves);
  const errorCodes: Record<string, number> = {};
  for (const r of results) {
    for (const [k, v] of Object.entries(r.errorCodes)) errorCodes[k] = (errorCodes[k] ?? 0) + v;
  }
  console.log(
    JSON.stringify(
      {
        games: o.games,
        moves,
        seconds: Math.round(seconds * 100) / 100,
        movesPerSecond: Math.round(moves / seconds),
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        p99Ms: percentile(latencies, 99),
        errors: sum((r) => r.errors),
        errorCodes,
        stale: sum((r) => r.stale),
        finished: sum((r) => r.finished),
        capped: sum((r) => r.capped),
        thinkMs: o.think,
        rampMs: o.ramp,
        // The server's loop is this process's only when it runs here.
        ...(o.processes === 0
          ? {
              serverLoopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e4) / 100,
              serverLoopDelayMaxMs: Math.round(loopDelay.max / 1e4) / 100,
            }
          : {}),
        serverBusy: round2(serverBusy.reduce((a, b) => a + b, 0) / serverBusy.length),
        ...(serverBusy.length > 1 ? { serverBusyEach: serverBusy.map(round2) } : {}),
        clientBusy: Math.round((sum((r) => r.busy) / results.length) * 100) / 100,
        ...(o.processes === 0 && o.workers > 0 && cpuBefore !== undefined && cpuAfter !== undefined
          ? { serverCpuUsPerMove: Math.round((cpuAfter - cpuBefore) / 1000 / moves) }
          : {}),
        messagesPerMove: round2(sum((r) => r.messages) / moves),
        bytesPerMove: Math.round(sum((r) => r.bytes) / moves),
        clientWorkers: o.workers,
        store: o.store,
        serverProcesses: o.processes,
      },
      null,
      2,
    ),
  );
  await servers.close();
}

if (cluster.isWorker) {
  serverProcess().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else if (isMainThread) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else {
  const data = workerData as { port: number; games: GameTickets[]; options: Options };
  parentPort?.once("message", () => {
    playGames(data.port, data.games, data.options).then((r) => parentPort?.postMessage(r));
  });
  parentPort?.postMessage("ready");
}
