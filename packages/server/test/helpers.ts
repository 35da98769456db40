// Test helpers: a server on a free port, WebSocket clients that queue what they receive.
import type { AddressInfo } from "node:net";
import { type Decision, type PlayerView, sampleChoice, seededRandomInt } from "@dragondice/engine";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { buildServer, type ServerOptions } from "../src/app.ts";
import type { CreatedGame, CreateGame, ServerMessage, StateMessage } from "../src/protocol.ts";
import { seededRandomBytes } from "../src/randomness.ts";

export interface Running {
  app: FastifyInstance;
  port: number;
  wsUrl: (game: string, token: string) => string;
  close: () => Promise<void>;
}

/**
 * A server on a free port; its games' randomness is a reproducible stream unless `random` says.
 * Every test comes from one address: the limit on creating games is off unless a test sets one.
 */
export async function start(options: ServerOptions): Promise<Running> {
  const app = await buildServer({
    random: seededRandomBytes(1),
    gameCreationLimit: false,
    ...options,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    wsUrl: (game, token) =>
      `ws://127.0.0.1:${port}/ws?game=${encodeURIComponent(game)}&token=${encodeURIComponent(token)}`,
    close: () => app.close(),
  };
}

export async function create(app: FastifyInstance, body: CreateGame): Promise<CreatedGame> {
  const res = await app.inject({ method: "POST", url: "/api/games", payload: body });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json() as CreatedGame;
}

/** A WebSocket client that keeps every message it receives until a test takes it. */
export class TestClient {
  readonly messages: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  closed: { code: number } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      this.wake();
    });
    ws.on("close", (code) => {
      this.closed = { code };
      this.wake();
    });
  }

  private wake() {
    const ws = this.waiters;
    this.waiters = [];
    for (const w of ws) w();
  }

  /** `handshakeTimeoutMs`: fail when the server has not answered the upgrade by then (a
   * connection handed to a process that died may otherwise wait forever). */
  static connect(
    url: string,
    headers?: Record<string, string>,
    handshakeTimeoutMs?: number,
  ): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers, handshakeTimeout: handshakeTimeoutMs });
      const client = new TestClient(ws);
      ws.once("open", () => resolve(client));
      ws.once("error", reject);
    });
  }

  /** Takes the first message matching `match` (waiting for it), dropping none of the others. */
  async take<T extends ServerMessage>(
    match: (m: ServerMessage) => m is T,
    timeoutMs?: number,
  ): Promise<T>;
  async take(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  // The limit only ends a wait for a message that never comes: a busy two-core machine may take
  // many seconds to send one that does (bots answer in worker threads), and a test must not fail
  // for that.
  async take(match: (m: ServerMessage) => boolean, timeoutMs = 60_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.messages.findIndex(match);
      if (i >= 0) return this.messages.splice(i, 1)[0] as ServerMessage;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out; got ${JSON.stringify(this.messages).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  state(minActions = 0, timeoutMs?: number): Promise<StateMessage> {
    return this.take(
      (m): m is StateMessage => m.type === "state" && m.actions >= minActions,
      timeoutMs,
    );
  }

  error(): Promise<Extract<ServerMessage, { type: "error" }>> {
    return this.take((m): m is Extract<ServerMessage, { type: "error" }> => m.type === "error");
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once("close", () => resolve());
      this.ws.close();
    });
  }
}

/** The seat's first pending decision in its view and a legal answer to it. */
export function myMove(
  state: StateMessage,
  salt = 0,
): { decision: Decision; choice: unknown } | null {
  const view = state.view as PlayerView;
  const d = view.pending.find((p) => p.player === state.seat && "prompt" in p) as
    | Decision
    | undefined;
  if (!d) return null;
  // The seed is stripped from the view; the sampler only reads the table.
  return {
    decision: d,
    choice: sampleChoice({ ...view, seed: 0 } as PlayerView, d, seededRandomInt(d.id + salt)),
  };
}

export const humanVsHuman: CreateGame = {
  seats: [
    { kind: "human", name: "Ann", force: { premade: "dwarves" } },
    { kind: "human", name: "Bob", force: { premade: "goblins" } },
  ],
};

/**
 * Waits until `check` says so, looking every 20 ms, for at most `timeoutMs` (a bound for a stuck
 * test, not a measure of speed). The clock is `performance`'s: a test may hold `Date` still.
 */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
