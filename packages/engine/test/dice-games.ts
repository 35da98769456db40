// Games for the tests of where the dice start (dice-start, secret-dice): started from a
// configuration, played with sampled choices, recorded.
import {
  type Action,
  applyInPlace,
  type GameConfig,
  type GameEvent,
  type GameRecord,
  type GameState,
  newGame,
  newRecord,
  sampleChoice,
} from "../src/index.ts";
import { seededRandomInt } from "../src/random-play.ts";

export function startGame(config: GameConfig): GameState {
  const started = newGame(config);
  if (!started.ok) throw new Error(started.error.message);
  return started.state;
}

/** Plays up to `decisions` decisions with choices drawn from `randomInt`; the actions and events. */
export function playSampled(
  state: GameState,
  decisions: number,
  randomInt = seededRandomInt(8),
): { actions: Action[]; events: GameEvent[] } {
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  while (actions.length < decisions && state.pending.length > 0 && !state.winner) {
    const d = state.pending[0] as NonNullable<GameState["pending"][number]>;
    const action = {
      type: "decide" as const,
      player: d.player,
      decision: d.id,
      choice: sampleChoice(state, d, randomInt),
    };
    const r = applyInPlace(state, action);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(action);
    events.push(...r.events);
  }
  return { actions, events };
}

/** A record of `config`'s game played to `state` (300 sampled decisions at most). */
export function sampledRecord(config: GameConfig): { record: GameRecord; state: GameState } {
  const state = startGame(config);
  const { actions } = playSampled(state, 300, seededRandomInt(4));
  return { record: { ...newRecord(config, ["random", "random"]), actions }, state };
}
