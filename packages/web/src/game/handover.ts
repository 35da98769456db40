// Hot-seat: several seats of one game played in this browser, each seat's page showing its own
// view (its own secrets). When the seat on screen has nothing to decide and another of this
// browser's seats does, that seat answers in one of two ways:
// - The device is handed over, behind a screen that hides the table, when the decision is secret
//   (an army assembly, a maneuver's direction, a dragon's foe: the other players must not see it
//   made), or when it is the turn's player's (the turn has passed to them: the next several
//   decisions are theirs). Their page then shows their view.
// - Otherwise, a quick public answer in another player's turn (a counter-maneuver, casualties,
//   saves, a counter-attack) is taken here, where the table is: the decision shows on this page
//   with the answering seat's name and colour, and goes to the server through that seat's link.
//   Only a secret decision's options differ between the seats' views, and this one is public.
import type { Shown } from "@dragondice/words";
import type { SavedSeat } from "../lobby/saved.ts";

/** This browser's seats of the game that can be opened here (they have a link). */
export const localSeats = (seats: readonly SavedSeat[] | undefined): SavedSeat[] =>
  (seats ?? []).filter((s) => s.mine && s.link);

/** Another local seat's decision: handed over behind the screen, or answered here. */
export interface Pass {
  to: SavedSeat;
  how: "hand-over" | "here";
  /** Why: their turn has come, or they have a choice the others must not see made. */
  why: "turn" | "secret";
}

/**
 * Who answers next when the seat on screen has no decision waiting, or null (it has one, no
 * local seat has one, or the game is over): the next local seat in seat order after this one
 * that has a decision, and how (see the top of this file).
 */
export function passTo(g: Shown, seat: number | null, local: SavedSeat[]): Pass | null {
  if (seat === null || g.winner || local.length < 2) return null;
  const pending = g.pending ?? [];
  if (pending.some((p) => p.player === seat)) return null;
  // Seats after this one come first, in order round the table (a game has at most 4 seats).
  const after = (s: SavedSeat) => (s.seat - seat + 4) % 4;
  const to = [...local]
    .filter((s) => s.seat !== seat && pending.some((p) => p.player === s.seat))
    .sort((a, b) => after(a) - after(b))[0];
  if (!to) return null;
  const secret = pending.some((p) => p.player === to.seat && p.secret === true);
  const turn = g.turn?.player === to.seat;
  return {
    to,
    how: secret || turn ? "hand-over" : "here",
    why: turn && !secret ? "turn" : "secret",
  };
}

/**
 * The view the log and the rolls are worded from. A log that every seat at this device reads is
 * worded for nobody in particular: "Ann's army", never "your army", which would mean whoever
 * holds the device at the moment it is read.
 */
export function sharedWords(g: Shown, sharedDevice: boolean): Shown {
  return sharedDevice ? { ...g, viewer: null } : g;
}
