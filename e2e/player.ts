/// <reference lib="dom" />
// A player at the web table: answers every decision the page shows through the controls a person
// would use (options, the pickers' helpers, Confirm), counting clicks and keypresses, until the
// game ends. It fails on a stall: the page showing no decision and nothing changing while the
// server says a decision of this seat is waiting.
import type { Page } from "playwright-core";

export interface Tally {
  clicks: number;
  keys: number;
  decisions: number;
}

export const newTally = (): Tally => ({ clicks: 0, keys: 0, decisions: 0 });

/** The seat's state as the server sees it (GET /api/games/:id?token=). */
export async function serverState(
  page: Page,
  base: string,
): Promise<{ seat: number | null; view: { pending?: unknown[]; winner?: unknown } }> {
  const url = new URL(page.url());
  const id = url.pathname.split("/")[2] ?? "";
  const token = url.searchParams.get("token") ?? "";
  const res = await fetch(`${base}/api/games/${id}?token=${encodeURIComponent(token)}`);
  return (await res.json()) as never;
}

/** The open decisions of the page's seat that the server is waiting for. */
async function mineOnServer(page: Page, base: string): Promise<string[]> {
  const s = await serverState(page, base);
  return (s.view.pending ?? [])
    .filter((p) => {
      const d = p as { player: number; prompt?: string };
      return d.player === s.seat && typeof d.prompt === "string";
    })
    .map((p) => `${(p as { kind: string }).kind}#${(p as { id: number }).id}`);
}

/** What the page shows, to tell whether anything is happening. */
const pageMoment = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    return [
      q("headline")?.textContent ?? "",
      q("log")?.childElementCount ?? 0,
      q("roll")?.getAttribute("data-roll") ?? "",
      q("decision")?.getAttribute("data-decision") ?? "",
    ].join("|");
  });

const shownDecision = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const el = document.querySelector('[data-testid="decision"]');
    return el ? `${el.getAttribute("data-kind")}#${el.getAttribute("data-decision")}` : null;
  });

/** Which listed option a player keen to finish picks: march, turn up, attack. */
function preferred(kind: string, texts: string[]): number {
  const find = (re: RegExp) => texts.findIndex((t) => re.test(t));
  const pick =
    kind === "maneuver"
      ? find(/ up:/)
      : kind === "choose-action"
        ? find(/melee|missile/i)
        : kind === "choose-march"
          ? find(/^March/)
          : kind === "counter-maneuver" || kind === "counter-attack"
            ? find(/^Counter/)
            : -1;
  return Math.max(pick, 0);
}

/** Answers the decision shown with the mouse. */
async function answerWithMouse(page: Page, kind: string, tally: Tally): Promise<void> {
  const panel = page.getByTestId("decision");
  const click = async (loc: ReturnType<Page["getByTestId"]>) => {
    await loc.click();
    tally.clicks++;
  };
  const confirm = panel.getByTestId("confirm");
  const options = panel.getByTestId("option");
  if ((await options.count()) > 0) {
    const texts = (await options.allTextContents()).map((t) => t.trim());
    const at = preferred(kind, texts);
    await click(options.nth(at));
    // Where a choice is only selected until confirmed.
    if ((await confirm.count()) > 0 && (await confirm.isEnabled())) await click(confirm);
    return;
  }
  if (kind === "assemble-armies") {
    await click(panel.getByRole("button", { name: "Split it for me" }));
    await click(confirm);
    return;
  }
  const selects = panel.getByTestId("destination");
  for (let i = 0; i < (await selects.count()); i++) {
    // Opening a list and choosing in it: two clicks.
    await selects.nth(i).selectOption({ index: 1 });
    tally.clicks += 2;
  }
  const suggest = panel.getByRole("button", { name: "Suggest" });
  if ((await suggest.count()) > 0) await click(suggest);
  if ((await confirm.count()) > 0 && (await confirm.isEnabled())) await click(confirm);
  else await click(panel.getByTestId("auto"));
}

export interface PlayResult {
  tally: Tally;
  /** The headline at the end ("Game over: ..."). */
  headline: string;
  ms: number;
}

/**
 * Plays the page's seat to the end of the game. `answer` answers the decision shown (the mouse by
 * default). Throws on a stall (no decision shown, nothing changing for `stallMs`, while the server
 * waits for this seat) or when the game takes longer than `maxMs`.
 */
export async function playToEnd(
  page: Page,
  base: string,
  {
    stallMs = 6_000,
    maxMs = 600_000,
    tally = newTally(),
    answer = answerWithMouse,
  }: {
    stallMs?: number;
    maxMs?: number;
    tally?: Tally;
    answer?: (page: Page, kind: string, tally: Tally) => Promise<void>;
  } = {},
): Promise<PlayResult> {
  const start = Date.now();
  let moment = "";
  let since = Date.now();
  for (;;) {
    const headline =
      (await page
        .getByTestId("headline")
        .textContent()
        .catch(() => "")) ?? "";
    if (headline.startsWith("Game over")) return { tally, headline, ms: Date.now() - start };
    if (Date.now() - start > maxMs) throw new Error(`the game did not end in ${maxMs} ms`);
    const shown = await shownDecision(page);
    if (shown) {
      await answer(page, shown.split("#")[0] ?? "", tally);
      tally.decisions++;
      // Wait for this decision to be answered before looking again.
      await page
        .waitForFunction(
          (before) => {
            const el = document.querySelector('[data-testid="decision"]');
            return (
              !el ||
              `${el.getAttribute("data-kind")}#${el.getAttribute("data-decision")}` !== before
            );
          },
          shown,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      since = Date.now();
      continue;
    }
    const now = await pageMoment(page);
    if (now !== moment) {
      moment = now;
      since = Date.now();
    } else if (Date.now() - since > stallMs) {
      const waiting = await mineOnServer(page, base);
      if (waiting.length > 0) {
        throw new Error(
          `stall: the page shows no decision and nothing has changed for ${stallMs} ms, but the server waits for ${waiting.join(", ")} (page: ${now})`,
        );
      }
      if (Date.now() - since > 4 * stallMs) {
        throw new Error(`nothing happened for ${4 * stallMs} ms (page: ${now})`);
      }
    }
    await page.waitForTimeout(100);
  }
}
