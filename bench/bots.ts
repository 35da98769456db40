// Bots' games against a person's moves: `npx tsx bench/bots.ts [--bot-games 20] [--force 240]
// [--bot-threads 1] [--humans 2] [--think 200] [--seconds 30]`.
// Starts the server in-process (in-memory PGlite) with `--bot-threads` threads for the bots'
// choices (0: inline, on the event loop that serves moves, as before issue 11), keeps
// `--bot-games` games of four heuristic bots at force `--force` playing (one ends, another is
// created: such a game takes a few seconds), and meanwhile plays `--humans`
// games of two people (force 24, each seat answered by a heuristic bot in a client thread after
// `--think` ms, like a person), one after another, for `--seconds`. Prints JSON: the people's
// moves and their latency (from sending a move to its `ack`: p50, p95, p99, max), the bots'
// moves stored meanwhile, and how late the server's event loop ran.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { heuristicBot } from "@dragondice/ai";
import { type Decision, type PlayerView, seededRandomInt } from "@dragondice/engine";
import WebSocket from "ws";

interface Options {
  botGames: number;
  force: number;
  botThreads: number;
  humans: number;
  think: number;
  seconds: number;
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    botGames: 20,
    force: 240,
    botThreads: 1,
    humans: 2,
    think: 200,
    seconds: 30,
  };
  const flags: Record<string, keyof Options> = {
    "--bot-games": "botGames",
    "--force": "force",
    "--bot-threads": "botThreads",
    "--humans": "humans",
    "--think": "think",
    "--seconds": "seconds",
  };
  for (let i = 0; i < argv.length; i += 2) {
    const key = flags[argv[i] ?? ""];
    const value = Number(argv[i + 1]);
    if (!key || !Number.isFinite(value) || value < 0) throw new Error(`bad option ${argv[i]}`);
    o[key] = value;
  }
  return o;
}

async function createGame(base: string, body: unknown): Promise<{ id: string; tokens: string[] }> {
  const res = await fetch(`${base}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`creating a game: ${res.status} ${await res.text()}`);
  const created = (await res.json()) as { id: string; seats: { token?: string }[] };
  return { id: created.id, tokens: created.seats.flatMap((s) => (s.token ? [s.token] : [])) };
}

/** The people's games, one after another until `until`: the latency of every move. */
async function playPeople(base: string, o: Options, until: number): Promise<number[]> {
  const latencies: number[] = [];
  const playOne = async (n: number): Promise<void> => {
    const game = await createGame(base, {
      seats: [
        { kind: "human", force: { random: true } },
        { kind: "human", force: { random: true } },
      ],
    });
    await new Promise<void>((resolve) => {
      const sockets = game.tokens.map((token, seat) => {
        const bot = heuristicBot(seededRandomInt(n * 7 + seat));
        const ws = new WebSocket(`${base.replace("http", "ws")}/ws?game=${game.id}&token=${token}`);
        let latest: { actions: number; view: PlayerView } | null = null;
        let inflight: { decision: number; sentAt: number } | null = null;
        let timer: NodeJS.Timeout | null = null;
        const act = () => {
          timer = null;
          if (!latest || inflight || ws.readyState !== ws.OPEN) return;
          const { view, actions } = latest;
          const d = view.pending.find((p) => p.player === seat && "prompt" in p) as
            | Decision
            | undefined;
          if (!d || view.winner) return;
          const choice = bot.choose(view, d);
          inflight = { decision: d.id, sentAt: performance.now() };
          ws.send(JSON.stringify({ type: "move", actions, decision: d.id, choice }));
        };
        ws.on("message", (data) => {
          const msg = JSON.parse(data.toString());
          if (msg.type === "state") latest = { actions: msg.actions, view: msg.view };
          const sent = inflight;
          if (msg.type === "ack" && sent && sent.decision === msg.decision) {
            latencies.push(performance.now() - sent.sentAt);
            inflight = null;
          }
          if (msg.type === "error") inflight = null;
          if (latest?.view.winner || performance.now() > until) {
            for (const s of sockets) s.close();
            resolve();
            return;
          }
          if (!timer && !inflight) timer = setTimeout(act, o.think * (0.5 + Math.random()));
        });
        return ws;
      });
    });
  };
  let n = 0;
  const player = async (first: number) => {
    for (let g = first; performance.now() < until; g += o.humans) await playOne(g);
  };
  await Promise.all(Array.from({ length: o.humans }, () => player(n++)));
  return latencies;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, i)] as number) * 10) / 10;
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const { buildServer } = await import("../packages/server/src/app.ts");
  const { seededRandomBytes } = await import("../packages/server/src/randomness.ts");
  const { openPgliteStore } = await import("../packages/server/src/store/index.ts");
  const store = await openPgliteStore();
  // The bots' moves stored, counted as they are written; a bots' game that ends is replaced.
  const botGames = new Set<string>();
  let botMoves = 0;
  let botGamesEnded = 0;
  let running = true;
  const append = store.appendAction.bind(store);
  store.appendAction = async (gameId, index, action) => {
    await append(gameId, index, action);
    if (botGames.has(gameId)) botMoves++;
  };
  const markFinished = store.markFinished.bind(store);
  store.markFinished = async (gameId, winner) => {
    await markFinished(gameId, winner);
    if (!botGames.delete(gameId) || !running) return;
    botGamesEnded++;
    void newBotGame();
  };
  const app = await buildServer({
    store,
    httpRateLimit: false,
    gameCreationLimit: false,
    botGameLimits: false,
    botThreads: o.botThreads,
    random: seededRandomBytes(1),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // The people's client thread loads its code before the clock starts.
  const worker = new Worker(fileURLToPath(new URL("./bots-worker.mjs", import.meta.url)), {
    workerData: { base, options: o },
  });
  await once(worker, "message");

  const four = { kind: "heuristic", force: { random: true } };
  const newBotGame = async () => {
    const game = await createGame(base, { seats: [four, four, four, four], forceSize: o.force });
    botGames.add(game.id);
  };
  for (let i = 0; i < o.botGames; i++) await newBotGame();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  worker.postMessage("go");
  const [latencies] = (await once(worker, "message")) as [number[]];
  running = false;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        botGames: o.botGames,
        force: o.force,
        botThreads: o.botThreads,
        seconds: Math.round(seconds * 10) / 10,
        humanMoves: latencies.length,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        p99Ms: percentile(latencies, 99),
        maxMs: percentile(latencies, 100),
        botMoves,
        botMovesPerSecond: Math.round(botMoves / seconds),
        botGamesEnded,
        serverLoopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e4) / 100,
        serverLoopDelayMaxMs: Math.round(loopDelay.max / 1e4) / 100,
      },
      null,
      2,
    ),
  );
  await worker.terminate();
  await app.close();
  await store.close();
}

if (isMainThread) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else {
  const data = workerData as { base: string; options: Options };
  parentPort?.once("message", () => {
    const until = performance.now() + data.options.seconds * 1000;
    playPeople(data.base, data.options, until).then((l) => parentPort?.postMessage(l));
  });
  parentPort?.postMessage("ready");
}
