// The seat links of a game this browser created: copy them to invite the other players.
import { useState } from "react";
import type { SavedGame } from "../lobby/saved.ts";

export function SeatLinks({ game, current }: { game: SavedGame; current?: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (path: string) => {
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(path);
    } catch {
      window.prompt("Copy this link:", url);
    }
  };
  return (
    <section className="seat-links" aria-label="Seat links">
      <h2>Seats</h2>
      <ul>
        {game.seats.map((s) => (
          <li key={s.seat}>
            <span>
              {s.name} · {s.kind === "human" ? (s.mine ? "you" : "invited") : `${s.kind} bot`}
            </span>
            {s.link ? (
              <>
                {" "}
                <a href={s.link} data-testid="seat-link" data-seat={s.seat}>
                  {s.link === current ? "this seat" : "seat link"}
                </a>{" "}
                <button
                  type="button"
                  onClick={() => s.link && copy(s.link)}
                  aria-label={`Copy the link of ${s.name}`}
                >
                  {copied === s.link ? "Copied" : "Copy"}
                </button>
              </>
            ) : null}
          </li>
        ))}
        {game.spectator ? (
          <li>
            <span>Spectators</span>{" "}
            <a href={game.spectator} data-testid="spectator-link">
              watch link
            </a>{" "}
            <button type="button" onClick={() => game.spectator && copy(game.spectator)}>
              {copied === game.spectator ? "Copied" : "Copy"}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
