// Where the interactive commands (play, replay) read their answers: one line at a time, from a
// terminal, a pipe, or a list of lines in tests. The end of the input is null; Ctrl-C reads as
// "quit", so that a game is saved before the command leaves.
import { createInterface } from "node:readline";

export interface LineReader {
  /** Shows `prompt` and returns the next line (without its newline), or null at the end. */
  read(prompt: string): Promise<string | null>;
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
  let waiting: ((line: string | null) => void) | null = null;
  const deliver = (line: string | null) => {
    const w = waiting;
    waiting = null;
    w?.(line);
  };
  rl.on("line", (line) => {
    if (waiting) deliver(line);
    else queued.push(line);
  });
  rl.on("close", () => {
    ended = true;
    deliver(null);
  });
  const interrupt = () => {
    process.stdout.write("\n");
    if (waiting) deliver("quit");
    else queued.unshift("quit");
  };
  rl.on("SIGINT", interrupt);
  process.on("SIGINT", interrupt);
  return {
    async read(prompt) {
      if (tty) {
        rl.setPrompt(prompt);
        rl.prompt();
      } else {
        process.stdout.write(prompt);
      }
      let line: string | null;
      if (queued.length > 0) line = queued.shift() as string;
      else if (ended) line = null;
      else line = await new Promise<string | null>((resolve) => (waiting = resolve));
      if (!tty) process.stdout.write(line === null ? "\n" : `${line}\n`);
      return line;
    },
    close() {
      process.off("SIGINT", interrupt);
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
