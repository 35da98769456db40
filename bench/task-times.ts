// Where a random game's time goes, step by step of play: `npx tsx bench/task-times.ts [--games 300]
// [--warmup 100] [--seed 7] [--advanced] [--top 30]`.
// Plays `dragondice bench`'s games (random choices, its seeds), after untimed warm-up games,
// under a copy of the edition's ruleset whose every flow task's handler is timed, and prints each
// task's count per game, its time each and its share of the tasks' time, dearest first; then a
// roll's stages, timed the same way (within `roll:stage`'s time). A handler's time is its own: a
// task it schedules runs, and is timed, as a task of its own. The timer costs some 0.1 µs a task,
// so the cheapest tasks read dearer than they are: compare tasks with each other, and a change
// with `dragondice bench` or `engine-ab`. The profile is flat (docs/performance.md): this says
// which steps of play to make fewer or cheaper.
import { setFlagsFromString } from "node:v8";
import {
  COMPILER_FLAGS,
  DEFAULT_EDITION,
  playRandomGame,
  randomConfig,
  rulesFor,
} from "@dragondice/engine";
import type { Ruleset, TaskHandler } from "../packages/engine/src/kernel/ruleset.ts";

interface Options {
  games: number;
  warmup: number;
  seed: number;
  advanced: boolean;
  top: number;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { games: 300, warmup: 100, seed: 7, advanced: false, top: 30 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === "--advanced") {
      o.advanced = true;
      continue;
    }
    const n = Number(argv[++i]);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
    if (flag === "--games") o.games = Math.max(1, n);
    else if (flag === "--warmup") o.warmup = n;
    else if (flag === "--seed") o.seed = n;
    else if (flag === "--top") o.top = n;
    else throw new Error(`unknown option ${flag}`);
  }
  return o;
}

/** Time and count by task name. */
type Tally = Map<string, { count: number; ms: number }>;

/** `run`, timed into `tally` under `name`. */
function timer<A extends unknown[]>(tally: Tally, name: string, run: (...args: A) => void) {
  const entry = { count: 0, ms: 0 };
  tally.set(name, entry);
  return (...args: A) => {
    const started = performance.now();
    run(...args);
    entry.ms += performance.now() - started;
    entry.count++;
  };
}

/**
 * The ruleset with each task's handler timed into `tasks`, and each roll stage (which runs inside
 * `roll:stage`) into `stages` (the edition's own ruleset is left as it is).
 */
function timed<R extends Ruleset>(rules: R, tasks: Tally, stages: Tally): R {
  const handlers = new Map<string, TaskHandler>();
  for (const [name, handler] of rules.tasks) handlers.set(name, timer(tasks, name, handler));
  const rollStages = rules.rollStages.map((stage) => ({
    ...stage,
    run: timer(stages, stage.name, stage.run.bind(stage)),
  }));
  return { ...rules, tasks: handlers, rollStages };
}

function main() {
  setFlagsFromString(COMPILER_FLAGS);
  const o = parseArgs(process.argv.slice(2));
  const forces = { advanced: o.advanced };
  // Warm-up games as the bench plays them (its own seeds are not these: only the code warms).
  for (let i = 0; i < o.warmup; i++) {
    const s = 1_000_000 + i;
    playRandomGame(randomConfig(s, 2, 24, forces), s * 7919);
  }
  const tally: Tally = new Map();
  const stages: Tally = new Map();
  const rules = timed(rulesFor(DEFAULT_EDITION), tally, stages);
  let decisions = 0;
  const started = performance.now();
  for (let i = 0; i < o.games; i++) {
    const s = o.seed + i;
    decisions += playRandomGame(
      randomConfig(s, 2, 24, forces),
      s * 7919,
      20_000,
      false,
      rules,
    ).decisions;
  }
  const wallMs = performance.now() - started;
  const rows = [...tally].filter(([, t]) => t.count > 0).sort((a, b) => b[1].ms - a[1].ms);
  const tasksMs = rows.reduce((sum, [, t]) => sum + t.ms, 0);
  const tasks = rows.reduce((sum, [, t]) => sum + t.count, 0);
  const perGame = (x: number) => (x / o.games).toFixed(1);
  console.log(
    `${o.games} games${o.advanced ? " (advanced)" : ""} after ${o.warmup} warm-up games: ` +
      `${(wallMs / o.games).toFixed(2)} ms a game, ${perGame(decisions)} decisions and ` +
      `${perGame(tasks)} tasks a game; the tasks' handlers ${((100 * tasksMs) / wallMs).toFixed(0)}% of the time`,
  );
  const table = (title: string, of: [string, { count: number; ms: number }][]) => {
    console.log(
      `${title.padEnd(34)} ${"a game".padStart(8)} ${"µs each".padStart(8)} ${"share".padStart(6)}`,
    );
    for (const [name, t] of of) {
      console.log(
        `${name.padEnd(34)} ${perGame(t.count).padStart(8)} ${((1000 * t.ms) / t.count).toFixed(2).padStart(8)} ${`${((100 * t.ms) / tasksMs).toFixed(1)}%`.padStart(6)}`,
      );
    }
  };
  table("task", rows.slice(0, o.top));
  // A roll's stages in their order; each one's share is of all the tasks' time (within roll:stage's).
  table(
    "roll:stage's stages",
    [...stages].filter(([, t]) => t.count > 0),
  );
}

main();
