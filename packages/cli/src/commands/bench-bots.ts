// `dragondice bench --bots heuristic`: games between bots, and how long each bot took to choose,
// by kind of decision. A person waits for a bot's choice: its slowest decisions (p99, max) matter
// as much as the games per second. The clock starts after the warm-up games, like the random bench:
// the first choices of each kind run while the JavaScript engine is still compiling the bot.
import { type Bot, makeBot, playMatch } from "@dragondice/ai";
import { type RandomForceOptions, randomConfig, seededRandomInt } from "@dragondice/engine";
import { round, WARMUP_SEEDS } from "./figures.ts";

/** How long the bots took over decisions: milliseconds, wall clock. */
export interface ChoiceTimes {
  count: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface BotBenchResult {
  bots: string[];
  games: number;
  warmupGames: number;
  unfinished: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  averageDecisions: number;
  /** Every bot decision of the measured games. */
  choices: ChoiceTimes;
  /** By kind of decision, the slowest p99 first. */
  choicesByKind: Record<string, ChoiceTimes>;
  peakRssMb: number;
  seconds: number;
}

/** A game's cap on decisions: a game still going after it counts as unfinished. */
const MAX_DECISIONS = 20_000;

/** Each seat's bot of game `seed`, with its own seeded randomness. */
const botsFor = (names: readonly string[], seed: number): Bot[] =>
  names.map((name, seat) => makeBot(name, seededRandomInt(Math.imul(seed, 31) + seat)));

/** A bot whose choices are timed into `times` by the kind of decision, while `on()` says so. */
function timed(bot: Bot, times: Map<string, number[]>, on: () => boolean): Bot {
  return {
    name: bot.name,
    choose(view, decision) {
      const started = performance.now();
      const choice = bot.choose(view, decision);
      const ms = performance.now() - started;
      if (on()) {
        const list = times.get(decision.kind);
        if (list) list.push(ms);
        else times.set(decision.kind, [ms]);
      }
      return choice;
    },
  };
}

/** The nearest-rank percentile `p` (0 to 100) of sorted times. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summary(list: number[]): ChoiceTimes {
  const sorted = [...list].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    meanMs: round(sum / Math.max(1, sorted.length), 3),
    p50Ms: round(percentile(sorted, 50), 3),
    p99Ms: round(percentile(sorted, 99), 2),
    maxMs: round(sorted[sorted.length - 1] ?? 0, 2),
  };
}

/**
 * Plays `games` games of `bots` (one per seat; game i's forces and dice from seed + i) after
 * `warmup` games not counted, and times every bot decision of the counted games.
 */
export function runBotBench(
  bots: readonly string[],
  games: number,
  seed: number,
  force: number,
  warmup: number,
  options: RandomForceOptions = {},
  onGame: (played: number) => void = () => {},
): BotBenchResult {
  const times = new Map<string, number[]>();
  let counting = false;
  const play = (gameSeed: number) => {
    const config = randomConfig(gameSeed, bots.length, force, options);
    const seats = botsFor(bots, gameSeed).map((b) => timed(b, times, () => counting));
    return playMatch(config, seats, { maxDecisions: MAX_DECISIONS });
  };
  for (let i = 0; i < warmup; i++) {
    play(WARMUP_SEEDS + i);
    onGame(i + 1);
  }
  counting = true;
  let decisions = 0;
  let unfinished = 0;
  let peakRss = process.memoryUsage().rss;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const r = play(seed + i);
    decisions += r.decisions;
    if (!r.finished) unfinished++;
    if (i % 10 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
    onGame(warmup + i + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const byKind = [...times].map(([kind, list]) => [kind, summary(list)] as const);
  byKind.sort((a, b) => b[1].p99Ms - a[1].p99Ms);
  return {
    bots: [...bots],
    games,
    warmupGames: warmup,
    unfinished,
    gamesPerSecond: round(games / seconds),
    decisionsPerSecond: Math.round(decisions / seconds),
    averageDecisions: round(decisions / games),
    choices: summary([...times.values()].flat()),
    choicesByKind: Object.fromEntries(byKind),
    peakRssMb: round(peakRss / 1024 / 1024),
    seconds: round(seconds),
  };
}

/** The result in a few lines: the speed, every decision's times, the slowest kinds. */
export function botBenchLines(r: BotBenchResult, kinds = 6): string[] {
  const ms = (t: ChoiceTimes) =>
    `p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms, max ${t.maxMs} ms (${t.count})`;
  const slowest = Object.entries(r.choicesByKind).slice(0, kinds);
  return [
    `${r.bots.join(" against ")}: ${r.games} games in ${r.seconds} s (after ${r.warmupGames} warm-up games): ${r.gamesPerSecond} games/s, ${r.decisionsPerSecond} decisions/s; ${r.unfinished} unfinished`,
    `bot decisions, wall clock: ${ms(r.choices)}`,
    ...slowest.map(([kind, t]) => `  ${kind}: ${ms(t)}`),
    `peak RSS ${r.peakRssMb} MB`,
  ];
}
