/// <reference lib="dom" />
// Issue 25: on a desktop the right column kept the scroll of a tall decision (the army assembly,
// scrolled down to its Confirm button), so the next decision showed its options with the
// question scrolled away above them. The question and its options are in view together.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, useBrowser } from "./harness.ts";

const h = useBrowser();

/** Where the question and the first option of the decision shown lie, against what shows. */
const placed = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector('[data-testid="decision"]');
    const question = panel?.querySelector("h2")?.getBoundingClientRect();
    const option = panel
      ?.querySelector('[data-testid="option"], button, select')
      ?.getBoundingClientRect();
    const side = document.querySelector(".side")?.getBoundingClientRect();
    if (!question || !option || !side) return null;
    const top = Math.max(side.top, 0);
    const bottom = Math.min(side.bottom, window.innerHeight);
    return {
      question: question.top >= top && question.bottom <= bottom,
      option: option.top >= top && option.bottom <= bottom,
    };
  });

describe.skipIf(!haveChromium)("the decision in view", () => {
  it("shows the next question with its options after a tall army assembly", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page);
    h.seedGames(1);
    await page.goto(`${h.base}/`);
    await page.getByTestId("new-game").waitFor();
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);
    const panel = page.getByTestId("decision");
    await panel.waitFor();
    const first = await panel.getAttribute("data-decision");
    // Clicking scrolls the column down to each button, as a player scrolls to reach them.
    await panel.getByRole("button", { name: "Split it for me" }).click();
    await panel.getByTestId("confirm").click();
    await page.waitForFunction((id) => {
      const d = document.querySelector('[data-testid="decision"]');
      return d && d.getAttribute("data-decision") !== id;
    }, first);
    // Let the rolls that came with it (the first turn's) finish growing the column.
    await page.waitForTimeout(500);
    expect(await placed(page)).toEqual({ question: true, option: true });
    await page.close();
  }, 60_000);
});
