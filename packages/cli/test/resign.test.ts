// Issue 25 in the terminal (tmux): the board's status line gives the round against the round
// limit; `draw` is declined by the bot at once; `resign` asks first, and once confirmed ends the
// game, saved with the resignation in its record.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseRecord, replayRecord } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { hasTmux, TmuxScreen } from "./tmux.ts";

describe.runIf(hasTmux)("resign and draw in the terminal", { timeout: 120_000 }, () => {
  it("offers a draw the bot declines, then resigns after a confirmation", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dd-resign-"));
    const save = join(dir, "game.json");
    const args = ["play", "--vs", "random", "--seed", "2", "--army", "dwarves", "--save", save];
    const tmux = new TmuxScreen(100, 30, args, dir);
    try {
      // Enter until the board of the player's first turn, with the round limit beside the turn.
      const { text } = await tmux.answer((t) => (/· round 1 of 500 ==/.test(t) ? null : ""));
      expect(text).toMatch(/== Turn \d+: Player 1 \(Dwarves\) to play, .* · round 1 of 500 ==/);
      await tmux.until(
        (t) => t.includes("If nobody has won when round 500 ends, the game is a draw."),
        "what the limit does",
      );
      tmux.type("help");
      await tmux.until((t) => t.includes("give up the game, after a confirmation"), "the help");

      tmux.type("draw");
      await tmux.until((t) => /Bot 2 .*declines the draw: play goes on\./.test(t), "the answer");

      const asked = "Resign the game (the other player wins)? Type yes to resign:";
      tmux.type("resign");
      await tmux.until((t) => t.endsWith(asked), "the confirmation");
      tmux.type("no");
      await tmux.until((t) => t.includes("You play on."), "playing on");
      tmux.type("resign");
      await tmux.until((t) => t.endsWith(asked), "the confirmation again");
      tmux.type("yes");
      const end = await tmux.until((t) => t.includes("[exit 0]"), "the end");
      expect(end).toContain("Player 1 (Dwarves) resigns and leaves the game.");
      expect(end).toMatch(/\*\*\* Bot 2 .* wins: the other player resigned\. \*\*\*/);
      expect(end).toMatch(/== Game over: Bot 2 .* wins \(Player 1 \(Dwarves\) resigned\) ==/);

      const record = parseRecord(JSON.parse(readFileSync(save, "utf8")));
      expect(record.actions.slice(-3)).toEqual([
        { type: "offer-draw", player: 0 },
        { type: "decline-draw", player: 1 },
        { type: "resign", player: 0 },
      ]);
      expect(replayRecord(record).state.winner).toEqual({
        player: 1,
        reason: "resignation",
        resigned: 0,
      });
    } finally {
      tmux.close();
    }
  });
});
