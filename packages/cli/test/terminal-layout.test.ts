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
