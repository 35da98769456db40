// What only a terminal gets (tmux): colour unless NO_COLOR, TERM=dumb or --no-color says
// otherwise, and bench's progress on standard error; piped, neither.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hasTmux, TmuxScreen } from "./tmux.ts";

const bin = fileURLToPath(new URL("../bin/dragondice.js", import.meta.url));
const game = ["play", "--vs", "random", "--seed", "2", "--army", "dwarves"];

describe.runIf(hasTmux)("in a terminal", { timeout: 60_000 }, () => {
  it.each([
    ["a terminal with colour", [], {}, true],
    ["NO_COLOR=1", [], { NO_COLOR: "1" }, false],
    ["TERM=dumb", [], { TERM: "dumb" }, false],
    ["--no-color", ["--no-color"], {}, false],
  ] as const)("%s: colour only where it belongs", async (_, flags, env, colour) => {
    const tmux = new TmuxScreen(100, 30, [...game, ...flags], tmpdir(), env);
    try {
      await tmux.until((t) => t.endsWith("]:"), "the first prompt");
      const shown = tmux.text(true);
      expect(shown).toContain("[human, you]");
      // Your lines green (32), the others' magenta (35).
      expect(shown.includes("\u001b[32m") && shown.includes("\u001b[35m")).toBe(colour);
      tmux.type("quit");
      await tmux.until((t) => t.includes("[exit 0]"), "the end");
    } finally {
      tmux.close();
    }
  });

  it("bench shows its progress while it runs, and wipes it", async () => {
    const tmux = new TmuxScreen(100, 30, ["bench", "--games", "8", "--warmup", "4"], tmpdir());
    try {
      await tmux.until(
        (t) => /\[#*-*\] \d+\/12 games \(the first 4 to warm up\)/.test(t),
        "the progress bar",
      );
      const text = await tmux.until((t) => t.includes("[exit 0]"), "the end");
      expect(text).toMatch(/^8 games in [\d.]+ s \(after 4 warm-up games\)/m);
      expect(text).not.toContain("/12 games");
    } finally {
      tmux.close();
    }
  });
});

describe("piped", () => {
  it("bench writes no progress, and commander's mistakes have the one prefix", () => {
    const cwd = mkdtempSync(join(tmpdir(), "dd-tty-"));
    const bench = spawnSync(process.execPath, [bin, "bench", "--games", "2", "--warmup", "1"], {
      encoding: "utf8",
      cwd,
    });
    expect(bench.status).toBe(0);
    expect(bench.stderr).toBe("");
    const wrong = spawnSync(process.execPath, [bin, "play", "--bogus"], { encoding: "utf8", cwd });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toBe("dragondice: unknown option '--bogus'\n");
  });
});
