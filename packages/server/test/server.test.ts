// The game server over HTTP (app.inject) and real WebSockets on a free port.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { type GameRecord, type PlayerView, replayRecord, viewFor } from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../src/app.ts";
import {
  type ApiError,
  type GameSummary,
  MAX_MESSAGE_BYTES,
  type StateMessage,
} from "../src/protocol.ts";
import { openPgliteStore } from "../src/store/index.ts";
import type { Store } from "../src/store/types.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient } from "./helpers.ts";

let store: Store;
let server: Running;
const clients: TestClient[] = [];

async function connect(url: string): Promise<TestClient> {
  const c = await TestClient.connect(url);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  store = await openPgliteStore();
  server = await start({ store });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  await store.close();
});

describe("creating games", () => {
  it("gives each human seat an unguessable link, bots none, and a spectator link", async () => {
    const game = await create(server.app, {
      seats: [
        { kind: "human", force: { premade: "dwarves" } },
        { kind: "heuristic" },
        { kind: "human", name: "Cy" },
        { kind: "random", force: { premade: "goblins" } },
      ],
    });
    expect(game.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(game.seats.map((s) => s.kind)).toEqual(["human", "heuristic", "human", "random"]);
    expect(game.seats[0]?.name).toBe("Dwarves");
    expect(game.seats[2]?.name).toBe("Cy");
    const tokens = [game.seats[0]?.token, game.seats[2]?.token, game.spectator.token];
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(new Set(tokens).size).toBe(3);
    expect(game.seats[1]?.token).toBeUndefined();
    expect(game.seats[3]?.link).toBeUndefined();
    expect(game.seats[0]?.link).toBe(`/play/${game.id}?token=${game.seats[0]?.token}`);
    expect(game.spectator.link).toBe(`/play/${game.id}?token=${game.spectator.token}`);
    const other = await create(server.app, humanVsHuman);
    expect(other.id).not.toBe(game.id);
    expect(other.seats[0]?.token).not.toBe(game.seats[0]?.token);
  });

  it("refuses bad requests and bad forces with the engine's message", async () => {
    const post = (payload: unknown) =>
      server.app.inject({ method: "POST", url: "/api/games", payload: payload as object });
    const one = await post({ seats: [{ kind: "human" }] });
    expect(one.statusCode).toBe(400);
    expect((one.json() as ApiError).error).toBe("bad-request");
    expect((await post({ seats: [{ kind: "alien" }, { kind: "human" }] })).statusCode).toBe(400);
    const bad = await post({
      seats: [
        { kind: "human", force: { dice: ["no-such-die"], terrains: [], dragons: [] } },
        { kind: "heuristic" },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ApiError).message.length).toBeGreaterThan(5);
    const size = await post({
      forceSize: 30,
      seats: [{ kind: "human", force: { premade: "dwarves" } }, { kind: "heuristic" }],
    });
    expect(size.statusCode).toBe(400);
    expect((size.json() as ApiError).message).toMatch(/multiples of 24/);
    const notJson = await server.app.inject({
      method: "POST",
      url: "/api/games",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("lists games without tokens and shows a game's state to a token only", async () => {
    const game = await create(server.app, humanVsHuman);
    const list = (await server.app.inject("/api/games")).json() as GameSummary[];
    const mine = list.find((g) => g.id === game.id);
    expect(mine?.status).toBe("playing");
    expect(mine?.seats.map((s) => s.name)).toEqual(["Ann", "Bob"]);
    expect(JSON.stringify(list)).not.toContain(game.seats[0]?.token as string);

    const res = await server.app.inject(`/api/games/${game.id}?token=${game.seats[1]?.token}`);
    expect(res.statusCode).toBe(200);
    const state = res.json() as StateMessage;
    expect(state).toMatchObject({ type: "state", game: game.id, seat: 1, actions: 0 });
    expect(Array.isArray(state.events)).toBe(true);
    const spectator = (
      await server.app.inject(`/api/games/${game.id}?token=${game.spectator.token}`)
    ).json() as StateMessage;
    expect(spectator.seat).toBeNull();
    expect((await server.app.inject(`/api/games/${game.id}?token=nope`)).statusCode).toBe(403);
    expect((await server.app.inject(`/api/games/${game.id}`)).statusCode).toBe(403);
    expect((await server.app.inject("/api/games/nosuchgame1?token=x")).statusCode).toBe(404);
    const record = await server.app.inject(
      `/api/games/${game.id}/record?token=${game.spectator.token}`,
    );
    expect(record.statusCode).toBe(403);
    expect((record.json() as ApiError).error).toBe("not-finished");
  });

  it("lists the premade forces", async () => {
    const list = (await server.app.inject("/api/premade?forceSize=48")).json() as {
      name: string;
      dice: string[];
      dragons: string[];
    }[];
    expect(list.some((f) => f.name === "dwarves")).toBe(true);
    expect(list[0]?.dragons.length).toBe(2);
    expect((await server.app.inject("/api/premade?forceSize=30")).statusCode).toBe(400);
    expect((await server.app.inject("/api/health")).json()).toMatchObject({ ok: true });
  });
});

describe("playing over the WebSocket", () => {
  it("sends each seat its own view, without the seed or the PRNG", async () => {
    const game = await create(server.app, humanVsHuman);
    const ann = await connect(server.wsUrl(game.id, game.seats[0]?.token as string));
    const s = await ann.state();
    expect(s.seat).toBe(0);
    expect(s.actions).toBe(0);
    const view = s.view as PlayerView & { rng?: unknown; seed?: unknown; stack?: unknown };
    expect(view.viewer).toBe(0);
    expect(view.rng).toBeUndefined();
    expect(view.stack).toBeUndefined();
    expect(view.seed).toBeUndefined();
    // Bob's force is hidden from Ann until the armies are revealed.
    expect(
      view.dice.filter((d) => d.owner === 1 && d.at === "force").every((d) => d.die === "hidden"),
    ).toBe(true);
    expect(view.dice.filter((d) => d.owner === 0).some((d) => d.die !== "hidden")).toBe(true);
  });

  it("applies a move, broadcasts each seat's view and hides a secret answer", async () => {
    const game = await create(server.app, humanVsHuman);
    const ann = await connect(server.wsUrl(game.id, game.seats[0]?.token as string));
    const bob = await connect(server.wsUrl(game.id, game.seats[1]?.token as string));
    const watcher = await connect(server.wsUrl(game.id, game.spectator.token));
    const first = await ann.state();
    await bob.state();
    await watcher.state();
    const move = myMove(first);
    expect(move?.decision.secret).toBe(true); // assembling the armies
    ann.send({ type: "move", actions: 0, decision: move?.decision.id, choice: move?.choice });
    const annNext = await ann.state(1);
    const bobNext = await bob.state(1);
    const seen = await watcher.state(1);
    expect(annNext.actions).toBe(1);
    expect(annNext.seat).toBe(0);
    expect(bobNext.seat).toBe(1);
    const decided = (m: StateMessage) =>
      m.events.find((e) => (e as { type: string }).type === "decided") as Record<string, unknown>;
    expect(decided(annNext).choice).toEqual(move?.choice);
    expect(decided(bobNext)).toEqual({
      type: "decided",
      player: 0,
      kind: move?.decision.kind,
      secret: true,
    });
    expect(decided(seen).choice).toBeUndefined();
    // Bob's own pending decision is shown in full to him, Ann's to nobody else.
    const bobView = bobNext.view as PlayerView;
    expect(bobView.pending.some((d) => d.player === 1 && "prompt" in d)).toBe(true);
  });

  it("refuses stale, wrong-seat, spectator, illegal and malformed moves, changing nothing", async () => {
    const game = await create(server.app, humanVsHuman);
    const ann = await connect(server.wsUrl(game.id, game.seats[0]?.token as string));
    const bob = await connect(server.wsUrl(game.id, game.seats[1]?.token as string));
    const watcher = await connect(server.wsUrl(game.id, game.spectator.token));
    const annState = await ann.state();
    const bobState = await bob.state();
    await watcher.state();
    const annMove = myMove(annState);
    const bobMove = myMove(bobState);
    if (!annMove || !bobMove) throw new Error("no decision to answer");

    bob.send({ type: "move", actions: 0, decision: annMove.decision.id, choice: annMove.choice });
    expect((await bob.error()).code).toBe("wrong-seat");
    ann.send({ type: "move", actions: 5, decision: annMove.decision.id, choice: annMove.choice });
    expect((await ann.error()).code).toBe("stale");
    watcher.send({
      type: "move",
      actions: 0,
      decision: annMove.decision.id,
      choice: annMove.choice,
    });
    expect((await watcher.error()).code).toBe("spectator");
    ann.send({ type: "move", actions: 0, decision: annMove.decision.id, choice: { nonsense: 1 } });
    const illegal = await ann.error();
    expect(illegal.code).toBe("illegal");
    expect(illegal.message.length).toBeGreaterThan(5);
    ann.send({ type: "move", actions: 0, decision: 999, choice: null });
    expect((await ann.error()).code).toBe("illegal");
    ann.send("{not json");
    expect((await ann.error()).code).toBe("malformed");
    ann.send({ type: "move", actions: -1, decision: 1 });
    expect((await ann.error()).code).toBe("malformed");
    ann.send({ type: "shout" });
    expect((await ann.error()).code).toBe("malformed");
    ann.send(`{"type":"ping","pad":"${"x".repeat(MAX_MESSAGE_BYTES)}"}`);
    expect((await ann.error()).code).toBe("too-large");
    ann.send({ type: "ping" });
    await ann.take((m) => m.type === "pong");

    // Nothing changed: no state was broadcast and the game still has no action.
    expect(ann.messages.filter((m) => m.type === "state" && m.actions > 0)).toEqual([]);
    const now = (
      await server.app.inject(`/api/games/${game.id}?token=${game.spectator.token}`)
    ).json() as StateMessage;
    expect(now.actions).toBe(0);

    // Ann's move is applied and acknowledged; another answer to the same decision is stale.
    ann.send({ type: "move", actions: 0, decision: annMove.decision.id, choice: annMove.choice });
    await ann.state(1);
    expect(await ann.take((m) => m.type === "ack")).toEqual({
      type: "ack",
      decision: annMove.decision.id,
      actions: 1,
    });
    ann.send({ type: "move", actions: 0, decision: annMove.decision.id, choice: { other: 1 } });
    expect((await ann.error()).code).toBe("stale");
    // Simultaneous decisions: Bob's decision is still waiting after Ann's move, so his answer,
    // made before he saw it, still counts.
    bob.send({ type: "move", actions: 0, decision: bobMove.decision.id, choice: bobMove.choice });
    expect((await bob.state(2)).actions).toBe(2);
  });

  it("refuses unknown games and tokens and closes the socket", async () => {
    const game = await create(server.app, humanVsHuman);
    const wrong = await connect(server.wsUrl(game.id, "not-a-token"));
    expect((await wrong.error()).code).toBe("unauthorized");
    const missing = await connect(server.wsUrl("nosuchgame1", "x"));
    expect((await missing.error()).code).toBe("not-found");
    await new Promise((r) => setTimeout(r, 50));
    expect(wrong.closed?.code).toBe(4401);
    expect(missing.closed?.code).toBe(4404);
  });

  it("resumes where the game stands on reconnecting", async () => {
    const game = await create(server.app, humanVsHuman);
    const token = game.seats[0]?.token as string;
    const ann = await connect(server.wsUrl(game.id, token));
    const first = await ann.state();
    const move = myMove(first);
    ann.send({ type: "move", actions: 0, decision: move?.decision.id, choice: move?.choice });
    const after = await ann.state(1);
    await ann.close();
    const again = await connect(server.wsUrl(game.id, token));
    const resumed = await again.state();
    expect(resumed.actions).toBe(1);
    expect(resumed.view).toEqual(after.view);
    // The whole log on connecting: the set-up's events and the move's.
    expect(resumed.events).toEqual([...first.events, ...after.events]);
  });

  it("shows who is connected", async () => {
    const game = await create(server.app, humanVsHuman);
    const ann = await connect(server.wsUrl(game.id, game.seats[0]?.token as string));
    expect((await ann.state()).seats.map((s) => s.connected)).toEqual([true, false]);
    const bob = await connect(server.wsUrl(game.id, game.seats[1]?.token as string));
    await bob.state();
    const seen = await ann.state();
    expect(seen.events).toEqual([]);
    expect(seen.seats.map((s) => s.connected)).toEqual([true, true]);
  });

  it("lets bots answer their decisions, and a bots' game runs to the end with a record", async () => {
    const vsBot = await create(server.app, {
      seats: [{ kind: "human", force: { premade: "dwarves" } }, { kind: "heuristic" }],
    });
    const ann = await connect(server.wsUrl(vsBot.id, vsBot.seats[0]?.token as string));
    // The bot assembles its armies at once, without waiting for Ann.
    let state = await ann.state(1);
    expect(state.actions).toBe(1);
    expect((state.view as PlayerView).pending.map((d) => d.player)).toEqual([0]);
    for (let i = 0; i < 6; i++) {
      const move = myMove(state);
      if (!move) throw new Error("Ann has nothing to answer");
      ann.send({
        type: "move",
        actions: state.actions,
        decision: move.decision.id,
        choice: move.choice,
      });
      state = await ann.state(state.actions + 1);
      // Skip the bots' moves until Ann has to answer again.
      while (!myMove(state) && !(state.view as PlayerView).winner)
        state = await ann.state(state.actions + 1);
    }
    expect(state.actions).toBeGreaterThan(6);

    const bots = await create(server.app, {
      seats: [{ kind: "heuristic" }, { kind: "random" }],
    });
    const watcher = await connect(server.wsUrl(bots.id, bots.spectator.token));
    let seen = await watcher.state();
    const live = [...seen.events];
    while (!(seen.view as PlayerView).winner) {
      seen = await watcher.state(seen.actions + 1);
      live.push(...seen.events);
    }
    // The state changes in place move after move: the log kept for newcomers must not change.
    const late = await connect(server.wsUrl(bots.id, bots.spectator.token));
    expect((await late.state()).events).toEqual(live);
    const res = await server.app.inject(
      `/api/games/${bots.id}/record?token=${bots.spectator.token}`,
    );
    expect(res.statusCode).toBe(200);
    const record = res.json() as GameRecord;
    expect(record.seats).toEqual(["heuristic", "random"]);
    expect(record.actions.length).toBe(seen.actions);
    const replayed = replayRecord(record);
    expect(replayed.state.winner).toEqual((seen.view as PlayerView).winner);
    const list = (await server.app.inject("/api/games")).json() as GameSummary[];
    expect(list.find((g) => g.id === bots.id)?.status).toBe("finished");
    expect(viewFor(replayed.state, null).winner).not.toBeNull();
  });
});

describe("limits", () => {
  it("limits messages per connection and connections per address", async () => {
    const limited = await start({
      store,
      wsRateLimit: { perSecond: 1, burst: 3 },
      maxConnectionsPerIp: 2,
    });
    try {
      const game = await create(limited.app, humanVsHuman);
      const url = limited.wsUrl(game.id, game.spectator.token);
      const a = await TestClient.connect(url);
      const b = await TestClient.connect(url);
      await a.state();
      for (let i = 0; i < 6; i++) a.send({ type: "ping" });
      expect((await a.error()).code).toBe("rate-limited");
      await new Promise((r) => setTimeout(r, 100));
      expect(a.messages.filter((m) => m.type === "pong").length).toBe(3);
      const c = await TestClient.connect(url);
      expect((await c.error()).code).toBe("rate-limited");
      await new Promise((r) => setTimeout(r, 50));
      expect(c.closed?.code).toBe(1013);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await limited.close();
    }
  });

  it("limits HTTP requests per address", async () => {
    const app = await buildServer({ store, httpRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i++) expect((await app.inject("/api/health")).statusCode).toBe(200);
      const res = await app.inject("/api/health");
      expect(res.statusCode).toBe(429);
      expect((res.json() as ApiError).error).toBe("rate-limited");
    } finally {
      await app.close();
    }
  });
});

describe("the web app", () => {
  it("serves files and falls back to index.html for the app's routes", async () => {
    const root = mkdtempSync(join(tmpdir(), "dd-web-"));
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Dragon Dice</title>");
    writeFileSync(join(root, "app.js"), "console.log(1)");
    const app = await buildServer({ store, webRoot: root });
    try {
      expect((await app.inject("/")).body).toContain("Dragon Dice");
      expect((await app.inject("/app.js")).body).toBe("console.log(1)");
      const play = await app.inject("/play/abc?token=x");
      expect(play.statusCode).toBe(200);
      expect(play.body).toContain("Dragon Dice");
      expect((await app.inject("/lobby")).body).toContain("Dragon Dice");
      const api = await app.inject("/api/nothing");
      expect(api.statusCode).toBe(404);
      expect((api.json() as ApiError).error).toBe("not-found");
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("serves the build's compressed files, caching hashed assets for good and the page never", async () => {
    const root = mkdtempSync(join(tmpdir(), "dd-web-"));
    const script = `console.log("${"dragon ".repeat(400)}")`;
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Dragon Dice</title>");
    writeFileSync(join(root, "assets/index-AbC123.js"), script);
    writeFileSync(join(root, "assets/index-AbC123.js.br"), brotliCompressSync(script));
    writeFileSync(join(root, "assets/index-AbC123.js.gz"), gzipSync(script));
    const app = await buildServer({ store, webRoot: root });
    const asset = (encoding?: string) =>
      app.inject({
        url: "/assets/index-AbC123.js",
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
    try {
      const br = await asset("gzip, deflate, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(/javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      // Chromium asks for gzip only over plain HTTP.
      const gz = await asset("gzip, deflate");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await asset();
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The page names the assets of the current build: it is asked for again every time.
      for (const url of ["/", "/index.html", "/play/abc?token=x", "/how-to-play"]) {
        const page = await app.inject({ url, headers: { "accept-encoding": "gzip, br" } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain("Dragon Dice");
        expect(page.headers["cache-control"], url).toBe("no-cache");
      }
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("restarting", () => {
  it("loses no game and no acknowledged move", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dd-pglite-"));
    try {
      const s1 = await openPgliteStore(dir);
      const first = await start({ store: s1 });
      const game = await create(first.app, {
        seats: [{ kind: "human", force: { premade: "dwarves" } }, { kind: "heuristic" }],
      });
      const token = game.seats[0]?.token as string;
      const ann = await TestClient.connect(first.wsUrl(game.id, token));
      let state = await ann.state();
      for (let i = 0; i < 3; i++) {
        const move = myMove(state);
        if (!move) break;
        ann.send({
          type: "move",
          actions: state.actions,
          decision: move.decision.id,
          choice: move.choice,
        });
        state = await ann.state(state.actions + 1);
        while (!myMove(state)) state = await ann.state(state.actions + 1);
      }
      // Let the bots' moves under way land, then stop everything.
      await new Promise((r) => setTimeout(r, 100));
      const before = (
        await first.app.inject(`/api/games/${game.id}?token=${token}`)
      ).json() as StateMessage;
      await ann.close();
      await first.close();
      await s1.close();

      const s2 = await openPgliteStore(dir);
      const second = await start({ store: s2 });
      try {
        const after = (
          await second.app.inject(`/api/games/${game.id}?token=${token}`)
        ).json() as StateMessage;
        expect(after.actions).toBe(before.actions);
        expect(after.view).toEqual(before.view);
        expect(after.events).toEqual(before.events);
        // And the game goes on.
        const again = await TestClient.connect(second.wsUrl(game.id, token));
        const s = await again.state();
        const move = myMove(s);
        again.send({
          type: "move",
          actions: s.actions,
          decision: move?.decision.id,
          choice: move?.choice,
        });
        expect((await again.state(s.actions + 1)).actions).toBe(s.actions + 1);
        await again.close();
      } finally {
        await second.close();
        await s2.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
