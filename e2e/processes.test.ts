/// <reference lib="dom" />
// Two servers on one PostgreSQL, as two processes of a public site: Ann's page on one, Bob's on
// the other, a whole game played in Chromium through the app. Each page shows the other player
// connected and the other's moves as they are made, and both end on the same result. Needs DATABASE_URL (CI's PostgreSQL server):
// skipped, with a message, without it.
import type { AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../packages/server/src/app.ts";
import { seededRandomBytes } from "../packages/server/src/randomness.ts";
import { MemoryStore, openPostgresStore, type Store } from "../packages/server/src/store/index.ts";
import { scratchDatabase } from "../packages/server/test/scratch-database.ts";
import { haveChromium, quickSettings, shots, useBrowser } from "./harness.ts";
import { playToEnd } from "./player.ts";

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn("e2e/processes.test.ts: skipped, DATABASE_URL is not set");

const db = DATABASE_URL ? await scratchDatabase(DATABASE_URL) : null;
/** The harness's server (A) and a second one (B) on the same database. */
const storeA: Store = db ? await openPostgresStore(db.url) : new MemoryStore();
let storeB: Store | null = null;
let serverB: FastifyInstance | null = null;
let baseB = "";
// Two rounds: a whole game in a minute.
const h = useBrowser({ roundLimit: 2, store: storeA });

beforeAll(async () => {
  if (!db || !haveChromium) return;
  storeB = await openPostgresStore(db.url);
  serverB = await buildServer({
    store: storeB,
    webRoot: resolve(dirname(fileURLToPath(import.meta.url)), "../packages/web/dist"),
    roundLimit: 2,
    random: seededRandomBytes(2),
  });
  await serverB.listen({ port: 0, host: "127.0.0.1" });
  baseB = `http://127.0.0.1:${(serverB.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await serverB?.close();
  await storeB?.close();
  await storeA.close();
  await db?.drop();
});

describe.skipIf(!haveChromium || !DATABASE_URL)("two server processes", () => {
  it("Ann on one and Bob on the other play a whole game in their browsers", async () => {
    h.seedGames(5);
    const game = await h.createGame([
      { kind: "human", name: "Ann", force: { premade: "dwarves" } },
      { kind: "human", name: "Bob", force: { premade: "goblins" } },
    ]);
    const open = async (base: string, link: string) => {
      const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await quickSettings(page, 0);
      await page.goto(`${base}${link}`);
      return page;
    };
    const ann = await open(h.base, game.seats[0]?.link as string);
    const bob = await open(baseB, game.seats[1]?.link as string);
    // Each page shows the other player, on the other server, connected. A server hears of the
    // other's sockets through the database: on a busy machine that can take longer than a poll's
    // default 5 s (it took 6.5 s in a CI run at load 11).
    for (const page of [ann, bob]) {
      await page.getByTestId("decision").waitFor();
      await expect.poll(() => page.getByText("not connected").count(), { timeout: 30_000 }).toBe(0);
    }
    // Both assemble their armies at once, each on a server of their own, and play on.
    const [annEnd, bobEnd] = await Promise.all([
      playToEnd(ann, h.base, { stallMs: 10_000 }),
      playToEnd(bob, baseB, { stallMs: 10_000 }),
    ]);
    expect(annEnd.headline).toMatch(/^Game over/);
    expect(bobEnd.headline).toBe(annEnd.headline);
    // Each page's log holds every move, its own and those made on the other server.
    const log = (p: typeof ann) => p.locator('[data-testid="log"] li').count();
    const [annLog, bobLog] = await Promise.all([log(ann), log(bob)]);
    expect(annLog).toBeGreaterThan(10);
    expect(bobLog).toBe(annLog);
    await ann.screenshot({ path: `${shots}/processes-ann.png` });
    await bob.screenshot({ path: `${shots}/processes-bob.png` });
    const record = async (base: string) =>
      (await fetch(`${base}/api/games/${game.id}/record?token=${game.seats[0]?.token}`)).text();
    expect(await record(baseB)).toBe(await record(h.base));
    await ann.close();
    await bob.close();
  }, 240_000);
});
