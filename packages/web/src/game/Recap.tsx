// When the turn comes back to the page's seat: what the other players did since its last turn
// (`sinceYourTurn`), above the table, until dismissed or the turn ends. In hot seat the seat is
// named, since the same device shows each player's turn.
import { type Shown, shortName, sinceYourTurn } from "@dragondice/words";
import { useMemo, useState } from "react";
import { seatClass } from "../table/seats.ts";

export function Recap({
  g,
  events,
  seat,
  named,
}: {
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
  const [dismissed, setDismissed] = useState<number | null>(null);
  const turn = g.turn?.number ?? null;
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
      <button type="button" data-testid="dismiss-recap" onClick={() => setDismissed(turn)}>
        Dismiss
      </button>
    </section>
  );
}
