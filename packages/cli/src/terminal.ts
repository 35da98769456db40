// What the output looks like on the screen it goes to: how wide a line may be, and whether to
// colour (you and the others, damage). main() sets it from the Io: a terminal's own width and
// colour unless NO_COLOR is set, TERM is dumb or --no-color is given; 100 columns and no colour
// when the output is piped or captured.

export interface Screen {
  /** The width to wrap to, read at each use (a terminal may be resized mid-game). */
  columns(): number;
  /** The height, when the output is a terminal (a board longer than it is told in short). */
  rows?(): number;
  colour: boolean;
}

const PLAIN: Screen = { columns: () => 100, colour: false };
let screen: Screen = PLAIN;

export function useScreen(s: Screen | undefined): void {
  screen = s ?? PLAIN;
}

/** The screen of this process: its terminal's width (100 when it has none) and colour when it
 * is a terminal that has colour (TERM=dumb has none) and NO_COLOR is not set
 * (https://no-color.org: set and not empty). */
export function processScreen(): Screen {
  const tty = Boolean(process.stdout.isTTY);
  return {
    columns: () => (tty && process.stdout.columns ? process.stdout.columns : 100),
    ...(tty && process.stdout.rows ? { rows: () => process.stdout.rows } : {}),
    colour: tty && !process.env.NO_COLOR && process.env.TERM !== "dumb",
  };
}

/** `--no-color`: the screen as it is, without colour. */
export function noColour(): void {
  screen = { ...screen, colour: false };
}

/** The lines a board may take on this screen, leaving room for the question under it; none
 * (any length) when the output is not a terminal. */
export const boardRoom = (): number | undefined => {
  const rows = screen.rows?.();
  return rows === undefined ? undefined : Math.max(10, rows - 10);
};

/** Lines are wrapped to this width; never narrower than 40, so a menu stays readable. */
export const lineWidth = (): number => Math.max(40, screen.columns());

const sgr = (on: number, off: number) => (text: string) =>
  screen.colour ? `\x1b[${on}m${text}\x1b[${off}m` : text;

/** Colours, or the text as it is when the screen has none. */
export const paint = {
  /** The player at the keyboard. */
  you: sgr(32, 39),
  /** Everyone else. */
  them: sgr(35, 39),
  damage: sgr(31, 39),
  strong: sgr(1, 22),
  /** Explanations beside a question (what a decision is for). */
  dim: sgr(2, 22),
};

/** The text without colour codes (for measuring what the screen shows). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts each code
export const unpainted = (text: string): string => text.replace(/\x1b\[\d+m/g, "");
