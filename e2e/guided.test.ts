/// <reference lib="dom" />
// How to play's tour of the app, then the guided first game, started from How to play and played to its end by following the hint
// shown at each decision: every decision has its hint (of its kind and number), the game is won,
// and the end says what to try next.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, useBrowser } from "./harness.ts";
import { type Hand, mouse, playToEnd } from "./player.ts";

const h = useBrowser();

/** The hints seen, as "kind#id" of the decision each was shown with. */
const hinted: string[] = [];
const asked: string[] = [];

/** Reads the hint of the decision shown, then sends its advice with the hint's own button. */
const followHints: Hand = {
  ...mouse,
  async answer(page: Page, kind: string) {
    const panel = page.getByTestId("decision");
    const id = await panel.getAttribute("data-decision");
    asked.push(`${kind}#${id}`);
    const hint = page.locator(`[data-testid="guided-hint"][data-decision="${id}"]`);
    await hint.waitFor({ timeout: 5_000 });
    expect(await hint.getByTestId("hint-lesson").textContent()).not.toBe("");
    expect(await hint.getByTestId("hint-advice").textContent()).toMatch(/^Advice: \S/);
    hinted.push(`${await hint.getAttribute("data-kind")}#${id}`);
    await hint.getByTestId("hint-follow").click();
  },
};

describe.skipIf(!haveChromium)("the guided game", () => {
  it("starts from How to play and is won by following its hints", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 0);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${h.base}/how-to-play`);
    // The tour of the app: the real parts, drawn from the guided game's first attack.
    const tour = page.getByTestId("app-tour");
    await tour.waitFor();
    for (const part of ["decision-bar", "suggest-auto", "roll", "table", "log"])
      expect(await tour.getByTestId(`app-${part}`).isVisible()).toBe(true);
    expect(await tour.getByTestId("decision").getAttribute("data-kind")).toBe("choose-action");
    expect(await tour.getByTestId("auto").count()).toBe(1);
    expect(await tour.getByTestId("app-log").textContent()).not.toBe("");
    await page.getByTestId("guided-game").click();
    await page.waitForURL(/\/play\//);
    const result = await playToEnd(page, h.base, { hand: followHints });
    expect(result.headline).toMatch(/^Game over: You win/);
    expect(asked.length).toBeGreaterThan(10);
    expect(hinted).toEqual(asked);
    await page.getByTestId("guided-end").waitFor();
    expect(await page.getByTestId("guided-end").textContent()).toMatch(/What to try next/);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
