/// <reference types="node" />
// Colours a person with low vision or colour blindness can still tell apart (issue 25): the ink on
// every die, the replay's dimmed lines and the seats' colours, measured from the colours
// themselves (WCAG 2 contrast: 4.5:1 for text, 3:1 for shapes and lines).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrast } from "../src/glyphs/contrast.ts";
import { DIE_COLORS, inkOn } from "../src/glyphs/icons.ts";

const css = readFileSync(new URL("../src/styles.css", import.meta.url), "utf8");

/** The declarations of the first rule with this exact selector. */
function rule(selector: string): Record<string, string> {
  const at = css.indexOf(`\n${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf("{", at) + 1, css.indexOf("}", at));
  return Object.fromEntries(
    body
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split(";")
      .map((d) => d.split(":").map((p) => p.trim()))
      .filter((d) => d.length >= 2 && d[0])
      .map(([name, ...value]) => [name as string, value.join(":")]),
  );
}

/** A colour as written in the stylesheet ("#rgb", "#rrggbb" or a :root variable), as "#rrggbb". */
function colour(value: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (name) return colour(rule(":root")[name] ?? "");
  return /^#[0-9a-f]{3}$/i.test(value) ? value.replace(/[0-9a-f]/gi, "$&$&") : value;
}

describe("colour contrast", () => {
  it("draws each die's glyph and count digit at 4.5:1 or more, light dice (air, water, bronze) too", () => {
    for (const [name, bg] of Object.entries(DIE_COLORS)) {
      expect(contrast(inkOn(name), bg), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("dims the replay's later lines by a lighter ink still at 4.5:1 on the log and under the pointer", () => {
    const later = rule(".replay-log li.later");
    expect(later.opacity).toBeUndefined();
    const ink = colour(later.color ?? "");
    expect(contrast(ink, colour("var(--panel)"))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ink, rule(".replay-log .log-line:hover").background ?? "")).toBeGreaterThan(
      4.5,
    );
  });

  it("tells the seats apart by more than hue: lightness 3:1 apart, or their own line and dot shape", () => {
    const seats = [0, 1, 2, 3].map((i) => rule(`.seat-${i}`));
    for (const s of seats) {
      // Each seat's colour is also text on the panel.
      expect(contrast(colour(s["--seat"] ?? ""), colour("var(--panel)"))).toBeGreaterThan(4.5);
    }
    seats.forEach((a, i) => {
      seats.slice(i + 1).forEach((b, j) => {
        const apart = contrast(colour(a["--seat"] ?? ""), colour(b["--seat"] ?? "")) >= 3;
        const marked =
          a["--seat-line"] !== undefined &&
          a["--seat-line"] !== b["--seat-line"] &&
          a["--seat-shape"] !== undefined &&
          a["--seat-shape"] !== b["--seat-shape"];
        expect(apart || marked, `seats ${i + 1} and ${i + j + 2}`).toBe(true);
      });
    });
    // The marks are drawn: the dot's shape and the seat's lines.
    expect(rule(".seat-dot")["clip-path"]).toContain("var(--seat-shape");
    expect(rule(".army")["border-left"]).toContain("var(--seat-line");
    expect(rule('.log li[class*="seat-"]')["border-left"]).toContain("var(--seat-line");
  });
});
