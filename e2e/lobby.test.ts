/// <reference lib="dom" />
// The lobby, online play, How to play and replays in Chromium (e2e/harness.ts): the lobby at
// desktop and phone width, a corrupt army file, an invited player bringing their own force, how
// each game stands, watching, a replay jump, and the built app served compressed.
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { haveChromium, playDecisions, quickSettings, shots, useBrowser } from "./harness.ts";

// The games of two bots the lobby and the replay wait for end at a round limit of three rounds
// at the latest (a draw is an end: the lobby says so, and a replay shows it as any other).
const h = useBrowser({ roundLimit: 3 });

/** A page that records uncaught errors, with the quick settings. */
async function open(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const context = await h.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await quickSettings(page);
  return { page, errors };
}

describe.skipIf(!haveChromium)("the lobby in Chromium", () => {
  it("fits the new-game form on a phone, and shows the lobby at desktop width", async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const { page, errors } = await open(width, height);
      await page.goto(`${h.base}/`);
      await page.getByTestId("new-game").waitFor();
      await page.getByTestId("add-seat").click();
      // Nothing wider than the screen: long force names stay in their seat.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${width}px`).toBe(0);
      const create = await page.getByTestId("create-game").boundingBox();
      expect((create?.x ?? 0) + (create?.width ?? 0)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: resolve(shots, `lobby-${width}.png`), fullPage: true });
      // And with the army builder open in a seat.
      await page.getByTestId("seat-force").first().selectOption("custom");
      await page.getByTestId("army-builder").waitFor();
      const withBuilder = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(withBuilder, `${width}px, builder open`).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 60_000);

  it("teaches the game on How to play, with pictures drawn from our glyphs", async () => {
    const { page, errors } = await open(1280, 800);
    await page.goto(`${h.base}/`);
    await page.getByTestId("how-to-play").click();
    await page.waitForURL(/\/how-to-play$/);
    const guide = page.getByTestId("guide");
    await guide.waitFor();
    const text = (await guide.textContent()) ?? "";
    for (const words of [
      "capture two terrains",
      "home army, the campaign army and the horde army",
      "frontier",
      "eighth face",
      "counter-maneuver",
      "ID icon",
      "saves",
      "dead unit area",
      "reinforce",
    ]) {
      expect(text).toContain(words);
    }
    expect(await guide.locator("svg.glyph").count()).toBeGreaterThan(20);
    await page.screenshot({ path: resolve(shots, "how-to-play.png"), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("says what is wrong with a corrupt army file and keeps the force", async () => {
    const { page, errors } = await open(1280, 900);
    await page.goto(`${h.base}/`);
    await page.getByTestId("seat-force").first().selectOption("custom");
    await page.getByTestId("army-builder").waitFor();
    await page.getByTestId("builder-premade").selectOption("dwarves");
    const totals = page.getByTestId("builder-totals");
    await expect.poll(() => totals.textContent()).toContain("Health 24 / 24");
    const before = await page.locator(".builder .chosen-list").first().textContent();
    const load = (name: string, text: string) =>
      page
        .getByTestId("army-builder")
        .locator('input[type="file"]')
        .setInputFiles({
          name,
          mimeType: "application/json",
          buffer: Buffer.from(text),
        });

    await load("army.json", "dice: footman, footman");
    const problem = page.getByTestId("army-builder").getByRole("alert");
    await expect.poll(() => problem.textContent()).toContain("its text is not JSON");
    expect(await problem.textContent()).not.toMatch(/Unexpected|token|position/i);
    expect(await problem.textContent()).toContain("Your force is unchanged");
    expect(await page.locator(".builder .chosen-list").first().textContent()).toBe(before);

    await load("game.json", '{"format":"dragondice-game/1","actions":[]}');
    await expect.poll(() => problem.textContent()).toContain('no "dice" list');
    expect(await page.locator(".builder .chosen-list").first().textContent()).toBe(before);
    expect(await totals.textContent()).toContain("Health 24 / 24");

    // A good file still loads (and clears the message).
    await load(
      "mine.json",
      JSON.stringify({ name: "Mine", dice: ["footman"], terrains: [], dragons: [] }),
    );
    await expect.poll(() => totals.textContent()).toContain("Health 1 / 24");
    expect(await problem.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("shares the invite link; the guest brings a premade force; both reach the table", async () => {
    const { page: host, errors } = await open(1280, 800);
    await host.goto(`${h.base}/`);
    await host.getByTestId("seat-role").nth(1).selectOption("invite");
    // An invited seat defaults to the guest's own choice.
    expect(await host.getByTestId("seat-force").nth(1).inputValue()).toBe("theirs");
    await host.getByTestId("create-game").click();
    await host.waitForURL(/\/invite\//);
    const link = await host.locator('[data-testid="invite-link"][data-seat="1"]').inputValue();
    expect(link).toMatch(/\/play\/[\w-]+\?token=[\w-]{32,}$/);
    await host.getByTestId("go-to-table").click();
    // The host waits for the guest's force.
    await host.getByTestId("waiting-room").waitFor();
    expect(await host.getByTestId("waiting").textContent()).toContain("Waiting for Player 2");

    const { page: guest, errors: guestErrors } = await open(390, 844);
    await guest.goto(link);
    await guest.getByTestId("choose-force").waitFor();
    await guest.getByTestId("seat-name").fill("Gwen");
    await guest.getByTestId("seat-force").selectOption("premade:undead");
    await guest.screenshot({ path: resolve(shots, "invite-guest-390.png"), fullPage: true });
    await guest.getByTestId("bring-force").click();
    await guest.getByTestId("decision").waitFor({ timeout: 20_000 });
    // The host's waiting room turns into the table by itself.
    await host.getByTestId("decision").waitFor({ timeout: 20_000 });
    expect(await host.locator("body").textContent()).toContain("Gwen");
    expect(await guest.getByTestId("decision").textContent()).toContain("Gwen");
    // Both play their set-up: the game is under way between the two browsers.
    expect(await playDecisions(guest, 1, 10_000)).toBe(1);
    expect(await playDecisions(host, 1, 10_000)).toBe(1);
    expect(errors).toEqual([]);
    expect(guestErrors).toEqual([]);
    await host.context().close();
    await guest.context().close();
  }, 120_000);

  it("shows how each game stands, offers Resume or Replay, and watches any game", async () => {
    const { page, errors } = await open(1280, 800);
    // A game against the bot, left after the set-up...
    await page.goto(`${h.base}/`);
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);
    await page.getByTestId("decision").waitFor({ timeout: 20_000 });
    // ...and a game between two bots, which ends by itself; its creator watches it.
    await page.goto(`${h.base}/`);
    await page.getByTestId("seat-role").nth(0).selectOption("random");
    await page.getByTestId("seat-role").nth(1).selectOption("random");
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/watch\//);
    await page.getByTestId("terrain").first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("decision").count()).toBe(0);

    await page.goto(`${h.base}/`);
    const mine = page.getByTestId("my-game");
    await expect.poll(() => mine.count()).toBe(2);
    const [over, vsBot] = [mine.nth(0), mine.nth(1)];
    await expect
      .poll(
        async () => {
          await page.reload();
          return over.getByTestId("my-game-status").textContent();
        },
        { timeout: 60_000, interval: 250 },
      )
      .toMatch(/^(Won by Bot [12]|A draw)/);
    expect(await over.getByTestId("replay").count()).toBe(1);
    expect(await over.getByTestId("resume").count()).toBe(0);
    expect(await vsBot.getByTestId("my-game-status").textContent()).toBe("Set-up: your move");
    expect(await vsBot.getByTestId("resume").textContent()).toBe("Resume");
    expect(await vsBot.getByTestId("replay").count()).toBe(0);
    await page.screenshot({ path: resolve(shots, "lobby-games-1280.png") });

    // Anyone may watch a game on the server: its public view, no decision to answer.
    const listed = page.getByTestId("open-games").locator("li");
    const unfinished = listed.filter({ has: page.getByTestId("watch") }).first();
    await unfinished.getByTestId("watch").click();
    await page.waitForURL(/\/watch\//);
    await page.getByTestId("terrain").first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("decision").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("replays a finished game from the start, jumping by turn and by log line", async () => {
    h.seedGames(8);
    const created = await h.app.inject({
      method: "POST",
      url: "/api/games",
      payload: { seats: [{ kind: "random" }, { kind: "random" }] },
    });
    const id = (created.json() as { id: string }).id;
    await expect
      .poll(
        async () => {
          const res = await h.app.inject(`/api/games?ids=${id}`);
          return (res.json() as { status: string }[])[0]?.status;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe("finished");
    const { page, errors } = await open(1280, 800);
    await page.goto(`${h.base}/replay/${id}?token=watch`);
    await page.getByTestId("replay-controls").waitFor();
    const step = () => page.getByTestId("replay-step").textContent();
    const label = () => page.getByTestId("replay-label").textContent();
    expect(await step()).toMatch(/^0 \/ \d+$/);
    expect(await label()).toMatch(/^The start/);

    // The third turn in the list: its first step, labelled by turn, player and action.
    const turn = page.getByTestId("replay-turn").nth(3);
    const turnName = ((await turn.textContent()) ?? "").split(" · ")[0] ?? "";
    expect(turnName).toBe("Turn 3");
    await turn.click();
    expect(await label()).toMatch(/^Turn 3, Random bot [12]: [a-z]/);
    expect(await turn.getAttribute("aria-current")).toBe("step");
    expect(await page.getByTestId("headline").textContent()).toContain("Turn 3");

    // A log line further on: the table goes to that line's step.
    const line = page.locator(".replay-log .log-line").nth(60);
    const target = Number(await line.getAttribute("data-step"));
    await line.click();
    expect(await step()).toMatch(new RegExp(`^${target} / `));
    expect(await line.getAttribute("aria-current")).toBe("step");
    await page.screenshot({ path: resolve(shots, "replay-1280.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("loads the lobby without the table, compressed, its assets cached for good", async () => {
    const { page } = await open(1280, 800);
    const scripts = new Map<string, Record<string, string>>();
    page.on("response", (r) => {
      if (r.url().endsWith(".js")) scripts.set(new URL(r.url()).pathname, r.headers());
    });
    await page.goto(`${h.base}/`);
    await page.getByTestId("new-game").waitFor();
    await page.waitForLoadState("networkidle");
    const names = [...scripts.keys()];
    expect(names.some((n) => /\/assets\/index-[\w-]+\.js$/.test(n))).toBe(true);
    expect(names.some((n) => /GamePage/.test(n))).toBe(false);
    // Only the lobby's own chunk and React's runtime (8 kB, which the bundler keeps apart when the
    // lazy chunks share it), without the catalogue (721 kB with it, 257 kB without).
    const lobby = names.filter((n) => /\/assets\/index-[\w-]+\.js$/.test(n));
    expect(names.filter((n) => !lobby.includes(n) && !/\/jsx-runtime-[\w-]+\.js$/.test(n))).toEqual(
      [],
    );
    let bytes = 0;
    for (const name of names)
      bytes += (await (await page.request.get(`${h.base}${name}`)).body()).length;
    expect(bytes).toBeLessThan(400_000);
    for (const [name, headers] of scripts) {
      expect(["br", "gzip"], name).toContain(headers["content-encoding"]);
      expect(headers["cache-control"], name).toBe("public, max-age=31536000, immutable");
    }
    const page404 = await page.request.get(`${h.base}/play/x?token=y`);
    expect(page404.headers()["cache-control"]).toBe("no-cache");
    // The table comes in its own chunk, once a game is opened.
    await page.getByTestId("create-game").click();
    await page.getByTestId("terrain").first().waitFor({ timeout: 20_000 });
    expect([...scripts.keys()].some((n) => /\/assets\/GamePage-[\w-]+\.js$/.test(n))).toBe(true);
    await page.context().close();
  }, 60_000);
});
