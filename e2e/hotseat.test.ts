/// <reference lib="dom" />
// Hot-seat: two players at one browser ("Me (this browser)" on both seats). The page passes the
// device from one to the other by itself, behind a privacy screen, and never shows one player's
// secret force to the other before the armies are revealed.
import { unitLabel } from "@dragondice/words";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, useBrowser } from "./harness.ts";
import { playToEnd } from "./player.ts";

// The game ends at the latest at a round limit of three rounds (a draw is an end too): the device
// passes both ways every round, and what is secret is only so until the armies are revealed.
const h = useBrowser({ roundLimit: 3 });

describe.skipIf(!haveChromium)("hot-seat", () => {
  it("passes the device between two local players, never showing one's hidden dice to the other", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Rolls are read without a pause: what is checked is who sees the table, not the rolls.
    await quickSettings(page, 0);
    await page.goto(`${h.base}/`);
    await page.getByTestId("new-game").waitFor();
    await page.getByTestId("seat-role").nth(1).selectOption("me");
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);

    // Each seat's view before the armies are revealed: its own dice, the others' hidden ones.
    const id = new URL(page.url()).pathname.split("/")[2] ?? "";
    const saved = JSON.parse(
      await page.evaluate(() => window.localStorage.getItem("dragondice.games") ?? "[]"),
    ) as { id: string; seats: { seat: number; link: string; mine: boolean }[] }[];
    const seats = saved.find((g) => g.id === id)?.seats ?? [];
    expect(seats.map((s) => s.mine)).toEqual([true, true]);
    const tokens = seats.map((s) => new URL(s.link, h.base).searchParams.get("token") ?? "");
    const views = await Promise.all(
      tokens.map(async (token) => {
        const state = (await (await fetch(`${h.base}/api/games/${id}?token=${token}`)).json()) as {
          view: { dice: { id: string; owner: number; die: string }[] };
        };
        return state.view.dice;
      }),
    );
    // A seat's secrets: the dice the other seat's view hides, by the names its own view gives
    // them, less any name the other seat sees anyway (the same unit in its own force...).
    const secret = views.map((dice, seat) => {
      const other = views[1 - seat] ?? [];
      const seen = new Set(other.filter((d) => d.die !== "hidden").map((d) => unitLabel(d.die)));
      const hidden = new Set(other.filter((d) => d.die === "hidden").map((d) => d.id));
      return [...new Set(dice.filter((d) => hidden.has(d.id)).map((d) => unitLabel(d.die)))].filter(
        (name) => !seen.has(name),
      );
    });
    // What seat 1's page must never show is seat 2's secrets, and the other way round.
    secret.reverse();
    expect(secret[0]?.length).toBeGreaterThan(0);
    expect(secret[1]?.length).toBeGreaterThan(0);

    // Every change to the page until the reveal is checked against the seat on screen.
    await page.evaluate(
      ({ tokens, secret }) => {
        const w = window as unknown as { leaks: string[]; screens: string[] };
        w.leaks = [];
        w.screens = [];
        const check = () => {
          const html = document.body.innerHTML;
          if (html.includes("Armies revealed")) return observer.disconnect();
          const token = new URLSearchParams(window.location.search).get("token");
          const seat = tokens.indexOf(token ?? "");
          const screen = document.querySelector('[data-testid="hand-over"]')
            ? `hand-over ${seat}`
            : `seat ${seat}`;
          if (w.screens.at(-1) !== screen) w.screens.push(screen);
          for (const name of secret[seat] ?? []) {
            if (html.includes(name)) w.leaks.push(`seat ${seat + 1}'s page shows ${name}`);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        check();
      },
      { tokens, secret },
    );

    // A whole game, the device passed both ways.
    const result = await playToEnd(page, h.base);
    console.log(
      `hot-seat: ${result.headline}; ${result.tally.decisions} decisions, ${result.tally.clicks} clicks, ${Math.round(result.ms / 1000)} s`,
    );
    expect(result.headline).toMatch(/^Game over/);
    expect(await page.getByTestId("game-over").count()).toBe(1);
    // The other player is at this device, not "not connected".
    expect(await page.getByTestId("presence").allTextContents()).toEqual(["on this device"]);
    const { leaks, screens } = await page.evaluate(() => {
      const w = window as unknown as { leaks: string[]; screens: string[] };
      return { leaks: w.leaks, screens: w.screens };
    });
    expect(leaks).toEqual([]);
    // The log is read by both players at this device: worded with names, never "your".
    const log = (await page.getByTestId("log").textContent()) ?? "";
    expect(log.length).toBeGreaterThan(1000);
    expect(log.match(/\byou(r|rs)?\b[^.]*/gi) ?? []).toEqual([]);
    // Both players had the device during the set-up, passed behind the privacy screen.
    expect(screens).toContain("seat 0");
    expect(screens).toContain("seat 1");
    expect(screens.some((s) => s.startsWith("hand-over"))).toBe(true);
    await page.close();
  }, 600_000);
});
