// The lobby: a new game, the games this browser created (resume, links, replay), and the games
// the server is running.
import type { GameSummary } from "@dragondice/server/protocol";
import { useEffect, useState } from "react";
import { Link } from "../app/router.tsx";
import { SettingsBar } from "../app/settings.tsx";
import { SeatLinks } from "../game/SeatLinks.tsx";
import { listGames } from "../net/api.ts";
import { NewGameForm } from "./NewGameForm.tsx";
import { forgetGame, loadGames, replayPath } from "./saved.ts";

function OpenGames() {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    listGames()
      .then((g) => {
        setGames(g);
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  useEffect(refresh, []);
  return (
    <section className="open-games" aria-label="Games on the server">
      <h2>
        Games on the server{" "}
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </h2>
      {error ? <p className="problem">Could not list games: {error}</p> : null}
      {games && games.length === 0 ? <p className="sub">No games yet.</p> : null}
      <ul data-testid="open-games">
        {games?.map((g) => (
          <li key={g.id}>
            <strong>{g.id}</strong> · {g.status}
            {g.turn !== null ? ` · turn ${g.turn}` : ""}
            {g.winner !== null
              ? ` · won by ${g.seats[g.winner]?.name ?? `seat ${g.winner + 1}`}`
              : ""}{" "}
            ·{" "}
            {g.seats
              .map(
                (s) =>
                  `${s.name}${s.kind === "human" ? (s.connected ? " (here)" : " (away)") : ` (${s.kind})`}`,
              )
              .join(", ")}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyGames() {
  const [games, setGames] = useState(() => loadGames(window.localStorage));
  if (games.length === 0) return null;
  return (
    <section className="my-games" aria-label="Your games">
      <h2>Your games</h2>
      <ul>
        {games.map((g) => {
          const mine = g.seats.find((s) => s.mine && s.link);
          return (
            <li key={g.id} className="my-game">
              <div>
                <strong>{g.id}</strong>{" "}
                <span className="sub">{new Date(g.createdAt).toLocaleString()}</span>{" "}
                {mine?.link ? (
                  <>
                    <Link to={mine.link} testId="resume">
                      Resume
                    </Link>{" "}
                    <Link to={replayPath(mine.link)}>Replay</Link>{" "}
                  </>
                ) : null}
                <button
                  type="button"
                  onClick={() => setGames(forgetGame(window.localStorage, g.id))}
                >
                  Forget
                </button>
              </div>
              <SeatLinks game={g} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Lobby() {
  return (
    <div className="page lobby">
      <header className="top">
        <h1>Dragon Dice for everyone</h1>
      </header>
      <div className="lobby-grid">
        <NewGameForm />
        <div>
          <MyGames />
          <OpenGames />
          <SettingsBar />
        </div>
      </div>
    </div>
  );
}
