// Issue 25 in the terminal: `undo` takes back the player's last choice while nothing random or
// hidden has been shown since, and says why not otherwise.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseRecord, replayRecord } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { main } from "../src/main.ts";
import { scriptedReader } from "../src/play/input.ts";

const dir = mkdtempSync(join(tmpdir(), "dragondice-undo-"));

/** Plays against the random bot; `answer` sees everything printed so far. */
async function play(save: string, answer: (out: string) => string | null) {
  const out: string[] = [];
  const code = await main(
    [
      "node",
      "dragondice",
      "play",
      "--vs",
      "random",
      "--seed",
      "3",
      "--army",
      "dwarves",
      "--save",
      save,
    ],
    {
      out: (t) => out.push(t),
      err: (t) => out.push(t),
      input: () =>
        scriptedReader(
          () => answer(out.join("\n")),
          (t) => out.push(t),
        ),
      interactive: false,
    },
  );
  return { code, out: out.join("\n") };
}

describe("dragondice play: undo", () => {
  it("refuses at the first prompt: the bot has assembled its armies since", async () => {
    let asked = 0;
    const r = await play(join(dir, "first.json"), () =>
      asked++ === 0 ? "undo" : asked > 3 ? "quit" : "",
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain("Nothing to undo: another player has acted since your last choice.");
  });

  it("takes back a march, asking it again, and the game goes on to its end", async () => {
    const save = join(dir, "march.json");
    let undone = false;
    const r = await play(save, (out) => {
      // Once the first march is chosen and the next prompt of that march comes: undo.
      const marches = out.split("March 1: choose an army").length - 1;
      if (
        !undone &&
        marches === 1 &&
        out.slice(out.lastIndexOf("March 1: choose an army")).includes("Maneuver the terrain?")
      ) {
        undone = true;
        return "undo";
      }
      return "";
    });
    expect(r.code).toBe(0);
    expect(undone).toBe(true);
    const after = r.out.slice(r.out.indexOf("takes back their last choice."));
    expect(r.out).toContain("Player 1 (Dwarves) takes back their last choice.");
    // The same march is asked again, straight after.
    const marchAgain = after.indexOf("March 1: choose an army");
    expect(marchAgain).toBeGreaterThan(0);
    expect(marchAgain).toBeLessThan(after.indexOf("Maneuver the terrain?"));
    const record = parseRecord(JSON.parse(readFileSync(save, "utf8")));
    expect(replayRecord(record).state.winner).not.toBeNull();
  });
});
