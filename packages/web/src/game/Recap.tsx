// When the turn comes back to the page's seat: what the other players did since its last turn
// (`sinceYourTurn`), above the table, until dismissed or the turn ends. In hot seat the seat is
// named, since the same device shows each player's turn. A dismissal is kept for the tab
// (sessionStorage), so reloading the page does not bring back a recap already read.
import { type Shown, shortName, sinceYourTurn } from "@dragondice/words";
import { useMemo, useState } from "react";
import { seatClass } from "../table/seats.ts";

/** Where the turn whose recap was dismissed is kept, per game and seat. */
const dismissedKey = (game: string, seat: number) => `dragondice.recap.${game}.${seat}`;

function readDismissed(game: string, seat: number | null): number | null {
  if (seat === null) return null;
  const n = Number(window.sessionStorage.getItem(dismissedKey(game, seat)) ?? Number.NaN);
  return Number.isInteger(n) ? n : null;
}

export function Recap({
  game,
  g,
  events,
  seat,
  named,
}: {
  /** The game's id: a dismissal is remembered for it. */
  game: string;
  g: Shown;
  /** The events shown so far. */
  events: readonly unknown[];
  seat: number | null;
  /** Hot seat: the heading names the seat. */
  named: boolean;
}) {
  const lines = useMemo(
    () => (seat === null ? [] : sinceYourTurn(g, events, seat)),
    [g, events, seat],
  );
  // Dismissed for this turn only: the next one brings its own.
  const [dismissed, setDismissed] = useState(() => readDismissed(game, seat));
  const turn = g.turn?.number ?? null;
  const dismiss = () => {
    setDismissed(turn);
    if (seat !== null && turn !== null) {
      window.sessionStorage.setItem(dismissedKey(game, seat), String(turn));
    }
  };
  if (lines.length === 0 || seat === null || dismissed === turn) return null;
  const title = `${named ? `${shortName(g, seat)}, since` : "Since"} your last turn`;
  return (
    <section className={`recap ${seatClass(seat)}`} aria-label={title} data-testid="recap">
      <h2 className="recap-title">{title}</h2>
      <ul>
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <button type="button" data-testid="dismiss-recap" onClick={dismiss}>
        Dismiss
      </button>
    </section>
  );
}
