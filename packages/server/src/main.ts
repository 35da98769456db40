// `tsx packages/server/src/main.ts`: the game server. PORT (3000), HOST (127.0.0.1), DATABASE_URL
// (PostgreSQL; otherwise PGlite in DATA_DIR, default ./data at the repository root), the web app
// from packages/web/dist when it is built.
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app.ts";
import { openPgliteStore, openPostgresStore, type Store } from "./store/index.ts";
import { parseTrustProxy, type TrustProxy, TrustProxyError } from "./trust-proxy.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${name} must be a whole number, not "${raw}"`);
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
  if (typeof trust === "number" && trust > 0 && !loopback) {
    console.warn(
      `TRUST_PROXY=${trust} believes X-Forwarded-For from anyone who reaches HOST=${host} ` +
        "directly: give the proxy's address instead (e.g. TRUST_PROXY=10.0.0.2), or listen on " +
        "127.0.0.1 behind a proxy on the same machine.",
    );
  }
  return trust;
}

async function main(): Promise<void> {
  const port = intEnv("PORT", 3000);
  const host = process.env.HOST || "127.0.0.1";
  const trustProxy = trustProxyEnv(host);
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolve(repoRoot, process.env.DATA_DIR || "data", "pglite");
  const webRoot = resolve(process.env.WEB_ROOT || resolve(repoRoot, "packages/web/dist"));

  const store: Store = databaseUrl
    ? await openPostgresStore(databaseUrl)
    : await openPgliteStore(dataDir);
  const app = await buildServer({
    store,
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
    console.log(`\n${signal}: stopping (games are saved move by move)...`);
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
  const where = databaseUrl ? "PostgreSQL (DATABASE_URL)" : dataDir;
  console.log(`Dragon Dice is running at http://localhost:${port}`);
  console.log(`Games are stored in ${where}.`);
  if (!existsSync(resolve(webRoot, "index.html"))) {
    console.log(`(No web app at ${webRoot}: build it with npm run build -w @dragondice/web.)`);
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
