// A game link the server refuses, in plain words, with the way back to the lobby.
import { Link } from "../app/router.tsx";

export function LinkProblem({ id, code }: { id: string; code: "not-found" | "unauthorized" }) {
  return (
    <section className="link-problem" role="alert" data-testid="link-problem">
      <h2>{code === "not-found" ? "No such game" : "This link does not open the game"}</h2>
      {code === "not-found" ? (
        <p>
          There is no game “{id}” on this server. The link may have been cut short or mistyped when
          it was copied, or the game was created on another server.
        </p>
      ) : (
        <p>
          This link does not open game “{id}”: its seat token is not one of this game's (it may have
          been cut short when it was copied). Ask the player who created the game to send your
          seat's link again.
        </p>
      )}
      <p>
        <Link to="/">Back to the lobby</Link>, to start a new game or open one of yours.
      </p>
    </section>
  );
}
