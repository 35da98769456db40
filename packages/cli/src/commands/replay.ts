// `dragondice replay FILE`: step through a saved game (next, back, jump TURN, log, board, quit),
// or print its final state (`--to-end`, as JSON with `--json`). Loading checks the record's
// format and every action; a corrupt or tampered file is named at its first bad step.
import type { Decision, GameState, ReplayStep } from "@dragondice/engine";
import { viewFor } from "@dragondice/engine";
import {
  optionLabel,
  outcome,
  responseText,
  rollMemory,
  shortName,
  TABLE_DEEDS,
} from "@dragondice/words";
import type { Command } from "commander";
import type { Io } from "../main.ts";
import { stdinReader } from "../play/input.ts";
import { renderBoard, renderEvents } from "../play/render.ts";
import { seatsOf } from "../play/session.ts";
import { UsageError } from "../usage-error.ts";
import { fitLines } from "../wrap.ts";
import { loadRecord } from "./play.ts";

/** The replay's commands, as its prompt's help and `replay --help` list them. */
const COMMANDS: [string, string][] = [
  ["next [N]", "the next move, or the next N (n, or Enter alone)"],
  ["back [N]", "one move back, or N moves back (b)"],
  ["jump TURN", "the board as that turn starts (j)"],
  ["end", "the board after the last move"],
  ["log", "the moves so far"],
  ["board", "the board as it is now"],
  ["quit", "leave (q)"],
];

const commandLines = COMMANDS.map(([word, what]) => `  ${word.padEnd(10)} ${what}`).join("\n");
const HELP = `Commands:\n${commandLines}`;

/** A count after next or back: 1 when left out, null when it is not a whole number from 1. */
function count(arg: string | undefined): number | null {
  if (arg === undefined) return 1;
  const n = Number(arg);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** "Player 1: March with Player 1's army at Highland City" for one recorded move. */
function describeMove(before: GameState, step: ReplayStep): string {
  const { action } = step;
  const g = viewFor(before, null);
  if (action.type !== "decide")
    return `${shortName(g, action.player)} ${TABLE_DEEDS[action.type]}.`;
  const decision = before.pending.find((d) => d.id === action.decision) as Decision | undefined;
  const who = shortName(g, action.player);
  if (!decision) return `${who}: decision ${action.decision}`;
  if (decision.options) return `${who}: ${optionLabel(g, decision, action.choice)}`;
  const c = action.choice;
  if (decision.kind === "dragon-response") return `${who} ${responseText(g, c)}.`;
  const empty =
    (Array.isArray(c) && c.length === 0) ||
    // An exchange (recruits and promotions) with nothing in it.
    (typeof c === "object" &&
      c !== null &&
      Object.values(c).every((v) => Array.isArray(v) && v.length === 0)) ||
    (typeof c === "object" && c !== null && Object.keys(c).length === 0);
  const words = DATA_KINDS[decision.kind];
  if (!words) return `${who}: ${decision.kind}`;
  return `${who} ${empty ? words[1] : words[0]}.`;
}

/** What a decision with data (no listed options) did, and what answering "nothing" means. */
const DATA_KINDS: Record<string, [string, string]> = {
  "assemble-armies": ["chooses a home terrain and assembles three armies", "assembles armies"],
  "choose-casualties": ["chooses casualties", "has no casualties"],
  reinforce: ["reinforces from the reserve area", "keeps the reserve area as it is"],
  retreat: ["retreats units to the reserve area", "does not retreat"],
  "terrain-flight": ["flies Firewalkers to other terrains", "does not fly"],
  "mutation-targets": ["picks the mutation's targets", "picks no targets"],
  "sai-targets": ["picks the special action icon's targets", "picks no targets"],
  "sai-damage": ["shares the special action icon's damage among units", "gives no damage"],
  "mutation-exchange": ["takes the mutation's reward", "takes no reward"],
  "dragon-promotions": ["promotes units of the army the dragons attacked", "promotes no unit"],
  "stepped-damage": ["trades killed Undead for lesser ones", "makes no trade"],
  replanting: ["replants Treefolk", "does not replant"],
};

export function replayCommand(program: Command, io: Io): void {
  program
    .command("replay")
    .description("step through a saved game, or print its final state")
    .argument("<file>", "a game saved by dragondice play")
    .option("--to-end", "go straight to the end and print the final state")
    .option("--json", "with --to-end: print the final state as JSON")
    .addHelpText(
      "after",
      `\nWhile stepping through, at the prompt:\n${commandLines}\nExample:\n  npx dragondice replay game.json --to-end`,
    )
    .action(async (file: string, opts: { toEnd?: boolean; json?: boolean }) => {
      if (opts.json && !opts.toEnd) throw new UsageError("--json goes with --to-end");
      const { record, replayed } = loadRecord(file);
      const seats = seatsOf(record);
      const { start, steps, states } = replayed;
      const stateAt = (k: number): GameState => (k === 0 ? start : (states[k - 1] as GameState));
      const board = (k: number) => renderBoard(viewFor(stateAt(k), null), seats);
      // Every line fitted to the screen (the board and events are already).
      const say = (text: string) => io.out(fitLines(text));
      if (opts.toEnd) {
        const final = stateAt(steps.length);
        if (opts.json) {
          io.out(JSON.stringify(final, null, 2));
          return;
        }
        io.out(board(steps.length));
        io.out(`${steps.length} moves.`);
        return;
      }
      say(
        `${file}: ${record.config.players.map((p) => p.name).join(" vs ")}, ${steps.length} moves${record.config.seed === undefined ? "" : `, seed ${record.config.seed}`}.`,
      );
      say(HELP);
      say(board(0));
      const reader = io.input ? io.input() : stdinReader();
      let k = 0;
      // Special action icons explained so far: each is explained the first time it is rolled.
      const explained = new Set<string>();
      // The rolls told so far: a roll stopped by a decision still gets its arithmetic after it.
      const rolls = rollMemory();
      const showStep = (i: number) => {
        const step = steps[i] as ReplayStep;
        const after = stateAt(i + 1);
        say(`[move ${i + 1}/${steps.length}] ${describeMove(stateAt(i), step)}`);
        const lines = renderEvents(step.events, viewFor(after, null), explained, rolls);
        if (lines.length > 0) say(lines.join("\n"));
      };
      const lastTurn = states.reduce((max, st) => Math.max(max, st.turn?.number ?? 0), 0);
      const theEnd = () => {
        const final = stateAt(k);
        say(
          final.winner
            ? `The end: ${outcome(viewFor(final, null))}.`
            : "The end of the record (the game was not finished).",
        );
      };
      try {
        for (;;) {
          const turn = stateAt(k).turn;
          const line = await reader.read(
            `replay, move ${k}/${steps.length}${turn ? `, turn ${turn.number}` : ", set-up"} > `,
          );
          if (line === null) return;
          const [word = "", arg] = line.trim().toLowerCase().split(/\s+/);
          if (word === "quit" || word === "q" || word === "exit") return;
          if (word === "" || word === "next" || word === "n") {
            const n = count(arg);
            if (n === null) {
              say(`next takes a number of moves from 1, not ${arg}.`);
              continue;
            }
            if (k >= steps.length) theEnd();
            for (let i = 0; i < n && k < steps.length; i++) {
              showStep(k);
              k++;
            }
          } else if (word === "back" || word === "b") {
            const n = count(arg);
            if (n === null) {
              say(`back takes a number of moves from 1, not ${arg}.`);
              continue;
            }
            k = Math.max(0, k - n);
            say(board(k));
          } else if (word === "jump" || word === "j") {
            const turn = Number(arg);
            const at = states.findIndex((st) => (st.turn?.number ?? 0) >= turn);
            if (!Number.isInteger(turn) || turn < 1 || at < 0) {
              const range = lastTurn === 0 ? "no turns yet" : `turns 1 to ${lastTurn}`;
              say(
                `There is no turn ${arg ?? "(missing)"} in this game: it has ${range} (jump TURN).`,
              );
              continue;
            }
            // The move that started the turn: the board as the turn begins.
            k = at + 1;
            say(board(k));
          } else if (word === "end") {
            k = steps.length;
            say(board(k));
          } else if (word === "log") {
            for (let i = 0; i < k; i++) showStep(i);
          } else if (word === "board") {
            say(board(k));
          } else {
            say(HELP);
          }
        }
      } finally {
        reader.close();
      }
    });
}
