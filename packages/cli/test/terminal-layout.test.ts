// Whole games in a real terminal (tmux) at 60 and 100 columns, Enter at every prompt: every line
// the game writes fits the window, so the terminal never breaks one mid-word, and the command
// that replays the game stands whole on a line of its own, to be copied.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasTmux, TmuxScreen } from "./tmux.ts";

describe.runIf(hasTmux)("a whole game in a terminal", { timeout: 120_000 }, () => {
  it.each([
    [60, 20, "3"],
    [100, 30, "5"],
  ])("at %ix%i (seed %s) writes no line wider than the screen", async (columns, rows, seed) => {
    const cwd = mkdtempSync(join(tmpdir(), `dd-layout-${columns}-`));
    const tmux = new TmuxScreen(
      columns,
      rows,
      ["play", "--vs", "random", "--seed", seed, "--army", "goblins"],
      cwd,
    );
    try {
      const { text, status } = await tmux.enterToTheEnd();
      expect(status).toBe(0);
      const save = join(cwd, "dragondice-save.json");
      const replay = `npx dragondice replay ${save}`;
      // The command, on its own line after its words when they do not fit together.
      const lines = text.split("\n");
      expect(lines).toContain(
        `Replay it with: ${replay}`.length <= columns ? `Replay it with: ${replay}` : `  ${replay}`,
      );
      // A command is never broken, even when longer than the screen (it is copied whole).
      const wide = lines.filter((l) => l.length > columns && !l.includes(replay));
      expect(wide, wide.join("\n")).toEqual([]);
      expect(text).toMatch(/\*\*\* .* wins: .* \*\*\*/);
    } finally {
      tmux.close();
    }
  });
});

describe.runIf(hasTmux)("your turn after the bot's", { timeout: 120_000 }, () => {
  it("fits a 100x30 screen: the whole board and the menu under it", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "dd-layout-turn-"));
    const tmux = new TmuxScreen(100, 30, ["play", "--seed", "21", "--army", "undead"], cwd);
    try {
      // Let the bot play first (choose the frontier), then Enter until your first own turn.
      await tmux.answer((text) => {
        if (/^== Turn \d+: Player 1 .* ==$/m.test(text)) return null;
        // The option, then why the other is suggested, then the question.
        return /Choose the frontier terrain \(the other player plays first\)\n(.*\n)?Choose 1-2 \[1\]:$/.test(
          text,
        )
          ? "2"
          : "";
      });
      const screen = tmux.screen();
      const board = screen.findIndex((l) =>
        /^== Turn \d+: Player 1 \(Undead\) to play, march 1 · round \d+ of 500 ==$/.test(l),
      );
      expect(board, screen.join("\n")).toBeGreaterThanOrEqual(0);
      expect(screen[board + 1]).toBe("Terrains");
      expect(screen.some((l) => l.startsWith("Bot 2 (Feral) [heuristic bot]"))).toBe(true);
      expect(screen.findLast((l) => l !== "")).toMatch(/^Choose 1-\d \[\d\]:$/);
      // What scrolled away, the bot's turn, is one command away.
      tmux.type("log");
      const log = await tmux.until((t) => t.includes("==== End of the log ===="), "the log");
      expect(log).toMatch(/==== The log: the last 2 turns ====\n---- Turn 1: Bot 2 \(Feral\) ----/);
    } finally {
      tmux.close();
    }
  });

  it.each([3, 4])(
    "fits a 100x30 screen with %i players: the board told in short, the menu under it",
    async (players) => {
      const cwd = mkdtempSync(join(tmpdir(), `dd-layout-${players}-`));
      const args = ["play", "--players", String(players), "--seed", "21"];
      const tmux = new TmuxScreen(
        100,
        30,
        [...args, ...Array(players).fill(["--army", "undead"]).flat()],
        cwd,
      );
      try {
        // Enter at every question until the second turn of your own, after the bots' turns.
        let turns = 0;
        await tmux.answer((text) => {
          const mine = text.match(
            /^== Turn \d+: Player 1 \(Undead\) to play, march 1 · round \d+ of \d+ ==$/gm,
          );
          turns = mine?.length ?? 0;
          return turns >= 2 ? null : "";
        });
        const screen = tmux.screen();
        const board = screen.findIndex((l) =>
          /^== Turn \d+: Player 1 \(Undead\) to play, march 1 · round \d+ of \d+ ==$/.test(l),
        );
        expect(board, screen.join("\n")).toBeGreaterThanOrEqual(0);
        expect(screen[board + 1]).toBe("Terrains");
        // Every player's heading is on the screen, with their dead and their pool.
        for (let p = 2; p <= players; p++) {
          expect(screen.some((l) => new RegExp(`^Bot ${p} \\(Undead\\).*pool: `).test(l))).toBe(
            true,
          );
        }
        expect(screen).toContain("  (in short: board shows every die, spell and item)");
        expect(screen.findLast((l) => l !== "")).toMatch(/^Choose 1-\d \[\d\]:$/);
      } finally {
        tmux.close();
      }
    },
  );
});
