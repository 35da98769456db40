// The game loop of `dragondice play`: bots answer their decisions from their own view, humans
// answer theirs through menus (render.ts, menus.ts), every move is kept in the game record, and
// leaving (quit, the end of the input, Ctrl-C, SIGTERM, SIGHUP) saves the record so that
// `--resume` goes on. A finished game is saved too, for `dragondice replay`.
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { type Bot, decisionRandom, makeBot } from "@dragondice/ai";
import {
  apply,
  choiceProblem,
  type DecideAction,
  type Decision,
  forcedChoice,
  type GameEvent,
  type GameRecord,
  type GameState,
  markedForced,
  sampleChoice,
  type TableAction,
  undoRecord,
  viewFor,
} from "@dragondice/engine";
import { playerName, rollMemory, roundLimitText } from "@dragondice/words";
import { command } from "../hints.ts";
import { type Stop, Stopped } from "../stop.ts";
import { boardRoom } from "../terminal.ts";
import { UsageError } from "../usage-error.ts";
import { commandLines, fitLines, wrapText } from "../wrap.ts";
import type { LineReader } from "./input.ts";
import { GameLog } from "./log.ts";
import { decide, linePrompter, QuitSignal, TableSignal, UndoSignal } from "./menus.ts";
import { renderBoard, renderEvents } from "./render.ts";

export interface SessionIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface SessionOptions {
  io: SessionIo;
  reader: LineReader;
  /** --save: the record is written here after every move (and on quitting). */
  savePath: string | null;
  /** Where quitting saves when there is no --save (a fresh name in the current directory). */
  defaultSavePath?: () => string;
}

export interface Game {
  record: GameRecord;
  state: GameState;
  /** Events of the moves already made when the session starts (a new game's set-up). */
  events?: GameEvent[];
}

/** How the session ended: a stop from outside names its signal (the exit status follows it). */
export type Outcome = "finished" | "quit" | "end-of-input" | "stuck" | Stop;

/** Bot moves between two looks at the outside world (Ctrl-C, SIGTERM) in a run of bot moves. */
const BOT_MOVES_BETWEEN_LOOKS = 64;

const STOP_WORDS: Record<Stop, string> = {
  SIGINT: "Interrupted (Ctrl-C)",
  SIGTERM: "Stopped (SIGTERM)",
  SIGHUP: "The terminal closed (SIGHUP)",
  "output-closed": "The output closed",
};

/** The first free "dragondice-save.json", "dragondice-save-2.json"... in the current directory. */
export function freshSavePath(dir = process.cwd()): string {
  for (let n = 1; ; n++) {
    const path = resolve(dir, n === 1 ? "dragondice-save.json" : `dragondice-save-${n}.json`);
    if (!existsSync(path)) return path;
  }
}

export function writeRecord(path: string, record: GameRecord): void {
  const tmp = `${path}.tmp`;
  try {
    writeFileSync(tmp, `${JSON.stringify(record)}\n`);
    renameSync(tmp, path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot write the game to ${path}${code ? ` (${code})` : ""}`);
  }
}

/** Seats: "human" or a bot name, one per player. */
export const seatsOf = (record: GameRecord): string[] =>
  record.seats ?? record.config.players.map((_, i) => (i === 0 ? "human" : "heuristic"));

export async function runSession(game: Game, opts: SessionOptions): Promise<Outcome> {
  const { io, reader } = opts;
  const { record } = game;
  let state = game.state;
  const seats = seatsOf(record);
  // A record of a game whose dice are not from a seed carries the bots' key or seed (the
  // server's do); should one not, its bots play from seed 0.
  const botSecret = record.botKey ?? record.botSeed ?? record.config.seed ?? 0;
  const humans = seats.flatMap((s, i) => (s === "human" ? [i] : []));
  // Who watches the events scroll by: the one human, or (hot seat, bots only) a spectator.
  const audience = humans.length === 1 ? (humans[0] as number) : null;
  // Each bot decision draws from its own source (below), set before the bot chooses.
  const draw = { current: decisionRandom(botSecret, 0) };
  const bots = new Map<number, Bot>();
  seats.forEach((seat, i) => {
    if (seat !== "human")
      bots.set(
        i,
        makeBot(seat, (min, max) => draw.current(min, max)),
      );
  });

  const save = (path: string) => writeRecord(path, record);
  if (opts.savePath) save(opts.savePath);

  // Special action icons explained so far: each is explained the first time it is rolled.
  const explained = new Set<string>();
  // The same for what each decision is for: a turn's menus stay short after the first time.
  const explainedDecisions = new Set<string>();
  // The rolls told so far: a roll stopped by a decision still gets its arithmetic after it.
  const rolls = rollMemory();
  // Everything shown of the game, for the log command.
  const log = new GameLog();
  const show = (events: GameEvent[]) => {
    const lines = renderEvents(events, viewFor(state, audience), explained, rolls);
    log.add(lines);
    if (lines.length > 0) io.out(lines.join("\n"));
  };
  if (game.events) show(game.events);

  let boardShown = "";
  let limitTold = false;
  let botMoves = 0;
  let lastHuman: number | null = null;
  let deciding = audience ?? 0;
  const prompter = linePrompter(
    reader,
    io.out,
    () => renderBoard(viewFor(state, deciding), seats),
    (arg) => log.show(arg),
    true,
  );

  /** Applies a player's resignation or draw move: recorded, saved and told like any move. */
  const take = (action: TableAction) => {
    const result = apply(state, action);
    if (!result.ok) {
      io.out(fitLines(`${result.error.message}.`));
      return;
    }
    state = result.state;
    record.actions.push(action);
    if (opts.savePath) save(opts.savePath);
    show(result.events);
  };

  /** An answer to a question of the session's own: resign or draw typed there is only a word. */
  const askWord = async (question: string): Promise<string> => {
    try {
      return await prompter.ask(question);
    } catch (e) {
      if (e instanceof TableSignal) return e.command;
      throw e;
    }
  };

  /**
   * `resign` (confirmed first) or `draw` typed by `player`: a draw offered goes round the others
   * still in the game, bots declining at once (as on the server) and each human asked in turn,
   * until one declines or all accept.
   */
  const tableCommand = async (command: "resign" | "draw", player: number) => {
    if (command === "resign") {
      const others = state.players.filter((p, i) => i !== player && !p.eliminated).length;
      const what =
        others === 1 ? "the other player wins" : "your armies leave and the others play on";
      const sure = await askWord(`Resign the game (${what})? Type yes to resign: `);
      if (/^y(es)?$/i.test(sure)) take({ type: "resign", player });
      else io.out("You play on.");
      return;
    }
    take({ type: "offer-draw", player });
    for (const other of state.order) {
      if (state.winner || !state.drawOffer) return;
      if (other === player || state.players[other]?.eliminated) continue;
      if (bots.has(other)) {
        take({ type: "decline-draw", player: other });
        continue;
      }
      const answer = await askWord(
        `${playerName(state, other)}: ${playerName(state, player)} offers a draw. Accept? (yes/no) `,
      );
      take({ type: /^y(es)?$/i.test(answer) ? "accept-draw" : "decline-draw", player: other });
    }
  };

  try {
    while (!state.winner) {
      const pending = state.pending;
      const d: Decision | undefined =
        pending.find((x) => seats[x.player] !== "human") ?? pending[0];
      if (!d) {
        io.out("The game cannot go on: no decision is waiting.");
        if (opts.savePath) save(opts.savePath);
        return "stuck";
      }
      const view = viewFor(state, d.player);
      let choice: unknown;
      const bot = bots.get(d.player);
      const forced = bot ? null : forcedChoice(d);
      if (bot) {
        // A run of bot moves never waits for input, so it gives signals a chance now and then.
        if (reader.stopped && ++botMoves % BOT_MOVES_BETWEEN_LOOKS === 0) {
          await new Promise((resolve) => setImmediate(resolve));
          const stop = reader.stopped();
          if (stop) throw new Stopped(stop);
        }
        draw.current = decisionRandom(botSecret, d.id);
        choice = bot.choose(view, d);
        if (choiceProblem(state, d, choice) !== null) {
          io.err(
            `dragondice: the ${bot.name} bot chose an illegal answer to ${d.kind}; it plays a random one`,
          );
          choice = sampleChoice(view, d, decisionRandom(botSecret, d.id, 1));
        }
      } else if (forced) {
        // One answer that gives nothing up (issue 25): taken without asking, and said.
        choice = forced.choice;
      } else {
        deciding = d.player;
        if (humans.length > 1 && lastHuman !== d.player) {
          io.out(`\n==== ${playerName(state, d.player)}: your decision (others look away) ====`);
          await askWord("Press Enter when ready: ");
        }
        lastHuman = d.player;
        // The board at the start of the player's own turns (and at set-up); "board" any time.
        const key = `${state.turn?.number ?? 0}:${d.player}`;
        const ownTurn = !state.turn || state.turn.player === d.player;
        if (ownTurn && boardShown !== key) {
          // What the round beside the turn means, said once, before the first board of a turn
          // (after it, the board and the menu would no longer fit a screen together).
          const limit = roundLimitText(view);
          if (limit && !limitTold) io.out(fitLines(`\n${limit.explained}`));
          limitTold ||= limit !== null;
          io.out(`\n${renderBoard(view, seats, boardRoom())}`);
          boardShown = key;
        }
        // Each draw from its own stream, so that "Another split" deals another split; the
        // first (auto) is the one it always was.
        let draws = 0;
        try {
          choice = await decide(
            {
              view,
              problem: (c) => choiceProblem(state, d, c),
              sample: () => sampleChoice(view, d, decisionRandom(botSecret, d.id, 2 + draws++)),
              explained: explainedDecisions,
            },
            d,
            prompter,
          );
        } catch (e) {
          if (e instanceof TableSignal) {
            // The decision is asked again afterwards, unless the game has ended or moved past it.
            await tableCommand(e.command, d.player);
            continue;
          }
          if (!(e instanceof UndoSignal)) throw e;
          // Undo is rare: the record is replayed to find what may be taken back, and again
          // without it (records replay exactly), rather than keeping anything at every step.
          const undone = undoRecord(record, d.player);
          if (!undone.ok) {
            io.out(fitLines(`Nothing to undo: ${undone.problem}.`));
            continue;
          }
          record.actions.splice(record.actions.length - undone.undone);
          state = undone.state;
          if (opts.savePath) save(opts.savePath);
          io.out(fitLines(`${playerName(state, d.player)} takes back their last choice.`));
          continue;
        }
        // Hot seat: a secret answer (armies, a maneuver's direction) leaves the screen at once.
        if (humans.length > 1 && d.secret) reader.clearScreen?.();
      }
      const action: DecideAction = { type: "decide", player: d.player, decision: d.id, choice };
      const result = apply(state, action);
      if (!result.ok)
        throw new Error(`the engine refused a checked choice: ${result.error.message}`);
      state = result.state;
      record.actions.push(action);
      if (opts.savePath) save(opts.savePath);
      show(forced ? markedForced(result.events) : result.events);
    }
    io.out(`\n${renderBoard(viewFor(state, audience), seats)}`);
    if (state.winner.reason === "round-limit") {
      io.out(fitLines(`A draw: ${state.roundLimit} rounds played without a winner.`));
    }
    const path = opts.savePath ?? (opts.defaultSavePath ?? freshSavePath)();
    if (!opts.savePath) save(path);
    io.out(
      [
        ...wrapText(`The game is saved in ${path}.`),
        ...commandLines("Replay it with:", command("replay", path)),
      ].join("\n"),
    );
    return "finished";
  } catch (e) {
    if (!(e instanceof QuitSignal) && !(e instanceof Stopped)) throw e;
    const path = opts.savePath ?? (opts.defaultSavePath ?? freshSavePath)();
    save(path);
    const why =
      e instanceof Stopped
        ? STOP_WORDS[e.stop]
        : e.reason === "end-of-input"
          ? "The input ended"
          : "Leaving";
    // With the output gone (`play | head -3`) where the game went is said on standard error.
    const tell = e instanceof Stopped && e.stop === "output-closed" ? io.err : io.out;
    tell(
      [
        ...wrapText(`${why}: the game is saved in ${path}.`),
        ...commandLines("Go on with:", command("play --resume", path)),
      ].join("\n"),
    );
    return e instanceof Stopped ? e.stop : e.reason;
  }
}
