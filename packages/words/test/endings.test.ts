// How a game ended, and where it stands against its round limit, in plain words (issue 25).
import { apply, type GameState, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents } from "../src/events.ts";
import { outcome, roundLimitText } from "../src/phase.ts";
import { stepLabel } from "../src/steps.ts";
import { playGame } from "./helpers.ts";

function applied(state: GameState, action: Parameters<typeof apply>[1]) {
  const r = apply(state, action);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe("the end of a game in words", () => {
  const { state } = playGame(1, 300);

  it("names who resigned, and a draw by agreement", () => {
    const resigned = applied(state, { type: "resign", player: 0 });
    const g = viewFor(resigned.state, null);
    expect(outcome(g)).toBe("Player 2 (Coral Elves) wins (Player 1 (Dwarves) resigned)");
    expect(describeEvents(resigned.events, g).map((l) => l.text)).toEqual([
      "Player 1 (Dwarves) resigns and leaves the game.",
      "Player 2 (Coral Elves) wins: the other player resigned.",
    ]);
    expect(stepLabel(viewFor(state, null), { type: "resign", player: 0 })).toMatch(
      /^Turn \d+, Player 1: resigns$/,
    );
    const offered = applied(state, { type: "offer-draw", player: 1 });
    const drawn = applied(offered.state, { type: "accept-draw", player: 0 });
    expect(outcome(viewFor(drawn.state, null))).toBe("a draw by agreement");
  });

  it("says the round under way against the limit, and what the limit does", () => {
    const g = viewFor(state, 0);
    expect(roundLimitText(g)).toBeNull();
    const turn = g.turn?.number as number;
    const round = Math.ceil(turn / 2);
    expect(roundLimitText({ ...g, roundLimit: 50 })).toEqual({
      short: `round ${round} of 50`,
      explained: "If nobody has won when round 50 ends, the game is a draw.",
    });
    expect(roundLimitText({ ...g, roundLimit: 50, turn: null })).toBeNull();
  });
});
