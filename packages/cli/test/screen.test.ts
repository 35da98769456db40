// The screen the output goes to: its width for wrapping, and colour only on a terminal without
// NO_COLOR (https://no-color.org).
import { newGame, viewFor } from "@dragondice/engine";
import { afterEach, describe, expect, it } from "vitest";
import { premadeForce } from "../src/play/forces.ts";
import { scriptedReader } from "../src/play/input.ts";
import { linePrompter, renderMenu } from "../src/play/menus.ts";
import { renderBoard, renderEvents } from "../src/play/render.ts";
import { processScreen, unpainted, useScreen } from "../src/terminal.ts";
import { commandLines, fitLines, wrap } from "../src/wrap.ts";

afterEach(() => useScreen(undefined));

function setUpGame() {
  const players = ["dwarves", "undead"].map((name, i) => ({
    name: `Player ${i + 1}`,
    ...premadeForce(name, 24),
  }));
  const started = newGame({ edition: "2.9a", seed: 5, forceSize: 24, players });
  if (!started.ok) throw new Error(started.error.message);
  return started;
}

describe("the screen", () => {
  it("wraps the board to the screen's width", () => {
    const { state } = setUpGame();
    for (const columns of [60, 140]) {
      useScreen({ columns: () => columns, colour: false });
      const lines = renderBoard(viewFor(state, 0)).split("\n");
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(columns);
      if (columns === 60) expect(lines.some((l) => l.length > 50)).toBe(true);
    }
    useScreen({ columns: () => 60, colour: false });
    const narrow = renderBoard(viewFor(state, 0)).split("\n").length;
    useScreen({ columns: () => 140, colour: false });
    expect(renderBoard(viewFor(state, 0)).split("\n").length).toBeLessThan(narrow);
  });

  it("wraps at word boundaries: a heading without room for the first item stands alone", () => {
    useScreen({ columns: () => 60, colour: false });
    expect(
      wrap(
        "    at Bot 2's Swampland Standing Stones, 10 health:",
        ["Footman (common, 1)", "Sentry (common, 1)"],
        "      ",
      ),
    ).toEqual([
      "    at Bot 2's Swampland Standing Stones, 10 health:",
      "      Footman (common, 1), Sentry (common, 1)",
    ]);
    // A total longer than a line breaks between words, never inside one.
    const total =
      "= Player 1: 0 maneuver + 1 ID = 1 maneuver (also rolled: 4 Smite (SAI), 4 Bullseye (SAI))";
    const lines = wrap("    ", [total], "      ");
    expect(lines).toEqual([
      "    = Player 1: 0 maneuver + 1 ID = 1 maneuver (also rolled:",
      "      4 Smite (SAI), 4 Bullseye (SAI))",
    ]);
  });

  it("fits any text to the screen, a numbered item under its text", () => {
    useScreen({ columns: () => 40, colour: false });
    expect(fitLines("short\n  1. Slay B's red wyrm with 5 melee (5 left) now")).toBe(
      ["short", "  1. Slay B's red wyrm with 5 melee (5", "     left) now"].join("\n"),
    );
  });

  it("never breaks a command: it goes whole to a line of its own", () => {
    useScreen({ columns: () => 60, colour: false });
    const command = "npx dragondice replay /tmp/a-rather-long-folder/dragondice-save.json";
    expect(commandLines("Replay it with:", command)).toEqual(["Replay it with:", `  ${command}`]);
    expect(commandLines("Replay it with:", "npx dragondice replay g.json")).toEqual([
      "Replay it with: npx dragondice replay g.json",
    ]);
  });

  it("wraps a player's heading too: a long name, many species, in colour", () => {
    const players = ["dwarves", "undead"].map((name, i) => ({
      name: `Player ${i + 1} (a random advanced force of many species)`,
      ...premadeForce(name, 24),
    }));
    const started = newGame({ edition: "2.9a", seed: 5, forceSize: 24, players });
    if (!started.ok) throw new Error(started.error.message);
    useScreen({ columns: () => 60, colour: true });
    const lines = renderBoard(viewFor(started.state, 0), ["human", "heuristic"]).split("\n");
    for (const line of lines) expect(unpainted(line).length, line).toBeLessThanOrEqual(60);
    expect(lines).toContain("\x1b[32mPlayer 1 (a random advanced force of many species)\x1b[39m");
    expect(lines).toContain("\x1b[32m    [Dwarves, human, you]\x1b[39m");
  });

  it("wraps a question wider than the screen, asking its last line", async () => {
    useScreen({ columns: () => 40, colour: false });
    const out: string[] = [];
    const reader = scriptedReader(["board", "3 4"], (t) => out.push(t));
    const p = linePrompter(
      reader,
      (t) => out.push(t),
      () => "(the board)",
    );
    const answer = await p.ask(
      "Units for your home army (numbers separated by spaces, 1 to 12 health): ",
    );
    expect(answer).toBe("3 4");
    const asked = ["Units for your home army (numbers", "separated by spaces, 1 to 12 health): "];
    expect(out.join("\n")).toBe(
      [asked[0], `${asked[1]}board`, "(the board)", asked[0], `${asked[1]}3 4`].join("\n"),
    );
  });

  it("wraps a menu's options under their numbers", () => {
    useScreen({ columns: () => 40, colour: false });
    const text = renderMenu({
      title: "March 1: choose an army to march with, or pass.",
      labels: ["March with your army at Swampland Tower (10 health; face 7 Melee)", "Pass"],
      defaultIndex: 0,
    });
    expect(text).toBe(
      [
        "March 1: choose an army to march with,",
        "or pass.",
        "   1. March with your army at Swampland",
        "       Tower (10 health; face 7 Melee)",
        "   2. Pass",
      ].join("\n"),
    );
  });

  it("colours you and the others, and damage, only when the screen has colour", () => {
    const { state } = setUpGame();
    useScreen({ columns: () => 100, colour: true });
    const board = renderBoard(viewFor(state, 0));
    expect(board).toContain("\x1b[32mPlayer 1 [Dwarves, you]\x1b[39m");
    expect(board).toContain("\x1b[35mPlayer 2\x1b[39m");
    const damage = renderEvents(
      [{ type: "damage", player: 1, location: "reserve", damage: 5, saves: 2 } as never],
      viewFor(state, 0),
    );
    expect(damage).toHaveLength(1);
    expect(damage[0]?.startsWith("\x1b[31m")).toBe(true);
    expect(damage[0]?.endsWith(": 5 hits - 2 saves = 3 damage.\x1b[39m")).toBe(true);
    useScreen({ columns: () => 100, colour: false });
    expect(renderBoard(viewFor(state, 0))).not.toContain("\x1b[");
    expect(unpainted(board)).toBe(renderBoard(viewFor(state, 0)));
  });

  it("has colour on a terminal, none with NO_COLOR, none when piped", () => {
    const { isTTY, columns } = process.stdout;
    const noColor = process.env.NO_COLOR;
    try {
      Object.assign(process.stdout, { isTTY: true, columns: 77 });
      delete process.env.NO_COLOR;
      expect(processScreen().colour).toBe(true);
      expect(processScreen().columns()).toBe(77);
      process.env.NO_COLOR = "1";
      expect(processScreen().colour).toBe(false);
      Object.assign(process.stdout, { isTTY: false });
      delete process.env.NO_COLOR;
      expect(processScreen().colour).toBe(false);
      expect(processScreen().columns()).toBe(100);
    } finally {
      Object.assign(process.stdout, { isTTY, columns });
      if (noColor === undefined) delete process.env.NO_COLOR;
      else process.env.NO_COLOR = noColor;
    }
  });
});
