// Wrapping to the screen's width (terminal.ts): lists of items ("A, B, C") under a heading, and
// paragraphs of words.
import { lineWidth } from "./terminal.ts";

/** Items joined with ", " after `head`, wrapped under `indent`. */
export function wrap(head: string, items: string[], indent: string): string[] {
  const width = lineWidth();
  const lines: string[] = [];
  let line = head;
  items.forEach((item, i) => {
    const piece = i < items.length - 1 ? `${item},` : item;
    if (line.length + 1 + piece.length > width && line.trim() !== head.trim()) {
      lines.push(line);
      line = `${indent}${piece}`;
    } else {
      line = line.endsWith(" ") || line === "" ? `${line}${piece}` : `${line} ${piece}`;
    }
  });
  lines.push(line);
  return lines;
}

/** A paragraph's words wrapped to the width, every line starting with `indent`; the first with
 * `first` instead when given (a hanging indent: "  1. " then "     "). */
export function wrapText(text: string, indent = "", first = indent): string[] {
  const width = lineWidth();
  const lines: string[] = [];
  let line = "";
  const lead = () => (lines.length === 0 ? first : indent);
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (line !== "" && lead().length + line.length + 1 + word.length > width) {
      lines.push(lead() + line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(lead() + line);
  return lines;
}
