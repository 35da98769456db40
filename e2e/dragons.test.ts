/// <reference lib="dom" />
// Dragons at the web table (issue 14, 2.9a "Dragon Attack Phase", rules/000 lines 322-390): a
// player whose Dwarf magic users take magic actions summons a dragon to a terrain where their own
// army stands (Summon Dragon, lines 1597-1615); at the start of their next turn it attacks that
// army (line 330: a dragon attacks whatever army shares its terrain, its owner's too). The table
// shows the dragon with its glyph; the response picker shows each dragon's roll and what slays it,
// counts the IDs, enables Confirm only when the engine accepts, and the log tells the attack;
// then the game is played to its end.
//
// Ann's seat is played from node (e2e/seat.ts) up to the magic action whose pool can summon her
// dragon home, and again from the summon to the attack: the page summons, answers the attack and
// plays on to the end. Played so, with the dice seeded, the game goes the same way every run:
// the summon in round 2, the attack in round 3, the end at the round limit at the latest.
import { resolve } from "node:path";
import type { Decision, PlayerView } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { haveChromium, quickSettings, shots, useBrowser } from "./harness.ts";
import { MAGES, newTally, playToEnd, waitForAnswer } from "./player.ts";
import { magicFirst, playSeat } from "./seat.ts";

const h = useBrowser({ roundLimit: 4, wsRateLimit: { perSecond: 1000, burst: 1000 } });

/** The dice's seed: the game it makes was picked for an attack the picker is asked about. */
const SEED = 23;

/** A cast whose first summon (the one the page picks) may go to Ann's home, her army there. */
function summonsHome(view: PlayerView, d: Decision): boolean {
  if (d.kind !== "cast-spells") return false;
  const home = view.players[view.viewer ?? -1]?.home;
  const offers = (d.data as { offers: { spell: string; targets: unknown[] }[] }).offers;
  const summon = offers.find((o) => o.spell.startsWith("summon-"));
  const army = view.dice.some((u) => u.owner === view.viewer && u.at === `t:${home}`);
  return (
    army && (summon?.targets.some((t) => (t as { terrain?: string }).terrain === home) ?? false)
  );
}

describe.skipIf(!haveChromium)("dragons at the web table", () => {
  it("summons a dragon, shows it on the table, and answers its attack through the picker", async () => {
    h.seedGames(SEED);
    const game = await h.createGame([
      { kind: "human", name: "Ann", force: MAGES },
      { kind: "random", name: "Bot 2", force: { premade: "goblins" } },
    ]);
    const link = game.seats[0]?.link ?? "";
    const ann = magicFirst(SEED);
    const cast = (
      await playSeat(h.base, link, (view, d) => (summonsHome(view, d) ? "stop" : ann(view, d)))
    )?.decision;
    expect(cast?.kind).toBe("cast-spells");

    const errors: string[] = [];
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await quickSettings(page, 0);
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${h.base}${link}`);
    const log = () => page.getByTestId("log").locator("li").allTextContents();
    const decision = (id: number | undefined) =>
      page.locator(`[data-testid="decision"][data-decision="${id}"]`);

    // Summon the dragon through the picker to the terrain where Ann's own army stands.
    const atSummon = decision(cast?.id);
    await atSummon.locator('[data-testid="spell-offer"][data-spell^="summon-"]').first().click();
    const labels = await atSummon
      .locator('[data-testid="spell-target"]')
      .evaluateAll((els) => els.map((el) => el.closest("li")?.textContent ?? ""));
    const home = labels.findIndex((l) => /your home/.test(l));
    expect(home).toBeGreaterThanOrEqual(0);
    const target = atSummon.getByTestId("spell-target").nth(home);
    if (!(await target.isChecked())) await target.check();
    await atSummon.getByTestId("add-spell").click();
    expect(await atSummon.getByTestId("confirm").isEnabled()).toBe(true);
    await atSummon.getByTestId("confirm").click();
    await waitForAnswer(page, `cast-spells#${cast?.id}`);

    // At the start of Ann's next turn, the dragon attacks her army at home.
    const response = (
      await playSeat(h.base, link, (view, d) => {
        if (d.id === cast?.id) throw new Error("the summon is not answered yet");
        return d.kind === "dragon-response" ? "stop" : ann(view, d);
      })
    )?.decision;
    expect(response?.kind).toBe("dragon-response");
    const here = decision(response?.id);
    await here.waitFor();
    // The dragon waits on the table, drawn with our glyph, named by owner, colour and form.
    const onTable = page.locator('[data-testid="terrain"] [data-testid="dragon"]').first();
    expect(await onTable.textContent()).toMatch(/your [a-z/]+ (drake|wyrm)/);
    expect(await onTable.getByTestId("dragon-glyph").count()).toBe(1);
    const roll = (await here.getByTestId("response-roll").textContent()) ?? "";
    expect(roll).toMatch(/^Your army rolled \d+ melee, \d+ missiles?, \d+ saves? and \d+ ID/);
    const rows = here.getByTestId("response-dragon");
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.first().textContent()).toMatch(/\d+ damage.*(10|5) melee or (10|5) missiles/);
    const status = () => here.getByTestId("pick-status").textContent();
    const confirm = here.getByTestId("confirm");
    // Where the picker starts is legal: Confirm is on.
    expect(await status()).toMatch(/Ready\./);
    expect(await confirm.isEnabled()).toBe(true);
    // Slaying the first dragon with missiles the army may not have: the engine says why.
    await rows.first().getByTestId("slay-missiles").check();
    expect(await status()).toMatch(/Not yet: .*\./);
    expect(await confirm.isEnabled()).toBe(false);
    await here.getByRole("button", { name: "Reset" }).click();
    // One ID from saves to melee: the counts follow.
    expect(Number(/and (\d+) ID/.exec(roll)?.[1])).toBeGreaterThan(0);
    await here.getByRole("button", { name: "one ID less as saves" }).click();
    await here.getByRole("button", { name: "one ID more as melee" }).click();
    expect(await here.getByTestId("ids-melee-count").textContent()).toBe("1");
    await here.getByRole("button", { name: "Reset" }).click();
    expect(await status()).toMatch(/Saves: \d+ against \d+ damage: .*Ready\./);
    await page.screenshot({ path: resolve(shots, "dragon-response-1280.png") });
    await confirm.click();
    await waitForAnswer(page, `dragon-response#${response?.id}`);

    const told = await log();
    expect(told.some((l) => / summons .* (drake|wyrm) from /.test(l))).toBe(true);
    expect(told.some((l) => /^Dragon attack at .*: .* attacks? Ann's army at /.test(l))).toBe(true);
    expect(told.some((l) => /(drake|wyrm) rolls .*: \d+ damage\.$/.test(l))).toBe(true);
    // Then on to the end of the game, dragons and all, as a player clicking would.
    const end = await playToEnd(page, h.base, { tally: newTally() });
    expect(end.headline).toMatch(/^Game over/);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
