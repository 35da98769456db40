/// <reference lib="dom" />
// What every browser test file shares: Debian's Chromium driven by playwright-core against the
// game server serving the built web app, the quick settings, and a player that answers the
// decisions the page asks. Each test file calls `useBrowser()` once at its top level; files run
// one after another (e2e/suite.ts) in one Chromium, each file with a server of its own.
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { buildServer, type ServerOptions } from "../packages/server/src/app.ts";
import type { CreatedGame } from "../packages/server/src/protocol.ts";
import { seededRandomBytes } from "../packages/server/src/randomness.ts";
import { emptyPgliteCluster, openPgliteStore } from "../packages/server/src/store/index.ts";
import { waitForAnswer } from "./player.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`browser tests skipped: no Chromium at ${CHROMIUM}`);

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const webRoot = resolve(root, "packages/web/dist");
/** Where the tests save their screenshots. */
export const shots = resolve(root, "test-output/screenshots");

export interface BrowserHarness {
  /** The server's address, e.g. http://127.0.0.1:41234. */
  base: string;
  browser: Browser;
  app: FastifyInstance;
  /**
   * The games created from now on (through the API or the lobby) draw their dice and random
   * forces from this seed's reproducible stream (the server's `random` option, which only code
   * can set): a test reaches the same positions on every run.
   */
  seedGames(seed: number): void;
  /** Creates a game through the API (`POST /api/games` with these seats; a 201 expected). */
  createGame(seats: unknown[]): Promise<CreatedGame>;
}

/** The packages the web app is built from: a change in any of them makes the built app old. */
const WEB_SOURCES = ["web", "words", "engine", "catalog"].map((p) => resolve(root, "packages", p));

/** The latest time of change of a file under `dir`, leaving out its build and test output. */
function latestChange(dir: string): number {
  let latest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "dist" || e.name === "node_modules" || e.name === "test") continue;
    const path = resolve(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? latestChange(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Whether the built web app is missing or older than a source: a test run after an edit tested
 * the app as it was before it (the browser's whole games passed here on an old build while CI,
 * building afresh, failed).
 */
function webAppOld(): boolean {
  const built = resolve(webRoot, "index.html");
  if (!existsSync(built)) return true;
  const at = statSync(built).mtimeMs;
  return WEB_SOURCES.some((dir) => latestChange(dir) > at);
}

/**
 * Builds the web app as `npm start` does. Vitest runs with NODE_ENV=test, which Vite keeps: the
 * bundle would hold React's development build (480 kB for the lobby instead of 262 kB).
 */
async function buildWebApp(): Promise<void> {
  const { build } = await import("vite");
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ root: resolve(root, "packages/web"), logLevel: "warn" });
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}

/**
 * One Chromium for the whole suite, launched by the first file that needs it and closed by
 * e2e/suite.ts: a launch and a close for each file cost seconds. A file's pages open in contexts
 * of their own (`newPage`, `newContext`), and those it leaves open are closed after its tests.
 */
let chromiumStarted: Promise<Browser> | undefined;
const sharedChromium = (): Promise<Browser> => {
  chromiumStarted ??= chromium.launch({
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
  return chromiumStarted;
};

/** Closes the suite's Chromium, if a file launched it. */
export async function closeChromium(): Promise<void> {
  const started = chromiumStarted;
  chromiumStarted = undefined;
  await (await started)?.close();
}

/**
 * Each file's server keeps its games in a PGlite of its own (nothing left by another file in its
 * lobby), started from a copy of an empty cluster made once: PostgreSQL's initdb took most of the
 * seconds each file's store took to open.
 */
let emptyCluster: Promise<Blob> | undefined;
const freshStore = async () => {
  emptyCluster ??= emptyPgliteCluster();
  return openPgliteStore(undefined, { from: await emptyCluster });
};

/**
 * Starts the server (and the suite's Chromium) before the file's tests, and stops it after. The returned
 * object is filled in by `beforeAll`: read its fields inside tests, not at the top level.
 * `server`: options of the game server (a short round limit for whole games...).
 */
export function useBrowser(server: Partial<ServerOptions> = {}): BrowserHarness {
  const harness = {} as BrowserHarness;
  let random = seededRandomBytes(0);
  harness.seedGames = (seed) => {
    random = seededRandomBytes(seed);
  };
  harness.createGame = async (seats) => {
    const res = await fetch(`${harness.base}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seats }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedGame;
  };
  beforeAll(async () => {
    if (!haveChromium) return;
    if (webAppOld()) await buildWebApp();
    mkdirSync(shots, { recursive: true });
    harness.app = await buildServer({
      store: server.store ?? (await freshStore()),
      webRoot,
      logger: false,
      random: (bytes) => random(bytes),
      // Every page comes from one address: the limit on creating games is off unless a test sets it.
      gameCreationLimit: false,
      ...server,
    });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    harness.base = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    harness.browser = await sharedChromium();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(harness.browser?.contexts().map((c) => c.close()) ?? []);
    await harness.app?.close();
  });
  return harness;
}

/** Settings for quick tests: no dice animation, a short pause on each roll. */
export async function quickSettings(page: Page, rollDelay = 50): Promise<void> {
  await page.addInitScript((delay) => {
    window.localStorage.setItem(
      "dragondice.settings",
      JSON.stringify({ animate: false, autoAdvance: true, rollDelay: delay }),
    );
  }, rollDelay);
}

/** The pending decision shown, as "kind#id", or null when none is (waiting, or rolls showing). */
export async function shownDecision(page: Page, waitMs: number): Promise<string | null> {
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
export async function playDecisions(
  page: Page,
  count: number,
  patienceMs = 8_000,
): Promise<number> {
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
      // An option that gives something up (pass, no maneuver...) waits for its confirmation; one
      // that needs more before it can be confirmed (a spell cast needs its target) is left to Auto.
      const confirm = page.getByTestId("decision").getByTestId("confirm");
      if ((await confirm.count()) > 0) {
        if (await confirm.isEnabled()) await confirm.click();
        else await page.getByTestId("auto").click();
      }
    } else {
      await page.getByTestId("auto").click();
    }
    answered++;
    await waitForAnswer(page, shown);
  }
  return answered;
}
