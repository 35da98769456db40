// The roll to show: the latest revealed roll and the events after it up to the next roll.
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
}

const isRoll = (e: unknown): boolean =>
  typeof e === "object" && e !== null && (e as { type?: unknown }).type === "roll";

export function rollShownAt(events: readonly unknown[], upTo: number): RollShown | null {
  let r = upTo - 1;
  while (r >= 0 && !isRoll(events[r])) r--;
  if (r < 0) return null;
  let end = r + 1;
  while (end < upTo && !isRoll(events[end])) end++;
  const roll = events[r] as RollShown["roll"] & { dice: RolledDie[] };
  return {
    index: r,
    roll,
    events: events.slice(r, end),
    context: events.slice(Math.max(0, r - CONTEXT), r),
  };
}

/** The totals, damage and kills told after the shown roll, each with the rolls it closes. */
export function rollArithmetic(g: Shown, shown: RollShown): LogLine[] {
  const lines = describeEvents([...shown.context, ...shown.events], g);
  return lines.filter(
    (l) => l.event >= shown.context.length && (l.kind === "tally" || l.kind === "damage"),
  );
}
