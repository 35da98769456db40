/// <reference lib="dom" />
// The army builder's advanced sections in Chromium (rules/000 "Advanced Rules", lines 2214-2450):
// a force with items, the Kings' Die, Dragonkin, minor terrains and a special terrain as the
// frontier, each section with its allowance and the engine's problems beside it; then a game
// started with it, its summoning pool on the table by kind, played to its end (a win, or the
// round limit's draw after three rounds).
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, shots, useBrowser } from "./harness.ts";
import { playToEnd } from "./player.ts";

const h = useBrowser({ roundLimit: 3 });

/** 24 health: Kings' Die 4, Dawn Blade 2, a second uncommon item 1 (line 2367), 17 footmen. */
const ADVANCED = {
  name: "Advanced",
  dice: ["kings-die", "dawn-blade-red", "eyebiter-gold", ...Array(17).fill("footman")],
  terrains: ["highland-city", "highland-castle"],
  dragons: ["red-drake"],
  dragonkin: ["dragonscout-red"],
  minorTerrains: ["highland-knoll"],
};

describe.skipIf(!haveChromium)("the army builder's advanced sections", () => {
  it("builds an advanced force within its allowances and starts a game with it", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // Rolls are read without a pause: the whole game checks the advanced components' panels.
    await quickSettings(page, 0);
    h.seedGames(3);
    await page.goto(`${h.base}/`);
    await page.getByTestId("seat-force").first().selectOption("custom");
    const builder = page.getByTestId("army-builder");
    await builder.waitFor();
    await builder.locator('input[type="file"]').setInputFiles({
      name: "advanced.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(ADVANCED)),
    });
    const totals = page.getByTestId("builder-totals");
    await expect.poll(() => totals.textContent()).toContain("Health 24 / 24");
    expect(await totals.textContent()).toContain("Dragonkin 1 / at most 8");
    expect(await totals.textContent()).toContain("Minor terrains 1 / at most 4");
    for (const section of ["dice", "terrains", "dragons", "dragonkin", "minor-terrains"]) {
      expect(await page.getByTestId(`problems-${section}`).textContent(), section).toContain("OK");
    }
    // The items section lists the items and the Kings' Die; the frontier may be a special terrain.
    const items = await page.getByTestId("chosen-items").textContent();
    expect(items).toContain("Dawn Blade (Red)");
    expect(items).toContain("Kings' Die");
    expect(await page.getByTestId("terrain-1").inputValue()).toBe("highland-castle");

    // Two Dragonstallions (4 health each) go over the allowance of 8: the section says so.
    await page.getByTestId("pick-dragonkin").selectOption("dragonstallion-red");
    await page.getByTestId("add-dragonkin").click();
    await page.getByTestId("add-dragonkin").click();
    const kin = page.getByTestId("problems-dragonkin");
    await expect
      .poll(() => kin.textContent())
      .toContain("9 health of Dragonkin: at most 8 (one for each 3 health of the force)");
    await page
      .getByTestId("section-dragonkin")
      .getByLabel("Remove Dragonstallion (Red)")
      .first()
      .click();
    await expect.poll(() => kin.textContent()).toContain("OK");

    // A second Kings' Die is one too many (line 2414) and costs 4 more health.
    await page.getByTestId("pick-items").selectOption("kings-die");
    await page.getByTestId("add-items").click();
    const dice = page.getByTestId("problems-dice");
    await expect.poll(() => dice.textContent()).toContain("2 Kings' Dice: at most one");
    await page.getByTestId("section-items").getByLabel("Remove Kings' Die").first().click();
    await expect.poll(() => dice.textContent()).toContain("OK");
    await page.screenshot({ path: resolve(shots, "builder-advanced.png"), fullPage: true });

    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);
    const me = page.getByTestId("player").first();
    await expect
      .poll(() => me.textContent(), { timeout: 20_000 })
      .toContain("Summoning pool: Dragonkin · 5 health");
    expect(await me.textContent()).toContain("Summoning pool: minor terrains");
    expect(await me.textContent()).toContain("Highland Knoll");
    await page.screenshot({ path: resolve(shots, "table-advanced.png"), fullPage: true });

    // Played to the end with the mouse, as a player would: the Kings' Die in the initial effects,
    // items carried, the Castle and the minor terrain all ask through the same panels.
    const end = await playToEnd(page, h.base);
    expect(end.headline).toMatch(/^Game over/);
    expect(end.tally.decisions).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 660_000);
});
