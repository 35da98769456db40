// The server's log, bounded whatever clients do: a flood of bad moves or a database that is down
// must not write megabytes a second. A client's bad input is a warning in one line, never a
// stack trace; a failure on the server is an error with its stack. The same line (a warning of
// the same kind; an error with the same message and cause) is written at most once a window, and
// the next one says how many were left out (`repeated`); past `maxPerWindow` lines in a window
// nothing more is written until the next, whose first line says how many were (`dropped`).

/** The part of Fastify's (pino's) logger this needs. */
export interface BaseLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ServerLog {
  /** A client's input refused (`what`: malformed, too-large...): one line, no stack. Warnings of
   * one kind are one line a window, whatever their messages. */
  warn(what: string, message: string): void;
  /** A failure on the server, with its error (and stack). */
  error(err: unknown, message: string): void;
}

export interface LogLimits {
  /** Default one minute. */
  windowMs?: number;
  /** Lines written per window at most (default 30). */
  maxPerWindow?: number;
  now?: () => number;
}

/** Lines remembered for de-duplication at most (the oldest are forgotten first). */
const MAX_KEYS = 1000;

export function limitedLog(base: BaseLogger, limits: LogLimits = {}): ServerLog {
  const windowMs = limits.windowMs ?? 60_000;
  const maxPerWindow = limits.maxPerWindow ?? 30;
  const now = limits.now ?? Date.now;
  /** Per line: until when the same line is left out, and how many were. */
  const recent = new Map<string, { until: number; left: number }>();
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;

  /** Writes a line unless it is left out; `extra` says what was left out before it. */
  function write(key: string, line: (extra: Record<string, number>) => void): void {
    const t = now();
    if (t - windowStart >= windowMs) {
      windowStart = t;
      written = 0;
    }
    const seen = recent.get(key);
    if (seen && t < seen.until) {
      seen.left++;
      return;
    }
    if (written >= maxPerWindow) {
      dropped++;
      return;
    }
    written++;
    const extra: Record<string, number> = {};
    if (seen && seen.left > 0) extra.repeated = seen.left;
    if (dropped > 0) extra.dropped = dropped;
    dropped = 0;
    recent.delete(key);
    recent.set(key, { until: t + windowMs, left: 0 });
    if (recent.size > MAX_KEYS) recent.delete(recent.keys().next().value as string);
    line(extra);
  }

  return {
    warn(what, message) {
      write(`warn\u0000${what}`, (extra) => base.warn({ what, ...extra }, message));
    },
    error(err, message) {
      const cause = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      write(`error\u0000${message}\u0000${cause}`, (extra) =>
        base.error({ err, ...extra }, message),
      );
    },
  };
}
