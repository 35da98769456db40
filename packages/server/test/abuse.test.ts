// Bounded abuse (issue 11, defect 2): one address cannot create games as fast as it likes.
import type { Action } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import type { CreateGame } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { humanVsHuman, start } from "./helpers.ts";

/** A store whose moves wait until the test opens it: the bots' games do not end meanwhile. */
class GatedStore extends MemoryStore {
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => {
    this.opened = resolve;
  });
  open(): void {
    this.opened();
  }
  override async appendAction(gameId: string, index: number, action: Action): Promise<void> {
    await this.gate;
    return super.appendAction(gameId, index, action);
  }
}

const botsOnly: CreateGame = {
  seats: [
    { kind: "random", force: { premade: "dwarves" } },
    { kind: "heuristic", force: { premade: "goblins" } },
  ],
};
const humanAndBot: CreateGame = {
  seats: [
    { kind: "human", force: { premade: "dwarves" } },
    { kind: "heuristic", force: { premade: "goblins" } },
  ],
};

describe("creating games", () => {
  it("is limited per address much tighter than other requests, with a 429 that says when", async () => {
    const server = await start({
      store: new MemoryStore(),
      gameCreationLimit: { max: 3, timeWindowMs: 10 * 60_000 },
    });
    try {
      const post = (ip: string) =>
        server.app.inject({
          method: "POST",
          url: "/api/games",
          payload: humanVsHuman,
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await post("203.0.113.1")).statusCode).toBe(201);
      const refused = await post("203.0.113.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: "rate-limited",
        message: expect.stringMatching(
          /^at most 3 new games per 10 minutes from one address; try again in (9|10) minutes/,
        ),
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
      // Another address has its own allowance; other requests are not limited by it.
      expect((await post("203.0.113.2")).statusCode).toBe(201);
      const list = await server.app.inject({
        method: "GET",
        url: "/api/games",
        remoteAddress: "203.0.113.1",
      });
      expect(list.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("is limited by default (10 games per 10 minutes)", async () => {
    const server = await start({ store: new MemoryStore(), gameCreationLimit: undefined });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await server.app.inject({
          method: "POST",
          url: "/api/games",
          payload: humanVsHuman,
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([...Array(10).fill(201), 429]);
    } finally {
      await server.close();
    }
  });
});

describe("games of bots only", () => {
  it("are capped per address and in all while they play; games with a human are not", async () => {
    const store = new GatedStore();
    const server = await start({
      store,
      botGameLimits: { perAddress: 2, total: 3 },
      roundLimit: 1,
    });
    const post = (body: CreateGame, ip: string) =>
      server.app.inject({ method: "POST", url: "/api/games", payload: body, remoteAddress: ip });
    try {
      expect((await post(botsOnly, "203.0.113.1")).statusCode).toBe(201);
      expect((await post(botsOnly, "203.0.113.1")).statusCode).toBe(201);
      const third = await post(botsOnly, "203.0.113.1");
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        error: "rate-limited",
        message: expect.stringMatching(
          /^at most 2 games of bots only at a time from one address: try again once one of yours has finished/,
        ),
      });
      expect(third.headers["retry-after"]).toBe("60");
      // A game with a human seat is not a bots' game.
      for (let i = 0; i < 3; i++) {
        expect((await post(humanAndBot, "203.0.113.1")).statusCode).toBe(201);
      }
      // The whole server's cap: another address gets one, the next a 503.
      expect((await post(botsOnly, "203.0.113.2")).statusCode).toBe(201);
      const full = await post(botsOnly, "203.0.113.3");
      expect(full.statusCode).toBe(503);
      expect(full.json()).toEqual({
        error: "server-busy",
        message: expect.stringMatching(
          /^the server is playing as many games of bots only as it may \(3\): try again in a few minutes/,
        ),
      });
      // Once the games end (one round each), new ones are accepted.
      store.open();
      const deadline = Date.now() + 20_000;
      let again = await post(botsOnly, "203.0.113.1");
      while (again.statusCode !== 201 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        again = await post(botsOnly, "203.0.113.1");
      }
      expect(again.statusCode).toBe(201);
    } finally {
      store.open();
      await server.close();
    }
  });
});
