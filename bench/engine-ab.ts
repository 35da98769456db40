// Engine A/B: `npx tsx bench/engine-ab.ts --ref REF [--rounds 16] [--games 100] [--advanced]
// [--json]`.
// Plays the same random-decision games (as `dragondice bench` does) on the engine at git REF (A)
// and on the engine in the working tree (B), in one process, alternating batches of games, and
// prints both speeds and B/A (`--advanced`: forces drawn from the whole catalogue, as bench's). Why: this machine's speed drifts by tens of percent between runs a
// few minutes apart, so two runs of `dragondice bench` cannot see a change of a few percent;
// batches alternated within one process see the same drift. Identical code measures 1.00 to 1.02.
// A's engine is checked out under .bench/ (removed afterwards) and runs with the working tree's
// catalogue and packages. Both play the same games: a different decision count is reported.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import * as engineB from "@dragondice/engine";

interface Engine {
  playRandomGame: typeof engineB.playRandomGame;
  randomConfig: typeof engineB.randomConfig;
}

interface Options {
  ref: string;
  rounds: number;
  games: number;
  json: boolean;
  advanced: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { ref: "", rounds: 16, games: 100, json: false, advanced: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === "--json") o.json = true;
    else if (flag === "--advanced") o.advanced = true;
    else if (flag === "--ref") o.ref = argv[++i] ?? "";
    else if (flag === "--rounds" || flag === "--games") {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number above 0`);
      if (flag === "--rounds") o.rounds = n;
      else o.games = n;
    } else throw new Error(`unknown option ${flag}`);
  }
  if (!o.ref) throw new Error("--ref REF is required (the git revision to compare against)");
  return o;
}

/** Plays `games` random games from `first` on; returns milliseconds and decisions. */
function play(
  engine: Engine,
  first: number,
  games: number,
  advanced: boolean,
): { ms: number; decisions: number } {
  const started = performance.now();
  let decisions = 0;
  for (let seed = first; seed < first + games; seed++) {
    const config = engine.randomConfig(seed, 2, 24, { advanced });
    decisions += engine.playRandomGame(config, seed * 7919).decisions;
  }
  return { ms: performance.now() - started, decisions };
}

async function main(): Promise<void> {
  // Both engines run as the programs that play run them (compiler-flags.ts).
  setFlagsFromString(engineB.COMPILER_FLAGS);
  const o = parseArgs(process.argv.slice(2));
  const repo = fileURLToPath(new URL("..", import.meta.url));
  // Inside the repository, so that A's imports of other packages resolve to this checkout's.
  const tree = `${repo}.bench/engine-${process.pid}`;
  execFileSync("git", ["-C", repo, "worktree", "add", "--detach", tree, o.ref], {
    stdio: "ignore",
  });
  try {
    const engineA = (await import(
      pathToFileURL(`${tree}/packages/engine/src/index.ts`).href
    )) as Engine;
    // Warm both up (the JIT), then alternate which goes first.
    for (const e of [engineA, engineB, engineA, engineB]) play(e, 100_000, o.games, o.advanced);
    let msA = 0;
    let msB = 0;
    const ratios: number[] = [];
    for (let r = 0; r < o.rounds; r++) {
      const first = 1 + r * o.games;
      let a: { ms: number; decisions: number };
      let b: { ms: number; decisions: number };
      if (r % 2 === 0) {
        a = play(engineA, first, o.games, o.advanced);
        b = play(engineB, first, o.games, o.advanced);
      } else {
        b = play(engineB, first, o.games, o.advanced);
        a = play(engineA, first, o.games, o.advanced);
      }
      if (a.decisions !== b.decisions) {
        console.error(
          `round ${r}: A made ${a.decisions} decisions, B ${b.decisions}: not the same games`,
        );
      }
      msA += a.ms;
      msB += b.ms;
      ratios.push(a.ms / b.ms);
    }
    ratios.sort((x, y) => x - y);
    const games = o.rounds * o.games;
    const round2 = (x: number) => Math.round(x * 100) / 100;
    const result = {
      ref: o.ref,
      games,
      gamesPerSecondA: round2((games / msA) * 1000),
      gamesPerSecondB: round2((games / msB) * 1000),
      speedUp: Math.round((msA / msB) * 1000) / 1000,
      medianRoundSpeedUp: Math.round((ratios[Math.floor(ratios.length / 2)] ?? 0) * 1000) / 1000,
    };
    if (o.json) console.log(JSON.stringify(result));
    else {
      console.log(
        `A (${o.ref}) ${result.gamesPerSecondA} games/s, B (working tree) ${result.gamesPerSecondB} games/s: B is ${result.speedUp}x A (median round ${result.medianRoundSpeedUp}x)`,
      );
    }
  } finally {
    execFileSync("git", ["-C", repo, "worktree", "remove", "--force", tree], { stdio: "ignore" });
    rmSync(`${repo}.bench`, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 2;
});
