// A server open to strangers: per-address limits that a forged X-Forwarded-For cannot get round,
// security headers on every response, no token in the logs, silent connections closed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { connect as tcpConnect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryStore } from "../src/store/index.ts";
import { parseTrustProxy, type TrustProxy } from "../src/trust-proxy.ts";
import { create, humanVsHuman, type Running, start, TestClient } from "./helpers.ts";

const store = new MemoryStore();

describe("TRUST_PROXY", () => {
  it("reads a hop count or the proxies' addresses, and refuses to trust everyone", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("127.0.0.1")).toEqual(["127.0.0.1"]);
    expect(parseTrustProxy("10.0.0.0/8, ::1,loopback")).toEqual(["10.0.0.0/8", "::1", "loopback"]);
    for (const bad of ["true", "all", "10.0.0.0/33", "proxy.example.org", "1.2.3"]) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY must be/);
    }
  });

  /** Opens `count` sockets through a proxy at 127.0.0.1 that appends `client` to a forged
   * X-Forwarded-For; returns how many the server kept open. */
  async function openThroughProxy(url: string, client: string, count: number) {
    const sockets = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        TestClient.connect(url, { "x-forwarded-for": `198.51.100.${i % 250}, ${client}` }),
      ),
    );
    // Refused sockets get rate-limited and a close; kept ones their game's state.
    await Promise.all(
      sockets.map((s) => s.take((m) => m.type === "state" || m.type === "error", 60_000)),
    );
    await new Promise((r) => setTimeout(r, 100));
    return { open: sockets.filter((s) => !s.closed).length, sockets };
  }

  for (const [label, setting] of [
    ["one hop", "1"],
    ["the proxy's address", "127.0.0.1"],
  ] as const) {
    it(`caps one client at 50 sockets whatever X-Forwarded-For it forges (${label})`, async () => {
      const trustProxy: TrustProxy = parseTrustProxy(setting);
      const server = await start({ store, trustProxy, httpRateLimit: false });
      try {
        const game = await create(server.app, humanVsHuman);
        const url = server.wsUrl(game.id, game.spectator.token);
        const one = await openThroughProxy(url, "203.0.113.7", 80);
        expect(one.open).toBe(50);
        // Another client behind the same proxy is another address: its sockets are its own.
        const other = await openThroughProxy(url, "203.0.113.8", 10);
        expect(other.open).toBe(10);
        await Promise.all([...one.sockets, ...other.sockets].map((s) => s.close()));
      } finally {
        await server.close();
      }
    });
  }
});

describe("responses", () => {
  let server: Running;
  const webRoot = mkdtempSync(join(tmpdir(), "dd-web-"));
  beforeAll(async () => {
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>t</title>");
    server = await start({ store, webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("carry no-referrer, nosniff and the content security policy, API and app alike", async () => {
    for (const url of ["/api/health", "/", "/play/abc?token=x", "/api/nothing"]) {
      const res = await server.app.inject(url);
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain("unsafe-eval");
    }
  });

  it("are served by an @fastify/static past the advisories affecting 8.x (fixed in 10.1.3)", () => {
    const require = createRequire(import.meta.url);
    const main = require.resolve("@fastify/static");
    const pkg = JSON.parse(readFileSync(join(main, "..", "package.json"), "utf8")) as {
      version: string;
    };
    const [major = 0, minor = 0, patch = 0] = pkg.version.split(".").map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(10_001_003);
  });
});

describe("logs", () => {
  it("never hold a seat's or spectator's token", async () => {
    const lines: string[] = [];
    const server = await start({
      store,
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const game = await create(server.app, humanVsHuman);
      const seat = game.seats[0]?.token as string;
      const spectator = game.spectator.token;
      await server.app.inject(`/api/games/${game.id}?token=${seat}`);
      await server.app.inject(`/api/games/${game.id}/record?token=${spectator}&x=1`);
      const ws = await TestClient.connect(server.wsUrl(game.id, seat));
      await ws.state();
      await ws.close();
      const all = lines.join("");
      expect(all).toContain(`/api/games/${game.id}?token=[redacted]`);
      expect(all).toContain("/record?token=[redacted]&x=1");
      expect(all).toContain("/ws?game=");
      expect(all).not.toContain(seat);
      expect(all).not.toContain(spectator);
    } finally {
      await server.close();
    }
  });
});

describe("connections", () => {
  it("closes a connection that never speaks within seconds, and keeps a quiet game socket", async () => {
    const server = await start({ store });
    try {
      const game = await create(server.app, humanVsHuman);
      const ws = await TestClient.connect(server.wsUrl(game.id, game.spectator.token));
      await ws.state();
      const opened = Date.now();
      let answer = "";
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = tcpConnect(server.port, "127.0.0.1");
        socket.on("error", reject);
        // Read (a socket nobody reads never sees the server's end).
        socket.on("data", (d) => {
          answer += String(d);
        });
        socket.on("close", () => resolve(Date.now() - opened));
        setTimeout(() => reject(new Error("still open after 9 s")), 9_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfter).toBeLessThan(7_000);
      // The game socket said nothing all that time either, but it is a WebSocket, not a silence.
      expect(ws.closed).toBeNull();
      await ws.close();
    } finally {
      await server.close();
    }
  });
});
