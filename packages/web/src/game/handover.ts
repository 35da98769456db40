// Hot-seat: several seats of one game played in this browser. When the seat on screen has
// nothing to decide and another of this browser's seats does, the device passes to that player,
// behind a screen that hides the table (each seat's view holds its own secrets).
import type { Shown } from "@dragondice/words";
import type { SavedSeat } from "../lobby/saved.ts";

/** This browser's seats of the game that can be opened here (they have a link). */
export const localSeats = (seats: readonly SavedSeat[] | undefined): SavedSeat[] =>
  (seats ?? []).filter((s) => s.mine && s.link);

/**
 * The local seat to pass the device to, or null: none when the seat on screen has a decision
 * waiting, else the next local seat (in seat order, after this one) that has one.
 */
export function handOverTo(g: Shown, seat: number | null, local: SavedSeat[]): SavedSeat | null {
  if (seat === null || g.winner || local.length < 2) return null;
  const waiting = new Set((g.pending ?? []).map((p) => p.player));
  if (waiting.has(seat)) return null;
  // Seats after this one come first, in order round the table (a game has at most 4 seats).
  const after = (s: SavedSeat) => (s.seat - seat + 4) % 4;
  return (
    [...local]
      .filter((s) => s.seat !== seat && waiting.has(s.seat))
      .sort((a, b) => after(a) - after(b))[0] ?? null
  );
}
