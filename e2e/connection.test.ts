/// <reference lib="dom" />
// The web app on a server open to strangers: a whole game (and every page) under the content
// security policy without one violation; a reload mid-game that comes back where the game stands;
// a connection that drops with a move in flight, the move sent again and applied once, and the
// reconnect asking only for what it missed.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../packages/server/src/protocol.ts";
import { MemoryStore } from "../packages/server/src/store/index.ts";
import {
  haveChromium,
  playDecisions,
  quickSettings,
  shots,
  shownDecision,
  useBrowser,
} from "./harness.ts";
import { playToEnd, serverState } from "./player.ts";

/** A store whose writes of seat 1's (the bot's) moves fail while `botFailures` lasts. */
class FlakyStore extends MemoryStore {
  botFailures = 0;
  override async appendAction(...args: Parameters<MemoryStore["appendAction"]>): Promise<void> {
    if (args[2].player === 1 && this.botFailures > 0) {
      this.botFailures--;
      throw new Error("connection refused");
    }
    return super.appendAction(...args);
  }
}

const store = new FlakyStore();
// Two rounds: a whole game in a minute.
const h = useBrowser({ roundLimit: 2, store });

/** Every CSP violation the page reports, through the console or the DOM event, on any page. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/content security policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction("reportCsp", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const w = window as unknown as { reportCsp: (v: string) => void };
      w.reportCsp(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return violations;
}

async function newGame(): Promise<{ id: string; link: string }> {
  const game = await h.createGame([
    { kind: "human", name: "Ann", force: { premade: "dwarves" } },
    { kind: "heuristic", force: { premade: "goblins" } },
  ]);
  return { id: game.id, link: `${h.base}${game.seats[0]?.link}` };
}

const logLines = (page: Page) => page.locator('[data-testid="log"] li').allTextContents();

describe.skipIf(!haveChromium)("the app under its content security policy", () => {
  it("plays a whole game and opens every page without one violation", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 0);
    const violations = await watchCsp(page);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    const res = await page.goto(`${h.base}/`);
    expect(res?.headers()["content-security-policy"]).toContain("default-src 'self'");
    // The army builder, then a game from the lobby's defaults, played to its end.
    await page.getByTestId("seat-force").first().selectOption("custom");
    await page.getByTestId("army-builder").waitFor();
    await page.getByTestId("builder-premade").selectOption("dwarves");
    await page.goto(`${h.base}/`);
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);
    const result = await playToEnd(page, h.base);
    expect(result.headline).toMatch(/^Game over/);
    // Its replay, and How to play.
    const url = new URL(page.url());
    await page.goto(`${h.base}/replay${url.pathname.slice("/play".length)}${url.search}`);
    await page.getByTestId("replay-controls").waitFor();
    await page.getByTestId("replay-next").click();
    await page.goto(`${h.base}/how-to-play`);
    await page.getByTestId("guide").waitFor();

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});

describe.skipIf(!haveChromium)("connections that come and go", () => {
  it("comes back from a reload mid-game where the game stands, the log whole and once", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 0);
    const { link } = await newGame();
    await page.goto(link);
    expect(await playDecisions(page, 3)).toBe(3);
    const before = await shownDecision(page, 10_000);
    const log = await logLines(page);
    expect(log.length).toBeGreaterThan(5);

    await page.reload();
    expect(await shownDecision(page, 10_000)).toBe(before);
    expect(await logLines(page)).toEqual(log);
    expect(await playDecisions(page, 2)).toBe(2);
    await page.close();
  }, 120_000);

  it("sends a move again after the connection drops with it in flight, applied once", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 0);
    // Between the page and the server: drops the connection when the page sends a move, either
    // before the move reaches the server or after (its state and ack then never reach the page).
    let drop: "before" | "after" | null = null;
    const sockets: { url: string; received: ServerMessage[] }[] = [];
    await page.routeWebSocket(/\/ws\?/, (ws) => {
      const socket = { url: ws.url(), received: [] as ServerMessage[] };
      sockets.push(socket);
      const server = ws.connectToServer();
      let cut = false;
      const cutOff = () => {
        cut = true;
        ws.close({ code: 1012, reason: "dropped by the test" });
        server.close();
      };
      ws.onMessage((message) => {
        if (cut) return;
        const move = String(message).includes('"type":"move"');
        if (move && drop === "before") {
          drop = null;
          return cutOff();
        }
        server.send(message);
        if (move && drop === "after") {
          drop = null;
          cutOff();
        }
      });
      server.onMessage((message) => {
        if (cut) return;
        socket.received.push(JSON.parse(String(message)) as ServerMessage);
        ws.send(message);
      });
    });
    const { link } = await newGame();
    await page.goto(link);
    expect(await playDecisions(page, 1)).toBe(1);

    for (const when of ["before", "after"] as const) {
      const inFlight = await shownDecision(page, 10_000);
      const decision = Number(inFlight?.split("#")[1]);
      const count = sockets.length;
      drop = when;
      expect(await playDecisions(page, 1)).toBe(1);
      // The page reconnects, asking for what it missed, and sends its move again.
      await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(count + 1);
      const again = sockets[count] as (typeof sockets)[number];
      expect(again.url).toMatch(/&since=\d+$/);
      await expect
        .poll(() => again.received.some((m) => m.type === "ack" && m.decision === decision), {
          timeout: 10_000,
        })
        .toBe(true);
      const first = again.received.find((m) => m.type === "state");
      expect(first?.type === "state" && first.since !== undefined).toBe(true);
      // Applied (once: the server refuses nothing), and the page never asks for it again.
      expect(again.received.filter((m) => m.type === "error")).toEqual([]);
      const pending = (await serverState(page, h.base)).view.pending as { id: number }[];
      expect(pending.map((p) => p.id)).not.toContain(decision);
      expect(await shownDecision(page, 10_000)).not.toBe(inFlight);
      expect(await page.getByTestId("error").count()).toBe(0);
    }

    // The log built from the missed events only is the log a new page gets whole.
    expect(await playDecisions(page, 2)).toBe(2);
    await shownDecision(page, 10_000);
    const fresh = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(fresh, 0);
    await fresh.goto(page.url());
    await shownDecision(fresh, 10_000);
    expect(await logLines(page)).toEqual(await logLines(fresh));
    await Promise.all([page.close(), fresh.close()]);
  }, 120_000);

  it("says the server is retrying the bot's move, then clears it and goes on", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 0);
    // The bot's moves (the first, its army assembly, made as soon as the game exists) fail until
    // the page has been told and played: set before the game is made, or the bot's thread may
    // have stored it already. (Three failures, 3.5 s of retries, were over before a page slowed
    // by a busy machine had joined.)
    store.botFailures = Number.POSITIVE_INFINITY;
    const { link } = await newGame();
    await page.goto(link);
    // A page that joins while the server retries is told so at once.
    const notice = page.getByTestId("notice");
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toMatch(/could not save a bot's move; it tries again/);
    await page.screenshot({ path: `${shots}/server-retrying.png` });
    expect(await playDecisions(page, 1)).toBe(1);
    // The store works again: the next try saves the bot's move, the notice goes, and the game
    // goes on by itself.
    store.botFailures = 0;
    await notice.waitFor({ state: "detached", timeout: 10_000 });
    expect(await playDecisions(page, 2)).toBe(2);
    expect(await notice.count()).toBe(0);
    expect(await page.getByTestId("error").count()).toBe(0);
    await page.close();
  }, 60_000);
});
