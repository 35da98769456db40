// In front of a game's table: a game that has not started (invited players still choosing their
// forces) shows the waiting room, checked again every few seconds until it starts; a game that
// does not exist, or a link that does not open it, says so. Then the table (`children`).
import type { WaitingMessage } from "@dragondice/server/protocol";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "../app/router.tsx";
import { LinkProblem } from "../game/LinkProblem.tsx";
import { ApiError, type GameMessage, gamesByIds, getGame } from "../net/api.ts";
import { WaitingRoom } from "./WaitingRoom.tsx";

const POLL_MS = 2000;

type Gate =
  | { kind: "checking" }
  | { kind: "started" }
  | { kind: "waiting"; message: WaitingMessage }
  /** The server refuses the link: no such game, or a token that does not open it. */
  | { kind: "refused"; code: "not-found" | "unauthorized" }
  | { kind: "problem"; text: string };

export function GameGate({
  id,
  token,
  children,
}: {
  id: string;
  token: string;
  children: ReactNode;
}) {
  const [gate, setGate] = useState<Gate>({ kind: "checking" });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        // The list's summary first: a game under way goes to its table at once, without
        // fetching its state twice (the table's socket sends it).
        const [summary] = await gamesByIds([id]);
        if (!live) return;
        if (!summary) {
          setGate({ kind: "refused", code: "not-found" });
          return;
        }
        if (summary.status !== "waiting") {
          setGate({ kind: "started" });
          return;
        }
        const message = await getGame(id, token);
        if (!live) return;
        if (message.type === "state") {
          setGate({ kind: "started" });
          return;
        }
        setGate({ kind: "waiting", message });
        timer = setTimeout(check, POLL_MS);
      } catch (e) {
        if (!live) return;
        if (e instanceof ApiError && e.status === 403) {
          setGate({ kind: "refused", code: "unauthorized" });
          return;
        }
        const why = e instanceof Error ? e.message : String(e);
        setGate({ kind: "problem", text: `Could not reach the server (${why}); trying again…` });
        timer = setTimeout(check, POLL_MS);
      }
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, token]);

  const onMessage = (message: GameMessage) =>
    setGate(message.type === "state" ? { kind: "started" } : { kind: "waiting", message });

  switch (gate.kind) {
    case "started":
      return children;
    case "waiting":
      return <WaitingRoom id={id} token={token} message={gate.message} onMessage={onMessage} />;
    case "refused":
      return (
        <div className="page">
          <LinkProblem id={id} code={gate.code} />
        </div>
      );
    case "problem":
      return (
        <div className="page">
          <p className="error" role="alert" data-testid="error">
            {gate.text}
          </p>
          <Link to="/">Back to the lobby</Link>
        </div>
      );
    default:
      return <p className="loading page">Opening game {id}…</p>;
  }
}
