/// <reference lib="dom" />
// A newcomer's first game in Chromium: the lobby offers a force with magic and a dragon, and at
// set-up every die shows its name, health and faces without being opened; the army builder
// refuses a dragon the force's magic can never summon, saying why.
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, shots, useBrowser } from "./harness.ts";

const h = useBrowser();

async function open(): Promise<{ page: Page; errors: string[] }> {
  const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await quickSettings(page);
  return { page, errors };
}

describe.skipIf(!haveChromium)("set-up at a glance, and forces with magic", () => {
  it("offers a force with magic and a dragon; at set-up each die's name and health show unopened", async () => {
    const { page, errors } = await open();
    await page.goto(`${h.base}/`);
    await page.getByTestId("new-game").waitFor();
    await page.getByTestId("magic-offer").getByRole("button").click();
    expect(await page.getByTestId("seat-force").first().inputValue()).toBe("premade:dwarf-wizards");
    await page.getByTestId("create-game").click();

    const decision = page.getByTestId("decision");
    await decision.locator("table.assign").waitFor();
    // No die is opened: no face list shows, yet the names, health and faces are there.
    expect(await page.locator(".die-pop").count()).toBe(0);
    const wizard = decision.getByTestId("assemble-unit").filter({ hasText: "Wizard" }).first();
    expect(await wizard.isVisible()).toBe(true);
    expect(await wizard.getByTestId("unit-health").textContent()).toBe("3 health");
    expect(await wizard.getByTestId("mark-magic").isVisible()).toBe(true);
    expect(await wizard.getByTestId("faces-summary").textContent()).toMatch(/magic/);
    // Grouped by species; six magic users, half the force.
    expect(await decision.locator("tr.group").allTextContents()).toEqual(["Dwarves"]);
    expect(await decision.getByTestId("mark-magic").count()).toBe(6);
    // The force's dragon, with the magic that summons it.
    expect(await decision.getByTestId("pool-dragons").textContent()).toContain(
      "Red Wyrm: summoned by red magic",
    );
    await decision.screenshot({ path: resolve(shots, "setup-glance.png") });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it("refuses, with the reason, a dragon the force's magic can never summon", async () => {
    const { page, errors } = await open();
    await page.goto(`${h.base}/`);
    await page.getByTestId("seat-force").first().selectOption("custom");
    const builder = page.getByTestId("army-builder");
    await builder.waitFor();
    await page.getByTestId("builder-premade").selectOption("dwarves");
    const dragons = builder.getByTestId("problems-dragons");
    await expect.poll(() => dragons.textContent()).toContain("OK");
    // Dwarves make red and gold magic only: a blue wyrm could never come.
    await builder.getByTestId("pick-dragon").selectOption("blue-wyrm");
    await builder.getByTestId("add-dragon").click();
    expect(await builder.getByTestId("dragon-refused").textContent()).toBe(
      "Not added: no unit in this force can make blue magic, so the Blue Wyrm can never be summoned by it.",
    );
    expect(await dragons.textContent()).toContain("OK");
    // A red one comes: the force needs one dragon, so two is one too many.
    await builder.getByTestId("pick-dragon").selectOption("red-wyrm");
    await builder.getByTestId("add-dragon").click();
    expect(await builder.getByTestId("dragon-refused").count()).toBe(0);
    await expect.poll(() => dragons.textContent()).toContain("bring exactly 1 dragon");
    // What tells a drake from a wyrm, where dragons are picked.
    await builder.getByTestId("dragon-forms").locator("summary").click();
    expect(await builder.getByTestId("dragon-forms").textContent()).toContain("A wyrm has none");
    await builder
      .locator("fieldset")
      .nth(3)
      .screenshot({ path: resolve(shots, "builder-dragons.png") });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
