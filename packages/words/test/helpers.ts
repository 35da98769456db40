// A game played with the engine's own sampler, for the tests of the words and of the web app: every view and event.
import { premadeForce } from "@dragondice/catalog";
import {
  apply,
  type Decision,
  type GameEvent,
  type GameState,
  newGame,
  type PlayerView,
  sampleChoice,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";

export interface Played {
  events: GameEvent[];
  /** Each decision met, with the deciding player's view at the time. */
  decisions: { view: PlayerView; decision: Decision }[];
  state: GameState;
}

export function playGame(
  seed: number,
  maxActions = 400,
  forces = ["dwarves", "coral-elves"],
): Played {
  const started = newGame({
    edition: "2.9a",
    seed,
    forceSize: 24,
    players: forces.map((f, i) => {
      const force = premadeForce(f, 24);
      return { name: `Player ${i + 1} (${force.label})`, ...force };
    }),
  });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events: GameEvent[] = [...((started as { events?: GameEvent[] }).events ?? [])];
  const decisions: Played["decisions"] = [];
  const randomInt = seededRandomInt(seed + 1);
  for (let i = 0; i < maxActions && !state.winner; i++) {
    const d = state.pending[0];
    if (!d) break;
    const view = viewFor(state, d.player);
    decisions.push({ view, decision: d });
    const choice = sampleChoice(view, d, randomInt);
    const r = apply(state, { type: "decide", player: d.player, decision: d.id, choice });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  return { events, decisions, state };
}
