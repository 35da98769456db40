// /play/:id?token=...: the live table. State messages feed the log and the table roll by roll;
// my seat's pending decision gets the decision panel once the rolls have been shown.
import type { Decision } from "@dragondice/engine";
import type { Shown } from "@dragondice/words";
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { Link } from "../app/router.tsx";
import { SettingsBar, useSettings } from "../app/settings.tsx";
import { DecisionPanel } from "../decisions/DecisionPanel.tsx";
import { loadGames, replayPath } from "../lobby/saved.ts";
import { type StateMessage, useGameSocket } from "../net/socket.tsx";
import { TableView } from "../table/TableView.tsx";
import { caughtUp, emptyReveal, feedReducer, lastFaces, shownFrame } from "./feed.ts";
import { LogView } from "./LogView.tsx";
import { RollPanel } from "./RollPanel.tsx";
import { rollShownAt } from "./rollShown.ts";
import { SeatLinks } from "./SeatLinks.tsx";

const ERROR_TEXT: Record<string, string> = {
  stale: "The game moved on before your move arrived; catching up.",
  illegal: "The server refused that move",
  "wrong-seat": "It is not your seat's decision",
  spectator: "Spectators cannot move",
  "game-over": "The game is over",
  "not-found": "No such game",
  unauthorized: "This link's token is not valid for this game",
  "server-error": "The server could not store the move; try again",
  "rate-limited": "Too many messages; wait a moment",
};

export function GamePage({ id, token }: { id: string; token: string }) {
  const [settings] = useSettings();
  const [feed, dispatch] = useReducer(feedReducer, emptyReveal);
  const [meta, setMeta] = useState<{ seat: number | null; seats: StateMessage["seats"] } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const onState = useCallback((msg: StateMessage, fresh: boolean) => {
    setMeta({ seat: msg.seat, seats: msg.seats });
    dispatch({ type: "receive", msg, fresh });
    setBusy(false);
  }, []);
  const socket = useGameSocket(id, token, onState);

  useEffect(() => {
    if (socket.error) setBusy(false);
  }, [socket.error]);

  // Reveal new events roll by roll: show the next roll at once, then read it (a pause, or
  // until Continue) before the next one; decisions wait until everything has been read. Each
  // step is worked out by the reducer from the feed as it is then, messages received included.
  const { reading } = feed;
  useEffect(() => {
    if (!reading && !caughtUp(feed)) dispatch({ type: "step" });
  }, [feed, reading]);
  useEffect(() => {
    if (!reading || !settings.autoAdvance) return;
    const t = setTimeout(() => dispatch({ type: "read" }), settings.rollDelay);
    return () => clearTimeout(t);
  }, [reading, settings.autoAdvance, settings.rollDelay]);

  const frame = shownFrame(feed);
  const g = frame?.view as Shown | undefined;
  // Names in the log and the rolls come from the newest view (dice revealed since are named).
  const latest = (feed.frames.at(-1)?.view as Shown | undefined) ?? g;
  const faces = useMemo(() => lastFaces(feed.events, feed.revealed), [feed.events, feed.revealed]);
  const roll = useMemo(() => rollShownAt(feed.events, feed.revealed), [feed.events, feed.revealed]);
  const saved = useMemo(() => loadGames(window.localStorage).find((x) => x.id === id), [id]);
  const here = `/play/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  const watching = reading || !caughtUp(feed);

  const send = (d: Decision, choice: unknown) => {
    const latest = feed.frames.at(-1);
    if (!latest) return;
    socket.clearError();
    if (socket.send({ type: "move", actions: latest.actions, decision: d.id, choice }))
      setBusy(true);
  };

  return (
    <div className="page game-page">
      <header className="top">
        <Link to="/">← Lobby</Link>
        <span className={`conn conn-${socket.status}`} data-testid="connection">
          {socket.status === "open"
            ? "connected"
            : socket.status === "connecting"
              ? "connecting…"
              : "reconnecting…"}
        </span>
        {g?.winner ? (
          <Link to={replayPath(here)} testId="replay-link">
            Replay this game
          </Link>
        ) : null}
      </header>
      {socket.error ? (
        <div className="error" role="alert" data-testid="error">
          {ERROR_TEXT[socket.error.code] ?? "Error"}: {socket.error.message}{" "}
          <button type="button" onClick={socket.clearError}>
            Dismiss
          </button>
        </div>
      ) : null}
      {!g ? (
        <p className="loading">Connecting to game {id}…</p>
      ) : (
        <div className="game-grid">
          <div className="side">
            <DecisionPanel
              key={`${frame?.actions}`}
              g={g}
              seat={meta?.seat ?? null}
              onSend={send}
              busy={busy}
              watching={watching}
            />
            <RollPanel
              g={latest ?? g}
              shown={roll}
              animate={settings.animate && reading}
              waiting={watching}
              onContinue={() => dispatch({ type: "read" })}
              onSkip={() => dispatch({ type: "skip" })}
            />
            <LogView g={latest ?? g} events={feed.events} upTo={feed.revealed} />
            <SettingsBar />
            {saved ? <SeatLinks game={saved} current={here} /> : null}
          </div>
          <div className="main">
            <TableView g={g} faces={faces} seatKinds={meta?.seats.map((s) => s.kind)} />
          </div>
        </div>
      )}
    </div>
  );
}
