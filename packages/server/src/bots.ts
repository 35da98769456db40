// Who computes the bots' choices. A heuristic bot's search at force 240 takes a few to tens of
// milliseconds per decision: done on the event loop that serves moves, a server full of bots'
// games kept people's moves waiting behind it (issue 11). A pool of worker threads computes them
// instead, from the bot's own view; the room only commits what comes back.
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { decisionRandom, makeBot } from "@dragondice/ai";
import type { BotSecret, PlayerView } from "@dragondice/engine";

/** One bot decision: everything the choice depends on, so that any thread makes the same one. */
export interface BotRequest {
  kind: "heuristic" | "random";
  /** The game's secret for its bots (a key; a seed for games stored before issue 24). */
  botSecret: BotSecret;
  /** The number of actions so far: with the secret, the decision's randomness. */
  actionNumber: number;
  /** The bot's seat's view (`viewFor(state, seat)`). */
  view: PlayerView;
  decision: number;
}

/** The bot's choice (not yet checked), or why it made none. */
export type BotAnswer = { choice: unknown } | { failed: string };

/** The choice itself: the same in a worker thread as inline. */
export function chooseForBot(request: BotRequest): BotAnswer {
  const seen = request.view.pending.find((d) => d.id === request.decision);
  // Nothing to answer from (not the bot's to see): the room draws a legal choice.
  if (!seen || !("prompt" in seen)) return { choice: undefined };
  try {
    const bot = makeBot(request.kind, decisionRandom(request.botSecret, request.actionNumber));
    return { choice: bot.choose(request.view, seen) };
  } catch (e) {
    return { failed: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

export interface BotRunner {
  /**
   * Runs a bot's step (choosing, then committing the move) when the runner lets it: `urgent` for
   * a game with a human seat, whose bots go before those of games of bots only.
   */
  schedule<T>(step: () => Promise<T>, urgent: boolean): Promise<T>;
  choose(request: BotRequest): Promise<BotAnswer>;
  close(): Promise<void>;
}

/** On the caller's thread, each step on the next turn of the event loop, as many at once as there
 * are games (tests, and servers told to use no thread: the server before issue 11). */
export const inlineBots: BotRunner = {
  schedule: (step) => new Promise((resolve) => setImmediate(resolve)).then(step),
  choose: async (request) => chooseForBot(request),
  close: async () => {},
};

const WORKER_ENTRY = fileURLToPath(new URL("./bot-worker.mjs", import.meta.url));

/**
 * How long a bots' thread may take over one choice (the heuristic bot takes milliseconds, tens at
 * most). One that takes longer is stuck (a bot's loop that never ends): without a limit it would
 * hold its game's moves, and every request queued behind it, for ever.
 */
export const BOT_ANSWER_MS = 30_000;

export interface BotThreadOptions {
  /** How long one choice may take before its thread is replaced (default BOT_ANSWER_MS). */
  answerWithinMs?: number;
  /** The thread's entry script (tests give one that hangs). */
  entry?: string;
}

interface Thread {
  worker: Worker;
  /** Requests sent to it and not yet answered, by number, and when each times out. */
  pending: Map<number, { resolve: (answer: BotAnswer) => void; timeout: NodeJS.Timeout }>;
}

/**
 * `threads` worker threads (0: inline). Each request goes to the thread with the fewest waiting,
 * and each thread answers in order. A thread that dies, or takes longer than `answerWithinMs`
 * over a request, is replaced; its requests are answered `failed` (the room then samples a legal
 * choice, as for a bot's error).
 *
 * The server's thread still does a part of each bot's move (its view, the engine applying the
 * move, storing it): about 1 ms at force 240 against 1 ms, up to 25 ms, of choosing. Run for every
 * game at once, those parts came in bursts (20 games: 20 moves applied in one turn of the event
 * loop) that a person's move waited behind. So only `2 * threads` steps run at a time (one
 * committing while the thread chooses the next), games with a human seat first, then the others
 * in turn: bots' games go as fast as the threads allow, and a person's move waits for a step or
 * two at most.
 */
export function botRunner(threads: number, options: BotThreadOptions = {}): BotRunner {
  if (threads <= 0) return inlineBots;
  const { answerWithinMs = BOT_ANSWER_MS, entry = WORKER_ENTRY } = options;
  let next = 0;
  let closing = false;
  const pool: Thread[] = [];
  const slots = 2 * threads;
  let running = 0;
  const urgentSteps: (() => void)[] = [];
  const otherSteps: (() => void)[] = [];
  const startNext = () => {
    while (running < slots) {
      const start = urgentSteps.shift() ?? otherSteps.shift();
      if (!start) return;
      running++;
      start();
    }
  };
  /** Answers the thread's requests `failed`, and puts a new thread in its place in the pool. */
  const retire = (thread: Thread, why: string) => {
    for (const { resolve, timeout } of thread.pending.values()) {
      clearTimeout(timeout);
      resolve({ failed: why });
    }
    thread.pending.clear();
    const i = pool.indexOf(thread);
    if (i >= 0 && !closing) pool[i] = spawn();
  };
  const spawn = (): Thread => {
    const thread: Thread = { worker: new Worker(entry), pending: new Map() };
    // The pool never keeps a process alive by itself.
    thread.worker.unref();
    thread.worker.on("message", ({ id, answer }: { id: number; answer: BotAnswer }) => {
      const request = thread.pending.get(id);
      if (!request) return;
      thread.pending.delete(id);
      clearTimeout(request.timeout);
      request.resolve(answer);
    });
    thread.worker.on("error", (e) => retire(thread, `the bots' thread failed: ${e.message}`));
    thread.worker.on("exit", (code) => retire(thread, `the bots' thread stopped (${code})`));
    return thread;
  };
  /** A thread stuck over a request: stopped (even in a loop that never ends) and replaced. */
  const stuck = (thread: Thread) => {
    retire(thread, `the bot took more than ${answerWithinMs / 1000} s to choose`);
    void thread.worker.terminate();
  };
  // Started at once: a thread takes a second or so to load the engine, which the first bots' move
  // would wait for (a person assembling armies then saw the bot's answer arrive late).
  for (let i = 0; i < threads; i++) pool.push(spawn());
  return {
    schedule(step, urgent) {
      return new Promise((resolve, reject) => {
        (urgent ? urgentSteps : otherSteps).push(() => {
          step()
            .then(resolve, reject)
            .finally(() => {
              running--;
              startNext();
            });
        });
        startNext();
      });
    },
    choose(request) {
      if (closing) return Promise.resolve({ failed: "the server is stopping" });
      const thread = pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = next++;
      return new Promise((resolve) => {
        // Requests are answered in order, so the first to time out is the one the thread is on.
        const timeout = setTimeout(() => stuck(thread), answerWithinMs);
        timeout.unref();
        thread.pending.set(id, { resolve, timeout });
        thread.worker.postMessage({ id, request });
      });
    },
    async close() {
      closing = true;
      await Promise.all(pool.map((t) => t.worker.terminate()));
    },
  };
}
