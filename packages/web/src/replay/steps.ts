// A replay's index: each step's label, where each turn starts, which step an event belongs to.
// Pure (DOM-free): steps are numbered from 1 (step k is action k - 1); step 0 is the start.
import type { GameState, ReplayStep } from "@dragondice/engine";
import { stepLabel } from "@dragondice/words";

export interface ReplayIndex {
  /** labels[k - 1]: step k in words, "Turn 3, Ann: melee at the frontier". */
  labels: string[];
  /** The turns in order: the label ("Set-up", "Turn 3"), whose it is, and its first step. */
  turns: { label: string; player: number | null; first: number }[];
  /** ends[k]: how many events steps 1..k hold (ends[0] = 0). */
  ends: number[];
}

/** The table before step k (1-based): the start, or the state after step k - 1. */
export const stateBefore = (start: GameState, states: GameState[], k: number): GameState =>
  k <= 1 ? start : (states[k - 2] as GameState);

export function indexReplay(
  start: GameState,
  states: GameState[],
  steps: ReplayStep[],
): ReplayIndex {
  const labels: string[] = [];
  const turns: ReplayIndex["turns"] = [];
  const ends = [0];
  steps.forEach((step, i) => {
    const k = i + 1;
    const before = stateBefore(start, states, k);
    labels.push(stepLabel({ ...before, viewer: null }, step.action));
    const label = before.turn ? `Turn ${before.turn.number}` : "Set-up";
    if (turns.at(-1)?.label !== label) {
      turns.push({ label, player: before.turn?.player ?? null, first: k });
    }
    ends.push((ends[i] ?? 0) + step.events.length);
  });
  return { labels, turns, ends };
}

/** The step (1-based) whose events include event number `event`. */
export function stepOfEvent(ends: readonly number[], event: number): number {
  let k = 1;
  while (k < ends.length - 1 && (ends[k] ?? 0) <= event) k++;
  return k;
}

/** The turn (index in `turns`) that step k belongs to; -1 at the start. */
export function turnOfStep(turns: ReplayIndex["turns"], k: number): number {
  let t = -1;
  for (let i = 0; i < turns.length && (turns[i]?.first ?? Infinity) <= k; i++) t = i;
  return t;
}
