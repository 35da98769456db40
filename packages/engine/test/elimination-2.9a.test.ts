// 2.9a line 1139: a player with no units left at terrains or in the reserve area is eliminated.
// One eliminated in their own turn (their last units killed by a dragon's attack at its start, a
// minor terrain's disaster as they march, a counter-attack) plays no more of it: the next
// player's turn begins, as after a resignation, instead of their being asked to maneuver or act
// with no army (docs/rulings.md "Elimination").
import { describe, expect, it } from "vitest";
import {
  applyInPlace,
  newGame,
  randomConfig,
  sampleChoice,
  seededRandomInt,
} from "../src/index.ts";

describe("2.9a elimination", () => {
  it("ends the turn of a player eliminated in it, and asks them nothing more", () => {
    let inOwnTurn = 0;
    for (let g = 0; g < 30; g++) {
      // Forces from the whole catalogue (dragons, minor terrains), 2 to 4 players at 36 health.
      const config = randomConfig(700 + g, 2 + (g % 3), 36, { advanced: true });
      const started = newGame(config);
      if (!started.ok) throw new Error(started.error.message);
      const state = started.state;
      const randomInt = seededRandomInt(g);
      for (let n = 0; n < 20000 && !state.winner; n++) {
        const decision = state.pending[0];
        if (!decision) break;
        for (const d of state.pending) {
          // Line 2454: a hybrid dragon's owner picks its breath, eliminated or not.
          if (d.kind === "choose-breath") continue;
          expect(state.players[d.player]?.eliminated, `game ${g}: ${d.kind}`).not.toBe(true);
        }
        const turn = state.turn?.player;
        const choice = sampleChoice(state, decision, randomInt);
        const result = applyInPlace(state, {
          type: "decide",
          player: decision.player,
          decision: decision.id,
          choice,
        });
        if (!result.ok) throw new Error(result.error.message);
        for (const e of result.events)
          if (e.type === "eliminated" && e.player === turn) inOwnTurn++;
      }
    }
    // These games have players eliminated in their own turn.
    expect(inOwnTurn).toBeGreaterThan(0);
  }, 120_000);
});
