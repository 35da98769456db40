// Playing a whole game between bots: each seat's bot answers its own pending decisions from its
// own view (viewFor), never from the state. Simultaneous decisions (the armies' assembly) are
// answered one by one, each from a fresh view, which never shows another player's secret answer.
import {
  type Action,
  applyInPlace,
  type GameConfig,
  type GameEvent,
  type GameState,
  newGame,
  viewFor,
} from "@dragondice/engine";
import type { Bot } from "./bot.ts";

export interface MatchOptions {
  /** Stop after this many decisions and report the game as unfinished (a draw). */
  maxDecisions?: number;
  /** Keep the actions taken (for a game record). */
  keepActions?: boolean;
  /** Told of the events each decision brings about (statistics such as dragons summoned). */
  onEvents?: (events: readonly GameEvent[]) => void;
}

export interface MatchResult {
  state: GameState;
  /** Decisions answered. */
  decisions: number;
  /** Turns played (the number of the last turn started). */
  turns: number;
  /** The winning seat, or null when the game hit the decision cap. */
  winner: number | null;
  reason: NonNullable<GameState["winner"]>["reason"] | null;
  finished: boolean;
  /** The actions taken, in order, when `keepActions` was set (otherwise empty). */
  actions: Action[];
}

export const DEFAULT_MAX_DECISIONS = 20_000;

/** Plays `config` to the end (or the decision cap) with `bots[seat]` answering for each seat. */
export function playMatch(
  config: GameConfig,
  bots: readonly Bot[],
  options: MatchOptions = {},
): MatchResult {
  if (bots.length !== config.players.length) {
    throw new Error(`${bots.length} bots for ${config.players.length} players`);
  }
  const started = newGame(config);
  if (!started.ok) throw new Error(started.error.message);
  const state = started.state;
  const max = options.maxDecisions ?? DEFAULT_MAX_DECISIONS;
  const actions: Action[] = [];
  let decisions = 0;
  while (!state.winner && decisions < max) {
    const pending = state.pending[0];
    if (!pending) break;
    const seat = pending.player;
    const bot = bots[seat] as Bot;
    // The view shares with the state what the player may see (viewFor's `shared`): a bot must
    // never change its view. Copying every view (a deep copy of the whole table per decision)
    // cost more than some bots' own work.
    const view = viewFor(state, seat, { shared: true });
    // The bot gets the decision as its view shows it (its own decisions are shown in full).
    const decision = view.pending.find((d) => d.id === pending.id);
    if (!decision || !("prompt" in decision)) throw new Error(`decision ${pending.id} not in view`);
    const choice = bot.choose(view, decision);
    const action: Action = { type: "decide", player: seat, decision: pending.id, choice };
    // The state is ours alone, so it is changed in place (no copy per decision).
    const result = applyInPlace(state, action);
    if (!result.ok) {
      throw new Error(
        `${bot.name} bot (seat ${seat}) answered ${pending.kind} illegally: ${result.error.message}`,
      );
    }
    if (options.keepActions) actions.push(action);
    options.onEvents?.(result.events);
    decisions++;
  }
  return {
    state,
    decisions,
    turns: state.turn?.number ?? 0,
    winner: state.winner?.player ?? null,
    reason: state.winner?.reason ?? null,
    finished: state.winner !== null,
    actions,
  };
}
