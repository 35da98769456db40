// Random games with forces drawn from the whole catalogue (dragons, Dragonkin, minor terrains,
// items), 2 to 4 players at 36 health, for tests that look at the table whenever the game waits
// for a question.
import {
  applyInPlace,
  newGame,
  randomConfig,
  sampleChoice,
  seededRandomInt,
} from "../src/index.ts";
import type { Decision } from "../src/kernel/decisions.ts";
import type { GameState } from "../src/kernel/state.ts";

/**
 * Plays `games` games from seed `first` on, at most `decisions` decisions each, showing `look`
 * the table before each question is answered (`game`: the game's number, from 0). Returns how
 * many players were eliminated in their own turn.
 */
export function playRandomAdvanced(
  first: number,
  games: number,
  decisions: number,
  look: (state: GameState, waiting: Decision, game: number) => void,
): number {
  let inOwnTurn = 0;
  for (let g = 0; g < games; g++) {
    const config = randomConfig(first + g, 2 + (g % 3), 36, { advanced: true });
    const started = newGame(config);
    if (!started.ok) throw new Error(started.error.message);
    const state = started.state;
    const randomInt = seededRandomInt(g);
    for (let n = 0; n < decisions && !state.winner; n++) {
      const decision = state.pending[0];
      if (!decision) break;
      look(state, decision, g);
      const turn = state.turn?.player;
      const choice = sampleChoice(state, decision, randomInt);
      const result = applyInPlace(state, {
        type: "decide",
        player: decision.player,
        decision: decision.id,
        choice,
      });
      if (!result.ok) throw new Error(result.error.message);
      for (const e of result.events) if (e.type === "eliminated" && e.player === turn) inOwnTurn++;
    }
  }
  return inOwnTurn;
}
