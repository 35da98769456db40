/// <reference lib="dom" />
// End-to-end in a real browser: Debian's Chromium driven by playwright-core against the game
// server serving the built web app. Skipped (with the reason printed) where Chromium is missing;
// .ci/run installs it. Screenshots go to test-output/screenshots.
import { existsSync, mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../packages/server/src/app.ts";
import { openPgliteStore } from "../packages/server/src/store/index.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`browser tests skipped: no Chromium at ${CHROMIUM}`);

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const webRoot = resolve(root, "packages/web/dist");
const shots = resolve(root, "test-output/screenshots");

let app: FastifyInstance;
let browser: Browser;
let base = "";

/** Settings for quick tests: no dice animation, a short pause on each roll. */
async function quickSettings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "dragondice.settings",
      JSON.stringify({ animate: false, autoAdvance: true, rollDelay: 50 }),
    );
  });
}

/** The pending decision shown, as "kind#id", or null when none is (waiting, or rolls showing). */
async function shownDecision(page: Page, waitMs: number): Promise<string | null> {
  const panel = page.getByTestId("decision");
  try {
    await panel.waitFor({ timeout: waitMs });
  } catch {
    return null;
  }
  return `${await panel.getAttribute("data-kind")}#${await panel.getAttribute("data-decision")}`;
}

/**
 * Answers the decisions the page asks, preferring the moves that make a game happen (march,
 * maneuver up, attack). Stops after `count` answers, or when nothing is asked for `patienceMs`.
 */
async function playDecisions(page: Page, count: number, patienceMs = 8_000): Promise<number> {
  let answered = 0;
  while (answered < count) {
    const shown = await shownDecision(page, patienceMs);
    if (!shown) return answered;
    const kind = shown.split("#")[0];
    const options = page.getByTestId("option");
    const n = await options.count();
    if (n > 0) {
      const texts = await options.allTextContents();
      const prefer =
        kind === "maneuver"
          ? texts.findIndex((t) => /up/i.test(t))
          : kind === "choose-action"
            ? texts.findIndex((t) => /melee|missile/i.test(t))
            : kind === "choose-march"
              ? texts.findIndex((t) => !/pass/i.test(t))
              : 0;
      await options.nth(Math.max(prefer, 0)).click();
    } else {
      await page.getByTestId("auto").click();
    }
    answered++;
    // Wait for this decision to be answered before looking again.
    await page
      .waitForFunction(
        (before) => {
          const el = document.querySelector('[data-testid="decision"]');
          return (
            !el || `${el.getAttribute("data-kind")}#${el.getAttribute("data-decision")}` !== before
          );
        },
        shown,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
  }
  return answered;
}

beforeAll(async () => {
  if (!haveChromium) return;
  if (!existsSync(resolve(webRoot, "index.html"))) {
    const { build } = await import("vite");
    await build({ root: resolve(root, "packages/web"), logLevel: "warn" });
  }
  mkdirSync(shots, { recursive: true });
  app = await buildServer({ store: await openPgliteStore(), webRoot, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe.skipIf(!haveChromium)("the web app in Chromium", () => {
  it("plays a game against a bot from the lobby, with a maneuver and a combat", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${base}/`);
    await page.getByTestId("new-game").waitFor();
    await page.screenshot({ path: resolve(shots, "lobby-1280.png") });
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);
    // Play until the log shows a maneuver and a combat (or 80 answers).
    let log = "";
    for (let i = 0; i < 8; i++) {
      await playDecisions(page, 10);
      log = (await page.getByTestId("log").textContent()) ?? "";
      if (/maneuver/i.test(log) && /melee|missile/i.test(log)) break;
    }
    await page.screenshot({ path: resolve(shots, "table-1280.png") });
    expect(log).toMatch(/maneuver/i);
    expect(log).toMatch(/melee|missile/i);
    expect(errors).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: resolve(shots, "table-390.png"), fullPage: true });
    await page.close();
  }, 180_000);

  it("plays online between two browsers through an invite link", async () => {
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const host = await hostContext.newPage();
    await quickSettings(host);
    await host.goto(`${base}/`);
    await host.getByTestId("new-game").waitFor();
    // Seat 2 becomes an invited human.
    const roles = host.getByTestId("seat-role");
    await roles.nth(1).selectOption("invite");
    await host.getByTestId("create-game").click();
    await host.waitForURL(/\/play\//);
    const link = host.locator('[data-testid="seat-link"][data-seat="1"]');
    await link.waitFor();
    const href = (await link.getAttribute("href")) ?? (await link.getAttribute("data-link")) ?? "";
    expect(href).toMatch(/\/play\/.+token=/);
    const guest = await guestContext.newPage();
    await quickSettings(guest);
    await guest.goto(new URL(href, base).toString());
    await guest.getByTestId("terrain").first().waitFor({ timeout: 20_000 });
    // Both players answer their decisions, turn and turn about, until each has played some.
    let hostAnswers = 0;
    let guestAnswers = 0;
    for (let round = 0; round < 10 && (hostAnswers < 6 || guestAnswers < 6); round++) {
      hostAnswers += await playDecisions(host, 4, 3_000);
      guestAnswers += await playDecisions(guest, 4, 3_000);
    }
    expect(hostAnswers).toBeGreaterThanOrEqual(6);
    expect(guestAnswers).toBeGreaterThanOrEqual(6);
    await host.screenshot({ path: resolve(shots, "online-host-1280.png") });
    await guest.screenshot({ path: resolve(shots, "online-guest-390.png"), fullPage: true });
    const hostLog = (await host.getByTestId("log").textContent()) ?? "";
    const guestLog = (await guest.getByTestId("log").textContent()) ?? "";
    expect(hostLog.length).toBeGreaterThan(0);
    expect(guestLog.length).toBeGreaterThan(0);
    await hostContext.close();
    await guestContext.close();
  }, 240_000);
});
