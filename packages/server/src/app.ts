// The game server: HTTP API, WebSocket play, static web app. The engine runs here only; clients
// get their seat's view and the events, never the dice's generator nor anyone else's secrets.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { relative, sep } from "node:path";
import { DEFAULT_ROUND_LIMIT } from "@dragondice/engine";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import websocket from "@fastify/websocket";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { RawData, WebSocket } from "ws";
import { botRunner } from "./bots.ts";
import { inputProblem } from "./client-input.ts";
import { decimalInteger } from "./decimal.ts";
import { GUIDED_BOT_KEY, GUIDED_SEATS, guidedSetup } from "./guided.ts";
import { guidedGameSchema } from "./guided-request.ts";
import { LocalLimits } from "./limits/local.ts";
import type { Limits } from "./limits/types.ts";
import { type LogLimits, limitedLog } from "./log.ts";
import { redactingLogger } from "./log-redaction.ts";
import {
  type ApiError,
  type CreatedGame,
  chooseForceSchema,
  clientMessageSchema,
  createGameSchema,
  type ErrorCode,
  type GameSummary,
  MAX_MESSAGE_BYTES,
  type SeatKind,
  type ServerMessage,
} from "./protocol.ts";
import { cryptoRandomBytes, drawKey, type RandomBytes } from "./randomness.ts";
import { type Client, ForceNotAllowed, hashToken, Refusal, Room, WATCHER_WAIT_MS } from "./room.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { buildConfig, premadeList, SetupError } from "./setup.ts";
import { coalesceWrites, sendBounded } from "./slow-sockets.ts";
import { type BotGameCap, BotGamesFull, type NewStoredGame, type Store } from "./store/types.ts";
import { fastifyTrustProxy, type TrustProxy } from "./trust-proxy.ts";

/** How long games are kept (the server's periodic sweep; README "Expiry"). */
export interface Expiry {
  /** How often the sweep runs (default an hour). */
  sweepEveryMs: number;
  /** A finished game is listed by GET /api/games this long after it ended (default 7 days); its
   * record stays, for replays. */
  finishedListedMs: number;
  /** An unfinished game with no move for this long is deleted (default 30 days). */
  idleMs: number;
  /** A game with a human seat in which no human has moved this long after its creation is
   * deleted (default a day). */
  unplayedMs: number;
}

const DAY_MS = 24 * 60 * 60_000;
export const DEFAULT_EXPIRY: Expiry = {
  sweepEveryMs: 60 * 60_000,
  finishedListedMs: 7 * DAY_MS,
  idleMs: 30 * DAY_MS,
  unplayedMs: DAY_MS,
};

export interface ServerOptions {
  store: Store;
  /** The built web app (packages/web/dist): served with a fallback to index.html. */
  webRoot?: string;
  /** Fastify's logger options; tokens in request URLs are redacted whatever they say. */
  logger?: FastifyServerOptions["logger"];
  /** HTTP requests per address and window (default 300 a minute); false: no limit. */
  httpRateLimit?: { max: number; timeWindowMs?: number } | false;
  /**
   * New games per address and window (default 10 per 10 minutes): far fewer than other requests,
   * as each game is stored and may keep bots busy; false: no limit.
   */
  gameCreationLimit?: { max: number; timeWindowMs: number } | false;
  /**
   * Games with no human seat being played (not finished, and moving), counted in the store
   * (shared by every process on PostgreSQL): at most `perAddress` from one address at a time and
   * `total` in all (default 2 and 20), as bots play without pause and cost the server far more
   * than a person does; false: no cap.
   */
  botGameLimits?: { perAddress: number; total: number } | false;
  /**
   * Worker threads that compute the bots' choices, off the event loop that serves moves (default
   * 1); 0 computes them inline, on the event loop.
   */
  botThreads?: number;
  /**
   * How long a socket with nothing to decide may wait for the steps played (room.ts,
   * WATCHER_WAIT_MS by default); 0 sends every step to every socket at once.
   */
  watcherWaitMs?: number;
  /** WebSocket messages per connection: a token bucket (default 20 a second, bursts of 40). */
  wsRateLimit?: { perSecond: number; burst: number };
  /** Open WebSockets per address (default 50). */
  maxConnectionsPerIp?: number;
  /**
   * Where the per-address limits are counted (HTTP requests, new games, open WebSockets): by
   * default in this process's memory; `openSharedLimits` on PostgreSQL for several processes.
   * (Games of bots only are counted by the store.)
   */
  limits?: Limits;
  /** Games with no socket and nothing happening for this long are unloaded (default 15 min). */
  idleGameMs?: number;
  /** When finished games leave the list and abandoned ones are deleted (DEFAULT_EXPIRY). */
  expiry?: Partial<Expiry>;
  /** Behind reverse proxies: how many, or their addresses (`parseTrustProxy`); default none. */
  trustProxy?: TrustProxy;
  /** Games are drawn after this many rounds (default DEFAULT_ROUND_LIMIT; tests set a small one). */
  roundLimit?: number;
  /**
   * Where games' randomness comes from: each game's dice (all 128 bits of the generator's state),
   * random forces and the bots' seed, each drawn afresh (randomness.ts). Default: the operating
   * system's cryptographic randomness. Tests and the load bench give a reproducible stream
   * (`seededRandomBytes`) to reach known positions; only code can set it, never a request or the
   * environment.
   */
  random?: RandomBytes;
  /** How much the log may write (log.ts): by default a line a minute of each kind, 30 in all. */
  logLimits?: LogLimits;
}

const GAME_ID = /^[A-Za-z0-9_-]{6,64}$/;
/** ws refuses (closing the socket) messages bigger than this; between MAX_MESSAGE_BYTES and this
 * the server answers "too-large" without reading them. */
const WS_MAX_PAYLOAD = 1024 * 1024;
const HEARTBEAT_MS = 30_000;
/** A connection must have sent its request's headers this long after opening (Node answers 408
 * and closes it otherwise): a socket that never speaks holds a file descriptor for nothing.
 * Node checks every CONNECTION_CHECK_MS, so such a socket is closed within the sum. */
const HEADERS_TIMEOUT_MS = 5_000;
const CONNECTION_CHECK_MS = 1_000;
/** The whole request, body included (bodies are at most 256 KiB). */
const REQUEST_TIMEOUT_MS = 30_000;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A refusal by a rate limit with its own sentence (the plain HTTP limit has a generic one). */
class RateLimited extends Error {
  readonly statusCode = 429;
}

/** How long a refused bots' game is told to wait: a bots' game takes minutes to play. */
const BOT_GAME_RETRY_S = 60;
/** Bots move without pause: a game of bots only that has not moved for this long is no longer
 * being played (the process running it died; it resumes when someone opens it), and is not
 * counted by the cap on such games until it moves again. */
const BOT_GAME_STALLED_MS = 2 * 60_000;

/** What the store keeps of the address that created a game of bots only (not the address). */
const addressHash = (ip: string): string => createHash("sha256").update(ip).digest("hex");

/** "10 minutes", "1 minute", "30 seconds": a window said in words. */
function duration(ms: number): string {
  const [n, unit] = ms % 60_000 === 0 ? [ms / 60_000, "minute"] : [Math.ceil(ms / 1000), "second"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

const newToken = (): string => randomBytes(24).toString("base64url");
const newGameId = (): string => randomBytes(9).toString("base64url");

function apiError(error: ApiError["error"], message: string): ApiError {
  return { error, message };
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString("utf8");
}

class TokenBucket {
  private tokens: number;
  private last = performance.now();
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }
  take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { store } = options;
  const app = Fastify({
    logger: redactingLogger(options.logger ?? false),
    bodyLimit: 256 * 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTION_CHECK_MS },
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Fastify's keep-alive (72 s) stays: longer than a proxy's idle upstream connections, so
    // the server never closes one as the proxy sends on it; it follows a request, not silence.
  });
  const rooms = new Map<string, Promise<Room | null>>();
  const limits: Limits = options.limits ?? new LocalLimits();
  const sockets = new Set<WebSocket>();
  const wsLimit = options.wsRateLimit ?? { perSecond: 20, burst: 40 };
  const maxConnections = options.maxConnectionsPerIp ?? 50;
  const serverLog = limitedLog(app.log, options.logLimits);
  const log = {
    error: (err: unknown, msg?: string) => serverLog.error(err, msg ?? "failed"),
    warn: serverLog.warn,
  };
  const roundLimit = options.roundLimit ?? DEFAULT_ROUND_LIMIT;
  const random = options.random ?? cryptoRandomBytes;
  const bots = botRunner(options.botThreads ?? 1);
  const watcherWaitMs = options.watcherWaitMs ?? WATCHER_WAIT_MS;
  const expiry: Expiry = { ...DEFAULT_EXPIRY, ...options.expiry };
  const botLimits = options.botGameLimits ?? { perAddress: 2, total: 20 };
  const botGameCap: BotGameCap | undefined = botLimits
    ? {
        perCreator: botLimits.perAddress,
        total: botLimits.total,
        playingWithinMs: BOT_GAME_STALLED_MS,
      }
    : undefined;

  /** Why the store refused a new game of bots only. */
  function botGameRefusal(full: BotGamesFull["full"]): { status: 429 | 503; body: ApiError } {
    if (full === "creator") {
      const message =
        `at most ${botGameCap?.perCreator} games of bots only at a time from one address: ` +
        "try again once one of yours has finished (games with a human seat are not limited so)";
      return { status: 429, body: apiError("rate-limited", message) };
    }
    const message =
      `the server is playing as many games of bots only as it may (${botGameCap?.total}): ` +
      "try again in a few minutes (games with a human seat are not limited so)";
    return { status: 503, body: apiError("server-busy", message) };
  }

  /** A game by id: in memory, or loaded from the store (replayed) on first use. */
  function getRoom(id: string): Promise<Room | null> {
    if (!GAME_ID.test(id)) return Promise.resolve(null);
    let room = rooms.get(id);
    if (!room) {
      room = store.loadGame(id).then(async (stored) => {
        if (!stored) return null;
        const r = Room.fromStored(store, stored, log, roundLimit);
        r.bots = bots;
        r.watcherWaitMs = watcherWaitMs;
        if (stored.config.roundLimit === undefined) {
          // The limit it was given on loading is kept: it then replays the same way.
          await store.updateSetup(id, r.meta.config, r.meta.seats);
        }
        r.scheduleBots();
        // Who is connected to this game on other processes.
        store.askPresence?.(id).catch(() => {});
        return r;
      });
      rooms.set(id, room);
      room.then(
        (r) => {
          if (!r) rooms.delete(id);
        },
        () => rooms.delete(id),
      );
    }
    return room;
  }

  // Other processes share the store: what they store reaches the games loaded here.
  const stopListening = await store.listen?.({
    note: (note) => {
      void rooms.get(note.gameId)?.then(
        (r) => {
          if (!r) return;
          if (note.kind === "presence") r.presenceElsewhere(note.process, note.seats);
          else if (note.kind === "ask-presence") {
            if (r.clients.size > 0) r.tellPresence();
          } else r.noteAction(note.kind === "action" ? note.index : undefined);
        },
        () => {},
      );
    },
    gap: () => {
      for (const p of rooms.values())
        void p.then(
          (r) => r?.noteAction(),
          () => {},
        );
    },
  });

  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const message = error instanceof RateLimited ? error.message : "too many requests; slow down";
      return reply.code(429).send(apiError("rate-limited", message));
    }
    if (status >= 400 && status < 500) {
      serverLog.warn("bad-request", error.message);
      return reply.code(status).send(apiError("bad-request", error.message));
    }
    serverLog.error(error, "a request failed");
    return reply.code(500).send(apiError("server-error", "something went wrong on the server"));
  });

  const creationLimit = options.gameCreationLimit ?? { max: 10, timeWindowMs: 10 * 60_000 };
  if (options.httpRateLimit !== false || creationLimit !== false) {
    const limit = options.httpRateLimit || { max: 300 };
    await app.register(rateLimit, {
      // Without the general limit, the plugin still enforces the routes' own (game creation).
      global: options.httpRateLimit !== false,
      max: limit.max,
      timeWindow: limit.timeWindowMs ?? 60_000,
      ...(limits.rateLimitStore ? { store: limits.rateLimitStore } : {}),
      // Counted in a database that cannot be reached, a request goes through rather than fail
      // (pages, health); creating a game does not (below).
      skipOnError: true,
    });
  }
  await app.register(websocket, {
    options: { maxPayload: WS_MAX_PAYLOAD },
    // ws reports a frame it refuses (over WS_MAX_PAYLOAD, a bad opcode, invalid UTF-8...) as an
    // error with a WS_ERR_ code, having already closed the socket with the matching status
    // (1009 too big, 1002, 1007): the client's mistake, one warning line. Anything else is the
    // server's failure.
    errorHandler: (error: Error & { code?: string }, socket: WebSocket) => {
      if (error.code?.startsWith("WS_ERR_")) {
        if (error.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH") {
          serverLog.warn("too-large", `messages over ${WS_MAX_PAYLOAD} bytes close the socket`);
        } else serverLog.warn("bad-frame", `a WebSocket frame was refused: ${error.message}`);
        return;
      }
      serverLog.error(error, "a WebSocket failed");
      socket.terminate();
    },
  });

  // Every request body is refused unread with a NUL, a lone surrogate, or nested too deep.
  app.addHook("preValidation", async (req, reply) => {
    const problem = req.body === undefined ? null : inputProblem(req.body);
    if (problem === null) return;
    const message = `the request body ${problem}`;
    serverLog.warn("bad-request", message);
    return reply.code(400).send(apiError("bad-request", message));
  });

  // ---- HTTP API ----------------------------------------------------------------------------

  app.get("/api/health", async () => ({ ok: true, store: store.kind, gamesLoaded: rooms.size }));

  /** A request refused for what it says: 400 with `message`, and one warning line. */
  const badRequest = (reply: FastifyReply, message: string) => {
    serverLog.warn("bad-request", message);
    return reply.code(400).send(apiError("bad-request", message));
  };

  app.get("/api/premade", async (req, reply) => {
    const size = decimalInteger((req.query as Record<string, unknown>).forceSize ?? "24");
    if (size === null || size < 24 || size > 240 || size % 24 !== 0) {
      return badRequest(
        reply,
        "forceSize must be a multiple of 24 from 24 to 240, in decimal digits (e.g. 48)",
      );
    }
    return premadeList(size);
  });

  /** The first problem zod found in a request body, as "path: message". */
  const badBody = (error: { issues: { path: PropertyKey[]; message: string }[] }): ApiError => {
    const issue = error.issues[0];
    return apiError(
      "bad-request",
      `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`,
    );
  };

  // Creating a game is limited on its own, much tighter than other requests (this replaces the
  // general limit on that route). Retry-After says when the address may create one again.
  const creationRoute = creationLimit
    ? {
        config: {
          rateLimit: {
            max: creationLimit.max,
            timeWindow: creationLimit.timeWindowMs,
            skipOnError: false,
            errorResponseBuilder: (_req: unknown, ctx: { after: string }) =>
              new RateLimited(
                `at most ${creationLimit.max} new games per ${duration(creationLimit.timeWindowMs)} ` +
                  `from one address; try again in ${ctx.after}`,
              ),
          },
        },
      }
    : {};

  app.post("/api/games", creationRoute, async (req, reply) => {
    // A body naming `guided` asks for the guided first game, and is checked as that request.
    const guided = typeof req.body === "object" && req.body !== null && "guided" in req.body;
    const parsed = guided
      ? guidedGameSchema.safeParse(req.body)
      : createGameSchema.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send(badBody(parsed.error));
    const seats: readonly { kind: SeatKind }[] =
      "guided" in parsed.data ? GUIDED_SEATS : parsed.data.seats;
    const id = newGameId();
    const botsOnly = seats.every((s) => s.kind !== "human");
    let built: ReturnType<typeof buildConfig>;
    try {
      built =
        "guided" in parsed.data ? guidedSetup() : buildConfig(parsed.data, random, roundLimit);
    } catch (e) {
      if (e instanceof SetupError) return reply.code(400).send(apiError("bad-request", e.message));
      throw e;
    }
    const spectatorToken = newToken();
    const tokens = seats.map((s) => (s.kind === "human" ? newToken() : null));
    const meta: NewStoredGame = {
      id,
      createdAt: new Date(),
      config: built.config,
      seats: seats.map((s, i) => {
        const token = tokens[i];
        return {
          kind: s.kind,
          name: built.names[i] as string,
          tokenHash: token ? hashToken(token) : null,
          ...(built.choosing[i] ? { ownForce: "choosing" as const } : {}),
        };
      }),
      botSecret: guided ? GUIDED_BOT_KEY : drawKey(random),
      spectatorTokenHash: hashToken(spectatorToken),
      ...(botsOnly ? { botsCreator: addressHash(req.ip) } : {}),
    };
    try {
      await store.createGame(meta, botGameCap);
    } catch (e) {
      if (!(e instanceof BotGamesFull)) throw e;
      const refusal = botGameRefusal(e.full);
      serverLog.warn("bot-games", refusal.body.message);
      reply.header("retry-after", BOT_GAME_RETRY_S);
      return reply.code(refusal.status).send(refusal.body);
    }
    const room = Room.create(store, meta, log);
    room.bots = bots;
    room.watcherWaitMs = watcherWaitMs;
    rooms.set(id, Promise.resolve(room));
    room.scheduleBots();
    const link = (token: string) => `/play/${id}?token=${token}`;
    const created: CreatedGame = {
      id,
      seats: meta.seats.map((s, seat) => {
        const token = tokens[seat];
        return token
          ? { seat, kind: s.kind, name: s.name, token, link: link(token) }
          : { seat, kind: s.kind, name: s.name };
      }),
      spectator: { token: spectatorToken, link: link(spectatorToken) },
    };
    return reply.code(201).send(created);
  });

  app.get("/api/games", async (req) => {
    // ?ids=a,b,c: those games (at most 50), loaded to say whose turn it is (a lobby's own games).
    const ids = (req.query as Record<string, unknown>).ids;
    if (typeof ids === "string") {
      const wanted = [...new Set(ids.split(","))].filter((id) => GAME_ID.test(id)).slice(0, 50);
      const found = await Promise.all(wanted.map((id) => readRoom(id).catch(() => null)));
      return found.flatMap((r) => (r ? [r.summary()] : []));
    }
    const stored = await store.listGames(100, new Date(Date.now() - expiry.finishedListedMs));
    const list: GameSummary[] = [];
    for (const g of stored) {
      const loaded = rooms.get(g.id);
      const room = loaded ? await loaded.catch(() => null) : null;
      if (room) {
        list.push(room.summary());
        continue;
      }
      const waiting = g.seats.some((s) => s.ownForce === "choosing");
      list.push({
        id: g.id,
        createdAt: g.createdAt.toISOString(),
        status: g.finished ? "finished" : waiting ? "waiting" : "playing",
        seats: g.seats.map((s, seat) => ({
          seat,
          kind: s.kind,
          name: s.name,
          connected: s.kind !== "human",
          choosing: s.ownForce === "choosing",
        })),
        turn: null,
        turnPlayer: null,
        deciding: [],
        winner: g.winner,
        draw: g.finished && g.winner === null,
      });
    }
    return list;
  });

  /** A game by id, up to every action stored before this call, by any process (room.ts
   * `readStored`): what a request reads. */
  async function readRoom(id: string): Promise<Room | null> {
    const room = await getRoom(id);
    await room?.readStored();
    return room;
  }

  /** The room and seat a request's token opens, or the error reply already sent. */
  async function authorize(
    id: string,
    token: unknown,
  ): Promise<{ room: Room; seat: number | null } | { status: number; body: ApiError }> {
    const room = await readRoom(id);
    if (!room) return { status: 404, body: apiError("not-found", `no game ${id}`) };
    const seat = room.seatFor(token);
    if (seat === undefined) {
      return {
        status: 403,
        body: apiError("unauthorized", "this link's token does not open that game"),
      };
    }
    return { room, seat };
  }

  app.get("/api/games/:id", async (req, reply) => {
    const { id } = req.params as { id: string };
    const auth = await authorize(id, (req.query as Record<string, unknown>).token);
    if ("status" in auth) return reply.code(auth.status).send(auth.body);
    return auth.room.messageFor(auth.seat);
  });

  app.post("/api/games/:id/force", async (req, reply) => {
    const { id } = req.params as { id: string };
    const parsed = chooseForceSchema.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send(badBody(parsed.error));
    const { token, name, force } = parsed.data;
    const auth = await authorize(id, token);
    if ("status" in auth) return reply.code(auth.status).send(auth.body);
    if (auth.seat === null) {
      return reply.code(403).send(apiError("unauthorized", "a spectator has no force to choose"));
    }
    try {
      await auth.room.chooseForce(auth.seat, name, force, random);
    } catch (e) {
      if (e instanceof SetupError) return reply.code(400).send(apiError("bad-request", e.message));
      if (e instanceof ForceNotAllowed) {
        return reply.code(409).send(apiError("not-allowed", e.message));
      }
      throw e;
    }
    return auth.room.messageFor(auth.seat);
  });

  app.get("/api/games/:id/record", async (req, reply) => {
    const { id } = req.params as { id: string };
    const auth = await authorize(id, (req.query as Record<string, unknown>).token);
    if ("status" in auth) return reply.code(auth.status).send(auth.body);
    if (!auth.room.state?.winner) {
      return reply
        .code(403)
        .send(apiError("not-finished", "the record is shown once the game is over"));
    }
    return auth.room.record();
  });

  // ---- WebSocket -----------------------------------------------------------------------------

  /** A `since` that is not a plain decimal number is refused before the upgrade (one ahead of
   * the game is not: that client gets the whole log). */
  const refuseBadSince = async (req: FastifyRequest, reply: FastifyReply) => {
    const since = (req.query as Record<string, unknown>).since;
    if (since !== undefined && decimalInteger(since) === null) {
      return badRequest(
        reply,
        "since must be the number of actions seen, in decimal digits (e.g. 12)",
      );
    }
  };

  app.get("/ws", { websocket: true, preValidation: refuseBadSince }, (socket, req) => {
    const reply = (message: ServerMessage) =>
      sendBounded(socket, JSON.stringify(message), () =>
        serverLog.warn("too-slow", "a socket too slow to read was closed"),
      );
    const send = (code: ErrorCode, message: string) => reply({ type: "error", code, message });
    const ip = req.ip;
    coalesceWrites(socket, req.socket);
    sockets.add(socket);
    (socket as WebSocket & { alive?: boolean }).alive = true;
    socket.on("pong", () => {
      (socket as WebSocket & { alive?: boolean }).alive = true;
    });
    // The socket's place among its address's (counted by every process sharing the limits).
    const admitted = limits.openSocket(ip, maxConnections).then(
      (ok) => {
        if (!ok) {
          send("rate-limited", "too many connections from your address");
          socket.close(1013, "too many connections");
        }
        return ok;
      },
      (e: unknown) => {
        serverLog.error(e, "counting a socket failed");
        send("server-error", "the server could not take the connection; try again");
        socket.close(1011, "server error");
        return false;
      },
    );

    const query = req.query as Record<string, unknown>;
    const bucket = new TokenBucket(wsLimit.perSecond, wsLimit.burst);
    let refused = 0;
    let client: Client | null = null;
    let room: Room | null = null;

    // Handlers are attached at once; messages wait for the game to be loaded.
    const ready: Promise<{ room: Room; client: Client } | null> = (async () => {
      if (!(await admitted)) return null;
      const id = typeof query.game === "string" ? query.game : "";
      const r = await readRoom(id);
      if (!r) {
        send("not-found", `no game ${id}`);
        socket.close(4404, "no such game");
        return null;
      }
      const seat = r.seatFor(query.token);
      if (seat === undefined) {
        send("unauthorized", "this link's token does not open that game");
        socket.close(4401, "unauthorized");
        return null;
      }
      if (socket.readyState !== socket.OPEN) return null;
      room = r;
      client = { socket, seat };
      r.join(client, decimalInteger(query.since) ?? undefined);
      return { room: r, client };
    })().catch((e) => {
      serverLog.error(e, "loading a game for a socket failed");
      send("server-error", "the game could not be loaded");
      socket.close(1011, "server error");
      return null;
    });

    /** A message refused unread: the client is told, the log warned (one line). */
    const refuse = (code: "too-large" | "malformed", message: string) => {
      serverLog.warn(code, message);
      send(code, message);
    };

    socket.on("message", (data: RawData) => {
      if (!bucket.take()) {
        send("rate-limited", `more than ${wsLimit.perSecond} messages a second; slow down`);
        if (++refused > wsLimit.burst * 5) socket.close(1008, "rate limited");
        return;
      }
      if (byteLength(data) > MAX_MESSAGE_BYTES) {
        refuse("too-large", `messages are at most ${MAX_MESSAGE_BYTES} bytes`);
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(textOf(data));
      } catch {
        refuse("malformed", "not JSON");
        return;
      }
      const problem = inputProblem(json);
      if (problem !== null) {
        refuse("malformed", `the message ${problem}`);
        return;
      }
      const parsed = clientMessageSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        refuse(
          "malformed",
          `${issue?.path.join(".") || "message"}: ${issue?.message ?? "invalid"}`,
        );
        return;
      }
      const msg = parsed.data;
      if (msg.type === "ping") {
        reply({ type: "pong" });
        return;
      }
      void ready.then(async (joined) => {
        if (!joined) return;
        try {
          if (msg.type === "move") {
            await joined.room.move(joined.client, msg.actions, msg.decision, msg.choice);
          } else if (msg.type === "undo") await joined.room.undo(joined.client, msg.actions);
          else await joined.room.tableAction(joined.client, msg.type, msg.actions);
        } catch (e) {
          if (e instanceof Refusal) send(e.code, e.message);
          else {
            serverLog.error(e, "a move failed");
            send("server-error", "the move failed on the server; nothing changed");
          }
        }
      });
    });

    socket.on("close", () => {
      sockets.delete(socket);
      void admitted.then((ok) => {
        if (ok) {
          limits
            .closeSocket(ip)
            .catch((e: unknown) => serverLog.error(e, "giving back a socket's place failed"));
        }
      });
      const r = room as Room | null;
      if (r && client) r.leave(client);
    });
  });

  // Dead connections (a laptop closed) are dropped; idle games are unloaded from memory.
  const heartbeat = setInterval(() => {
    for (const s of sockets) {
      const ws = s as WebSocket & { alive?: boolean };
      if (ws.alive === false) {
        ws.terminate();
        continue;
      }
      ws.alive = false;
      ws.ping();
    }
    const idleMs = options.idleGameMs ?? 15 * 60_000;
    for (const [id, p] of rooms) {
      void p.then((r) => {
        if (r?.idle && Date.now() - r.lastActive > idleMs && rooms.get(id) === p) rooms.delete(id);
        // Other processes sharing the store: say again who is connected here, forget the dead.
        if (r && store.listen) {
          if (r.clients.size > 0) r.tellPresence();
          r.expirePresence();
        }
      });
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // Abandoned games are deleted from the store, and from memory if they are loaded (but not the
  // games being played: with a socket, a move under way or bots to move).
  async function sweep(): Promise<void> {
    const loaded = await Promise.all([...rooms.values()].map((p) => p.catch(() => null)));
    const keep = loaded.flatMap((r) => (r && !r.idle ? [r.id] : []));
    const now = Date.now();
    const deleted = await store.deleteAbandoned(
      { idle: new Date(now - expiry.idleMs), unplayed: new Date(now - expiry.unplayedMs) },
      keep,
    );
    for (const id of deleted) {
      const room = await rooms.get(id)?.catch(() => null);
      rooms.delete(id);
      await room?.drain();
    }
  }
  const sweeper = setInterval(() => {
    sweep().catch((e) => serverLog.error(e, "deleting abandoned games failed"));
  }, expiry.sweepEveryMs);
  sweeper.unref();

  app.addHook("preClose", async () => {
    clearInterval(heartbeat);
    clearInterval(sweeper);
    for (const s of sockets) s.close(1001, "server shutting down");
  });
  app.addHook("onClose", async () => {
    await stopListening?.();
    const loaded = await Promise.all([...rooms.values()].map((p) => p.catch(() => null)));
    await Promise.all(loaded.map((r) => r?.drain()));
    rooms.clear();
    await bots.close();
    await limits.close();
  });

  // ---- The web app ----------------------------------------------------------------------------

  const webRoot = options.webRoot;
  if (webRoot && existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      // The build writes a .br and a .gz beside each file worth compressing (vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header("vary", "accept-encoding");
        // Vite names every file under assets/ after its content's hash: a new build makes new
        // names, so they never change. Everything else (the page naming them) is asked again.
        const hashed = relative(webRoot, path).startsWith(`assets${sep}`);
        reply.header("cache-control", hashed ? IMMUTABLE : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "";
    const api = path.startsWith("/api") || path === "/ws";
    if (webRoot && req.method === "GET" && !api && existsSync(webRoot)) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.code(404).send(apiError("not-found", `${req.method} ${path} is not here`));
  });

  return app;
}
