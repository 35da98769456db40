// `dragondice bench`: random-decision 2-player games as fast as the engine plays them.
import { playRandomGame, randomConfig } from "@dragondice/engine";
import type { Command } from "commander";
import type { Io } from "../main.ts";
import { positiveInt } from "../options.ts";

export interface BenchResult {
  games: number;
  errors: number;
  unfinished: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  averageDecisions: number;
  averageTurns: number;
  peakRssMb: number;
  seconds: number;
}

export function runBench(games: number, seed: number, force: number): BenchResult {
  let errors = 0;
  let unfinished = 0;
  let decisions = 0;
  let turns = 0;
  let peakRss = process.memoryUsage().rss;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    try {
      const r = playRandomGame(randomConfig(seed + i, 2, force), (seed + i) * 7919);
      decisions += r.decisions;
      turns += r.state.turn?.number ?? 0;
      if (!r.finished) unfinished++;
    } catch {
      errors++;
    }
    if (i % 50 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    games,
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
    .option("--seed <n>", "first seed (game i uses seed + i)", positiveInt, 1)
    .option("--force <n>", "force size in health", positiveInt, 24)
    .option("--json", "print the result as JSON")
    .action((opts: { games: number; seed: number; force: number; json?: boolean }) => {
      const r = runBench(opts.games, opts.seed, opts.force);
      if (opts.json) {
        io.out(JSON.stringify(r));
        return;
      }
      io.out(
        [
          `${r.games} games in ${r.seconds} s: ${r.gamesPerSecond} games/s, ${r.decisionsPerSecond} decisions/s`,
          `${r.averageDecisions} decisions and ${r.averageTurns} turns per game; ${r.errors} errors, ${r.unfinished} unfinished`,
          `peak RSS ${r.peakRssMb} MB`,
        ].join("\n"),
      );
    });
}
