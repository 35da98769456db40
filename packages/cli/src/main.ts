// The dragondice command. Each subcommand lives in commands/; this file wires them to commander
// and turns user mistakes into a one-line message and exit status 2, never a stack trace (a check
// that did not hold, such as a scenario's expectation, is one line and status 1).
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { COMPILER_FLAGS } from "@dragondice/engine";
import { Command, CommanderError } from "commander";
import { CheckFailed } from "./check-failed.ts";
import { benchCommand } from "./commands/bench.ts";
import { catalogCommand } from "./commands/catalog.ts";
import { dieCommand } from "./commands/die.ts";
import { forceCommand } from "./commands/force.ts";
import { playCommand } from "./commands/play.ts";
import { replayCommand } from "./commands/replay.ts";
import { rulesCommand } from "./commands/rules.ts";
import { scenarioCommand } from "./commands/scenario.ts";
import { simulateCommand } from "./commands/simulate.ts";
import type { LineReader } from "./play/input.ts";
import { guardOutput, STOP_STATUS, Stopped } from "./stop.ts";
import { noColour, processScreen, type Screen, useScreen } from "./terminal.ts";
import { UsageError } from "./usage-error.ts";

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Where interactive commands (play, replay) read lines; standard input when left out. */
  input?: () => LineReader;
  /** A person answers at a terminal: play may ask for the force and the opponent. */
  interactive?: boolean;
  /** The width and colours of the output; 100 columns, no colour when left out. */
  screen?: Screen;
}

function processIo(): Io {
  guardOutput();
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
    screen: processScreen(),
  };
}

const { version } = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
) as { version: string };

const EXAMPLES = `
Examples:
  npx dragondice play                          a game against the heuristic bot
  npx dragondice play --resume game.json       go on with a saved game
  npx dragondice rules frontier                how to play: one topic (all of it without one)
  npx dragondice die "Sprite Swarm"            a die's faces
  npx dragondice force my-force.json           check a force file, list by list
  npx dragondice replay game.json              step through a saved game
  npx dragondice simulate --games 200          bots against each other, win rates
Each command has its own --help, e.g. npx dragondice play --help.`;

/** Runs the command line `argv` (as process.argv: node, script, args...); returns the exit code. */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  // Before any game warms up (compiler-flags.ts says why).
  setFlagsFromString(COMPILER_FLAGS);
  useScreen(io.screen);
  const program = new Command("dragondice")
    .description("Dragon Dice for everyone: an unofficial fan implementation of Dragon Dice")
    .version(version, "-V, --version", "print the version")
    .option("--no-color", "no colour, even on a terminal (NO_COLOR=1 and TERM=dumb too)")
    .addHelpText("after", EXAMPLES)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.trimEnd()),
      writeErr: (s) => io.err(s.trimEnd()),
      // One prefix for every message: commander's own "error: " becomes the command's name.
      outputError: (s, write) => write(s.replace(/^error: /, "dragondice: ")),
    })
    .hook("preAction", () => {
      if (program.opts().color === false) noColour();
    });
  catalogCommand(program, io);
  dieCommand(program, io);
  forceCommand(program, io);
  rulesCommand(program, io);
  scenarioCommand(program, io);
  benchCommand(program, io);
  playCommand(program, io);
  replayCommand(program, io);
  simulateCommand(program, io);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version are not errors; everything else commander rejects is a usage mistake.
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof UsageError) {
      io.err(`dragondice: ${e.message}`);
      return 2;
    }
    if (e instanceof CheckFailed) {
      io.err(`dragondice: ${e.message}`);
      return 1;
    }
    // Stopped from outside (Ctrl-C, SIGTERM...): whatever had to be saved is saved and said.
    if (e instanceof Stopped) return STOP_STATUS[e.stop];
    throw e;
  }
}
