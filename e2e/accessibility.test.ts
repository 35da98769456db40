/// <reference lib="dom" />
// Issue 25: every page checked by axe-core (Deque's accessibility rules, run inside Chromium):
// the lobby, the army builder, How to play, a game at its set-up, mid-game and over, and its
// replay; any violation fails, whatever its impact. Each page has its own title and one h1; the
// log is a keyboard-scrollable live region, the only one telling rolls; and armies are assembled
// by keyboard with few Tab presses.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { haveChromium, playDecisions, quickSettings, shots, useBrowser } from "./harness.ts";
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

/** The page's title and how many h1 it has, after axe found nothing on it. */
async function checked(page: Page, where: string): Promise<string> {
  expect(await violations(page), where).toEqual([]);
  expect(await page.locator("h1").count(), `${where}: h1`).toBe(1);
  return page.title();
}

/** A game of a person against the bot, opened at the person's seat on its first decision. */
async function gameVsBot(seed: number): Promise<Page> {
  h.seedGames(seed);
  const game = await h.createGame([
    { kind: "human", name: "Ann", force: { premade: "dwarves" } },
    { kind: "heuristic", name: "Bot", force: { premade: "goblins" } },
  ]);
  const page = await open();
  await page.goto(`${h.base}${game.seats[0]?.link}`);
  await page.getByTestId("decision").waitFor();
  return page;
}

describe.skipIf(!haveChromium)("accessibility (axe-core)", () => {
  it("finds nothing on the lobby, the army builder, How to play and a wrong address, each with its own title", async () => {
    const page = await open();
    await page.goto(`${h.base}/`);
    await page.getByTestId("new-game").waitFor();
    const lobby = await checked(page, "lobby");
    await page.getByTestId("seat-force").first().selectOption("custom");
    await page.getByTestId("army-builder").waitFor();
    await checked(page, "army builder");
    await page.goto(`${h.base}/how-to-play`);
    await page.getByTestId("guide").waitFor();
    const guide = await checked(page, "how to play");
    await page.goto(`${h.base}/nowhere`);
    await page.getByRole("heading", { name: "Nothing here" }).waitFor();
    const nowhere = await checked(page, "not found");
    expect(lobby).toBe("Dragon Dice for everyone");
    expect(guide).toBe("How to play · Dragon Dice for everyone");
    expect(nowhere).toBe("Nothing here · Dragon Dice for everyone");
    await page.close();
  }, 60_000);

  it("finds nothing at a game's set-up, mid-game, at its end and in its replay", async () => {
    const page = await gameVsBot(5);
    const titles = [await checked(page, "set-up")];
    expect(await playDecisions(page, 6)).toBe(6);
    await page.getByTestId("decision").waitFor();
    await page.getByTestId("roll").waitFor();
    titles.push(await checked(page, "mid-game"));
    // For a person to look at: the seats' marks and the dice's ink.
    await page.screenshot({ path: resolve(shots, "accessibility-mid-game.png") });

    // The rolls are told once: by the log, a live region, and not by the roll panel too.
    const log = page.getByRole("log", { name: "Game log" });
    expect(await log.getAttribute("tabindex")).toBe("0");
    expect(
      await page
        .getByTestId("roll")
        .evaluate((el) => el.closest("[aria-live], [role=log], [role=status]") === null),
    ).toBe(true);
    // The log is the page's one live region for the game's news. The decision's slot has its
    // own: the status of a picker (what the picks so far add up to: "0 of 1 health chosen"), or
    // the line that says whom the game waits for. Which decision is asked here depends on the
    // random picks of Auto before it, so either may be there, or neither.
    const live = await page
      .locator("[aria-live]:not([aria-live=off]), [role=log], [role=status], [role=alert]")
      .evaluateAll((all) =>
        all.map((el) =>
          el.closest('[data-testid="decision"], [data-testid="waiting"]')
            ? "decision"
            : (el.getAttribute("aria-label") ?? el.outerHTML.slice(0, 80)),
        ),
      );
    expect(live.filter((where) => where !== "decision")).toEqual(["Game log"]);
    expect(live.filter((where) => where === "decision").length).toBeLessThanOrEqual(1);

    await playToEnd(page, h.base);
    await page.getByTestId("game-over").waitFor();
    titles.push(await checked(page, "game over"));
    // The whole game's log is longer than its box: the keyboard scrolls it.
    await log.focus();
    const top = () => log.evaluate((el) => el.scrollTop);
    expect(await top()).toBeGreaterThan(0);
    await page.keyboard.press("Home");
    await expect.poll(top).toBe(0);

    const url = new URL(page.url());
    await page.goto(`${h.base}/replay${url.pathname.slice("/play".length)}${url.search}`);
    await page.getByTestId("replay-controls").waitFor();
    await page.getByTestId("replay-next").click();
    titles.push(await checked(page, "replay"));
    const id = url.pathname.split("/")[2];
    expect(titles).toEqual([
      `Game ${id} · Dragon Dice for everyone`,
      `Game ${id} · Dragon Dice for everyone`,
      `Game ${id} · Dragon Dice for everyone`,
      `Replay ${id} · Dragon Dice for everyone`,
    ]);
    await page.close();
  }, 300_000);

  it("assembles the armies by keyboard in a few Tab presses, the arrow keys doing the rest", async () => {
    const page = await gameVsBot(6);
    expect(await page.getByTestId("decision").getAttribute("data-kind")).toBe("assemble-armies");
    let tabs = 0;
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return { test: el?.dataset.testid ?? "", label: el?.getAttribute("aria-label") ?? "" };
      });
    // From the home terrain (focused as the picker opens) to the units' table.
    while (!(await focused()).test.startsWith("assign-")) {
      await page.keyboard.press("Tab");
      tabs++;
      expect(tabs, "Tab presses to reach the units").toBeLessThan(15);
    }
    // Each unit to the army with the least health so far: all three within their limits.
    const units = await page.getByTestId("assign-home").count();
    const totals = { home: 0, campaign: 0, horde: 0 };
    for (let unit = 0; unit < units; unit++) {
      const health = Number(/, (\d+)\) in the/.exec((await focused()).label)?.[1]);
      expect(health, (await focused()).label).toBeGreaterThan(0);
      const army = (Object.keys(totals) as (keyof typeof totals)[]).reduce((a, b) =>
        totals[b] < totals[a] ? b : a,
      );
      totals[army] += health;
      // Right and left move to the next or previous army and put the unit there.
      for (let step = 0; (await focused()).test !== `assign-${army}`; step++) {
        expect(step).toBeLessThan(3);
        await page.keyboard.press("ArrowRight");
      }
      await page.keyboard.press("Space");
      expect(await page.locator(":focus").isChecked()).toBe(true);
      if (unit < units - 1) await page.keyboard.press("ArrowDown");
    }
    expect(await page.getByTestId("pick-status").textContent()).toBe("Ready.");
    // Enter confirms.
    await page.keyboard.press("Enter");
    await expect
      .poll(() =>
        page
          .getByTestId("decision")
          .getAttribute("data-kind")
          .catch(() => null),
      )
      .not.toBe("assemble-armies");
    console.log(`armies assembled by keyboard: ${tabs} Tab presses, ${units} units`);
    expect(tabs).toBeLessThanOrEqual(2);
    await page.close();
  }, 120_000);
});
