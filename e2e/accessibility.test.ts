/// <reference lib="dom" />
// Every page checked by axe-core (Deque's accessibility rules, run inside Chromium): the lobby,
// the army builder, How to play, a game at its set-up, mid-game and over, and its replay. Any
// violation fails, whatever its impact. And armies assembled by keyboard with few Tab presses.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { haveChromium, playDecisions, quickSettings, useBrowser } from "./harness.ts";
import { playToEnd } from "./player.ts";

const h = useBrowser({ roundLimit: 2 });

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** axe-core's violations on the page as it stands, one line each: rule, impact, element. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the debugger rather than added as a <script>: the app's CSP forbids inline
  // scripts, and is kept as served.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string;
        nodes: { target: string[]; failureSummary: string }[];
      }[];
    }
    const results = await axe.run({ resultTypes: ["violations"] });
    return results.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(" ")}: ${n.failureSummary}`),
    );
  });
}

async function open(): Promise<Page> {
  const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await quickSettings(page, 0);
  return page;
}

describe.skipIf(!haveChromium)("accessibility (axe-core)", () => {
  it("finds nothing on the lobby, the army builder and How to play", async () => {
    const page = await open();
    await page.goto(`${h.base}/`);
    await page.getByTestId("new-game").waitFor();
    expect(await violations(page), "lobby").toEqual([]);
    await page.getByTestId("seat-force").first().selectOption("custom");
    await page.getByTestId("army-builder").waitFor();
    expect(await violations(page), "army builder").toEqual([]);
    await page.goto(`${h.base}/how-to-play`);
    await page.getByTestId("guide").waitFor();
    expect(await violations(page), "how to play").toEqual([]);
    await page.close();
  }, 60_000);

  it("finds nothing at a game's set-up, mid-game, at its end and in its replay", async () => {
    h.seedGames(5);
    const game = await h.createGame([
      { kind: "human", name: "Ann", force: { premade: "dwarves" } },
      { kind: "heuristic", name: "Bot", force: { premade: "goblins" } },
    ]);
    const page = await open();
    await page.goto(`${h.base}${game.seats[0]?.link}`);
    await page.getByTestId("decision").waitFor();
    expect(await violations(page), "set-up").toEqual([]);
    expect(await playDecisions(page, 6)).toBe(6);
    await page.getByTestId("decision").waitFor();
    expect(await violations(page), "mid-game").toEqual([]);
    await playToEnd(page, h.base);
    await page.getByTestId("game-over").waitFor();
    expect(await violations(page), "game over").toEqual([]);
    const url = new URL(page.url());
    await page.goto(`${h.base}/replay${url.pathname.slice("/play".length)}${url.search}`);
    await page.getByTestId("replay-controls").waitFor();
    await page.getByTestId("replay-next").click();
    expect(await violations(page), "replay").toEqual([]);
    await page.close();
  }, 300_000);
});
