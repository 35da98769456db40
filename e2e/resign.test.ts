/// <reference lib="dom" />
// Issue 25: a game can be ended from the game page. A draw offered to the bot is declined at once;
// resigning, once confirmed, ends the game and the game-over screen says who resigned.
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, useBrowser } from "./harness.ts";

const h = useBrowser();

describe.skipIf(!haveChromium)("ending a game from the game page", () => {
  it("offers a draw the bot declines, then resigns after a confirmation", async () => {
    h.seedGames(3);
    const game = await h.createGame([
      { kind: "human", name: "Ann", force: { premade: "dwarves" } },
      { kind: "heuristic", name: "Bot", force: { premade: "goblins" } },
    ]);
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 0);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${h.base}${game.seats[0]?.link}`);
    await page.getByTestId("end-game").waitFor();

    await page.getByTestId("offer-draw").click();
    await page.getByTestId("log").getByText("Bot declines the draw").waitFor();
    await expect.poll(() => page.getByTestId("draw-offer").count()).toBe(0);

    // The first click only asks; keeping on playing changes nothing.
    await page.getByTestId("resign").click();
    await page.getByTestId("resign-cancel").click();
    expect(await page.getByTestId("game-over").count()).toBe(0);
    await page.getByTestId("resign").click();
    await page.getByTestId("resign-confirm").click();

    const over = page.getByTestId("game-over");
    await over.waitFor();
    expect(await over.locator("h2").textContent()).toBe("Bot wins");
    expect(await page.getByTestId("outcome").textContent()).toBe(
      "Game over: Bot wins (Ann resigned).",
    );
    expect(await page.getByTestId("end-game").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("in hot seat, the other seat of this browser accepts a draw offered, and the game is drawn", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 0);
    await page.goto(`${h.base}/`);
    await page.getByTestId("new-game").waitFor();
    await page.getByTestId("seat-role").nth(1).selectOption("me");
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);
    await page.getByTestId("end-game").waitFor();

    await page.getByTestId("offer-draw").click();
    // The other seat answers here, through its own link.
    await page.getByTestId("accept-draw-1").click();
    const over = page.getByTestId("game-over");
    await over.waitFor();
    expect(await over.locator("h2").textContent()).toBe("A draw by agreement");
    expect(await page.getByTestId("outcome").textContent()).toBe("Game over: a draw by agreement.");
    await page.close();
  }, 120_000);
});
