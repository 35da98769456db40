// The dragondice command. Each subcommand lives in commands/; this file wires them to commander
// and turns user mistakes into a one-line message and exit status 2, never a stack trace.
import { Command, CommanderError } from "commander";
import { benchCommand } from "./commands/bench.ts";
import { catalogCommand } from "./commands/catalog.ts";
import { dieCommand } from "./commands/die.ts";
import { playCommand } from "./commands/play.ts";
import { replayCommand } from "./commands/replay.ts";
import { scenarioCommand } from "./commands/scenario.ts";
import { simulateCommand } from "./commands/simulate.ts";
import type { LineReader } from "./play/input.ts";
import { UsageError } from "./usage-error.ts";

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Where interactive commands (play, replay) read lines; standard input when left out. */
  input?: () => LineReader;
}

const processIo: Io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/** Runs the command line `argv` (as process.argv: node, script, args...); returns the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const program = new Command("dragondice")
    .description("Dragon Dice for everyone: an unofficial fan implementation of Dragon Dice")
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.trimEnd()),
      writeErr: (s) => io.err(s.trimEnd()),
    });
  catalogCommand(program, io);
  dieCommand(program, io);
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
    throw e;
  }
}
