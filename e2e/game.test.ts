/// <reference lib="dom" />
// Whole games at the web table against the bot, created from the lobby's defaults and played to
// the end as a player would, with a short roll pause: the page must never stall (issue 10: the
// feed that reveals rolls one by one dropped state messages received in between). The end is a
// win or, after three rounds, the round limit's draw: rolls, and so their pauses, come in every
// turn, and games played on to a win took half as long again.
import { makeBot } from "@dragondice/ai";
import { seededRandomInt } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, useBrowser } from "./harness.ts";
import { keyboard, playToEnd } from "./player.ts";
import { playSeat } from "./seat.ts";

const h = useBrowser({ roundLimit: 3, wsRateLimit: { perSecond: 1000, burst: 1000 } });

/** A force whose monsters and rare unit roll Roar, Trumpet, Entangle, Screech and Smite. */
const BEASTS = {
  name: "Beasts",
  dice: ["lion-folk", "elephant-folk", "tako", "harpies", "conqueror", ...Array(5).fill("footman")],
  terrains: ["highland-city", "flatland-city"],
  dragons: ["black-drake"],
};
/** The seed of that game's dice: Ann's seat is asked Roar's targets in round 1. */
const SAI_SEED = 5;

/** Creates a game from the lobby with its defaults, its dice drawn from `seed` for the test. */
async function newGameFromLobby(page: import("playwright-core").Page, seed: number) {
  h.seedGames(seed);
  await page.goto(`${h.base}/`);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("create-game").click();
  await page.waitForURL(/\/play\//);
}

describe.skipIf(!haveChromium)("whole games against the bot", () => {
  // One game for each roll pause: issue 10's lost message is pinned by the feed's own test
  // (packages/web/test/feed.test.ts), and whole games to the end are played in the browser by
  // the SAI and keyboard games below and by the dragons, spells, hot-seat, guided, connection,
  // accessibility and advanced-builder files. Two more games at 0 and 20 ms each (seeds 1, 3, 4
  // and 7) took a third of the browser suite's time and checked nothing these do not. The 50 ms
  // pause is played by the keyboard game below, a whole game from the lobby held to the same
  // checks (no stall, an end, no page error): game 5 at 50 ms with the mouse checked nothing more.
  for (const [seed, rollDelay] of [
    [6, 0],
    [2, 20],
    [8, 300],
  ] as const) {
    it(`plays game ${seed} to the end with a ${rollDelay} ms roll pause, never stalling`, async () => {
      const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await quickSettings(page, rollDelay);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await newGameFromLobby(page, seed);
      const result = await playToEnd(page, h.base);
      console.log(
        `game ${seed} (${rollDelay} ms): ${result.headline}; ${result.tally.decisions} decisions, ${result.tally.clicks} clicks, ${result.tally.keys} keys, ${Math.round(result.ms / 1000)} s`,
      );
      expect(result.headline).toMatch(/^Game over: (.+ wins|a draw)/);
      expect(errors).toEqual([]);
      await page.close();
    }, 900_000);
  }

  // Issue 12: SAIs that stop a roll for the player (the order of several, their targets) and
  // effects with a duration, in a whole game with the mouse. Which SAIs the page meets in a game
  // it plays from the start depends on its races with the bot (some games met none): Ann's seat
  // is played from node (e2e/seat.ts) up to the seeded game's first such decision, Roar's targets
  // in round 1, and the page answers it and plays on to the end.
  it("plays a whole game with SAIs that ask for decisions and last turns", async () => {
    h.seedGames(SAI_SEED);
    const game = await h.createGame([
      { kind: "human", name: "Ann", force: BEASTS },
      { kind: "heuristic", name: "Bot 2", force: { premade: "goblins" } },
    ]);
    const link = game.seats[0]?.link ?? "";
    const bot = makeBot("heuristic", seededRandomInt(SAI_SEED));
    const sai = (
      await playSeat(h.base, link, (view, d) =>
        d.kind.startsWith("sai-") ? "stop" : { choice: bot.choose(view, d) },
      )
    )?.decision;
    expect(sai?.kind).toBe("sai-targets");
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 0);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${h.base}${link}`);
    const asked = page.locator(`[data-testid="decision"][data-decision="${sai?.id}"]`);
    await asked.waitFor();
    expect(await asked.textContent()).toContain("Roar: pick units of at most 4 health-worth");
    const result = await playToEnd(page, h.base);
    console.log(
      `SAI game: ${result.headline}; ${result.tally.decisions} decisions, ${result.tally.clicks} clicks`,
    );
    expect(result.headline).toMatch(/^Game over: (.+ wins|a draw)/);
    const told = (await page.getByTestId("log").locator("li").allTextContents()).filter((l) =>
      /takes effect|Entangle \(|Ended:/.test(l),
    );
    console.log(`SAI game: ${told.length} effect lines, e.g. ${told.slice(0, 3).join(" | ")}`);
    // The units the page picked flee; lasting effects (Entangle...) come as the game goes.
    expect(told).toContain("Ann's Roar takes effect (4 points).");
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);

  it("plays a whole game with the keyboard only, with a 50 ms roll pause, never stalling", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page, 50);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await newGameFromLobby(page, 9);
    // The army assembly too: Tab to "Split it for me", Enter, then Confirm.
    const result = await playToEnd(page, h.base, { hand: keyboard });
    console.log(
      `keyboard game: ${result.headline}; ${result.tally.decisions} decisions, ${result.tally.clicks} clicks, ${result.tally.keys} keys, ${Math.round(result.ms / 1000)} s`,
    );
    expect(result.headline).toMatch(/^Game over: (.+ wins|a draw)/);
    expect(result.tally.clicks).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);
});
