// Stops from outside the program: Ctrl-C (SIGINT), SIGTERM, the terminal closing (SIGHUP), and
// the output closing early (`dragondice die a | head -1`). A game in progress saves itself first
// (play's session); everything else just leaves, quietly: no EPIPE stack trace.

export type Stop = "SIGINT" | "SIGTERM" | "SIGHUP" | "output-closed";

/** The exit status after each stop: 128 + the signal's number, as shells report a killed
 * command (SIGPIPE, 13, for output that closed). */
export const STOP_STATUS: Record<Stop, number> = {
  SIGINT: 130,
  SIGTERM: 143,
  SIGHUP: 129,
  "output-closed": 141,
};

export const isStop = (x: string): x is Stop => x in STOP_STATUS;

/** Thrown by what was waiting (a prompt, a game's loop) when a stop arrives. */
export class Stopped extends Error {
  constructor(readonly stop: Stop) {
    super(stop);
  }
}

const handlers = new Set<(stop: Stop) => void>();
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const onSignal = (signal: (typeof SIGNALS)[number]) => {
  for (const h of handlers) h(signal);
};

/**
 * Calls `handler` on each stop until the returned function is called. While a handler is
 * registered the signals no longer end the process at once: the handler decides (a game saves).
 */
export function onStop(handler: (stop: Stop) => void): () => void {
  if (handlers.size === 0) for (const s of SIGNALS) process.on(s, onSignal);
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0) for (const s of SIGNALS) process.off(s, onSignal);
  };
}

let guarded = false;

/**
 * Once per process: a write to standard output or error that fails because the reader went away
 * (EPIPE: a pipe closed; EIO: the terminal closed) stops the program quietly. With a game in
 * progress its handler saves it; otherwise the command leaves with the status it has so far.
 */
export function guardOutput(): void {
  if (guarded) return;
  guarded = true;
  const closed = (e: NodeJS.ErrnoException) => {
    if (e.code !== "EPIPE" && e.code !== "EIO") throw e;
    if (handlers.size > 0) {
      for (const h of handlers) h("output-closed");
    } else {
      process.exit(process.exitCode ?? 0);
    }
  };
  process.stdout.on("error", closed);
  process.stderr.on("error", closed);
}
