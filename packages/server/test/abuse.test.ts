// Bounded abuse (issue 11, defect 2): one address cannot create games as fast as it likes.
import { describe, expect, it } from "vitest";
import { MemoryStore } from "../src/store/index.ts";
import { humanVsHuman, start } from "./helpers.ts";

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
