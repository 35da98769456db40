/// <reference lib="dom" />
// Issue 25: a misclick is taken back. Ann assembles her armies before Bob has: nothing is shown
// yet, so the page offers Undo, and after it Ann is asked to assemble again. Once both have
// assembled, the armies are shown and dice rolled: no Undo any more.
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, useBrowser } from "./harness.ts";

const h = useBrowser();

describe.skipIf(!haveChromium)("undo", () => {
  it("takes back a choice until something is shown, and asks it again", async () => {
    const created = await h.createGame([
      { kind: "human", name: "Ann", force: { premade: "dwarves" } },
      { kind: "human", name: "Bob", force: { premade: "goblins" } },
    ]);
    const open = async (seat: number) => {
      const page = await h.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await quickSettings(page);
      await page.goto(`${h.base}/play/${created.id}?token=${created.seats[seat]?.token}`);
      return page;
    };
    const ann = await open(0);
    const assemble = async (page: typeof ann) => {
      await page.getByRole("button", { name: "Split it for me" }).click();
      await page.getByTestId("confirm").click();
    };
    expect(await ann.getByTestId("undo").count()).toBe(0);
    await assemble(ann);
    await ann.getByTestId("undo").waitFor();
    await ann.getByTestId("undo").click();
    // Asked again: the split can be made anew, and nothing is left to take back.
    await ann.getByRole("button", { name: "Split it for me" }).waitFor();
    expect(await ann.getByTestId("undo").count()).toBe(0);

    await assemble(ann);
    const bob = await open(1);
    await assemble(bob);
    // The armies are revealed and the order of play rolled: Ann's choice stands.
    await ann.getByText("Armies revealed", { exact: false }).first().waitFor();
    expect(await ann.getByTestId("undo").count()).toBe(0);
    await ann.close();
    await bob.close();
  }, 120_000);
});
