/// <reference lib="dom" />
// Dragons at the web table (issue 14, 2.9a "Dragon Attack Phase", rules/000 lines 322-390): a
// player whose Dwarf magic users take magic actions summons a dragon to a terrain where their own
// army stands (Summon Dragon, lines 1597-1615); at the start of their next turn it attacks that
// army (line 330: a dragon attacks whatever army shares its terrain, its owner's too). The table
// shows the dragon with its glyph; the response picker shows each dragon's roll and what slays it,
// counts the IDs, enables Confirm only when the engine accepts, and the log tells the attack;
// then the game is played to its end.
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, shots, useBrowser } from "./harness.ts";
import { MAGES, mouse, newTally, playToEnd, towardMagic, waitForAnswer } from "./player.ts";

const h = useBrowser();

/** A game of Ann's Dwarf mages against the random bot, dice seeded by `seed`: Ann's page. */
async function openGame(seed: number, errors: string[]): Promise<Page> {
  h.seedGames(seed);
  const game = await h.createGame([
    { kind: "human", name: "Ann", force: MAGES },
    { kind: "random", name: "Bot 2", force: { premade: "goblins" } },
  ]);
  const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await quickSettings(page, 0);
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${h.base}${game.seats[0]?.link}`);
  return page;
}

describe.skipIf(!haveChromium)("dragons at the web table", () => {
  it("summons a dragon, shows it on the table, and answers its attack through the picker", async () => {
    const errors: string[] = [];
    const tally = newTally();
    let answered = false;
    // Whether a dragon attacks Ann before the game ends depends on the dice and on how fast the
    // bot and the page answer each other: up to three games are played until one does.
    let page = await openGame(14, errors);
    for (const next of [15, 16]) {
      await meetDragon();
      if (answered) break;
      await page.close();
      page = await openGame(next, errors);
    }
    if (!answered) await meetDragon();
    async function meetDragon(): Promise<void> {
      const panel = page.getByTestId("decision");
      for (let i = 0; i < 800 && !answered; i++) {
        const headline = (await page.getByTestId("headline").textContent()) ?? "";
        if (headline.startsWith("Game over")) break;
        try {
          await panel.waitFor({ timeout: 20_000 });
        } catch {
          continue;
        }
        const kind = (await panel.getAttribute("data-kind")) ?? "";
        const id = (await panel.getAttribute("data-decision")) ?? "";
        const shown = `${kind}#${id}`;
        const here = page.locator(`[data-testid="decision"][data-decision="${id}"]`);
        const summon = here.locator('[data-testid="spell-offer"][data-spell^="summon-"]');
        if (kind === "cast-spells" && (await summon.count()) > 0) {
          // Summon the dragon to a terrain where Ann's own army stands.
          await summon.first().click();
          const labels = await here
            .locator('[data-testid="spell-target"]')
            .evaluateAll((els) => els.map((el) => el.closest("li")?.textContent ?? ""));
          const own = Math.max(
            0,
            labels.findIndex((l) => /your home/.test(l)),
          );
          const target = here.getByTestId("spell-target").nth(own);
          if (!(await target.isChecked())) await target.check();
          await here.getByTestId("add-spell").click();
          if (await here.getByTestId("confirm").isEnabled()) {
            await here.getByTestId("confirm").click();
            await waitForAnswer(page, shown);
            continue;
          }
        }
        if (kind === "dragon-response") {
          answered = true;
          // The dragon waits on the table, drawn with our glyph, named by owner, colour and form.
          const onTable = page.locator('[data-testid="terrain"] [data-testid="dragon"]').first();
          expect(await onTable.textContent()).toMatch(/(your|Bot 2's) [a-z/]+ (drake|wyrm)/);
          expect(await onTable.getByTestId("dragon-glyph").count()).toBe(1);
          const roll = (await here.getByTestId("response-roll").textContent()) ?? "";
          expect(roll).toMatch(/^Your army rolled \d+ melee, \d+ missiles?, \d+ saves? and \d+ ID/);
          const rows = here.getByTestId("response-dragon");
          expect(await rows.count()).toBeGreaterThan(0);
          expect(await rows.first().textContent()).toMatch(
            /\d+ damage.*(10|5) melee or (10|5) missiles/,
          );
          const status = () => here.getByTestId("pick-status").textContent();
          const confirm = here.getByTestId("confirm");
          // Where the picker starts is legal: Confirm is on.
          expect(await status()).toMatch(/Ready\./);
          expect(await confirm.isEnabled()).toBe(true);
          // Slaying the first dragon with missiles the army may not have: the engine says why.
          await rows.first().getByTestId("slay-missiles").check();
          if (/Not yet/.test((await status()) ?? "")) {
            expect(await confirm.isEnabled()).toBe(false);
            expect(await status()).toMatch(/Not yet: .*\./);
          }
          const ids = Number(/and (\d+) ID/.exec(roll)?.[1] ?? 0);
          await here.getByRole("button", { name: "Reset" }).click();
          if (ids > 0) {
            // One ID from saves to melee: the counts follow.
            await here.getByRole("button", { name: "one ID less as saves" }).click();
            await here.getByRole("button", { name: "one ID more as melee" }).click();
            expect(await here.getByTestId("ids-melee-count").textContent()).toBe("1");
            await here.getByRole("button", { name: "Reset" }).click();
          }
          expect(await status()).toMatch(/Saves: \d+ against \d+ damage: .*Ready\./);
          await page.screenshot({ path: resolve(shots, "dragon-response-1280.png") });
          await confirm.click();
          await waitForAnswer(page, shown);
          break;
        }
        if (!(await towardMagic(here, kind))) await mouse.answer(page, kind, tally);
        await waitForAnswer(page, shown);
      }
    }
    expect(answered).toBe(true);
    const log = await page.getByTestId("log").locator("li").allTextContents();
    expect(log.some((l) => /summons .* (drake|wyrm) from /.test(l))).toBe(true);
    expect(log.some((l) => /^Dragon attack at .*: .* attacks? Ann's army at /.test(l))).toBe(true);
    expect(log.some((l) => /(drake|wyrm) rolls .*: \d+ damage\.$/.test(l))).toBe(true);
    // Then on to the end of the game, dragons and all, as a player clicking would.
    const end = await playToEnd(page, h.base, { tally });
    expect(end.headline).toMatch(/^Game over/);
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);
});
