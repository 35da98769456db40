/// <reference lib="dom" />
// Two people assembling their armies at the same time, each in their own browser: the other's
// move arriving while one is half-way through must not undo the units already placed (it did:
// the picker closed while the new move was shown and opened again empty).
import { describe, expect, it } from "vitest";
import { haveChromium, playDecisions, quickSettings, useBrowser } from "./harness.ts";

const h = useBrowser({ roundLimit: 2 });

describe.skipIf(!haveChromium)("assembling armies at the same time", () => {
  it("keeps a half-made assembly when the other player's armies arrive", async () => {
    h.seedGames(3);
    const game = await h.createGame([
      { kind: "human", name: "Ann", force: { premade: "dwarves" } },
      { kind: "human", name: "Bob", force: { premade: "goblins" } },
    ]);
    const open = async (link: string) => {
      const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await quickSettings(page, 0);
      await page.goto(`${h.base}${link}`);
      await page.getByTestId("decision").waitFor();
      return page;
    };
    const ann = await open(game.seats[0]?.link as string);
    const bob = await open(game.seats[1]?.link as string);

    // Bob puts two units in his home army, then Ann confirms her armies.
    const homeChoices = bob.getByTestId("assign-home");
    await homeChoices.nth(0).check();
    await homeChoices.nth(1).check();
    const before = await bob.getByTestId("army-total-home").textContent();
    const actions = () => bob.locator(".game-page").getAttribute("data-actions");
    expect(await actions()).toBe("0");
    expect(await playDecisions(ann, 1)).toBe(1);
    // Bob's page has received Ann's move (her armies stay secret until both are made).
    await expect.poll(actions).toBe("1");
    expect(await homeChoices.nth(0).isChecked()).toBe(true);
    expect(await homeChoices.nth(1).isChecked()).toBe(true);
    expect(await bob.getByTestId("army-total-home").textContent()).toBe(before);
    // And he finishes it.
    await bob.getByRole("button", { name: "Split it for me" }).click();
    await bob.getByTestId("confirm").click();
    await expect.poll(actions).toBe("2");
  }, 120_000);
});
