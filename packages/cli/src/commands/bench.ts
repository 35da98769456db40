// `dragondice bench`: random-decision 2-player games as fast as the engine plays them. The clock
// starts after a few warm-up games (other seeds, not counted): the first games run while the
// JavaScript engine is still compiling the rules, and with them in, a short run measured the
// compiler as much as the rules (1,000 games: about 15% below the rate of a longer run).
import {
  type GameConfig,
  playRandomGame,
  type RandomForceOptions,
  randomConfig,
} from "@dragondice/engine";
import type { Command } from "commander";
import type { Io } from "../main.ts";
import {
  advancedOption,
  botList,
  forceOption,
  nonNegativeInt,
  positiveInt,
  seedValue,
} from "../options.ts";
import { type Progress, progress } from "../progress.ts";
import { UsageError } from "../usage-error.ts";
import { type BotBenchResult, botBenchLines, runBotBench } from "./bench-bots.ts";
import { round, WARMUP_SEEDS } from "./figures.ts";

export interface BenchResult {
  games: number;
  /** Games played before the clock started (not counted). */
  warmupGames: number;
  errors: number;
  unfinished: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  averageDecisions: number;
  averageTurns: number;
  peakRssMb: number;
  seconds: number;
}

export interface BenchOptions extends RandomForceOptions {
  /** The dice are the secret ones (ChaCha20, as the server's games): what they cost. */
  secretDice?: boolean;
}

/** Game `seed`'s configuration: its dice from the seed, or from a key made of it (no secret:
 * the bench measures the secret dice's cost, not their secrecy). */
function benchConfig(seed: number, force: number, options: BenchOptions): GameConfig {
  const config = randomConfig(seed, 2, force, options);
  if (!options.secretDice) return config;
  const { seed: _seed, ...rest } = config;
  return { ...rest, key: (seed >>> 0).toString(16).padStart(8, "0").repeat(8) };
}

export function runBench(
  games: number,
  seed: number,
  force: number,
  warmup = 0,
  options: BenchOptions = {},
  /** Called after each game, warm-up games first, with how many are played. */
  onGame: (played: number) => void = () => {},
): BenchResult {
  for (let i = 0; i < warmup; i++) {
    const s = WARMUP_SEEDS + i;
    playRandomGame(benchConfig(s, force, options), s * 7919);
    onGame(i + 1);
  }
  let errors = 0;
  let unfinished = 0;
  let decisions = 0;
  let turns = 0;
  let peakRss = process.memoryUsage().rss;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    try {
      const r = playRandomGame(benchConfig(seed + i, force, options), (seed + i) * 7919);
      decisions += r.decisions;
      turns += r.state.turn?.number ?? 0;
      if (!r.finished) unfinished++;
    } catch {
      errors++;
    }
    if (i % 50 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
    onGame(warmup + i + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return {
    games,
    warmupGames: warmup,
    errors,
    unfinished,
    gamesPerSecond: round(games / seconds),
    decisionsPerSecond: Math.round(decisions / seconds),
    averageDecisions: round(decisions / games),
    averageTurns: round(turns / games),
    peakRssMb: round(peakRss / 1024 / 1024),
    seconds: round(seconds),
  };
}

export function benchCommand(program: Command, io: Io): void {
  program
    .command("bench")
    .description("play random-decision 2-player games and report the engine's speed")
    .option("--games <n>", "number of games", positiveInt, 200)
    .option("--seed <n>", "first seed (game i uses seed + i)", seedValue, 1)
    .addOption(forceOption())
    .option(
      "--warmup <n>",
      "games played before the clock starts, not counted",
      nonNegativeInt,
      100,
    )
    .addOption(advancedOption())
    .option("--secret-dice", "the dice from ChaCha20, as the server's games (default: seeded)")
    .option(
      "--bots <list>",
      "games between these bots instead (one per seat, or one for both), with how long each bot took to choose",
      botList,
    )
    .option("--json", "print the result as JSON")
    .action((opts: BenchFlags) => {
      // Refused before anything is drawn or played.
      const bots = opts.bots ? seatedBots(opts) : null;
      const warm = opts.warmup > 0 ? ` (the first ${opts.warmup} to warm up)` : "";
      const bar = progress(opts.warmup + opts.games, "games", warm);
      if (bots) {
        benchBots(bots, opts, bar, io);
        return;
      }
      let r: BenchResult;
      try {
        r = runBench(
          opts.games,
          opts.seed,
          opts.force,
          opts.warmup,
          { advanced: opts.advanced === true, secretDice: opts.secretDice === true },
          bar.tick,
        );
      } finally {
        bar.end();
      }
      if (opts.json) {
        io.out(JSON.stringify(r));
        return;
      }
      io.out(
        [
          `${r.games} games in ${r.seconds} s (after ${r.warmupGames} warm-up games): ${r.gamesPerSecond} games/s, ${r.decisionsPerSecond} decisions/s`,
          `${r.averageDecisions} decisions and ${r.averageTurns} turns per game; ${r.errors} errors, ${r.unfinished} unfinished`,
          `peak RSS ${r.peakRssMb} MB`,
        ].join("\n"),
      );
    });
}

/** The options `bench` is given. */
interface BenchFlags {
  games: number;
  seed: number;
  force: number;
  warmup: number;
  advanced?: boolean;
  secretDice?: boolean;
  bots?: string[];
  json?: boolean;
}

/** The bots of `--bots`, one per seat (one name plays both seats); refuses what cannot be. */
function seatedBots(opts: BenchFlags): string[] {
  const names = opts.bots ?? [];
  if (opts.secretDice) throw new UsageError("--secret-dice is for the random games, not --bots");
  const bots = names.length === 1 ? [names[0] as string, names[0] as string] : names;
  if (bots.length > 4)
    throw new UsageError(`--bots names ${bots.length} bots: a game has 2 to 4 players`);
  return bots;
}

/** `bench --bots`: games between bots, timed decision by decision. */
function benchBots(bots: string[], opts: BenchFlags, bar: Progress, io: Io): void {
  let r: BotBenchResult;
  try {
    r = runBotBench(
      bots,
      opts.games,
      opts.seed,
      opts.force,
      opts.warmup,
      { advanced: opts.advanced === true },
      bar.tick,
    );
  } finally {
    bar.end();
  }
  io.out(opts.json ? JSON.stringify(r) : botBenchLines(r).join("\n"));
}
