/// <reference lib="dom" />
// Spells at the web table (issue 13): a player whose Dwarf magic users take a magic action casts
// Stoneskin (2.9a line 1304: gold, cost 2, at an army) through the picker: picks it, its target, sees the
// points left, confirms; the spell resolves and its badge shows on the army until it ends.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, shots, useBrowser } from "./harness.ts";
import { MAGES, mouse, newTally, towardMagic, waitForAnswer } from "./player.ts";

const h = useBrowser();

describe.skipIf(!haveChromium)("spells at the web table", () => {
  it("casts Stoneskin through the picker and shows its badge on the army", async () => {
    h.seedGames(13);
    const game = await h.createGame([
      { kind: "human", name: "Ann", force: MAGES },
      { kind: "heuristic", name: "Bot 2", force: { premade: "goblins" } },
    ]);
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await quickSettings(page, 0);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${h.base}${game.seats[0]?.link}`);
    const panel = page.getByTestId("decision");
    const tally = newTally();
    // Play on, heading for a magic action, until the picker offers Stoneskin.
    let cast = false;
    for (let i = 0; i < 600 && !cast; i++) {
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
      const stoneskin = panel.locator('[data-testid="spell-offer"][data-spell="stoneskin"]');
      if (kind === "cast-spells" && (await stoneskin.count()) > 0) {
        cast = true;
        const before = (await panel.getByTestId("pick-status").textContent()) ?? "";
        expect(before).toMatch(/Left: .*(up to \d+ gold|\d+ points?, .*gold)/);
        // Nothing announced yet: only casting nothing is possible.
        expect(await panel.getByTestId("confirm").isEnabled()).toBe(false);
        await stoneskin.click();
        // Its targets: every army, each named; the caster's own first picked by hand.
        const targets = panel.locator('[data-testid="spell-target"]');
        const labels = await panel.locator(".spell-casting li").allTextContents();
        const own = labels.findIndex((l) => /your (army at|reserve army)/.test(l));
        expect(own).toBeGreaterThanOrEqual(0);
        // First at an enemy army, then at the player's own: reordered, then the first removed.
        const theirs = labels.findIndex((l) => /Bot 2's army at/.test(l));
        expect(theirs).toBeGreaterThanOrEqual(0);
        await targets.nth(theirs).check();
        await panel.getByTestId("add-spell").click();
        await stoneskin.click();
        await targets.nth(own).check();
        await panel.getByTestId("add-spell").click();
        const announced = () => panel.getByTestId("announced-spell").allTextContents();
        await expect
          .poll(announced)
          .toEqual([
            expect.stringMatching(/^Stoneskin \(gold\) at Bot 2's army/),
            expect.stringMatching(/^Stoneskin \(gold\) at your /),
          ]);
        await panel.getByRole("button", { name: "Resolve later" }).first().click();
        await expect
          .poll(announced)
          .toEqual([
            expect.stringMatching(/^Stoneskin \(gold\) at your /),
            expect.stringMatching(/^Stoneskin \(gold\) at Bot 2's army/),
          ]);
        await panel.getByTestId("remove-spell").nth(1).click();
        await expect
          .poll(announced)
          .toEqual([expect.stringMatching(/^Stoneskin \(gold\) at your (army at|reserve army)/)]);
        // "up to 4 gold", or "4 points, each gold or red" when every colour holds the same points.
        const gold = (s: string) =>
          Number(
            /(\d+) gold/.exec(s)?.[1] ?? /(\d+) points?, (each )?[a-z ,]*gold/.exec(s)?.[1] ?? -1,
          );
        const after = (await panel.getByTestId("pick-status").textContent()) ?? "";
        expect(gold(after)).toBe(gold(before) - 2);
        expect(after).toMatch(/Ready\./);
        await page.screenshot({ path: resolve(shots, "cast-spells-1280.png") });
        await panel.getByTestId("confirm").click();
        await waitForAnswer(page, shown);
        break;
      }
      // This decision's panel only: the next one (the spells) may show at once.
      const here = page.locator(`[data-testid="decision"][data-decision="${id}"]`);
      if (!(await towardMagic(here, kind))) await mouse.answer(page, kind, tally);
      await waitForAnswer(page, shown);
    }
    expect(cast).toBe(true);
    // The spell is told in the log, and its badge shows on the army with when it ends.
    const badge = page.locator('[data-testid="spell-badge"][data-spell="stoneskin"]').first();
    await badge.waitFor({ timeout: 20_000 });
    expect(await badge.textContent()).toMatch(/Stoneskin · until the start of your next turn/);
    expect(await badge.getAttribute("title")).toMatch(/\+1 magical save/);
    await page.screenshot({ path: resolve(shots, "spell-badge-1280.png") });
    const log = await page.getByTestId("log").locator("li").allTextContents();
    expect(log.some((l) => /Ann casts Stoneskin at your (army|reserve army)/.test(l))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);
});
