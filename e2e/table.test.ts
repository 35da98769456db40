/// <reference lib="dom" />
// The web table as a player meets it: bad links, the keyboard, a phone, picking on the board,
// seat colours, the end of a game and a rematch.
import { resolve } from "node:path";
import { makeBot } from "@dragondice/ai";
import { seededRandomInt } from "@dragondice/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, shots, useBrowser } from "./harness.ts";
import { keyboard, mouse, newTally, playToEnd, serverState, waitForAnswer } from "./player.ts";
import { playSeat } from "./seat.ts";

// The socket's rate limit raised for the seat played from node (e2e/seat.ts).
const h = useBrowser({ wsRateLimit: { perSecond: 1000, burst: 1000 } });

/**
 * Creates a game through the API, its dice drawn from `seed`, seat 1 a human (Dwarves) and seat
 * 2 the heuristic bot (Goblins) unless `seats` says otherwise: each seat's path.
 */
async function createGame(
  seed: number,
  seats = [
    { kind: "human", name: "Player 1", force: { premade: "dwarves" } },
    { kind: "heuristic", name: "Bot 2", force: { premade: "goblins" } },
  ],
): Promise<{ id: string; path: string; paths: string[] }> {
  h.seedGames(seed);
  const created = await h.createGame(seats);
  const paths = created.seats.map((s) => `/play/${created.id}?token=${s.token}`);
  return { id: created.id, path: paths[0] ?? "", paths };
}

async function newPage(
  width = 1280,
  height = 800,
  settings: { autoAdvance?: boolean; sound?: boolean; rollDelay?: number } = {},
): Promise<Page> {
  const page = await h.browser.newPage({ viewport: { width, height } });
  await quickSettings(page);
  await page.addInitScript((extra) => {
    const key = "dragondice.settings";
    const now = JSON.parse(window.localStorage.getItem(key) ?? "{}");
    window.localStorage.setItem(key, JSON.stringify({ ...now, ...extra }));
  }, settings);
  return page;
}

/** The action an option of choose-action stands for ("melee", "magic"...). */
const actionOf = (o: unknown): string => String((o as { action?: unknown } | null)?.action);

/** Plays with the mouse until the headline says it is Player 1's turn. */
const untilMyTurn = (page: Page, rollsWait = false) =>
  playToEnd(page, h.base, { rollsWait, until: (t) => /^Turn \d+: Player 1 /.test(t) });

/** What the decision panel shows, as "kind#id", once it shows one. */
async function decisionShown(page: Page): Promise<string> {
  const panel = page.getByTestId("decision");
  await panel.waitFor({ timeout: 20_000 });
  return `${await panel.getAttribute("data-kind")}#${await panel.getAttribute("data-decision")}`;
}

describe.skipIf(!haveChromium)("the web table", () => {
  it("teaches where you decide: what each decision is for, attack odds, a suggestion, SAI meanings", async () => {
    // Rolls are read without a pause: what is checked is the decision the game comes to.
    const page = await newPage(1280, 800, { rollDelay: 0 });
    const { path } = await createGame(21);
    await page.goto(`${h.base}${path}`);
    // Every decision says what it is for.
    await decisionShown(page);
    expect((await page.getByTestId("decision-help").textContent())?.length).toBeGreaterThan(20);
    // Played on from node, the page looking on, until an action can be chosen against an enemy
    // army (a melee or missile option): what the page teaches there is checked.
    const bot = makeBot("heuristic", seededRandomInt(21));
    const attack = await playSeat(h.base, path, (view, d) =>
      d.kind === "choose-action" && d.options?.some((o) => /^(melee|missile)$/.test(actionOf(o)))
        ? "stop"
        : { choice: bot.choose(view, d) },
    );
    expect(attack?.decision.kind).toBe("choose-action");
    const asked = page.locator(`[data-testid="decision"][data-decision="${attack?.decision.id}"]`);
    await asked.waitFor({ timeout: 20_000 });
    const odds = page.getByTestId("decision").getByTestId("odds");
    expect(await odds.first().textContent()).toMatch(
      /^about \d+\.\d hits vs \d+\.\d saves: \d+\.\d damage expected, .*(kill)/,
    );
    // The heuristic bot's choice is marked, and it is one of the options.
    expect(await page.getByTestId("decision").getByTestId("suggested").count()).toBe(1);
    expect(
      await page.locator('[data-testid="option"]:has([data-testid="suggested"])').count(),
    ).toBe(1);
    // A die with a special action icon says, on hover, what the icon does.
    const dice = page.getByTestId("board-die");
    let meaning = "";
    for (let i = 0; i < (await dice.count()) && !meaning; i++) {
      await dice.nth(i).hover();
      const pop = page.locator('.die-pop [data-testid="sai-meaning"]');
      if ((await pop.count()) > 0) meaning = (await pop.first().textContent()) ?? "";
    }
    expect(meaning).toMatch(
      /^[A-Z][\w /'-]+: (In|At|Before|When|Each|A|An|The|Counts|Adds|If|On|Once|Any|Roll|Pick|During|Choose)\b/,
    );
    await page.close();
  }, 120_000);

  it("says plainly what is wrong with a bad game link, and links to the lobby", async () => {
    const page = await newPage();
    await page.goto(`${h.base}/play/no-such-game?token=whatever`);
    const problem = page.getByTestId("link-problem");
    await problem.waitFor({ timeout: 10_000 });
    expect(await problem.textContent()).toMatch(/no game “no-such-game” on this server/);
    expect(await problem.getByRole("link", { name: /lobby/i }).getAttribute("href")).toBe("/");
    expect(await page.getByText(/Connecting/).count()).toBe(0);

    const { id } = await createGame(5);
    await page.goto(`${h.base}/play/${id}?token=not-the-token`);
    await page.getByTestId("link-problem").waitFor({ timeout: 10_000 });
    expect(await page.getByTestId("link-problem").textContent()).toMatch(
      /does not open game .*seat token/,
    );
    expect(await page.getByText(/Connecting/).count()).toBe(0);
    // The lobby link works.
    await page.getByTestId("link-problem").getByRole("link", { name: /lobby/i }).click();
    await page.getByTestId("new-game").waitFor();
    await page.close();
  }, 60_000);

  it("plays a whole turn with the keyboard only: number keys, Enter, Space", async () => {
    const page = await newPage(1280, 800, { autoAdvance: false });
    const { path } = await createGame(12);
    await page.goto(`${h.base}${path}`);
    await untilMyTurn(page, true);
    const turn = /^Turn (\d+)/.exec((await page.getByTestId("headline").textContent()) ?? "")?.[1];
    // Focus lands on the first option of the new decision.
    await decisionShown(page);
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? ""),
    ).toBe("option");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-index"))).toBe("0");
    const logBefore = await page.getByTestId("log").locator("li").count();
    const tally = newTally();
    await playToEnd(page, h.base, {
      hand: keyboard,
      rollsWait: true,
      tally,
      until: (t) => !t.startsWith(`Turn ${turn}:`),
    });
    expect(tally.clicks).toBe(0);
    expect(tally.decisions).toBeGreaterThanOrEqual(2);
    expect(tally.keys).toBeGreaterThanOrEqual(2 * tally.decisions);
    const log = (await page.getByTestId("log").textContent()) ?? "";
    expect(log).toMatch(/Player 1 (marches|passes)/);
    expect(await page.getByTestId("log").locator("li").count()).toBeGreaterThan(logBefore);
    await page.close();
  }, 180_000);

  it("puts the headline and the board first on a phone, the decision in a bar kept in view", async () => {
    const long = "Bartholomew-Maximilian-Featherstonehaughs";
    const page = await newPage(390, 844);
    const { path } = await createGame(13, [
      { kind: "human", name: long.slice(0, 40), force: { premade: "dwarves" } },
      { kind: "heuristic", name: "Bot 2", force: { premade: "goblins" } },
    ]);
    await page.goto(`${h.base}${path}`);
    await playToEnd(page, h.base, { until: (t) => /^Turn \d+: Barth/.test(t) });
    await decisionShown(page);
    // "Since your last turn" comes first when the turn comes back; read, it is put away.
    const recap = page.getByTestId("dismiss-recap");
    if ((await recap.count()) > 0) await recap.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: resolve(shots, "phone-390.png") });
    const box = async (testId: string) => {
      const b = await page.getByTestId(testId).first().boundingBox();
      if (!b) throw new Error(`${testId} is not shown`);
      return b;
    };
    // The headline, then the board, above the fold.
    expect((await box("headline")).y).toBeLessThan(100);
    const terrain = await box("terrain");
    expect(terrain.y).toBeGreaterThan((await box("headline")).y);
    expect(terrain.y).toBeLessThan(844 / 2);
    // The decision is in a bar inside the screen, here and scrolled halfway down the board.
    const inView = async () => {
      const bar = await box("decision-bar");
      expect(bar.y).toBeGreaterThanOrEqual(0);
      expect(bar.y + bar.height).toBeLessThanOrEqual(844 + 1);
      expect(bar.y).toBeGreaterThan(terrain.y);
      const decision = await box("decision");
      expect(decision.y).toBeLessThan(844);
    };
    await inView();
    await page.evaluate(() => window.scrollTo(0, 400));
    await inView();
    // Nothing spills out of its card, and the page does not scroll sideways. A die's list of
    // faces, open under the pointer or the focus the last click left, is a popup and may: the
    // pointer and the focus leave the board first.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForFunction(() => document.querySelector(".die-pop") === null);
    const spills = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="terrain"], [data-testid="player"]'))
        .flatMap((card) => [card, ...Array.from(card.querySelectorAll("*"))])
        .filter(
          (el) =>
            el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow === "visible",
        )
        .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`),
    );
    expect(spills).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.close();
  }, 120_000);

  it("lets you pick on the board; blocked units say why; an option is taken back until confirmed", async () => {
    const page = await newPage();
    const { path } = await createGame(14);
    await page.goto(`${h.base}${path}`);
    const setup = await decisionShown(page);
    expect(setup).toMatch(/^assemble-armies#/);
    // Set-up on the board alone: each click puts a unit in the next army with room for it.
    const offered = page.locator('[data-testid="board-die"][data-pick]');
    const n = await offered.count();
    expect(n).toBeGreaterThan(5);
    for (let i = 0; i < n; i++) await offered.nth(i).click();
    await expect
      .poll(() => page.locator('[data-testid="board-die"][data-pick="open"]').count())
      .toBe(0);
    expect(await page.getByTestId("army-total-home").textContent()).toMatch(/home army: 1[0-2] of/);
    // The home army is full: a unit put elsewhere cannot be ticked into it, and says why.
    const full = page.locator('td:has([data-testid="assign-home"]:disabled)').first();
    expect(await full.getAttribute("title")).toMatch(/more than half the force \(12\)/);
    // The horde is still empty: one more click on a campaign unit moves it there.
    const campaign = page.locator(
      '.die-wrap:has(.pick-mark:text-is("campaign")) [data-testid="board-die"]',
    );
    await campaign.first().click();
    await page.getByText("Ready.").waitFor();
    await page.getByTestId("decision").getByTestId("confirm").click();
    await waitForAnswer(page, setup);

    // Listed options: none looks chosen. An option that gives something up (the march's pass)
    // is only picked, and taken back until confirmed; the others go at once.
    let shown = await decisionShown(page);
    while (!/^choose-march#/.test(shown)) {
      await mouse.answer(page, shown.split("#")[0] ?? "", newTally());
      await waitForAnswer(page, shown);
      shown = await decisionShown(page);
    }
    const options = page.getByTestId("decision").getByTestId("option");
    expect(await page.locator('[data-testid="option"][aria-pressed="true"]').count()).toBe(0);
    expect(await page.locator('[data-testid="option"].primary').count()).toBe(0);
    expect(await options.last().textContent()).toMatch(/Pass/);
    await options.last().click();
    await page.waitForTimeout(500);
    expect(await decisionShown(page)).toBe(shown);
    expect(await options.last().getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("decision").getByTestId("take-back").click();
    expect(await options.last().getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByTestId("decision").getByTestId("confirm").count()).toBe(0);
    // A march goes at once.
    await options.first().click();
    await waitForAnswer(page, shown);
    expect(await decisionShown(page).catch(() => null)).not.toBe(shown);

    // Casualties, reinforcements, retreats: the units are offered on the table too. Played on
    // from node, the page looking on, up to the first of them.
    const bot = makeBot("heuristic", seededRandomInt(14));
    const picking = await playSeat(h.base, path, (view, d) =>
      /^(choose-casualties|retreat|reinforce)$/.test(d.kind)
        ? "stop"
        : { choice: bot.choose(view, d) },
    );
    await page
      .locator(`[data-testid="decision"][data-decision="${picking?.decision.id}"]`)
      .waitFor({ timeout: 20_000 });
    shown = await decisionShown(page);
    expect(shown).toMatch(/^(choose-casualties|retreat|reinforce)#/);
    const open = page.locator('[data-testid="board-die"][data-pick="open"]').first();
    const die = await open.getAttribute("data-die");
    await open.click();
    await expect
      .poll(() =>
        page.locator(`[data-testid="board-die"][data-die="${die}"]`).getAttribute("data-pick"),
      )
      .toBe("picked");
    if (shown.startsWith("reinforce")) {
      expect(await page.locator(`select[data-die="${die}"]`).inputValue()).not.toBe("");
    } else {
      expect(await page.locator(`input[data-testid="pick"][data-die="${die}"]`).isChecked()).toBe(
        true,
      );
    }
    // Units that cannot be picked are not tickable, and say why.
    for (const blocked of await page
      .locator('[data-testid="board-die"][data-pick="blocked"]')
      .all()) {
      expect(await blocked.getAttribute("title")).toMatch(/more than/);
      const id = await blocked.getAttribute("data-die");
      expect(await page.locator(`input[data-testid="pick"][data-die="${id}"]`).isDisabled()).toBe(
        true,
      );
    }

    // One colour per seat: the player's panel, their armies, their log lines and their rolls.
    const colours = await page.evaluate(() => {
      const border = (el: Element) => getComputedStyle(el).borderLeftColor;
      return [0, 1].map((seat) => ({
        panel: border(
          document.querySelector(`[data-testid="player"][data-seat="${seat}"]`) as Element,
        ),
        armies: Array.from(document.querySelectorAll(`.army.seat-${seat}`)).map(border),
        log: Array.from(document.querySelectorAll(`[data-testid="log"] li.seat-${seat}`)).map(
          border,
        ),
        rolls: Array.from(document.querySelectorAll(`[data-testid="roll"].seat-${seat}`)).map(
          border,
        ),
      }));
    });
    for (const c of colours) {
      expect(c.armies.length).toBeGreaterThan(0);
      expect(c.log.length).toBeGreaterThan(0);
      expect(new Set([c.panel, ...c.armies, ...c.log, ...c.rolls])).toEqual(new Set([c.panel]));
    }
    expect(colours[0]?.panel).not.toBe(colours[1]?.panel);
    await page.close();
  }, 240_000);

  // The game itself is played from node (e2e/seat.ts) by the heuristic bot, the page open on the
  // table, so the end comes to the page as it comes to a player: whole games at the table with
  // the mouse are played by e2e/game.test.ts, and this one took most of the test's 10 s.
  it("shows the winner plainly, and a rematch keeps the forces with the seats swapped", async () => {
    // Rolls are read without a pause: the page shows a whole game's as they come.
    const page = await newPage(1280, 800, { rollDelay: 0 });
    h.seedGames(15);
    await page.goto(`${h.base}/`);
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);
    const first = new URL(page.url());
    const bot = makeBot("heuristic", seededRandomInt(15));
    expect(
      await playSeat(h.base, page.url(), (view, d) => ({ choice: bot.choose(view, d) })),
    ).toBeNull();
    // The page may still be showing a decision node answered: the end is awaited before the page
    // is read, or the mouse would answer a panel about to go (a click waiting 30 s in vain).
    const over = page.getByTestId("game-over");
    await over.waitFor();
    const result = await playToEnd(page, h.base);
    // No round limit short enough for a draw here: the game is played to a win.
    expect(await over.locator("h2").textContent()).toMatch(/^(You win!|Bot 2 wins)$/);
    expect(await page.getByTestId("outcome").textContent()).toBe(`${result.headline}.`);
    expect(await page.getByTestId("new-game-link").getAttribute("href")).toBe("/");
    const oldId = first.pathname.split("/")[2] ?? "";
    const oldRecord = (await (
      await fetch(`${h.base}/api/games/${oldId}/record?token=${first.searchParams.get("token")}`)
    ).json()) as { config: { players: { dice: string[] }[] } };

    await page.getByTestId("rematch").click();
    await page.waitForURL((u) => !u.pathname.includes(oldId));
    await page.getByTestId("decision").waitFor();
    const newId = new URL(page.url()).pathname.split("/")[2] ?? "";
    // I was seat 1: now I am seat 2, with my force; the bot is seat 1 with its force.
    expect(await page.locator(".game-page").getAttribute("data-seat")).toBe("1");
    const list = (await (await fetch(`${h.base}/api/games`)).json()) as {
      id: string;
      seats: { name: string; kind: string }[];
    }[];
    const game = list.find((g) => g.id === newId);
    expect(game?.seats.map((s) => `${s.name}:${s.kind}`)).toEqual([
      "Bot 2:heuristic",
      "Player 1:human",
    ]);
    const view = (await serverState(page, h.base)).view as unknown as {
      dice: { owner: number; die: string; at: string }[];
    };
    const mine = view.dice.filter((d) => d.owner === 1 && d.at === "force").map((d) => d.die);
    expect(mine.sort()).toEqual([...(oldRecord.config.players[0]?.dice ?? [])].sort());
    const saved = await page.evaluate(() => window.localStorage.getItem("dragondice.games") ?? "");
    expect(JSON.parse(saved)[0]).toMatchObject({
      id: newId,
      seats: [{ mine: false }, { mine: true }],
    });
    await page.close();
  }, 300_000);

  it("shows who is connected, and says “Your turn” in the background tab's title", async () => {
    const { paths } = await createGame(16, [
      { kind: "human", name: "Player 1", force: { premade: "dwarves" } },
      { kind: "human", name: "Player 2", force: { premade: "goblins" } },
    ]);
    const host = await newPage(1280, 800, { sound: true });
    // Headless Chromium keeps every tab visible: the test hides the host's tab through the
    // document's visibility, as the browser does when the player switches tabs; and it counts
    // the chimes played (Web Audio contexts opened).
    await host.addInitScript(() => {
      let hidden = false;
      const w = window as unknown as { setHidden(h: boolean): void; chimes: number };
      Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
      Object.defineProperty(document, "visibilityState", {
        configurable: true,
        get: () => (hidden ? "hidden" : "visible"),
      });
      w.setHidden = (h) => {
        hidden = h;
        document.dispatchEvent(new Event("visibilitychange"));
      };
      w.chimes = 0;
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        constructor(...args: ConstructorParameters<typeof AudioContext>) {
          super(...args);
          w.chimes++;
        }
      };
    });
    await host.goto(`${h.base}${paths[0]}`);
    const setup = await decisionShown(host);
    const presence = host.locator('[data-testid="player"][data-seat="1"] [data-testid="presence"]');
    expect(await presence.getAttribute("data-connected")).toBe("false");
    expect(await presence.textContent()).toBe("not connected");

    const guest = await newPage(390, 844);
    await guest.goto(`${h.base}${paths[1]}`);
    await host.waitForSelector('[data-testid="player"][data-seat="1"] [data-connected="true"]');
    await mouse.answer(host, "assemble-armies", newTally());
    await waitForAnswer(host, setup);
    const title = await host.title();
    await host.evaluate(() =>
      (window as unknown as { setHidden(h: boolean): void }).setHidden(true),
    );

    // The guest plays until the host has a decision; the host's tab then says so.
    const hostDecides = async () =>
      (
        ((await serverState(host, h.base)).view.pending ?? []) as {
          player: number;
          prompt?: string;
        }[]
      ).some((p) => p.player === 0 && p.prompt);
    for (let i = 0; i < 20 && !(await hostDecides()); i++) {
      const shown = await decisionShown(guest);
      await mouse.answer(guest, shown.split("#")[0] ?? "", newTally());
      await waitForAnswer(guest, shown);
    }
    await host.waitForFunction(() => document.title === "Your turn · Dragon Dice", undefined, {
      polling: 200,
      timeout: 20_000,
    });
    expect(await host.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(1);
    await host.evaluate(() =>
      (window as unknown as { setHidden(h: boolean): void }).setHidden(false),
    );
    expect(await host.title()).toBe(title);

    await guest.close();
    await host.waitForSelector('[data-testid="player"][data-seat="1"] [data-connected="false"]');
    await host.close();
  }, 120_000);
});
