// The roll to show: the latest revealed roll and the events after it up to the next roll.
import type { RolledDie } from "@dragondice/engine";

export interface RollShown {
  /** Index of the roll event (changes replay the landing animation). */
  index: number;
  roll: { player: number; purpose: string; location: string; dice: RolledDie[] };
  /** The roll and the events after it, up to the next roll. */
  events: unknown[];
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
  return { index: r, roll, events: events.slice(r, end) };
}
