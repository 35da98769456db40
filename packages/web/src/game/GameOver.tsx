// The end of a game: who won (or the draw) in plain words, then a rematch (same players and
// forces, the seats turned one place), a new game from the lobby, or the replay.
import { parseRecord } from "@dragondice/engine";
import type { StateMessage } from "@dragondice/server/protocol";
import { outcome, playerName, type Shown } from "@dragondice/words";
import { useState } from "react";
import { Link, navigate } from "../app/router.tsx";
import { loadGames, replayPath, savedGameOf, saveGame } from "../lobby/saved.ts";
import { createGame, getRecord } from "../net/api.ts";
import { seatClass } from "../table/seats.ts";
import { rematch } from "./rematch.ts";

export function GameOver({
  g,
  id,
  token,
  seat,
  seats,
  here,
}: {
  g: Shown;
  id: string;
  token: string;
  seat: number | null;
  seats: StateMessage["seats"];
  /** This page's path (its replay is the same link under /replay). */
  here: string;
}) {
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const winner = g.winner?.player ?? null;
  const title =
    winner === null
      ? g.winner?.reason === "agreement"
        ? "A draw by agreement"
        : "A draw"
      : winner === seat
        ? "You win!"
        : `${playerName(g, winner)} wins`;

  const start = async () => {
    setCreating(true);
    setError(null);
    try {
      const saved = loadGames(window.localStorage).find((x) => x.id === id);
      const mineHere = (s: number) =>
        saved ? (saved.seats.find((x) => x.seat === s)?.mine ?? false) : s === seat;
      const record = parseRecord(await getRecord(id, token));
      const { body, mine } = rematch(
        record,
        seats.map((s) => ({ kind: s.kind, name: s.name, mine: mineHere(s.seat) })),
      );
      const created = await createGame(body);
      const game = savedGameOf(created, record.config.forceSize, (s) => mine[s] ?? false);
      saveGame(window.localStorage, game);
      navigate(game.seats.find((s) => s.mine && s.link)?.link ?? game.spectator ?? "/");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setCreating(false);
    }
  };

  return (
    <section
      className={`decision game-over ${seatClass(winner)}`}
      data-testid="game-over"
      aria-live="polite"
    >
      <h2 className="outcome-title">{title}</h2>
      <p data-testid="outcome">Game over: {outcome(g)}.</p>
      <div className="buttons">
        {seat !== null ? (
          <button
            type="button"
            className="primary"
            data-testid="rematch"
            disabled={creating}
            onClick={() => void start()}
          >
            {creating
              ? "Starting the rematch…"
              : `Rematch (same forces, ${seats.length === 2 ? "seats swapped" : "seats turned one place"})`}
          </button>
        ) : null}
        <Link to="/" testId="new-game-link">
          New game
        </Link>
        <Link to={replayPath(here)} testId="replay-link">
          Replay this game
        </Link>
      </div>
      {error ? (
        <p className="error" role="alert">
          Could not start the rematch: {error}
        </p>
      ) : null}
    </section>
  );
}
