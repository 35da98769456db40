// Online play: an invited player brings their own force before the game starts, bots and humans
// sit in any order, anyone can watch any game, and a lobby can ask how its own games stand.
import { premadeForce } from "@dragondice/catalog";
import type { PlayerView } from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiError,
  type ChooseForce,
  type GameSummary,
  type ServerMessage,
  type StateMessage,
  WATCH_TOKEN,
  type WaitingMessage,
} from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient } from "./helpers.ts";

const store = new MemoryStore();
let server: Running;
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await start({ store });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

async function connect(game: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(server.wsUrl(game, token));
  clients.push(c);
  return c;
}

const chooseForce = (id: string, body: ChooseForce | Record<string, unknown>) =>
  server.app.inject({ method: "POST", url: `/api/games/${id}/force`, payload: body });

const isWaiting = (m: ServerMessage): m is WaitingMessage => m.type === "waiting";

/** A game with me in seat 1, a heuristic bot in seat 2 and an invited player choosing in seat 3. */
const withGuest = () =>
  create(server.app, {
    seats: [
      { kind: "human", name: "Host", force: { premade: "dwarves" } },
      { kind: "heuristic", force: { premade: "goblins" } },
      { kind: "human", name: "Guest", force: { chosenByPlayer: true } },
    ],
  });

describe("an invited player's own force", () => {
  it("waits for the guest's force, then starts with it; bots do not move before", async () => {
    const game = await withGuest();
    const guestToken = game.seats[2]?.token as string;
    const host = await connect(game.id, game.seats[0]?.token as string);
    const first = await host.take(isWaiting);
    expect(first).toMatchObject({ game: game.id, seat: 0, forceSize: 24 });
    expect(first.seats.map((s) => s.choosing)).toEqual([false, false, true]);
    const listed = (await server.app.inject("/api/games")).json() as GameSummary[];
    expect(listed.find((g) => g.id === game.id)?.status).toBe("waiting");
    // Nobody moves before the start, and the page load answer says it is waiting.
    host.send({ type: "move", actions: 0, decision: 1, choice: null });
    expect((await host.error()).code).toBe("not-started");
    const waiting = (
      await server.app.inject(`/api/games/${game.id}?token=${guestToken}`)
    ).json() as WaitingMessage;
    expect(waiting).toMatchObject({ type: "waiting", seat: 2 });
    expect((await store.loadGame(game.id))?.actions).toEqual([]);

    const sent = await chooseForce(game.id, {
      token: guestToken,
      name: "Gwen",
      force: { premade: "undead" },
    });
    expect(sent.statusCode).toBe(200);
    expect((sent.json() as StateMessage).type).toBe("state");
    // The host's socket gets the started game, whole log included, with Gwen's force in it.
    const started = await host.take((m): m is StateMessage => m.type === "state");
    expect(started.seats.map((s) => s.name)).toEqual(["Host", "Goblins", "Gwen"]);
    expect(started.actions).toBe(0);
    expect((started.view as PlayerView).pending.some((d) => d.player === 0)).toBe(true);
    const stored = await store.loadGame(game.id);
    expect(stored?.seats.map((s) => s.ownForce)).toEqual([undefined, undefined, "chosen"]);
    expect(stored?.config.players[2]?.dice).toEqual(premadeForce("undead", 24).dice);
    // The bot assembles its armies at once.
    expect((await host.state(1)).actions).toBeGreaterThanOrEqual(1);
    // Once started, the force is set.
    const late = await chooseForce(game.id, { token: guestToken, force: { premade: "dwarves" } });
    expect(late.statusCode).toBe(409);
    expect((late.json() as ApiError).error).toBe("not-allowed");
  });

  it("refuses a bad force in the engine's words and keeps waiting", async () => {
    const game = await withGuest();
    const guestToken = game.seats[2]?.token as string;
    const bad = await chooseForce(game.id, {
      token: guestToken,
      force: { dice: ["footman"], terrains: ["highland-city", "flatland-tower"], dragons: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ApiError).message).toMatch(
      /player 3 \(Guest\): the force costs 1 health/,
    );
    const unknown = await chooseForce(game.id, { token: guestToken, force: { premade: "orcs" } });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as ApiError).message).toMatch(/orcs/);
    const noToken = await chooseForce(game.id, { force: { premade: "undead" } });
    expect(noToken.statusCode).toBe(400);
    expect((noToken.json() as ApiError).message).toMatch(/^token/);
    const wrong = await chooseForce(game.id, { token: "nope", force: { premade: "undead" } });
    expect(wrong.statusCode).toBe(403);
    const spectator = await chooseForce(game.id, {
      token: game.spectator.token,
      force: { premade: "undead" },
    });
    expect(spectator.statusCode).toBe(403);
    // The host's seat had its force from the start.
    const host = await chooseForce(game.id, {
      token: game.seats[0]?.token as string,
      force: { premade: "undead" },
    });
    expect(host.statusCode).toBe(409);
    expect((host.json() as ApiError).message).toMatch(/chosen when the game was created/);
    const now = (
      await server.app.inject(`/api/games/${game.id}?token=${guestToken}`)
    ).json() as WaitingMessage;
    expect(now.type).toBe("waiting");
    expect(now.seats[2]?.choosing).toBe(true);
  });

  it("waits for every invited player, and goes on waiting after a restart", async () => {
    const game = await create(server.app, {
      seats: [
        { kind: "human", force: { chosenByPlayer: true } },
        { kind: "human", force: { chosenByPlayer: true } },
      ],
    });
    const [a, b] = [game.seats[0]?.token as string, game.seats[1]?.token as string];
    const first = await chooseForce(game.id, { token: a, force: { premade: "coral-elves" } });
    expect((first.json() as WaitingMessage).seats.map((s) => s.choosing)).toEqual([false, true]);
    // A player may change their mind while the others choose.
    await chooseForce(game.id, { token: a, name: "Ann", force: { premade: "firewalkers" } });

    const again = await start({ store });
    try {
      const seen = (
        await again.app.inject(`/api/games/${game.id}?token=${b}`)
      ).json() as WaitingMessage;
      expect(seen.seats.map((s) => [s.name, s.choosing])).toEqual([
        ["Ann", false],
        ["Player 2", true],
      ]);
      const done = await again.app.inject({
        method: "POST",
        url: `/api/games/${game.id}/force`,
        payload: { token: b, force: { random: true } },
      });
      const state = done.json() as StateMessage;
      expect(state.type).toBe("state");
      expect(state.seats.map((s) => s.name)).toEqual(["Ann", "Player 2"]);
    } finally {
      await again.close();
    }
  });

  it("refuses a bot that would choose its own force", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/games",
      payload: { seats: [{ kind: "human" }, { kind: "random", force: { chosenByPlayer: true } }] },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ApiError).message).toMatch(/seat 2: only an invited player/);
  });
});

describe("seats in any order", () => {
  it("plays a game with a bot in seat 1 and the human in seat 2", async () => {
    const game = await create(server.app, {
      seats: [{ kind: "heuristic" }, { kind: "human", force: { premade: "dwarves" } }],
    });
    expect(game.seats[0]?.token).toBeUndefined();
    const me = await connect(game.id, game.seats[1]?.token as string);
    let state = await me.state();
    expect(state.seat).toBe(1);
    for (let answered = 0; answered < 5; ) {
      const move = myMove(state);
      if (move) {
        me.send({
          type: "move",
          actions: state.actions,
          decision: move.decision.id,
          choice: move.choice,
        });
        answered++;
      }
      state = await me.state(state.actions + 1);
    }
    expect(state.actions).toBeGreaterThan(5);
    expect(me.messages.filter((m) => m.type === "error")).toEqual([]);
  });
});

describe("watching and the lobby's own games", () => {
  it("shows any game's public view to the watch token, and no move", async () => {
    const game = await create(server.app, humanVsHuman);
    const watcher = await connect(game.id, WATCH_TOKEN);
    const seen = await watcher.state();
    expect(seen.seat).toBeNull();
    const view = seen.view as PlayerView;
    expect(view.viewer).toBeNull();
    // Nobody's force is shown before the armies are revealed.
    expect(view.dice.filter((d) => d.at === "force").every((d) => d.die === "hidden")).toBe(true);
    watcher.send({ type: "move", actions: 0, decision: 1, choice: null });
    expect((await watcher.error()).code).toBe("spectator");
    const http = await server.app.inject(`/api/games/${game.id}?token=${WATCH_TOKEN}`);
    expect((http.json() as StateMessage).seat).toBeNull();
  });

  it("tells how the games asked for stand: whose turn, who must decide, who won", async () => {
    const playing = await create(server.app, {
      seats: [{ kind: "human", force: { premade: "dwarves" } }, { kind: "heuristic" }],
    });
    const waiting = await withGuest();
    const over = await create(server.app, { seats: [{ kind: "random" }, { kind: "random" }] });
    const watcher = await connect(over.id, WATCH_TOKEN);
    let s = await watcher.state();
    while (!(s.view as PlayerView).winner) s = await watcher.state(s.actions + 1);
    // Let the bot of `playing` assemble its armies: then the game waits for seat 1 only.
    const me = await connect(playing.id, playing.seats[0]?.token as string);
    await me.state(1);

    const ids = [playing.id, waiting.id, over.id, "no-such-game"].join(",");
    const list = (await server.app.inject(`/api/games?ids=${ids}`)).json() as GameSummary[];
    expect(list.map((g) => g.id)).toEqual([playing.id, waiting.id, over.id]);
    expect(list[0]).toMatchObject({ status: "playing", turn: null, deciding: [0] });
    expect(list[1]).toMatchObject({ status: "waiting", deciding: [] });
    expect(list[2]?.status).toBe("finished");
    expect(list[2]?.winner !== null || list[2]?.draw).toBe(true);
    expect(list[2]?.deciding).toEqual([]);
  });
});
