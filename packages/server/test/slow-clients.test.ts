// Clients that stop reading: ten spectators whose TCP sockets are paused (they read nothing more)
// watch a game of four random bots at force 240, whose every action sends each socket its view
// (25-70 KB). The server holds at most MAX_BUFFERED_BYTES and one message for each, then closes
// them (1008) with one warning line, while a spectator that reads follows the game. Counted in
// actions, not seconds.
import type { Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import type { CreateGame } from "../src/protocol.ts";
import { MAX_BUFFERED_BYTES, TOO_SLOW_CODE, TOO_SLOW_REASON } from "../src/slow-sockets.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, type Running, start, TestClient } from "./helpers.ts";

const SLOW = 10;
/** The largest message one action sends a socket of this game is about 70 KB. */
const ONE_MESSAGE = 256 * 1024;

const logged: { level: number; msg: string; what?: string }[] = [];
let server: Running;

beforeAll(async () => {
  server = await start({
    store: new MemoryStore(),
    logger: { level: "warn", stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    // One window for the whole test: the warnings of one kind make one line.
    logLimits: { now: () => 0 },
    // Every action to every socket, as the test says: held steps would send fewer messages.
    watcherWaitMs: 0,
  });
});
afterAll(() => server.close());

/** A spectator that reads its first message, then nothing more (its TCP socket paused). */
async function slowSpectator(url: string) {
  const ws = new WebSocket(url);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve) => ws.once("message", resolve));
  const tcp = (ws as unknown as { _socket: Socket })._socket;
  tcp.pause();
  return { tcp, localPort: tcp.localPort, closed };
}

it("drops sockets that stop reading, holding a bounded amount for each", async () => {
  const bot = { kind: "random", force: { random: true } } as const;
  const game = await create(server.app, {
    seats: [bot, bot, bot, bot],
    forceSize: 240,
  } as CreateGame);
  const url = server.wsUrl(game.id, "watch");
  const slow = await Promise.all(Array.from({ length: SLOW }, () => slowSpectator(url)));
  const reader = await TestClient.connect(url);
  const serverSide = () => [...(server.app.websocketServer.clients as Set<WebSocket>)];
  const serverSocketOf = (port: number | undefined) =>
    serverSide().find((s) => (s as unknown as { _socket: Socket })._socket.remotePort === port);

  let mostBuffered = 0;
  let actions = 0;
  const resumed = new Set<number | undefined>();
  while (resumed.size < SLOW) {
    const state = await reader.state(actions + 1, 120_000);
    actions = state.actions;
    expect((state.view as { winner?: unknown }).winner, "the game ended first").toBeFalsy();
    expect(actions, "slow sockets still open").toBeLessThan(3000);
    for (const s of serverSide()) mostBuffered = Math.max(mostBuffered, s.bufferedAmount);
    // A socket the server has closed reads again: it gets what was sent, then the close.
    for (const s of slow) {
      const ws = serverSocketOf(s.localPort);
      if (!resumed.has(s.localPort) && (!ws || ws.readyState !== ws.OPEN)) {
        resumed.add(s.localPort);
        s.tcp.resume();
      }
    }
  }
  expect(mostBuffered).toBeGreaterThan(MAX_BUFFERED_BYTES / 2);
  expect(mostBuffered).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + ONE_MESSAGE);
  for (const s of slow) {
    expect(await s.closed).toEqual({ code: TOO_SLOW_CODE, reason: TOO_SLOW_REASON });
  }
  expect(logged).toEqual([
    expect.objectContaining({
      level: 40,
      what: "too-slow",
      msg: expect.stringMatching(/too slow/),
    }),
  ]);
  // The spectator that reads is still there.
  expect(reader.closed).toBeNull();
  await reader.close();
}, 300_000);
