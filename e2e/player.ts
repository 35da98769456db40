/// <reference lib="dom" />
// A player at the web table: answers every decision the page shows through the controls a person
// would use (options, the pickers' helpers, Confirm), counting clicks and keypresses, until the
// game ends. It fails on a stall: the page showing no decision and nothing changing while the
// server says a decision of this seat is waiting.
import { errors, type Locator, type Page } from "playwright-core";

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

/** Waits (10 s at most) for the decision shown ("kind#id") to be answered. */
export async function waitForAnswer(page: Page, shown: string): Promise<void> {
  await page
    .waitForFunction(
      (before) => {
        const el = document.querySelector('[data-testid="decision"]');
        return (
          !el || `${el.getAttribute("data-kind")}#${el.getAttribute("data-decision")}` !== before
        );
      },
      shown,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** All that `playToEnd` reads of the page, read at one moment in one call. */
interface Look {
  headline: string;
  /** The decision shown, as "kind#id", or null when none is. */
  shown: string | null;
  /** The decision shown has been answered and its move is on its way (Auto is disabled meanwhile). */
  onItsWay: boolean;
  /** The texts of the decision's listed options (none for a picker). */
  options: string[];
  /** Hot-seat: the button that shows the table to the player the device was passed to. */
  takeDevice: boolean;
  /** Rolls that wait for the player: the button that goes on. */
  goOn: boolean;
  /** What the page shows, to tell whether anything is happening. */
  moment: string;
}

/**
 * Runs in the page: what it shows, or false while that is still `before` (a look as JSON), for
 * `waitForFunction` (the page's Content Security Policy refuses a predicate given as a string).
 * Shown as Playwright's `isVisible` has it: a box of some size, not hidden by its style.
 */
const lookInPage = (before: string | null): Look | false => {
  const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
  const visible = (el: Element | null) => {
    const box = el?.getBoundingClientRect();
    return (
      !!el &&
      !!box &&
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(el).visibility !== "hidden"
    );
  };
  const decision = q("decision");
  const headline = q("headline")?.textContent ?? "";
  const look: Look = {
    headline,
    shown: decision
      ? `${decision.getAttribute("data-kind")}#${decision.getAttribute("data-decision")}`
      : null,
    onItsWay: decision?.querySelector('[data-testid="auto"]')?.hasAttribute("disabled") ?? false,
    options: Array.from(decision?.querySelectorAll('[data-testid="option"]') ?? [], (o) =>
      (o.textContent ?? "").trim(),
    ),
    takeDevice: visible(q("take-device")),
    goOn: visible(q("continue")),
    moment: [
      headline,
      q("log")?.childElementCount ?? 0,
      q("roll")?.getAttribute("data-roll") ?? "",
      decision?.getAttribute("data-decision") ?? "",
    ].join("|"),
  };
  return JSON.stringify(look) === before ? false : look;
};

const look = async (page: Page): Promise<Look> => (await page.evaluate(lookInPage, null)) as Look;

/**
 * Waits (`ms` at most) for the page to look otherwise than `before`: a player sees a decision, a
 * roll or the device's hand-over as it comes, where a fixed pause between looks kept each waiting.
 */
const changeFrom = (page: Page, before: Look, ms: number): Promise<void> =>
  page.waitForFunction(lookInPage, JSON.stringify(before), { timeout: ms }).then(
    (changed) => changed.dispose(),
    (e: unknown) => {
      if (!(e instanceof errors.TimeoutError)) throw e;
    },
  );

/**
 * The panel of the `kind` decision shown now and its listed options' texts, read again just
 * before acting in one call, or null when another is shown, none, or its answer is on its way.
 * Held to that decision's id: a panel that changes under the player (a late answer from a busy
 * server) is not taken for the same one.
 */
async function panelToAnswer(
  page: Page,
  kind: string,
): Promise<{ panel: Locator; id: string; options: string[] } | null> {
  const now = await look(page);
  const [shownKind, id = ""] = now.shown?.split("#") ?? [];
  if (shownKind !== kind || now.onItsWay) return null;
  return {
    panel: page.locator(`[data-testid="decision"][data-decision="${id}"]`),
    id,
    options: now.options,
  };
}

/**
 * Whether the panel of decision `id` has a Confirm that is enabled: read in one call, as the panel
 * may go meanwhile (an option that needs no confirmation).
 */
const confirmEnabled = (page: Page, id: string): Promise<boolean> =>
  page.evaluate((id) => {
    const confirm = document.querySelector(
      `[data-testid="decision"][data-decision="${id}"] [data-testid="confirm"]`,
    );
    return confirm !== null && !confirm.hasAttribute("disabled");
  }, id);

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

/** How a player plays: answers the decision shown, goes on past a roll, takes the device. */
export interface Hand {
  answer(page: Page, kind: string, tally: Tally): Promise<void>;
  /** Goes on to the next roll (when rolls wait for the player). */
  goOn(page: Page, tally: Tally): Promise<void>;
  /** Hot-seat: shows the table to the player the device was passed to. */
  take(page: Page, tally: Tally): Promise<void>;
}

const ready = async (page: Page) =>
  /Ready\./.test(
    (await page
      .getByTestId("pick-status")
      .textContent()
      .catch(() => "")) ?? "",
  );

/** The mouse: clicks the options, the pickers' helpers and Confirm. */
export const mouse: Hand = {
  async answer(page, kind, tally) {
    const toAnswer = await panelToAnswer(page, kind);
    if (!toAnswer) return;
    const { panel, id, options: texts } = toAnswer;
    const click = async (loc: ReturnType<Page["getByTestId"]>) => {
      await loc.click();
      tally.clicks++;
    };
    const confirm = panel.getByTestId("confirm");
    if (texts.length > 0) {
      await click(panel.getByTestId("option").nth(preferred(kind, texts)));
      // Where a choice is only picked until confirmed.
      if (await confirmEnabled(page, id)) await click(confirm);
      return;
    }
    if (kind === "assemble-armies") {
      await click(panel.getByRole("button", { name: "Split it for me" }));
      await click(confirm);
      return;
    }
    if (kind === "cast-spells") {
      // The first spell at its first target when the pool pays for it alone, else nothing.
      const offers = panel.getByTestId("spell-offer");
      if ((await offers.count()) > 0) {
        await click(offers.first());
        const target = panel.getByTestId("spell-target").first();
        if (!(await target.isChecked())) await click(target);
        await click(panel.getByTestId("add-spell"));
        if (await confirm.isEnabled()) return click(confirm);
      }
      await click(panel.getByTestId("cast-nothing"));
      return;
    }
    const selects = panel.getByTestId("destination");
    for (let i = 0; i < (await selects.count()); i++) {
      // A list not there within a short wait has gone with its decision (answered meanwhile):
      // give up, the caller reads again what is shown.
      const chosen = await selects
        .nth(i)
        .selectOption({ index: 1 }, { timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (!chosen) return;
      // Opening a list and choosing in it: two clicks.
      tally.clicks += 2;
    }
    const suggest = panel.getByRole("button", { name: "Suggest" });
    if ((await suggest.count()) > 0) await click(suggest);
    if ((await confirm.count()) > 0 && (await confirm.isEnabled())) await click(confirm);
    else await click(panel.getByTestId("auto"));
  },
  async goOn(page, tally) {
    // Continue also shows for a moment while new events come in: only a click that lands counts.
    if (
      await page
        .getByTestId("continue")
        .click({ timeout: 1_000 })
        .then(() => true)
        .catch(() => false)
    )
      tally.clicks++;
  },
  async take(page, tally) {
    await page.getByTestId("take-device").click();
    tally.clicks++;
  },
};

/** Health of each pick-list entry, read from its label ("Footman (common, 1)"). */
const entryHealth = (label: string): number => Number(/(\d+)\)\s*$/.exec(label.trim())?.[1] ?? 0);

/** Entries (indices) whose health adds up to `target`, or null. */
function subsetFor(healths: number[], target: number): number[] | null {
  const best = new Map<number, number[]>([[0, []]]);
  healths.forEach((h, i) => {
    for (const [sum, picks] of [...best]) {
      if (sum + h <= target && !best.has(sum + h)) best.set(sum + h, [...picks, i]);
    }
  });
  return best.get(target) ?? null;
}

/** The keyboard only: number keys, Enter, Space, and Tab to reach a button. */
export const keyboard: Hand = {
  async answer(page, kind, tally) {
    const press = async (key: string) => {
      await page.keyboard.press(key);
      tally.keys++;
    };
    const tabTo = async (name: string) => {
      for (let i = 0; i < 60; i++) {
        const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
        if (focused.trim().startsWith(name)) return;
        await press("Tab");
      }
      throw new Error(`Tab never reached the ${name} button`);
    };
    const panel = page.getByTestId("decision");
    const options = panel.getByTestId("option");
    if ((await options.count()) > 0) {
      const texts = (await options.allTextContents()).map((t) => t.trim());
      await press(String(Math.min(preferred(kind, texts), 8) + 1));
      // An option that gives something up waits for its confirmation; the others have gone.
      if ((await panel.getByTestId("confirm").count()) > 0) await press("Enter");
      return;
    }
    const picks = panel.getByTestId("pick");
    const units = panel.getByTestId("destination");
    if (kind === "cast-spells") {
      // Nothing cast: with no spell to buy, the one button says so.
      await tabTo((await panel.getByTestId("spell-offer").count()) > 0 ? "Cast nothing" : "Go on");
      await press("Enter");
      return;
    }
    if (kind === "assemble-armies") {
      // Tab to "Split it for me", Enter; Confirm is the button before it.
      await tabTo("Split it for me");
      await press("Enter");
      await press("Shift+Tab");
      await press("Enter");
      return;
    }
    if ((await picks.count()) > 0) {
      // Tick (number keys) entries worth the health the status asks for ("0 of 3 health").
      const target = Number(
        /of (\d+) health/.exec((await panel.getByTestId("pick-status").textContent()) ?? "")?.[1] ??
          0,
      );
      const labels = (await panel.locator(".pick-list li").allTextContents()).slice(0, 9);
      for (const i of subsetFor(labels.map(entryHealth), target) ?? []) await press(String(i + 1));
    } else if ((await units.count()) > 0) {
      // Each unit in reserve to the first terrain it may go to.
      for (let i = 0; i < Math.min(9, await units.count()); i++) await press(String(i + 1));
    }
    if (!(await ready(page))) {
      await tabTo(
        (await panel.getByRole("button", { name: "Suggest" }).count()) ? "Suggest" : "Auto",
      );
      await press("Enter");
    }
    if ((await panel.count()) > 0 && (await ready(page))) {
      await tabTo("Confirm");
      await press("Enter");
    }
  },
  async goOn(page, tally) {
    await page.keyboard.press("Space");
    tally.keys++;
  },
  async take(page, tally) {
    // The button has the focus.
    await page.keyboard.press("Enter");
    tally.keys++;
  },
};

export interface PlayResult {
  tally: Tally;
  /** The headline at the end ("Game over: ..."). */
  headline: string;
  ms: number;
}

/**
 * Plays the page's seat to the end of the game (or `until` the headline says so) with `hand`
 * (the mouse by default). Throws on a stall (no decision shown, nothing changing for `stallMs`, while the server
 * waits for this seat) or when the game takes longer than `maxMs`.
 */
export async function playToEnd(
  page: Page,
  base: string,
  {
    stallMs = 6_000,
    maxMs = 600_000,
    tally = newTally(),
    hand = mouse,
    rollsWait = false,
    until = (headline: string) => headline.startsWith("Game over"),
  }: {
    stallMs?: number;
    maxMs?: number;
    tally?: Tally;
    hand?: Hand;
    /** Rolls wait for the player (auto-advance off): go on past each one. */
    rollsWait?: boolean;
    /** Where to stop before the end of the game, from the headline. */
    until?: (headline: string) => boolean;
  } = {},
): Promise<PlayResult> {
  const start = Date.now();
  let moment = "";
  let since = Date.now();
  const done = (headline: string) =>
    headline !== "" && (until(headline) || headline.startsWith("Game over"));
  for (;;) {
    // One look: the headline read with the decision shown is the one it belongs to, however fast
    // the page moves on (a busy machine).
    const now = await look(page);
    if (done(now.headline)) return { tally, headline: now.headline, ms: Date.now() - start };
    if (Date.now() - start > maxMs) throw new Error(`the game did not end in ${maxMs} ms`);
    if (now.takeDevice) {
      await hand.take(page, tally);
      await page.getByTestId("take-device").waitFor({ state: "detached" });
      continue;
    }
    if (now.shown) {
      // Answered already, its move not yet taken (a busy server, past waitForAnswer's wait):
      // answering again would act on a panel about to go.
      if (now.onItsWay) {
        await changeFrom(page, now, 100);
        continue;
      }
      await hand.answer(page, now.shown.split("#")[0] ?? "", tally);
      tally.decisions++;
      await waitForAnswer(page, now.shown);
      since = Date.now();
      continue;
    }
    // Rolls that wait for the player (auto-advance off).
    if (rollsWait && now.goOn) {
      await hand.goOn(page, tally);
      since = Date.now();
      continue;
    }
    if (now.moment !== moment) {
      moment = now.moment;
      since = Date.now();
    } else if (Date.now() - since > stallMs) {
      const waiting = await mineOnServer(page, base);
      if (waiting.length > 0) {
        throw new Error(
          `stall: the page shows no decision and nothing has changed for ${stallMs} ms, but the server waits for ${waiting.join(", ")} (page: ${now.moment})`,
        );
      }
      if (Date.now() - since > 4 * stallMs) {
        throw new Error(`nothing happened for ${4 * stallMs} ms (page: ${now.moment})`);
      }
    }
    await changeFrom(page, now, 100);
  }
}

/** Picks the listed option of a decision's panel that heads for a magic action: a Magic face,
 * the magic action. Whether it found one. */
export async function towardMagic(panel: Locator, kind: string): Promise<boolean> {
  const options = panel.getByTestId("option");
  const texts = (await options.allTextContents()).map((t) => t.trim());
  const find = (re: RegExp) => texts.findIndex((t) => re.test(t));
  const pick =
    kind === "choose-action"
      ? find(/magic/i)
      : kind === "choose-march"
        ? find(/face \d Magic/)
        : kind === "maneuver"
          ? find(/-> \d Magic/)
          : -1;
  if (pick < 0) return false;
  await options.nth(pick).click();
  const confirm = panel.getByTestId("confirm");
  if ((await confirm.count()) > 0) await confirm.click();
  return true;
}

/**
 * Dwarves with half their health in magic users (the most a force may have): gold magic, and a
 * red/gold drake that gold magic can summon.
 */
export const MAGES = {
  name: "Mages",
  dice: [
    "wizard",
    "wizard",
    "thaumaturgist",
    "thaumaturgist",
    "thaumaturgist",
    "footman",
    "footman",
    "footman",
    "sentry",
    "pony-rider",
    "crossbowman",
    "sergeant",
    "lizard-rider",
    "marksman",
  ],
  terrains: ["highland-city", "highland-tower"],
  dragons: ["red-gold-drake"],
};
