/// <reference lib="dom" />
// End-to-end in a real browser (e2e/harness.ts): a game against a bot from the lobby, and a game
// between two browsers through an invite link. Skipped where Chromium is missing.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { haveChromium, playDecisions, quickSettings, shots, useBrowser } from "./harness.ts";

const h = useBrowser();

describe.skipIf(!haveChromium)("the web app in Chromium", () => {
  it("plays a game against a bot from the lobby, with a maneuver and a combat", async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await quickSettings(page);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${h.base}/`);
    await page.getByTestId("new-game").waitFor();
    await page.screenshot({ path: resolve(shots, "lobby-1280.png") });
    await page.getByTestId("create-game").click();
    await page.waitForURL(/\/play\//);
    // Play until the log shows a maneuver and a combat (or 80 answers).
    let log = "";
    for (let i = 0; i < 8; i++) {
      await playDecisions(page, 10);
      log = (await page.getByTestId("log").textContent()) ?? "";
      if (/maneuver/i.test(log) && /melee|missile/i.test(log)) break;
    }
    await page.screenshot({ path: resolve(shots, "table-1280.png") });
    expect(log).toMatch(/maneuver/i);
    expect(log).toMatch(/melee|missile/i);
    expect(errors).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: resolve(shots, "table-390.png"), fullPage: true });
    await page.close();
  }, 180_000);

  it("plays online between two browsers through an invite link", async () => {
    const hostContext = await h.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const guestContext = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
    const host = await hostContext.newPage();
    await quickSettings(host);
    await host.goto(`${h.base}/`);
    await host.getByTestId("new-game").waitFor();
    // Seat 2 becomes an invited human, whose force the host picks; the share screen comes
    // first, then the table.
    const roles = host.getByTestId("seat-role");
    await roles.nth(1).selectOption("invite");
    await host.getByTestId("seat-force").nth(1).selectOption("premade:goblins");
    await host.getByTestId("create-game").click();
    await host.getByTestId("go-to-table").click();
    await host.waitForURL(/\/play\//);
    const link = host.locator('[data-testid="seat-link"][data-seat="1"]');
    await link.waitFor();
    const href = (await link.getAttribute("href")) ?? (await link.getAttribute("data-link")) ?? "";
    expect(href).toMatch(/\/play\/.+token=/);
    const guest = await guestContext.newPage();
    await quickSettings(guest);
    await guest.goto(new URL(href, h.base).toString());
    await guest.getByTestId("terrain").first().waitFor({ timeout: 20_000 });
    // Both players answer their decisions as they come, each at their own browser, until each
    // has played six. (Taking turns at the two pages, each waiting seconds for a decision that
    // was the other's, took most of this test's time.)
    const answers = [0, 0];
    const enough = () => answers.every((n) => n >= 6);
    await Promise.all(
      [host, guest].map(async (page, i) => {
        while (!enough()) answers[i] = (answers[i] ?? 0) + (await playDecisions(page, 1, 1_000));
      }),
    );
    expect(answers[0]).toBeGreaterThanOrEqual(6);
    expect(answers[1]).toBeGreaterThanOrEqual(6);
    await host.screenshot({ path: resolve(shots, "online-host-1280.png") });
    await guest.screenshot({ path: resolve(shots, "online-guest-390.png"), fullPage: true });
    const hostLog = (await host.getByTestId("log").textContent()) ?? "";
    const guestLog = (await guest.getByTestId("log").textContent()) ?? "";
    expect(hostLog.length).toBeGreaterThan(0);
    expect(guestLog.length).toBeGreaterThan(0);
    await hostContext.close();
    await guestContext.close();
  }, 240_000);
});
