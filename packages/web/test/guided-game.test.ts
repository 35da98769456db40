// The guided first game played as the browser plays it: the player's seat sends each hint's
// advised answer, the bot's seat answers as the server's bot does (its key, the action number).
// Every decision the player meets has a hint of its own kind, and the game ends in a few turns.
import { decisionRandom, makeBot } from "@dragondice/ai";
import { applyInPlace, choiceProblem, type Decision, newGame, viewFor } from "@dragondice/engine";
import { GUIDED_BOT_KEY, guidedSetup } from "@dragondice/server/guided";
import { GUIDED_LESSONS, guidedHint } from "@dragondice/words";
import { describe, expect, it } from "vitest";

describe("the guided game's hints", () => {
  it("hint every decision the player meets, and lead to a win within ten turns", () => {
    const started = newGame(guidedSetup().config);
    if (!started.ok) throw new Error(started.error.message);
    const state = started.state;
    const kinds = new Set<string>();
    let actions = 0;
    while (!state.winner && actions < 500) {
      // The server's bot answers as soon as it is asked: before the player, when both are.
      const pending = state.pending.find((d) => d.player === 1) ?? state.pending[0];
      if (!pending) break;
      const view = viewFor(state, pending.player);
      const d = view.pending.find((x) => x.id === pending.id) as Decision;
      let choice: unknown;
      if (d.player === 0) {
        const hint = guidedHint(view, d);
        kinds.add(d.kind);
        expect(GUIDED_LESSONS[d.kind], d.kind).toBeDefined();
        expect(hint.lesson.length).toBeGreaterThan(20);
        // The advice names the answer, then says why (two sentences at least).
        expect(hint.advice).toMatch(/\.\s+\S/);
        expect(choiceProblem(view, d, hint.choice)).toBeNull();
        choice = hint.choice;
      } else {
        choice = makeBot("heuristic", decisionRandom(GUIDED_BOT_KEY, actions)).choose(view, d);
      }
      const result = applyInPlace(state, {
        type: "decide",
        player: d.player,
        decision: d.id,
        choice,
      });
      if (!result.ok) throw new Error(result.error.message);
      actions++;
    }
    expect(state.winner?.player).toBe(0);
    expect(state.turn?.number).toBeLessThanOrEqual(10);
    // The basic steps of a game, each met at least once.
    for (const kind of ["assemble-armies", "choose-march", "maneuver", "choose-action", "retreat"])
      expect(kinds).toContain(kind);
  });
});
