// Bad input at the server's edge: a move with more than its choice, NUL characters and lone
// surrogates, absurd nesting, names that reach Object.prototype. Each is refused with a clear
// message (malformed, illegal or 400), nothing is stored, and the log gets one warning line,
// never an error or a stack trace; a flood of them, or of failing moves, keeps the log small.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ApiError, CreateGame, StateMessage } from "../src/protocol.ts";
import { MemoryStore, openPgliteStore } from "../src/store/index.ts";
import type { Store } from "../src/store/types.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient } from "./helpers.ts";

/** What the server logged, one parsed line each (pino's JSON lines). */
const logged: {
  level: number;
  msg: string;
  what?: string;
  repeated?: number;
  err?: { stack?: string };
}[] = [];
const logger = {
  level: "warn",
  stream: { write: (line: string) => logged.push(JSON.parse(line)) },
};
const errorsLogged = () => logged.filter((l) => l.level >= 50);
/** The log's clock: a test moves it on to start a new window. */
let clock = 0;

let store: Store;
let server: Running;
const clients: TestClient[] = [];

async function connect(game: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(server.wsUrl(game, token));
  clients.push(c);
  return c;
}

beforeAll(async () => {
  // PGlite, as on a server without DATABASE_URL: its jsonb is what refused a NUL.
  store = await openPgliteStore();
  server = await start({
    store,
    logger,
    logLimits: { now: () => clock },
    wsRateLimit: { perSecond: 10_000, burst: 10_000 },
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  await store.close();
});

/** A new game with Ann connected and her army assembly, a valid answer, at hand. */
async function annToAssemble() {
  const game = await create(server.app, humanVsHuman);
  const ann = await connect(game.id, game.seats[0]?.token as string);
  const state = await ann.state();
  const move = myMove(state);
  if (!move) throw new Error("no decision");
  expect(move.decision.kind).toBe("assemble-armies");
  const moveWith = (choice: unknown) => ({
    type: "move",
    actions: 0,
    decision: move.decision.id,
    choice,
  });
  return { game, ann, move, moveWith };
}

describe("a move with more than its choice", () => {
  it("is refused, never a server error: nothing stored, nothing logged as an error", async () => {
    const { game, ann, move, moveWith } = await annToAssemble();
    const choice = move.choice as Record<string, unknown>;
    logged.length = 0;

    // The reproduction: a valid army assembly plus "note": "\u0000".
    ann.send(moveWith({ ...choice, note: "\u0000" }));
    const nul = await ann.error();
    expect(nul.code).toBe("malformed");
    expect(nul.message).toBe("the message has a NUL character (\\u0000) in a text");
    // The same with a lone surrogate, in a key this time.
    ann.send(`{"type":"move","actions":0,"decision":${move.decision.id},"choice":{"\\udc00":1}}`);
    expect((await ann.error()).message).toMatch(/lone surrogate .* in a key/);
    // Without either, the engine refuses the unknown key.
    ann.send(moveWith({ ...choice, note: "hello" }));
    const note = await ann.error();
    expect(note.code).toBe("illegal");
    expect(note.message).toMatch(/answer has an unknown key "note"/);
    // Nesting deeper than any message.
    let deep: unknown = 1;
    for (let i = 0; i < 1000; i++) deep = [deep];
    ann.send(moveWith(deep));
    expect((await ann.error()).message).toBe("the message is nested more than 8 deep");

    expect((await store.loadGame(game.id))?.actions).toEqual([]);
    expect(ann.messages.filter((m) => m.type === "state")).toEqual([]);
    expect(errorsLogged()).toEqual([]);
    // The refusals at the edge are warnings of one line, without a stack.
    expect(logged.map((l) => l.level)).toEqual([40]);
    expect(logged[0]).toMatchObject({ what: "malformed" });
    expect(logged[0]?.err).toBeUndefined();

    // The move itself is then accepted, and stored as the engine read it.
    ann.send(moveWith(choice));
    expect((await ann.state(1)).actions).toBe(1);
    const stored = (await store.loadGame(game.id))?.actions[0];
    expect(stored?.type === "decide" && stored.choice).toEqual(choice);
  });
});

describe("HTTP requests that answered 500", () => {
  const post = (url: string, payload: unknown) =>
    server.app.inject({ method: "POST", url, payload: payload as object });
  const seats = (first: CreateGame["seats"][number]): CreateGame => ({
    seats: [first, { kind: "heuristic", force: { premade: "dwarves" } }],
  });

  it("refuses a premade name that Object.prototype has, with a message", async () => {
    for (const premade of ["constructor", "__proto__", "toString"]) {
      const res = await post("/api/games", seats({ kind: "human", force: { premade } }));
      expect(res.statusCode, premade).toBe(400);
      expect((res.json() as ApiError).message).toMatch(/no premade force/);
    }
  });

  it("refuses a name with a NUL or a lone surrogate, with a message", async () => {
    logged.length = 0;
    const nul = await post("/api/games", seats({ kind: "human", name: "Ann\u0000" }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      error: "bad-request",
      message: "the request body has a NUL character (\\u0000) in a text",
    });
    const half = await post("/api/games", seats({ kind: "human", name: "Ann\ud83d" }));
    expect(half.statusCode).toBe(400);
    expect((half.json() as ApiError).message).toMatch(/lone surrogate/);
    // A whole pair is a character like any other.
    const emoji = await post("/api/games", seats({ kind: "human", name: "Ann \ud83d\udc09" }));
    expect(emoji.statusCode).toBe(201);
    // An invited player's name too.
    const invite = await create(
      server.app,
      seats({ kind: "human", force: { chosenByPlayer: true } }),
    );
    const force = await post(`/api/games/${invite.id}/force`, {
      token: invite.seats[0]?.token,
      name: "\u0000",
      force: { premade: "goblins" },
    });
    expect(force.statusCode).toBe(400);
    expect(errorsLogged()).toEqual([]);
  });
});

describe("a WebSocket frame over the size limit", () => {
  it("closes the socket (1009) with one warning line, no error, no stack", async () => {
    const game = await create(server.app, humanVsHuman);
    const ann = await connect(game.id, game.seats[0]?.token as string);
    await ann.state();
    clock += 60_000;
    logged.length = 0;
    ann.send("x".repeat(1024 * 1024 + 1));
    await expect(ann.error()).rejects.toThrow(/socket closed \(1009\)/);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        what: "too-large",
        msg: "messages over 1048576 bytes close the socket",
      }),
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/stack|RangeError/);
  });
});

describe("numbers in requests", () => {
  it("are plain decimal integers: forceSize=0x18 is not 24, and says so", async () => {
    expect((await server.app.inject("/api/premade?forceSize=48")).statusCode).toBe(200);
    expect((await server.app.inject("/api/premade")).statusCode).toBe(200);
    logged.length = 0;
    const notDecimal = ["0x18", "2.4e1", "24.0", "+24", " 24", "", "0b11000", "Infinity"];
    for (const raw of [...notDecimal.map(encodeURIComponent), "24&forceSize=48"]) {
      const res = await server.app.inject(`/api/premade?forceSize=${raw}`);
      expect(res.statusCode, raw).toBe(400);
      expect(res.json(), raw).toEqual({
        error: "bad-request",
        message: "forceSize must be a multiple of 24 from 24 to 240, in decimal digits (e.g. 48)",
      });
    }
    expect(logged.every((l) => l.level === 40)).toBe(true);
    expect(errorsLogged()).toEqual([]);
  });

  it("refuses a socket's since that is not one, before the upgrade", async () => {
    const game = await create(server.app, humanVsHuman);
    const url = server.wsUrl(game.id, game.seats[0]?.token as string);
    for (const since of ["0x1", "1e0", "-1", "two", "1.0", ""]) {
      const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const ws = new WebSocket(`${url}&since=${encodeURIComponent(since)}`);
        ws.once("open", () => reject(new Error(`since=${since} was accepted`)));
        ws.once("unexpected-response", (_req, res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        ws.once("error", () => {});
      });
      expect(refused.status, since).toBe(400);
      expect(JSON.parse(refused.body), since).toEqual({
        error: "bad-request",
        message: "since must be the number of actions seen, in decimal digits (e.g. 12)",
      });
    }
    const fine = await connect(game.id, game.seats[0]?.token as string);
    expect((await fine.state()).actions).toBe(0);
  });
});

describe("the log under a flood", () => {
  it("stays small: one line of each warning and error a window, counting the rest", async () => {
    const { ann, move, moveWith } = await annToAssemble();
    clock += 60_000;
    logged.length = 0;
    const choice = move.choice as Record<string, unknown>;
    for (let i = 0; i < 500; i++) {
      ann.send(moveWith({ ...choice, note: "\u0000" }));
      ann.send("{not json");
      ann.send({ type: "shout", i });
    }
    for (let i = 0; i < 1500; i++) await ann.error();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, what: "malformed" });
    // A minute later, the next one says how many were left out.
    clock += 60_000;
    ann.send("{not json");
    await ann.error();
    expect(logged).toHaveLength(2);
    expect(logged[1]).toMatchObject({ level: 40, what: "malformed", repeated: 1499 });
    expect(JSON.stringify(logged)).not.toMatch(/stack|\\n {4}at /);
  });

  it("writes a failure once a window, with its stack, then how many were left out", async () => {
    /** A store whose every append fails, as when the database is down. */
    class DownStore extends MemoryStore {
      override async appendAction(): Promise<void> {
        throw new Error("connection refused");
      }
    }
    const lines: { level: number; repeated?: number; err?: { stack?: string } }[] = [];
    let now = 0;
    const down = await start({
      store: new DownStore(),
      logger: { level: "warn", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      logLimits: { windowMs: 1000, now: () => now },
      wsRateLimit: { perSecond: 10_000, burst: 10_000 },
    });
    try {
      const game = await create(down.app, humanVsHuman);
      const ann = await TestClient.connect(down.wsUrl(game.id, game.seats[0]?.token as string));
      const first = await ann.state();
      const move = myMove(first);
      const send = () =>
        ann.send({ type: "move", actions: 0, decision: move?.decision.id, choice: move?.choice });
      for (let i = 0; i < 200; i++) send();
      for (let i = 0; i < 200; i++) expect((await ann.error()).code).toBe("server-error");
      expect(lines).toHaveLength(1);
      expect(lines[0]?.err?.stack).toMatch(/connection refused/);
      now = 1000;
      send();
      await ann.error();
      expect(lines).toHaveLength(2);
      expect(lines[1]?.repeated).toBe(199);
      await ann.close();
      const state = (
        await down.app.inject(`/api/games/${game.id}?token=${game.seats[0]?.token}`)
      ).json() as StateMessage;
      expect(state.actions).toBe(0);
    } finally {
      await down.close();
    }
  });
});
