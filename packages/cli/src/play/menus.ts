// Decisions as the terminal asks them: a short numbered menu of the legal options in plain words
// with a default (Enter takes it), or, for the combinatorial decisions that have `data` instead
// of options (armies, casualties, reinforcements, retreats, racial exchanges), a guided prompt
// that builds the answer step by step and checks it with the engine before it is sent. "auto" at
// any step lets the engine pick a legal answer.
import { dieById, type MagicColor } from "@dragondice/catalog";
import {
  type AnnouncedSpell,
  type Decision,
  type DecisionKindName,
  type DecisionOf,
  type ExchangeData,
  type KnownDecision,
  knownDecision,
  type PlayerView,
  type SpellOffer,
  type SpellTarget,
} from "@dragondice/engine";
import {
  announcementText,
  attackOddsText,
  castingsNeeded,
  colorsText,
  decisionHelp,
  defaultOption,
  labelOfId as dieLabel,
  dieOf,
  distinctOptions,
  fieldOf,
  healthOfId,
  idsOf,
  listedTwin,
  offerText,
  optionLabel,
  placeName,
  plural,
  pointsText,
  possessive,
  shortName,
  spellPointsLeft,
  spellTargetText,
  suggestedOption,
  terrainAbout,
  terrainFace,
  terrainName,
  whySuggested,
} from "@dragondice/words";
import { findTopic, renderSection, topicList, unknownTopic } from "../guide.ts";
import { paint } from "../terminal.ts";
import { fitLines, wrap, wrapText } from "../wrap.ts";
import { dragonPromotions, dragonResponse } from "./dragon-prompts.ts";
import type { LineReader } from "./input.ts";

/** The player typed quit (or the input ended, or Ctrl-C): save and leave. */
export class QuitSignal extends Error {
  constructor(readonly reason: "quit" | "end-of-input") {
    super(reason);
  }
}

/** The player typed auto: the engine picks a legal answer. */
export class AutoSignal extends Error {}

/** The player typed undo: their last choice is to be taken back (the session sees if it may). */
export class UndoSignal extends Error {}
/** The player typed resign or draw, in a game (the session asks to confirm, or asks the others). */
export class TableSignal extends Error {
  constructor(readonly command: "resign" | "draw") {
    super(command);
  }
}

export interface Prompter {
  say(text: string): void;
  /** The trimmed answer ("" for Enter). Handles board, help and quit; throws AutoSignal on auto. */
  ask(question: string): Promise<string>;
}

/** The commands every prompt understands, as `help` and `play --help` list them. */
export const IN_GAME_COMMANDS: [string, string][] = [
  ["NUMBER", "the option with that number; Enter alone takes the default in [brackets]"],
  ["board", "the board as you see it"],
  ["log [N]", "what happened in the last N turns (2 when left out; log all: the whole game)"],
  ["auto", "let the game choose a legal answer to this decision"],
  ["undo", "take back your last choice (until dice are rolled or anything hidden is shown)"],
  ["help", "these commands and the topics of the guide"],
  ["help TOPIC", "how to play: one topic of the guide, e.g. help frontier"],
  ["draw", "offer the others a draw (bots decline at once)"],
  ["resign", "give up the game, after a confirmation (with one player left, they win)"],
  ["quit", "save the game and leave (Ctrl-C too)"],
];

export const commandList = (indent = "  "): string =>
  IN_GAME_COMMANDS.map(([word, what]) => `${indent}${word.padEnd(10)}  ${what}`).join("\n");

function help(topic: string): string {
  if (topic === "") {
    return `At any prompt:\n${commandList()}\nTopics of the guide (help TOPIC):\n${topicList()}`;
  }
  const section = findTopic(topic);
  return section ? renderSection(section) : `${unknownTopic(topic)}.`;
}

/** A Prompter over a line reader, with the commands every prompt understands; what it says is
 * fitted to the screen, so no message of a guided prompt runs past the edge mid-word. */
export function linePrompter(
  reader: LineReader,
  print: (text: string) => void,
  board: () => string,
  log: (arg: string) => string = () => "Nothing has happened yet.",
  /** The game has started: resign and draw are open (before it, they are said to wait). */
  inGame = false,
): Prompter {
  const say = (text: string) => print(fitLines(text));
  return {
    say,
    async ask(question) {
      // A question wider than the screen: its first lines said, the last one asked, so that the
      // terminal never breaks the prompt mid-word.
      const lines = wrapText(question);
      const prompt = lines.length > 1 ? `${lines.at(-1)} ` : question;
      for (;;) {
        if (lines.length > 1) print(lines.slice(0, -1).join("\n"));
        const line = await reader.read(prompt);
        if (line === null) throw new QuitSignal("end-of-input");
        const answer = line.trim();
        const word = answer.toLowerCase();
        if (word === "quit" || word === "q" || word === "exit") throw new QuitSignal("quit");
        if (word === "auto") throw new AutoSignal();
        if (word === "undo") throw new UndoSignal();
        if (word === "resign" || word === "draw") {
          if (inGame) throw new TableSignal(word);
          say(`There is no game yet to ${word === "draw" ? "draw" : "resign from"}.`);
          continue;
        }
        const [first = "", ...rest] = word.split(/\s+/);
        if (word === "board") say(board());
        else if (first === "log") say(log(rest.join(" ")));
        else if (["help", "?", "h", "rules"].includes(first)) say(help(rest.join(" ")));
        else return answer;
      }
    },
  };
}

/** What deciding needs besides the view: the engine's check and sampler for this decision. */
export interface DecideContext {
  view: PlayerView;
  /** Why a choice is not legal, or null (the engine's choiceProblem). */
  problem(choice: unknown): string | null;
  /** A legal choice drawn by the engine (what "auto" answers). */
  sample(): unknown;
  /** The explanations of decisions given so far in the game: each is given the first time only,
   * so a turn's menus (and the board before them) fit a screen. Every time when left out. */
  explained?: Set<string>;
}

/** A decision's explanation the first time it comes in the game, else null (and now it has). */
function firstExplanation(ctx: DecideContext, d: Decision): string | null {
  const text = decisionHelp(ctx.view, d);
  if (ctx.explained?.has(text)) return null;
  ctx.explained?.add(text);
  return text;
}

// ---- Menus of listed options -------------------------------------------------------------------

export interface Menu {
  title: string;
  /** What the decision is for and what follows, in one line. */
  help?: string;
  labels: string[];
  /** Index of the option Enter takes. */
  defaultIndex: number;
  /** Why Enter's option is suggested, when the bot suggests it. */
  why?: string;
}

/** A decision's menu: each label stands for the option at the same place in `choices`. */
export interface OptionsMenu extends Menu {
  choices: number[];
}

/**
 * A listed decision as a menu: each option in words, with the odds of an attack; Enter takes the
 * heuristic bot's choice (never a suicidal one), or the option that usually moves the game on
 * when the bot has no opinion.
 */
export function optionsMenu(g: PlayerView, decision: Decision): OptionsMenu {
  const options = decision.options ?? [];
  // Options that read the same (two Soldiers to recruit) are one line.
  const choices = distinctOptions(g, decision);
  const suggested = suggestedOption(g, decision);
  const preferred = suggested ?? defaultOption(g, decision);
  const why = suggested === null ? null : whySuggested(decision, options[suggested]);
  return {
    title: decision.prompt,
    help: decisionHelp(g, decision),
    labels: choices.map((i) => {
      const label = optionLabel(g, decision, options[i]);
      const odds = attackOddsText(g, decision, options[i]);
      return odds ? `${label} (${odds})` : label;
    }),
    choices,
    defaultIndex: Math.max(0, choices.indexOf(listedTwin(g, decision, preferred))),
    ...(why ? { why } : {}),
  };
}

/** The title, what it is for, and numbered options, wrapped to the screen under their numbers. */
export function renderMenu(menu: Menu): string {
  return [
    ...wrapText(menu.title),
    ...(menu.help ? wrapText(menu.help, "  ", "  ").map(paint.dim) : []),
    ...menu.labels.flatMap((label, i) =>
      wrapText(label, "       ", `  ${String(i + 1).padStart(2)}. `),
    ),
    ...(menu.why
      ? wrapText(`${menu.defaultIndex + 1} is suggested: ${menu.why}.`, "  ", "  ").map(paint.dim)
      : []),
  ].join("\n");
}

/** Asks for one of `count` numbered entries; Enter takes `defaultIndex`. */
async function pickNumber(
  p: Prompter,
  count: number,
  defaultIndex: number,
  question = "Choose",
): Promise<number> {
  for (;;) {
    const answer = await p.ask(`${question} 1-${count} [${defaultIndex + 1}]: `);
    if (answer === "") return defaultIndex;
    const n = Number(answer);
    if (Number.isInteger(n) && n >= 1 && n <= count) return n - 1;
    p.say(`Type a number from 1 to ${count}, or Enter for ${defaultIndex + 1} (help for more).`);
  }
}

export async function menu(p: Prompter, m: Menu, question?: string): Promise<number> {
  p.say(renderMenu(m));
  return pickNumber(p, m.labels.length, m.defaultIndex, question);
}

// ---- Guided prompts ------------------------------------------------------------------------------

interface PickItem {
  label: string;
}

interface PickList<T> {
  title: string;
  items: PickItem[];
  /** Indexes picked at the start (Enter confirms them when legal). */
  initial?: number[];
  /** A line about the picks so far, e.g. "Picked 3 of 5 health". */
  status(picked: number[]): string;
  build(picked: number[]): T;
  problem(choice: T): string | null;
  /** What Enter does with nothing picked when nothing is not legal. */
  whenEmpty?: () => T;
}

function parseNumbers(answer: string, max: number): number[] | null {
  const words = answer.split(/[\s,]+/).filter((w) => w !== "");
  const out: number[] = [];
  for (const w of words) {
    const n = Number(w);
    if (!Number.isInteger(n) || n < 1 || n > max) return null;
    out.push(n - 1);
  }
  return out;
}

/** Pick entries one or several at a time; Enter confirms once the picks are legal. */
export async function pickList<T>(p: Prompter, list: PickList<T>): Promise<T> {
  const picked = new Set<number>(list.initial ?? []);
  p.say(list.title);
  p.say(list.items.map((item, i) => `  ${String(i + 1).padStart(2)}. ${item.label}`).join("\n"));
  for (;;) {
    const now = [...picked].sort((a, b) => a - b);
    const choice = list.build(now);
    const problem = list.problem(choice);
    const pickedText = now.length
      ? `Picked: ${now.map((i) => i + 1).join(" ")}. ${list.status(now)}`
      : `Picked: nothing. ${list.status(now)}`;
    p.say(pickedText);
    // What is wrong with the picks so far: too few and too many alike.
    const enter =
      problem === null
        ? "Enter to confirm"
        : now.length === 0 && list.whenEmpty
          ? "Enter to let the game pick"
          : problem;
    const answer = await p.ask(`Numbers to pick or unpick (${enter}): `);
    if (answer === "") {
      if (problem === null) return choice;
      if (now.length === 0 && list.whenEmpty) return list.whenEmpty();
      p.say(`Cannot confirm: ${problem}.`);
      continue;
    }
    const numbers = parseNumbers(answer, list.items.length);
    if (!numbers) {
      p.say(`Type numbers from 1 to ${list.items.length} separated by spaces (help for more).`);
      continue;
    }
    for (const n of numbers) {
      if (picked.has(n)) picked.delete(n);
      else picked.add(n);
    }
  }
}

interface Unit {
  id: string;
  health: number;
}

const sumHealth = (units: Unit[], picked: number[]): number =>
  picked.reduce((s, i) => s + (units[i]?.health ?? 0), 0);

async function casualties(
  ctx: DecideContext,
  d: DecisionOf<"choose-casualties">,
  p: Prompter,
): Promise<unknown> {
  const { units, damage, cover } = d.data;
  return pickList(p, {
    title: `Choose casualties for ${damage} damage: units worth exactly ${cover} health (never more than the damage).`,
    items: units.map((u) => ({ label: dieLabel(ctx.view, u.id) })),
    status: (picked) => `${sumHealth(units, picked)} of ${cover} health.`,
    build: (picked) => picked.map((i) => units[i]?.id as string),
    problem: (c) => ctx.problem(c),
    whenEmpty: () => ctx.sample(),
  });
}

async function retreat(
  ctx: DecideContext,
  d: DecisionOf<"retreat">,
  p: Prompter,
): Promise<unknown> {
  const { units } = d.data;
  const g = ctx.view;
  p.say(
    renderMenu({
      title: d.prompt,
      labels: ["No retreat", "Choose units to retreat"],
      defaultIndex: 0,
    }),
  );
  if ((await pickNumber(p, 2, 0)) === 0) return [];
  return pickList(p, {
    title: "Units that retreat to your reserve area:",
    items: units.map((id) => {
      const at = g.dice.find((x) => x.id === id)?.at ?? "";
      return { label: `${dieLabel(g, id)} at ${placeName(g, at)}` };
    }),
    status: (picked) => `${picked.reduce((s, i) => s + healthOfId(g, units[i] ?? ""), 0)} health.`,
    build: (picked) => picked.map((i) => units[i] as string),
    problem: (c) => ctx.problem(c),
  });
}

/** Each unit of a list stays or goes to one of the terrains (reinforce, terrain flight). */
async function destinations(
  ctx: DecideContext,
  p: Prompter,
  units: string[],
  terrains: (unit: string) => string[],
  stay: (unit: string) => string,
): Promise<Record<string, string>> {
  const g = ctx.view;
  const moves: Record<string, string> = {};
  for (const id of units) {
    const to = terrains(id);
    const i = await menu(p, {
      title: `${dieLabel(g, id)}:`,
      labels: [stay(id), ...to.map((t) => `to ${terrainName(g, t)} (face ${terrainFace(g, t)})`)],
      defaultIndex: 0,
    });
    if (i > 0) moves[id] = to[i - 1] as string;
  }
  return moves;
}

async function reinforce(
  ctx: DecideContext,
  d: DecisionOf<"reinforce">,
  p: Prompter,
): Promise<unknown> {
  const { units, terrains } = d.data;
  const g = ctx.view;
  const health = units.reduce((s, id) => s + healthOfId(g, id), 0);
  const choice = await menu(p, {
    title: `Reinforce: your reserve area holds ${units.length} unit${units.length === 1 ? "" : "s"} (${health} health). Send some to terrains?`,
    labels: ["Keep them all in reserve", "Choose where each unit goes"],
    defaultIndex: 0,
  });
  if (choice === 0) return {};
  for (;;) {
    const moves = await destinations(
      ctx,
      p,
      units,
      () => terrains,
      () => "stay in reserve",
    );
    const problem = ctx.problem(moves);
    if (!problem) return moves;
    p.say(`That does not work: ${problem}. Again:`);
  }
}

async function terrainFlight(
  ctx: DecideContext,
  d: DecisionOf<"terrain-flight">,
  p: Prompter,
): Promise<unknown> {
  const { from, terrains } = d.data;
  const units = Object.keys(from);
  const choice = await menu(p, {
    title:
      "Terrain Flight: your Firewalkers at terrains with the air element may fly to another terrain.",
    labels: ["No flight", "Choose where each Firewalker goes"],
    defaultIndex: 0,
  });
  if (choice === 0) return {};
  return destinations(
    ctx,
    p,
    units,
    (id) => terrains.filter((t) => t !== from[id]),
    (id) => `stay at ${terrainName(ctx.view, from[id] ?? "")}`,
  );
}

async function mutationTargets(
  ctx: DecideContext,
  d: DecisionOf<"mutation-targets">,
  p: Prompter,
): Promise<unknown> {
  const { opponent, units, maxHealth } = d.data;
  return pickList(p, {
    title: `Mutation: target up to ${maxHealth} health of units in ${possessive(shortName(ctx.view, opponent))} reserve area.`,
    items: units.map((u) => ({ label: dieLabel(ctx.view, u.id) })),
    status: (picked) => `${sumHealth(units, picked)} of at most ${maxHealth} health.`,
    build: (picked) => picked.map((i) => units[i]?.id as string),
    problem: (c) => ctx.problem(c),
    whenEmpty: () => ctx.sample(),
  });
}

/** An SAI's targets: the engine's prompt says how many may and must be picked. */
async function saiTargets(
  ctx: DecideContext,
  d: DecisionOf<"sai-targets">,
  p: Prompter,
): Promise<unknown> {
  const { units, maxHealth, maxUnits } = d.data;
  return pickList(p, {
    title: d.prompt,
    items: units.map((u) => ({ label: dieLabel(ctx.view, u.id) })),
    status: (picked) =>
      maxUnits === undefined
        ? `${sumHealth(units, picked)} of at most ${maxHealth} health-worth.`
        : `${picked.length} of at most ${maxUnits} unit${maxUnits === 1 ? "" : "s"}.`,
    build: (picked) => picked.map((i) => units[i]?.id as string),
    problem: (c) => ctx.problem(c),
    whenEmpty: () => ctx.sample(),
  });
}

/** Asks for a whole number from 0 to `max`; Enter takes 0. */
export async function pickAmount(p: Prompter, question: string, max: number): Promise<number> {
  for (;;) {
    const answer = await p.ask(`${question} 0-${max} [0]: `);
    if (answer === "") return 0;
    const n = Number(answer);
    if (Number.isInteger(n) && n >= 0 && n <= max) return n;
    p.say(`Type a number from 0 to ${max}, or Enter for 0 (help for more).`);
  }
}

/**
 * An SAI's damage shared among units: an amount for each in turn, until every point is given;
 * Enter for every unit lets the game share it.
 */
async function saiDamage(
  ctx: DecideContext,
  d: DecisionOf<"sai-damage">,
  p: Prompter,
): Promise<unknown> {
  const { units, total } = d.data;
  p.say(`${d.prompt} (giving nothing to every unit lets the game share it)`);
  for (;;) {
    const split: Record<string, number> = {};
    let left = total;
    for (const u of units) {
      if (left === 0) break;
      // The label names the unit with its health: "Drider (monster, 4)".
      const n = await pickAmount(p, `${dieLabel(ctx.view, u.id)}, damage`, left);
      if (n === 0) continue;
      split[u.id] = n;
      left -= n;
    }
    if (left === total) return ctx.sample();
    const problem = ctx.problem(split);
    if (!problem) return split;
    p.say(`That does not work: ${problem}. Again:`);
  }
}

type Exchange = { recruits: string[]; promotions: { unit: string; to: string }[] };

/** A Mutation's reward (2.9a line 1069): Swamp Stalkers back from the DUA or promoted. */
const mutationExchange = (ctx: DecideContext, d: DecisionOf<"mutation-exchange">, p: Prompter) =>
  exchange(
    ctx,
    d.data,
    p,
    (health) =>
      `Mutation reward: up to ${health} health of Swamp Stalkers back from your DUA or promoted (each promotion counts 1).`,
  );

/** The Kings' Die rolled (2.9a line 2420): up to 4 health of the king's race back to the reserve. */
const kingsDieExchange = (ctx: DecideContext, d: DecisionOf<"kings-die-exchange">, p: Prompter) =>
  exchange(
    ctx,
    d.data,
    p,
    (health) =>
      `Kings' Die: up to ${health} health back to your reserve army, recruited from your DUA or promoted by any number of steps, each unit once.`,
  );

/** Units recruited and promoted, up to a health gain (recruits' health, promotions' steps). */
async function exchange(
  ctx: DecideContext,
  data: ExchangeData,
  p: Prompter,
  title: (health: number) => string,
): Promise<unknown> {
  const g = ctx.view;
  const picks = [
    ...data.recruits.map((id) => ({ recruit: id, label: `bring back ${dieLabel(g, id)}` })),
    ...data.promotions.map((pr) => ({
      promotion: pr,
      label: `promote ${dieLabel(g, pr.unit)} to ${dieLabel(g, pr.to)}`,
    })),
  ];
  const build = (picked: number[]): Exchange => {
    const out: Exchange = { recruits: [], promotions: [] };
    for (const i of picked) {
      const pick = picks[i];
      if (pick && "recruit" in pick) out.recruits.push(pick.recruit);
      else if (pick && "promotion" in pick) out.promotions.push(pick.promotion);
    }
    return out;
  };
  return pickList(p, {
    title: title(data.health),
    items: picks,
    status: (picked) => {
      const x = build(picked);
      const gain =
        x.recruits.reduce((s, id) => s + healthOfId(g, id), 0) +
        x.promotions.reduce((s, pr) => s + healthOfId(g, pr.to) - healthOfId(g, pr.unit), 0);
      return `${gain} of at most ${data.health} health.`;
    },
    build,
    problem: (c) => ctx.problem(c),
  });
}

/** Items the units that moved take along (2.9a line 2385): one each, of a colour they carry. */
async function carryItems(
  ctx: DecideContext,
  d: DecisionOf<"carry-items">,
  p: Prompter,
): Promise<unknown> {
  const { items, from, to } = d.data;
  const g = ctx.view;
  return pickList(p, {
    title: `Items your units take along from ${placeName(g, from)} to ${placeName(g, to)} (the rest stay, or are buried if no unit there can carry them):`,
    items: items.map((id) => ({ label: dieLabel(g, id) })),
    status: (picked) => `${plural(picked.length, "item")} taken.`,
    build: (picked) => picked.map((i) => items[i] as string),
    problem: (c) => ctx.problem(c),
  });
}

/** Items an army's units cannot all carry (2.9a line 2379): the owner picks those buried. */
async function buryItems(
  ctx: DecideContext,
  d: DecisionOf<"bury-items">,
  p: Prompter,
): Promise<unknown> {
  const { items, count } = d.data;
  return pickList(p, {
    title: d.prompt,
    items: items.map((id) => ({ label: dieLabel(ctx.view, id) })),
    status: (picked) => `${picked.length} of ${count} to bury.`,
    build: (picked) => picked.map((i) => items[i] as string),
    problem: (c) => ctx.problem(c),
    whenEmpty: () => ctx.sample(),
  });
}

async function steppedDamage(
  ctx: DecideContext,
  d: DecisionOf<"stepped-damage">,
  p: Prompter,
): Promise<unknown> {
  const { killed, dua } = d.data;
  const g = ctx.view;
  const pairs: { out: Unit; in: Unit }[] = [];
  for (const k of killed)
    for (const u of dua) if (u.health < k.health) pairs.push({ out: k, in: u });
  // Suggested: each killed unit, largest first, for the largest lesser unit left in the DUA.
  const initial: number[] = [];
  const usedOut = new Set<string>();
  const usedIn = new Set<string>();
  const byValue = pairs
    .map((pair, i) => ({ pair, i }))
    .sort((a, b) => b.pair.out.health - a.pair.out.health || b.pair.in.health - a.pair.in.health);
  for (const { pair, i } of byValue) {
    if (usedOut.has(pair.out.id) || usedIn.has(pair.in.id)) continue;
    usedOut.add(pair.out.id);
    usedIn.add(pair.in.id);
    initial.push(i);
  }
  return pickList(p, {
    title:
      "Stepped Damage: a killed Undead unit may stay, traded for a lesser Undead unit from your DUA. Suggested trades are picked.",
    items: pairs.map((pair) => ({
      label: `keep ${dieLabel(g, pair.out.id)} in play as ${dieLabel(g, pair.in.id)}`,
    })),
    initial,
    status: (picked) => `${picked.length} trade${picked.length === 1 ? "" : "s"}.`,
    build: (picked) => {
      const out: Record<string, string> = {};
      for (const i of picked) {
        const pair = pairs[i];
        if (pair) out[pair.out.id] = out[pair.out.id] ? `${out[pair.out.id]}+` : pair.in.id;
      }
      return out;
    },
    problem: (c) => {
      if (Object.values(c).some((v) => v.endsWith("+"))) return "a killed unit is traded twice";
      return ctx.problem(c);
    },
  });
}

async function replanting(
  ctx: DecideContext,
  d: DecisionOf<"replanting">,
  p: Prompter,
): Promise<unknown> {
  const { army, dua } = d.data;
  const g = ctx.view;
  const items = [
    ...army.map((u) => ({
      side: "out" as const,
      u,
      label: `out: ${dieLabel(g, u.id)} (to your DUA)`,
    })),
    ...dua.map((u) => ({
      side: "in" as const,
      u,
      label: `in: ${dieLabel(g, u.id)} (from your DUA)`,
    })),
  ];
  const build = (picked: number[]) => ({
    out: picked.filter((i) => items[i]?.side === "out").map((i) => items[i]?.u.id as string),
    in: picked.filter((i) => items[i]?.side === "in").map((i) => items[i]?.u.id as string),
  });
  return pickList(p, {
    title:
      "Replanting: exchange Treefolk of this army for Treefolk of equal total health from your DUA (or nothing).",
    items,
    status: (picked) => {
      const x = build(picked);
      const h = (ids: string[]) => ids.reduce((s, id) => s + healthOfId(g, id), 0);
      return `${h(x.out)} health out, ${h(x.in)} in.`;
    },
    build,
    problem: (c) => ctx.problem(c),
  });
}

/** Whether units of these healths split into two groups of 1 to `max` health each. */
export function splitsInTwo(healths: number[], max: number): boolean {
  const total = healths.reduce((s, h) => s + h, 0);
  // Every sum some of the units make (health is at least 1, so a sum from 1 to total - 1 leaves
  // units on both sides).
  let sums = new Set([0]);
  for (const h of healths) sums = new Set([...sums, ...[...sums].map((s) => s + h)]);
  return [...sums].some((s) => s >= 1 && s <= total - 1 && s <= max && total - s <= max);
}

async function assembleArmies(
  ctx: DecideContext,
  d: DecisionOf<"assemble-armies">,
  p: Prompter,
): Promise<unknown> {
  const { dice, terrains, maxArmyHealth } = d.data;
  const g = ctx.view;
  // A force with magical items splits its items too (2.9a line 2379): "dice", not "units".
  const word = dice.some((id) => dieById(dieOf(g, id))?.kind === "item") ? "dice" : "units";
  const homes = terrains.filter((id) => {
    const t = g.terrains.find((x) => x.id === id);
    const die = t ? dieById(t.die) : undefined;
    return die?.kind === "terrain" && die.category === "major";
  });
  p.say("Set up: choose your home terrain, then split your force into three armies.");
  const homeIndex = await menu(
    p,
    {
      title: "Your home terrain (the other one is your proposed frontier):",
      labels: homes.map((id) => terrainAbout(g, id)),
      defaultIndex: 0,
    },
    "Home terrain",
  );
  const home = homes[homeIndex] as string;
  const names = ["home", "campaign", "horde"] as const;
  type Armies = Record<(typeof names)[number], string[]>;
  const show = (armies: Armies) => {
    for (const name of names) {
      const ids = armies[name];
      const health = ids.reduce((s, id) => s + healthOfId(g, id), 0);
      const labels = ids.map((id) => dieLabel(g, id));
      p.say(wrap(`  ${name} army, ${health} health:`, labels, "    ").join("\n"));
    }
  };
  // An army as it is entered, with the rules' limits (2.9a "Set-Up": at least 1 health in each
  // army, at most half the force in one), checked by the engine on the armies so far; the
  // units left must still make the armies to come.
  const armyProblem = (
    name: "home" | "campaign",
    picked: number[],
    rest: number[],
    homeArmy: string[],
  ): string | null => {
    const ids = (indexes: number[]) => indexes.map((i) => dice[i] as string);
    const partial = {
      home,
      armies: {
        home: name === "home" ? ids(picked) : homeArmy,
        campaign: name === "campaign" ? ids(picked) : [],
        // The campaign army is the last one chosen: the horde gets the units left.
        horde: name === "campaign" ? ids(rest) : [],
      },
    };
    const problem = ctx.problem(partial);
    if (problem?.startsWith(`the ${name} army`)) return `Not this army: ${problem}.`;
    if (problem?.startsWith("the horde army")) {
      return `Not with these units: the horde army gets the units left, and ${problem}.`;
    }
    if (name === "home") {
      const healths = rest.map((i) => healthOfId(g, dice[i] as string));
      if (!splitsInTwo(healths, maxArmyHealth)) {
        const left = healths.reduce((s, h) => s + h, 0);
        return `Not with these units: the ${plural(rest.length, "unit")} left (${left} health) cannot make a campaign and a horde army of 1 to ${maxArmyHealth} health each.`;
      }
    }
    return null;
  };
  let how = await menu(p, {
    title: `Split your force into home, campaign and horde armies (each 1 to ${maxArmyHealth} health):`,
    labels: [
      "Split it for me (you see the split before you accept it)",
      `Choose the ${word} of each army myself`,
    ],
    defaultIndex: 0,
  });
  // The split shown last, as a key: another split is drawn until it differs (a few draws at
  // most: a small force may have no other).
  const splitKey = (armies: Armies) => names.map((n) => [...armies[n]].sort().join(" ")).join("|");
  let shown = "";
  // A split drawn by the engine, read by checking its parts (an answer is untyped).
  const sampled = (): Armies => {
    const armies = fieldOf(ctx.sample(), "armies");
    const of = (name: (typeof names)[number]) => idsOf(fieldOf(armies, name));
    return { home: of("home"), campaign: of("campaign"), horde: of("horde") };
  };
  for (;;) {
    if (how === 0) {
      let armies = sampled();
      for (let draw = 1; draw < 20 && splitKey(armies) === shown; draw++) armies = sampled();
      shown = splitKey(armies);
      const choice = { home, armies };
      show(choice.armies);
      const next = await menu(p, {
        title: "Use these armies?",
        labels: ["Yes", "Another split", "Choose the units myself"],
        defaultIndex: 0,
      });
      if (next === 0) return choice;
      how = next === 1 ? 0 : 1;
      continue;
    }
    p.say(dice.map((id, i) => `  ${String(i + 1).padStart(2)}. ${dieLabel(g, id)}`).join("\n"));
    const armies: Armies = { home: [], campaign: [], horde: [] };
    const health = (indexes: number[]) =>
      indexes.reduce((s, i) => s + healthOfId(g, dice[i] as string), 0);
    let left = dice.map((_, i) => i);
    for (const name of ["home", "campaign"] as const) {
      for (;;) {
        const answer = await p.ask(
          `${word === "dice" ? "Dice" : "Units"} for your ${name} army (numbers separated by spaces, 1 to ${maxArmyHealth} health): `,
        );
        const numbers = parseNumbers(answer, dice.length);
        if (!numbers || numbers.length === 0) {
          p.say(`Type numbers from 1 to ${dice.length}, e.g. 1 4 7 (auto to let the game split).`);
          continue;
        }
        const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i);
        if (twice.length > 0) {
          p.say(`You typed ${twice.map((i) => i + 1).join(" ")} twice: each goes in one army.`);
          continue;
        }
        const taken = numbers.filter((i) => !left.includes(i));
        if (taken.length > 0) {
          p.say(`Already in your home army: ${taken.map((i) => i + 1).join(" ")}.`);
          continue;
        }
        const rest = left.filter((i) => !numbers.includes(i));
        const problem = armyProblem(name, numbers, rest, armies.home);
        if (problem) {
          p.say(problem);
          continue;
        }
        armies[name] = numbers.map((i) => dice[i] as string);
        left = rest;
        p.say(`  ${name} army: ${health(numbers)} health.`);
        break;
      }
    }
    armies.horde = left.map((i) => dice[i] as string);
    const choice = { home, armies };
    show(armies);
    // Each army was checked as it was entered, so this only guards against a rule not foreseen.
    const problem = ctx.problem(choice);
    if (problem) {
      p.say(`That does not work: ${problem}. Start again.`);
      continue;
    }
    const next = await menu(p, {
      title: "Use these armies?",
      labels: ["Yes", "Start again", "Split it for me"],
      defaultIndex: 0,
    });
    if (next === 0) return choice;
    how = next === 2 ? 0 : 1;
  }
}

/** A target picked from a numbered list; several at once for units (or spells) by health-worth. */
async function pickTarget(
  g: PlayerView,
  p: Prompter,
  offer: SpellOffer,
  caster: number,
): Promise<SpellTarget> {
  const { targets } = offer;
  const labels = targets.map((t) => spellTargetText(g, t, caster));
  if (targets.length === 1) return targets[0] as SpellTarget;
  p.say(labels.map((label, i) => `  ${String(i + 1).padStart(2)}. ${label}`).join("\n"));
  const several = targets.every((t) => "units" in t) || targets.every((t) => "spells" in t);
  if (!several) return targets[await pickNumber(p, targets.length, 0, "Target")] as SpellTarget;
  for (;;) {
    const answer = await p.ask(
      `Targets (numbers separated by spaces; ${offer.amount} health-worth per casting) [1]: `,
    );
    const numbers = answer === "" ? [0] : parseNumbers(answer, targets.length);
    if (!numbers || numbers.length === 0) {
      p.say(`Type numbers from 1 to ${targets.length} separated by spaces (help for more).`);
      continue;
    }
    const picked = [...new Set(numbers)].map((i) => targets[i] as SpellTarget);
    if (picked.every((t) => "units" in t)) return { units: picked.flatMap((t) => t.units) };
    return { spells: picked.flatMap((t) => ("spells" in t ? t.spells : [])) };
  }
}

/**
 * Spells to cast: the pool and what it buys, numbered; each spell added with its colour and target
 * goes to the end of the announcement (the order they resolve in, line 500), with the points left
 * per colour after it; "u" takes the last one back; Enter announces once the engine finds it legal
 * (nothing announced casts nothing).
 */
async function castSpells(
  ctx: DecideContext,
  d: DecisionOf<"cast-spells">,
  p: Prompter,
): Promise<unknown> {
  const spells: AnnouncedSpell[] = [];
  try {
    return await announceSpells(ctx, d, p, spells);
  } catch (e) {
    // "auto" once spells are announced casts them, when they can be cast as they are: the game
    // never drops what the player chose for a pick of its own.
    if (e instanceof AutoSignal && spells.length > 0 && !ctx.problem({ spells })) {
      p.say(`(auto: casting the ${plural(spells.length, "spell")} announced)`);
      return { spells };
    }
    throw e;
  }
}

/** Spells added one by one to `spells`, until the player casts them. */
async function announceSpells(
  ctx: DecideContext,
  d: DecisionOf<"cast-spells">,
  p: Prompter,
  spells: AnnouncedSpell[],
): Promise<unknown> {
  const { data } = d;
  const g = ctx.view;
  // How many castings each addition announced, for undo: one spell at units may need several.
  const added: number[] = [];
  if (data.offers.length === 0) {
    p.say(d.prompt);
    return { spells };
  }
  p.say(
    `${d.prompt}\nMagic to spend: ${pointsText(data.pool)} (each point is one colour or another).`,
  );
  p.say(
    data.offers
      .map((o, i) =>
        wrapText(offerText(o), "       ", `  ${String(i + 1).padStart(2)}. `).join("\n"),
      )
      .join("\n"),
  );
  for (;;) {
    const choice = { spells: [...spells] };
    const problem = ctx.problem(choice);
    if (spells.length > 0) {
      // One line per addition, its castings counted together ("Breath of Life ×3 at ...").
      let from = 0;
      const lines = added.map((n, i) => {
        const step = spells.slice(from, from + n);
        from += n;
        return `  ${i + 1}) ${announcementText(g, step, d.player, { colors: true })}`;
      });
      p.say(lines.join("\n"));
    }
    const left = `Left: ${pointsText(spellPointsLeft(data, spells))}.`;
    if (spells.length > 0) p.say(problem ? `${left} Not yet: ${problem}.` : left);
    const range = `Spell to add 1-${data.offers.length}`;
    const answer = await p.ask(
      spells.length === 0
        ? `${range} (Enter to cast nothing): `
        : problem
          ? `${range}, or u to undo the last: `
          : `${range}, u to undo the last (Enter to cast ${spells.length === 1 ? "it" : "these"}): `,
    );
    if (answer === "") {
      if (!problem) return choice;
      p.say(`Cannot cast these: ${problem}. Add or undo spells.`);
      continue;
    }
    if (answer.toLowerCase() === "u") {
      const last = added.pop();
      if (last === undefined) p.say("Nothing to undo.");
      else spells.splice(spells.length - last, last);
      continue;
    }
    const n = Number(answer);
    const offer = Number.isInteger(n) ? data.offers[n - 1] : undefined;
    if (!offer) {
      p.say(`Type a spell's number from 1 to ${data.offers.length}, u, or Enter (help for more).`);
      continue;
    }
    // What the pool has left: only a colour that pays for a casting is offered, and only the
    // castings it pays for (a spell the pool cannot pay is never added).
    const points = spellPointsLeft(data, spells);
    const payable = offer.colors.filter((c) => (points[c] ?? 0) >= offer.cost);
    if (payable.length === 0) {
      p.say(
        `Not enough magic left for ${offer.name}: it costs ${offer.cost} ${colorsText(offer.colors)}; left: ${pointsText(points)}.`,
      );
      continue;
    }
    const color =
      payable.length === 1
        ? (payable[0] as MagicColor)
        : (payable[
            await menu(
              p,
              {
                title: `Pay ${offer.name} with:`,
                labels: payable.map((c) => `${c} (${points[c]} left)`),
                defaultIndex: 0,
              },
              "Colour",
            )
          ] as MagicColor);
    const paid = Math.floor((points[color] ?? 0) / offer.cost);
    if (offer.targets.length > 1) p.say(`${offer.name} at:`);
    let target: SpellTarget | null = await pickTarget(g, p, offer, d.player);
    while (target && castingsNeeded(g, offer, target, spells) > paid) {
      const needed = castingsNeeded(g, offer, target, spells);
      const several = offer.targets.length > 1;
      p.say(
        `${offer.name} there needs ${needed} castings (${needed * offer.cost} ${color}); ${points[color]} ${color} left pays for ${plural(paid, "casting")}${offer.amount ? ` (${paid * offer.amount} health-worth)` : ""}${several ? ": pick fewer." : "."}`,
      );
      target = several ? await pickTarget(g, p, offer, d.player) : null;
    }
    if (!target) continue;
    // Units (or spells) worth more than one casting covers: as many castings as they need.
    const castings = castingsNeeded(g, offer, target, spells);
    if (castings > 1) {
      p.say(
        `${offer.name} ×${castings}: ${castings} castings to cover them (${castings * offer.cost} ${color}).`,
      );
    }
    for (let i = 0; i < castings; i++) spells.push({ spell: offer.spell, color, target });
    added.push(castings);
  }
}

/** A guided prompt for decisions of kind `K`: their data is typed by the kind's registry entry. */
type Guided<K extends DecisionKindName> = (
  ctx: DecideContext,
  d: DecisionOf<K>,
  p: Prompter,
) => Promise<unknown>;

const GUIDED: { [K in DecisionKindName]?: Guided<K> } = {
  "assemble-armies": assembleArmies,
  "choose-casualties": casualties,
  reinforce,
  retreat,
  "terrain-flight": terrainFlight,
  "mutation-targets": mutationTargets,
  "mutation-exchange": mutationExchange,
  "kings-die-exchange": kingsDieExchange,
  "carry-items": carryItems,
  "bury-items": buryItems,
  "sai-targets": saiTargets,
  "sai-damage": saiDamage,
  "stepped-damage": steppedDamage,
  replanting,
  "cast-spells": castSpells,
  "dragon-response": dragonResponse,
  "dragon-promotions": dragonPromotions,
};

/** The decision kinds that get a guided prompt instead of a menu. */
export const GUIDED_KINDS: readonly string[] = Object.keys(GUIDED);

/** The guided prompt of a decision of kind `K`, given the decision, or undefined for none. */
function guidedPrompt<K extends DecisionKindName>(
  d: KnownDecision<K>,
): ((ctx: DecideContext, p: Prompter) => Promise<unknown>) | undefined {
  const guided: Guided<K> | undefined = GUIDED[d.kind];
  return guided && ((ctx, p) => guided(ctx, d, p));
}

/**
 * Asks a human for a decision and returns a legal choice: a menu of its options, or the guided
 * prompt of its kind; "auto" (or a kind without a prompt) takes the engine's pick.
 */
export async function decide(ctx: DecideContext, d: Decision, p: Prompter): Promise<unknown> {
  try {
    if (d.options) {
      const m = { ...optionsMenu(ctx.view, d), help: firstExplanation(ctx, d) ?? undefined };
      // One option is no choice: said, not asked.
      if (m.labels.length === 1) {
        p.say(`${m.title} The only choice: ${m.labels[0]}.`);
        return d.options[m.choices[0] ?? 0];
      }
      return d.options[m.choices[await menu(p, m)] ?? 0];
    }
    const guided = guidedPrompt(knownDecision(d));
    if (!guided) {
      p.say(`${d.prompt}\n(No prompt for "${d.kind}" yet: the game picks a legal answer.)`);
      return ctx.sample();
    }
    const help = firstExplanation(ctx, d);
    if (help) p.say(wrapText(help, "  ", "  ").map(paint.dim).join("\n"));
    const choice = await guided(ctx, p);
    const problem = ctx.problem(choice);
    if (problem) {
      p.say(`That does not work (${problem}); the game picks a legal answer instead.`);
      return ctx.sample();
    }
    return choice;
  } catch (e) {
    if (e instanceof AutoSignal) {
      p.say("(auto: the game picks a legal answer)");
      return ctx.sample();
    }
    throw e;
  }
}
