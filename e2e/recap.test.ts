/// <reference lib="dom" />
// Issue 25: when the turn comes back, the page says in a few lines what the opponent did while
// the player waited (marches, captures, spells, losses), until dismissed.
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, shots, useBrowser } from "./harness.ts";
import { playToEnd } from "./player.ts";

const h = useBrowser();

describe.skipIf(!haveChromium)("since your last turn", () => {
  it("tells the bot's turn when the turn comes back, and goes when dismissed", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page);
    h.seedGames(3);
    const created = await h.createGame([
      { kind: "human", name: "Ann", force: { premade: "dwarves" } },
      { kind: "heuristic", name: "Bot", force: { premade: "goblins" } },
    ]);
    await page.goto(`${h.base}/play/${created.id}?token=${created.seats[0]?.token}`);
    // Ann's second turn: the bot has played one since her first (or before it).
    await playToEnd(page, h.base, { until: (t) => /^Turn ([2-9]|\d\d+): Ann /.test(t) });
    const recap = page.getByTestId("recap");
    await recap.waitFor({ timeout: 10_000 });
    expect(await recap.getByRole("heading").textContent()).toBe("Since your last turn");
    const lines = await recap.locator("li").allTextContents();
    expect(lines[0]).toMatch(/^Bot (marched at|did not march)/);
    expect(lines.length).toBeLessThanOrEqual(6);
    await page.screenshot({ path: `${shots}/recap.png` });
    // Ann's march: the suggested option says why it is suggested.
    expect(await page.getByTestId("decision").getAttribute("data-kind")).toBe("choose-march");
    expect(await page.getByTestId("why-suggested").textContent()).toMatch(/^Suggested: .+\.$/);
    await page.getByTestId("dismiss-recap").click();
    expect(await recap.count()).toBe(0);
    // Read and dismissed: a reload does not bring it back.
    await page.reload();
    // The log shows with the table, in the same render as a recap would.
    await page.getByTestId("log").waitFor();
    expect(await recap.count()).toBe(0);
    await page.close();
  }, 300_000);
});
