// The roll to show: the latest revealed roll and the events after it up to the next roll, with the
// turn it was rolled in. The dragons' roll before they attack an army (2.9a line 332) is a roll to
// show too. A roll from before the last turn is shown no more: on turn 9, a roll of turn 7 is
// stale (turn 8 rolled nothing), and would read as the latest news.
import type { RolledDie } from "@dragondice/engine";
import { describeEvents, type LogLine, type Shown } from "@dragondice/words";

/**
 * How many events before the shown roll its arithmetic looks back at: a total may close a roll
 * made before it (an attack's, after the units its SAI aimed at rolled on their own).
 */
const CONTEXT = 200;

export interface RollShown {
  /** Index of the roll event (changes replay the landing animation). */
  index: number;
  roll: { player: number; purpose: string; location: string; dice: RolledDie[] };
  /** The roll and the events after it, up to the next roll. */
  events: unknown[];
  /** The events before the roll that its totals may need (earlier rolls not yet totalled). */
  context: unknown[];
  /** A dragons' roll: each attacking dragon's faces, at the army's terrain (`roll.player`'s). */
  dragons?: { dragon: string; faces: string[] }[];
  /** The turn it was rolled in; null at set-up (or when the events do not go back that far). */
  turn: number | null;
}

/** Whether an event is a roll the page stops on: an army's or a unit's, or the dragons'. */
export const isShownRoll = (e: unknown): boolean => {
  const type = typeof e === "object" && e !== null ? (e as { type?: unknown }).type : undefined;
  return type === "roll" || type === "dragons-rolled";
};

interface DragonsRolled {
  type: "dragons-rolled";
  player: number;
  terrain: string;
  dragons: { dragon: string; faces: string[] }[];
}

const isTurnStart = (e: unknown): e is { type: "turn-start"; number: number } =>
  typeof e === "object" && e !== null && (e as { type?: unknown }).type === "turn-start";

/** The number of the turn under way at event `at` (the last turn start before it), or null. */
function turnAt(events: readonly unknown[], at: number): number | null {
  for (let i = at; i >= 0; i--) {
    const e = events[i];
    if (isTurnStart(e)) return e.number;
  }
  return null;
}

export function rollShownAt(events: readonly unknown[], upTo: number): RollShown | null {
  let r = upTo - 1;
  while (r >= 0 && !isShownRoll(events[r])) r--;
  if (r < 0) return null;
  const turn = turnAt(events, r);
  const now = turnAt(events, upTo - 1);
  if (turn !== null && now !== null && turn < now - 1) return null;
  let end = r + 1;
  while (end < upTo && !isShownRoll(events[end])) end++;
  const around = {
    events: events.slice(r, end),
    context: events.slice(Math.max(0, r - CONTEXT), r),
  };
  const e = events[r] as (RollShown["roll"] & { type: "roll" }) | DragonsRolled;
  if (e.type === "dragons-rolled") {
    const roll = { player: e.player, purpose: "dragons", location: `t:${e.terrain}`, dice: [] };
    return { index: r, roll, dragons: e.dragons, turn, ...around };
  }
  return { index: r, roll: e, turn, ...around };
}

/**
 * The totals, damage and kills told after the shown roll, each with the rolls it closes; for the
 * dragons' roll, each dragon's damage first.
 */
export function rollArithmetic(g: Shown, shown: RollShown): LogLine[] {
  const lines = describeEvents([...shown.context, ...shown.events], g);
  const at = shown.context.length;
  return lines.filter(
    (l) =>
      (l.event >= at && (l.kind === "tally" || l.kind === "damage")) ||
      (shown.dragons !== undefined && l.event === at),
  );
}
