// Answers the drivers take by themselves, and misclicks taken back (issue 25). Both are read from
// the decisions' data and the steps' `revocable`, never from prompts, so that the terminal, the
// hot seat and the server agree.
import type { Decision } from "./kernel/decisions.ts";
import type { GameEvent } from "./kernel/events.ts";
import type { GameState } from "./kernel/state.ts";
import { type GameRecord, replayRecord } from "./record.ts";

/** Whether an option takes or spends nothing: null, false, or an object naming nothing. */
function namesNothing(option: unknown): boolean {
  if (option === null || option === false) return true;
  if (typeof option !== "object" || Array.isArray(option)) return false;
  // { action: null }, { army: null }, { maneuver: null }, { skip: true }: no unit, no place.
  return Object.entries(option).every(([k, v]) => v === null || (k === "skip" && v === true));
}

/**
 * The answer a pending decision leaves no room for, as `{ choice }`, or null. A decision is
 * forced when it lists exactly one option and that option names nothing (no action, no march,
 * skip): taking it gives nothing up, as nothing else was possible. A single option that names a
 * unit, a place or a spell (a unit to bury, a foe to fight) is still asked: the player sees what
 * it costs them. Decisions that list no options (casualties, spells, reserves) are always asked.
 */
export function forcedChoice(decision: Pick<Decision, "options">): { choice: unknown } | null {
  const options = decision.options;
  if (options?.length !== 1 || !namesNothing(options[0])) return null;
  return { choice: options[0] };
}

/** A step's events with its `decided` event marked as a driver's forced answer (`forcedChoice`). */
export const markedForced = (events: readonly GameEvent[]): GameEvent[] =>
  events.map((e) => (e.type === "decided" ? { ...e, forced: true as const } : e));

/** What taking back needs to know of an action taken: who, and what the engine said of it. */
export interface TakenStep {
  player: number;
  /** `ApplyResult.revocable`. */
  revocable: boolean;
  /** Taken by a driver by itself (`forcedChoice`), not by the player. */
  forced: boolean;
}

/** What a step taken from `before` was: for `TakenStep`, from the state it was taken in. */
function takenStep(before: GameState, decision: number, revocable: boolean): TakenStep {
  const d = before.pending.find((x) => x.id === decision);
  return {
    player: d?.player ?? -1,
    revocable,
    forced: d !== undefined && forcedChoice(d) !== null,
  };
}

/** A table action (a resignation, a draw offered or answered): never taken back. */
export const tableStep = (player: number): TakenStep => ({
  player,
  revocable: false,
  forced: false,
});

/**
 * How many of the last actions `player` takes back with an undo: 0 when they may take none.
 * A player takes back their own last choice while nobody else has acted since and it showed
 * nothing (`revocable`), with the forced answers taken for them after it (taking back only those
 * would give them straight back). Undo again goes further back through the same player's
 * uninterrupted run of revocable choices; another player's action ends it.
 */
export function undoDepth(steps: readonly TakenStep[], player: number): number {
  let i = steps.length - 1;
  while (i >= 0 && steps[i]?.forced && steps[i]?.player === player && steps[i]?.revocable) i--;
  const chosen = steps[i];
  if (!chosen || chosen.player !== player || !chosen.revocable || chosen.forced) return 0;
  return steps.length - i;
}

/**
 * The steps of a record (`TakenStep` for each action), by replaying it. Replay is exact (records
 * replay to the same state), so undo never keeps earlier states: a game taken back is its record
 * without its last actions, replayed. Undo is rare; keeping a copy of the state at every step
 * would cost every game all the time.
 */
export function takenSteps(record: GameRecord): TakenStep[] {
  const { start, steps, states } = replayRecord(record, { keepStates: true });
  return steps.map((s, i) =>
    s.action.type === "decide"
      ? takenStep(i === 0 ? start : (states[i - 1] as GameState), s.action.decision, s.revocable)
      : tableStep(s.action.player),
  );
}

/**
 * The record with `player`'s last choice taken back (see `undoDepth`), and the state it comes
 * back to; or why it cannot be, in words for the player.
 */
export function undoRecord(
  record: GameRecord,
  player: number,
):
  | { ok: true; record: GameRecord; state: GameState; undone: number }
  | { ok: false; problem: string } {
  const steps = takenSteps(record);
  const depth = undoDepth(steps, player);
  if (depth === 0) return { ok: false, problem: undoProblem(steps, player) };
  const kept = { ...record, actions: record.actions.slice(0, record.actions.length - depth) };
  return { ok: true, record: kept, state: replayRecord(kept).state, undone: depth };
}

/** Why `player` may not undo now (undoDepth is 0), in words. */
export function undoProblem(steps: readonly TakenStep[], player: number): string {
  let i = steps.length - 1;
  while (i >= 0 && steps[i]?.forced && steps[i]?.player === player && steps[i]?.revocable) i--;
  const last = steps[i];
  if (!last) return "there is nothing to take back";
  if (last.player !== player) return "another player has acted since your last choice";
  return "that choice cannot be taken back: dice were rolled or something hidden was shown since";
}
