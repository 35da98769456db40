// The game's log in the terminal (`log` at any prompt): the lines shown so far, kept so that a
// player can read again what scrolled away (a bot's whole turn is often more than a screenful).
import { unpainted } from "../terminal.ts";

/** The turns `log` shows when it is given no number: the last one and the one before. */
const DEFAULT_TURNS = 2;

/** A turn's first line, as render.ts lays out the turn-start event ("---- Turn 3: ... ----"). */
const TURN_START = /^-{4} Turn \d+/;

export class GameLog {
  private readonly lines: string[] = [];
  /** Where each turn starts in `lines`. */
  private readonly turns: number[] = [];

  add(lines: readonly string[]): void {
    for (const line of lines) {
      if (TURN_START.test(unpainted(line))) this.turns.push(this.lines.length);
      this.lines.push(line);
    }
  }

  /** `log [N|all]`: the last N turns (2 when left out), or all of the game; a word that is
   * neither says what log takes. */
  show(arg: string): string {
    const word = arg.trim().toLowerCase();
    const n =
      word === "" ? DEFAULT_TURNS : word === "all" ? Number.POSITIVE_INFINITY : Number(word);
    if (!(n >= 1) || (Number.isFinite(n) && !Number.isInteger(n))) {
      return `log takes a number of turns from 1, or all (log ${DEFAULT_TURNS}: the last ${DEFAULT_TURNS} turns).`;
    }
    if (this.lines.length === 0) return "Nothing has happened yet.";
    const from = n > this.turns.length ? 0 : (this.turns[this.turns.length - n] as number);
    const what = from === 0 ? "the game so far" : `the last ${n === 1 ? "turn" : `${n} turns`}`;
    return [
      `==== The log: ${what} ====`,
      ...this.lines.slice(from),
      "==== End of the log ====",
    ].join("\n");
  }
}
