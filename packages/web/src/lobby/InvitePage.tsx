// /invite/:id: the share screen after creating a game with invited players: each one's link to
// copy and send, then on to the table. The links come from this browser's saved games (the server
// shows seat tokens once, when the game is created).
import { Link } from "../app/router.tsx";
import { usePageTitle } from "../app/title.ts";
import { CopyLink } from "./CopyLink.tsx";
import { loadGames, watchPath } from "./saved.ts";

export function InvitePage({ id }: { id: string }) {
  usePageTitle("Invite your players");
  const game = loadGames(window.localStorage).find((g) => g.id === id);
  if (!game) {
    return (
      <div className="page">
        <h1>Invite your players</h1>
        <p>
          This browser has no invite links for game {id}: only the browser that created a game keeps
          them.
        </p>
        <Link to="/">Lobby</Link>
      </div>
    );
  }
  const invited = game.seats.filter((s) => !s.mine && s.link);
  const mine = game.seats.find((s) => s.mine && s.link);
  return (
    <div className="page invite-page">
      <header className="top">
        <Link to="/">← Lobby</Link>
        <h1>Invite your players</h1>
      </header>
      <section aria-label="Invite links" data-testid="invite-links">
        <p>
          Send each invited player their own link, privately: whoever opens a link plays that seat.
          A player whose force you left to them picks it on opening the link; the game starts once
          every force is in.
        </p>
        {invited.map((s) => (
          <CopyLink
            key={s.seat}
            label={`${s.name} (seat ${s.seat + 1})`}
            path={s.link as string}
            testId="invite-link"
            seat={s.seat}
          />
        ))}
        <CopyLink label="Anyone can watch" path={watchPath(game.id)} testId="watch-link" />
        <p className="sub">
          The links stay in this browser: find them again under “Your games” in the lobby.
        </p>
        <div className="buttons">
          {mine?.link ? (
            <Link to={mine.link} className="button primary" testId="go-to-table">
              Go to my seat
            </Link>
          ) : (
            <Link to={watchPath(game.id)} className="button primary" testId="go-to-table">
              Watch the game
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
