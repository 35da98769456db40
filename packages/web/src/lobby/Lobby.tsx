// The lobby: a new game, the games this browser created (how each stands; resume, invite links,
// replay once over), and the games on the server (watch any, replay the finished ones).
import type { GameSummary } from "@dragondice/server/protocol";
import { useEffect, useState } from "react";
import { Link } from "../app/router.tsx";
import { SettingsBar } from "../app/settings.tsx";
import { usePageTitle } from "../app/title.ts";
import { SeatLinks } from "../game/SeatLinks.tsx";
import { GuidedButton } from "../guided/GuidedButton.tsx";
import { gamesByIds, listGames } from "../net/api.ts";
import { NewGameForm } from "./NewGameForm.tsx";
import {
  forgetGame,
  invitePath,
  loadGames,
  mySeats,
  publicReplayPath,
  replayPath,
  type SavedGame,
  watchPath,
} from "./saved.ts";
import { gameStatus } from "./status.ts";

/** Summaries by id, fetched once and on demand (null: not asked yet, or failed). */
function useSummaries(load: () => Promise<GameSummary[]>, deps: unknown[]) {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    load()
      .then((g) => {
        setGames(g);
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the games asked change
  useEffect(refresh, deps);
  return { games, error, refresh };
}

function OpenGames() {
  const { games, error, refresh } = useSummaries(listGames, []);
  return (
    <section className="open-games" aria-label="Games on the server">
      <h2>
        Games on the server{" "}
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </h2>
      {error ? <p className="problem">Could not list the games: {error}</p> : null}
      {games && games.length === 0 ? <p className="sub">No games yet.</p> : null}
      <ul data-testid="open-games">
        {games?.map((g) => (
          <li key={g.id} className="game-row" data-game={g.id}>
            <span className="game-players">
              {g.seats
                .map((s) => `${s.name}${s.kind === "human" ? "" : ` (${s.kind} bot)`}`)
                .join(" · ")}
            </span>
            <span className="sub game-status">{gameStatus(g)}</span>
            <span className="game-actions">
              {g.status === "finished" ? (
                <Link to={publicReplayPath(g.id)} testId="replay">
                  Replay
                </Link>
              ) : (
                <Link to={watchPath(g.id)} testId="watch">
                  Watch
                </Link>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyGame({
  game,
  summary,
  onForget,
}: {
  game: SavedGame;
  /** null: not known yet; undefined: the server has no such game (any more). */
  summary: GameSummary | null | undefined;
  onForget(): void;
}) {
  const mine = game.seats.find((s) => s.mine && s.link);
  const invited = game.seats.some((s) => !s.mine && s.link);
  const over = summary?.status === "finished";
  // Unfinished: back to the table; over: the replay (the table would only show the end).
  const open = mine?.link ?? watchPath(game.id);
  return (
    <li className="my-game" data-testid="my-game" data-game={game.id}>
      <div className="game-row">
        <span className="game-players">
          {game.seats.map((s) => (s.mine ? `${s.name} (you)` : s.name)).join(" · ")}
        </span>
        <span className="sub game-status" data-testid="my-game-status">
          {summary === null
            ? "…"
            : summary
              ? gameStatus(summary, mySeats(game))
              : "Not on this server any more"}
        </span>
        <span className="game-actions">
          {over ? (
            <Link
              to={mine?.link ? replayPath(mine.link) : publicReplayPath(game.id)}
              testId="replay"
            >
              Replay
            </Link>
          ) : (
            <Link to={open} testId="resume">
              {mine?.link ? "Resume" : "Watch"}
            </Link>
          )}
          {invited && !over ? <Link to={invitePath(game.id)}>Invite links</Link> : null}
          <button type="button" onClick={onForget} aria-label={`Forget game ${game.id}`}>
            Forget
          </button>
        </span>
      </div>
      <details>
        <summary className="sub">
          Game {game.id}, created {new Date(game.createdAt).toLocaleString()}
        </summary>
        <SeatLinks game={game} />
      </details>
    </li>
  );
}

function MyGames() {
  const [games, setGames] = useState(() => loadGames(window.localStorage));
  const ids = games.map((g) => g.id);
  const { games: summaries, error } = useSummaries(() => gamesByIds(ids), [ids.join(",")]);
  if (games.length === 0) return null;
  return (
    <section className="my-games" aria-label="Your games">
      <h2>Your games</h2>
      {error ? <p className="problem">Could not ask how they stand: {error}</p> : null}
      <ul>
        {games.map((g) => (
          <MyGame
            key={g.id}
            game={g}
            summary={summaries ? summaries.find((s) => s.id === g.id) : null}
            onForget={() => setGames(forgetGame(window.localStorage, g.id))}
          />
        ))}
      </ul>
    </section>
  );
}

export function Lobby() {
  usePageTitle();
  return (
    <div className="page lobby">
      <header className="top">
        <h1>Dragon Dice for everyone</h1>
        <Link to="/how-to-play" className="button" testId="how-to-play">
          New to the game? How to play
        </Link>
        <GuidedButton />
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
