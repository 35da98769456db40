// Wrapping to the screen's width (terminal.ts), always at word boundaries: lists of items ("A, B,
// C") under a heading, paragraphs of words, text that may hold long lines, and commands, which
// are never broken (a command split over two lines fails when it is copied).
import { lineWidth, unpainted } from "./terminal.ts";

/**
 * `pieces` laid out one space apart on lines of the screen's width, the first line starting
 * with `first`, the others with `indent`. A piece that does not fit on the line goes whole to
 * the next one; one too long for any line is broken at its spaces (a word longer than a line
 * stays whole). The one wrapping function: the others below lay their text out with it.
 */
function pack(pieces: readonly string[], first: string, indent: string): string[] {
  const width = lineWidth();
  const lines: string[] = [];
  let line = first;
  let empty = true;
  const fits = (text: string) => line.length + (empty ? 0 : 1) + text.length <= width;
  const put = (text: string) => {
    line = empty ? `${line}${text}` : `${line} ${text}`;
    empty = false;
  };
  const next = () => {
    if (!empty || line.trim() !== "") lines.push(line.trimEnd());
    line = indent;
    empty = true;
  };
  for (const piece of pieces) {
    if (fits(piece)) {
      put(piece);
      continue;
    }
    if (!empty || line.trim() !== "") next();
    if (fits(piece)) {
      put(piece);
      continue;
    }
    for (const word of piece.split(" ").filter((w) => w !== "")) {
      if (!empty && !fits(word)) next();
      put(word);
    }
  }
  if (!empty || line.trim() !== "") lines.push(line.trimEnd());
  return lines;
}

/** Items joined with ", " after `head`, wrapped under `indent`; an item goes whole to the next
 * line rather than be split, and a heading with no room for the first item stands alone. */
export function wrap(head: string, items: string[], indent: string): string[] {
  const pieces = items.map((item, i) => (i < items.length - 1 ? `${item},` : item));
  const first = head === "" || head.endsWith(" ") ? head : `${head} `;
  return pack(pieces, first, indent);
}

/** A paragraph's words wrapped to the width, every line starting with `indent`; the first with
 * `first` instead when given (a hanging indent: "  1. " then "     "). */
export function wrapText(text: string, indent = "", first = indent): string[] {
  const words = text.split(/\s+/).filter((w) => w !== "");
  return words.length === 0 ? [] : pack(words, first, indent);
}

/**
 * Text of any lines made to fit the screen: a line that fits is kept as it is; a longer one is
 * wrapped at its words under its own indentation, two columns further in (a numbered item's
 * under its text). Colour codes are not
 * counted; a line with colour is kept whole rather than have its codes split.
 */
export function fitLines(text: string): string {
  const width = lineWidth();
  return text
    .split("\n")
    .flatMap((line) => {
      if (unpainted(line).length <= width || unpainted(line) !== line) return [line];
      // A numbered item's lines go on under its text; others two columns in.
      const lead = /^( *)(\d+\. )?/.exec(line) ?? ["", ""];
      const indent = lead[1] ?? "";
      const under = lead[2] ? " ".repeat(lead[0].length) : `${indent}  `;
      return wrapText(line, under, indent);
    })
    .join("\n");
}

/** "Go on with: npx dragondice ...": on one line when it fits; else the words on one line and
 * the command alone on the next, whole, so that it can be copied however the screen shows it. */
export function commandLines(words: string, command: string): string[] {
  const line = `${words} ${command}`;
  return line.length <= lineWidth() ? [line] : [words, `  ${command}`];
}
