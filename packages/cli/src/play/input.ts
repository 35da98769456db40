// Where the interactive commands (play, replay) read their answers: one line at a time, from a
// terminal, a pipe, or a list of lines in tests. The end of the input is null; a stop (Ctrl-C,
// SIGTERM, SIGHUP, the output closing) rejects the read with Stopped, so that a game is saved
// before the command leaves.
import { createInterface } from "node:readline";
import { onStop, STOP_STATUS, type Stop, Stopped } from "../stop.ts";

export interface LineReader {
  /** Shows `prompt` and returns the next line (without its newline), or null at the end;
   * rejects with Stopped when the program is stopped from outside. */
  read(prompt: string): Promise<string | null>;
  /** A stop that arrived while nothing was being read (a long run of bot moves), or null. */
  stopped?(): Stop | null;
  /** Stops reading (lets the process exit). */
  close(): void;
  /** Clears a terminal's screen and scrollback (hot seat: hides a secret answer); absent when
   * the output is not a terminal. */
  clearScreen?(): void;
}

/** Lines from standard input. On a terminal readline edits and echoes; from a pipe the answer is
 * echoed after its prompt so that the transcript reads like the session. */
export function stdinReader(): LineReader {
  const tty = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  const rl = createInterface({
    input: process.stdin,
    ...(tty ? { output: process.stdout } : {}),
    terminal: tty,
  });
  const queued: string[] = [];
  let ended = false;
  let stop: Stop | null = null;
  let waiting: { resolve: (line: string | null) => void; reject: (e: Stopped) => void } | null =
    null;
  const deliver = (line: string | null) => {
    const w = waiting;
    waiting = null;
    w?.resolve(line);
  };
  rl.on("line", (line) => {
    if (waiting) deliver(line);
    else queued.push(line);
  });
  rl.on("close", () => {
    ended = true;
    deliver(null);
  });
  const stopped = (s: Stop) => {
    if (stop) return;
    stop = s;
    // The status stands even if the process must leave before main() returns (the output gone).
    process.exitCode = STOP_STATUS[s];
    if (s === "SIGINT" && tty) process.stdout.write("\n");
    const w = waiting;
    waiting = null;
    w?.reject(new Stopped(s));
  };
  // On a terminal readline turns Ctrl-C into its own event instead of the process's signal.
  rl.on("SIGINT", () => stopped("SIGINT"));
  // A terminal that closed fails readline's restoring of its mode (EIO): the terminal is gone.
  rl.on("error", () => stopped("SIGHUP"));
  const release = onStop(stopped);
  return {
    async read(prompt) {
      if (stop) throw new Stopped(stop);
      if (tty) {
        rl.setPrompt(prompt);
        rl.prompt();
      } else {
        process.stdout.write(prompt);
      }
      let line: string | null;
      if (queued.length > 0) line = queued.shift() as string;
      else if (ended) line = null;
      else {
        line = await new Promise<string | null>((resolve, reject) => {
          waiting = { resolve, reject };
        });
      }
      if (!tty) process.stdout.write(line === null ? "\n" : `${line}\n`);
      return line;
    },
    stopped: () => stop,
    close() {
      release();
      rl.close();
    },
    ...(tty ? { clearScreen: () => process.stdout.write("\x1b[2J\x1b[3J\x1b[H") } : {}),
  };
}

/**
 * Lines from a list or a function (tests): each prompt and its answer are written to `echo` as
 * one line, like a transcript. A function returning null, or the end of the list, ends the input.
 */
export function scriptedReader(
  lines: string[] | ((prompt: string) => string | null),
  echo: (text: string) => void = () => {},
): LineReader {
  let i = 0;
  return {
    async read(prompt) {
      const line = typeof lines === "function" ? lines(prompt) : (lines[i++] ?? null);
      echo(line === null ? prompt : `${prompt}${line}`);
      return line;
    },
    close() {},
  };
}
