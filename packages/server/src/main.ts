// `tsx packages/server/src/main.ts`: the game server. PORT (3000), HOST (127.0.0.1), DATABASE_URL
// (PostgreSQL; otherwise PGlite in DATA_DIR, default ./data at the repository root), the web app
// from packages/web/dist when it is built. PROCESSES=N (with DATABASE_URL) runs N server
// processes (node:cluster) sharing the port: each serves any game, and its WebSockets stay on the
// process that accepted them; the first process restarts any that dies.
import cluster, { type Worker } from "node:cluster";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { COMPILER_FLAGS } from "@dragondice/engine";
import { buildServer } from "./app.ts";
import { decimalInteger } from "./decimal.ts";
import { openSharedLimits } from "./limits/postgres.ts";
import { openPgliteStore, openPostgresStore, type Store } from "./store/index.ts";
import { parseTrustProxy, type TrustProxy, TrustProxyError } from "./trust-proxy.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = decimalInteger(raw);
  if (n === null) {
    console.error(`${name} must be a whole number in decimal digits, not "${raw}"`);
    process.exit(2);
  }
  return n;
}

function trustProxyEnv(host: string): TrustProxy {
  let trust: TrustProxy;
  try {
    trust = parseTrustProxy(process.env.TRUST_PROXY);
  } catch (e) {
    if (!(e instanceof TrustProxyError)) throw e;
    console.error(e.message);
    process.exit(2);
  }
  const loopback = host === "127.0.0.1" || host === "::1" || host === "localhost";
  // Said once, by the first process, not again by each of its workers.
  if (typeof trust === "number" && trust > 0 && !loopback && cluster.isPrimary) {
    console.warn(
      `TRUST_PROXY=${trust} believes X-Forwarded-For from anyone who reaches HOST=${host} ` +
        "directly: give the proxy's address instead (e.g. TRUST_PROXY=10.0.0.2), or listen on " +
        "127.0.0.1 behind a proxy on the same machine.",
    );
  }
  return trust;
}

/** A worker that dies is started again after this long (longer if it keeps dying at once). */
const RESTART_MS = 1_000;
const RESTART_MAX_MS = 30_000;

/** A connection as Node's cluster holds it in the first process (a libuv handle). */
interface ConnectionHandle {
  close(): void;
}

/**
 * Closes the connections handed to `worker` that it never took, once it cannot take them any more.
 * Node's cluster accepts each connection in the first process and hands it to a worker in turn,
 * keeping it open here until the worker says it took it; a worker that dies before saying so
 * (SIGKILL, a crash: in the milliseconds before this process hears of it, new connections still go
 * to it) leaves the connection open here for ever, its request never read nor answered (a client
 * waited 300 s for a game's record). Closed, the client sees the connection end and can try again.
 * Node's messages read here are its own (lib/internal/cluster: "newconn", answered by an "ack" of
 * the same number): if they change, nothing is tracked and the cluster works as it did.
 */
function closeUnclaimedConnections(worker: Worker): void {
  const handedOver = new Map<number, ConnectionHandle>();
  const child = worker.process;
  const send = child.send.bind(child) as (...args: unknown[]) => boolean;
  child.send = ((message: unknown, handle?: unknown, ...rest: unknown[]) => {
    const m = message as { cmd?: unknown; act?: unknown; seq?: unknown } | null;
    if (m?.cmd === "NODE_CLUSTER" && m.act === "newconn" && typeof m.seq === "number" && handle) {
      handedOver.set(m.seq, handle as ConnectionHandle);
    }
    return send(message, handle, ...rest);
  }) as typeof child.send;
  child.on("internalMessage", (m: { cmd?: unknown; ack?: unknown } | null) => {
    if (m?.cmd === "NODE_CLUSTER" && typeof m.ack === "number") handedOver.delete(m.ack);
  });
  // Once it has exited and its channel has been read to the end ("close"; not "disconnect",
  // which Node never emits for a worker killed with a connection on the way to it), what it has
  // not said it took it never will.
  child.once("close", () => {
    for (const handle of handedOver.values()) handle.close();
    handedOver.clear();
  });
}

/**
 * The first process of PROCESSES=N: starts N workers (each runs `serve`), starts again any that
 * dies, and stops them all on SIGINT or SIGTERM.
 */
function supervise(processes: number): void {
  let stopping = false;
  let listening = 0;
  let delayMs = RESTART_MS;
  const fork = () => {
    const worker = cluster.fork();
    closeUnclaimedConnections(worker);
    const started = Date.now();
    worker.on("listening", (address: AddressInfo) => {
      if (++listening === processes) {
        console.log(
          `Dragon Dice is running at http://localhost:${address.port} (${processes} processes)`,
        );
        console.log("Games are stored in PostgreSQL (DATABASE_URL).");
      }
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      console.error(`a server process stopped (${signal ?? `code ${code}`}); starting another`);
      // One that dies at once (the database unreachable...) is not restarted in a tight loop.
      delayMs = Date.now() - started < 10_000 ? Math.min(delayMs * 2, RESTART_MAX_MS) : RESTART_MS;
      setTimeout(fork, delayMs);
    });
  };
  for (let i = 0; i < processes; i++) fork();
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping ${processes} processes (games are saved move by move)...`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

async function main(): Promise<void> {
  // Before any game or bot warms up, here and in the bots' thread (compiler-flags.ts says why).
  setFlagsFromString(COMPILER_FLAGS);
  const port = intEnv("PORT", 3000);
  const processes = intEnv("PROCESSES", 1);
  const host = process.env.HOST || "127.0.0.1";
  const trustProxy = trustProxyEnv(host);
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolve(repoRoot, process.env.DATA_DIR || "data", "pglite");
  const webRoot = resolve(process.env.WEB_ROOT || resolve(repoRoot, "packages/web/dist"));
  if (processes < 1) {
    console.error("PROCESSES must be 1 or more");
    process.exit(2);
  }
  if (processes > 1 && !databaseUrl) {
    console.error(
      `PROCESSES=${processes} needs DATABASE_URL: the embedded store (PGlite, in ${dataDir}) ` +
        "belongs to one process. Give a PostgreSQL server, or run one process.",
    );
    process.exit(2);
  }
  if (processes > 1 && cluster.isPrimary) {
    supervise(processes);
    return;
  }

  // On PostgreSQL the limits are counted there, shared by every process; PGlite is one process's.
  const shared = databaseUrl ? await openPostgresStore(databaseUrl) : null;
  const store: Store = shared ?? (await openPgliteStore(dataDir));
  const limits = shared ? await openSharedLimits(shared.pool) : undefined;
  const app = await buildServer({
    store,
    ...(limits ? { limits } : {}),
    ...(existsSync(resolve(webRoot, "index.html")) ? { webRoot } : {}),
    logger: { level: process.env.LOG_LEVEL || "warn" },
    httpRateLimit: { max: intEnv("HTTP_RATE_LIMIT", 300), timeWindowMs: 60_000 },
    gameCreationLimit: {
      max: intEnv("GAME_CREATION_LIMIT", 10),
      timeWindowMs: intEnv("GAME_CREATION_WINDOW_S", 600) * 1000,
    },
    botGameLimits: {
      perAddress: intEnv("BOT_GAMES_PER_IP", 2),
      total: intEnv("BOT_GAMES_TOTAL", 20),
    },
    botThreads: intEnv("BOT_THREADS", 1),
    maxConnectionsPerIp: intEnv("MAX_CONNECTIONS_PER_IP", 50),
    trustProxy,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (cluster.isPrimary) console.log(`\n${signal}: stopping (games are saved move by move)...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await store.close();
      process.exit(0);
    } catch (e) {
      console.error(e);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port, host });
  if (cluster.isWorker) return; // the first process says where
  const where = databaseUrl ? "PostgreSQL (DATABASE_URL)" : dataDir;
  const listening = (app.server.address() as AddressInfo).port;
  console.log(`Dragon Dice is running at http://localhost:${listening}`);
  console.log(`Games are stored in ${where}.`);
  if (!existsSync(resolve(webRoot, "index.html"))) {
    console.log(`(No web app at ${webRoot}: build it with npm run build -w @dragondice/web.)`);
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
