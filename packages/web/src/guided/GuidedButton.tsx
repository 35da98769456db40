// "Play a guided game" (How to play, the lobby): asks the server for the guided first game, keeps
// it among this browser's games marked guided (its page then shows the hints), and opens it.
import { GUIDED_FORCE_SIZE } from "@dragondice/server/guided";
import { useState } from "react";
import { navigate } from "../app/router.tsx";
import { savedGameOf, saveGame } from "../lobby/saved.ts";
import { createGame } from "../net/api.ts";

export function GuidedButton({ primary = false }: { primary?: boolean }) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const created = await createGame({ guided: true });
      const game = {
        ...savedGameOf(created, GUIDED_FORCE_SIZE, (s) => s === 0),
        guided: true as const,
      };
      saveGame(window.localStorage, game);
      navigate(game.seats.find((s) => s.mine && s.link)?.link ?? "/");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setStarting(false);
    }
  };
  return (
    <span className="guided-start">
      <button
        type="button"
        className={primary ? "primary" : undefined}
        data-testid="guided-game"
        disabled={starting}
        onClick={() => void start()}
      >
        {starting ? "Starting the guided game…" : "Play a guided game"}
      </button>
      {error ? (
        <span className="problem" role="alert">
          Could not start the guided game: {error}
        </span>
      ) : null}
    </span>
  );
}
