// /play/:id?token=...: the live table. State messages feed the log and the table roll by roll;
// my seat's pending decision gets the decision panel once the rolls have been shown. The board
// comes first and the decision sits in a bar beside it (at the bottom on phones); at the end, the
// outcome with a rematch. With several seats of the game in this browser (hot-seat), another
// seat's decision is handed over behind a privacy screen, or answered here (`handover.ts`).
import type { Decision } from "@dragondice/engine";
import type { TableMessage } from "@dragondice/server/protocol";
import type { Shown } from "@dragondice/words";
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { Link, navigate } from "../app/router.tsx";
import { SettingsBar, useSettings } from "../app/settings.tsx";
import { usePageTitle } from "../app/title.ts";
import { BoardProvider } from "../decisions/board.tsx";
import { DecisionPanel } from "../decisions/DecisionPanel.tsx";
import { isOpenDecision } from "../decisions/engine.ts";
import { actsOnKey, useKeyDown } from "../decisions/keys.tsx";
import { GuidedHint } from "../guided/GuidedHint.tsx";
import { loadGames } from "../lobby/saved.ts";
import { sendAs, tokenOf } from "../net/send-as.ts";
import { type StateMessage, useGameSocket } from "../net/socket.tsx";
import { TableView } from "../table/TableView.tsx";
import { useYourTurnSignal } from "./attention.tsx";
import { EndGame } from "./EndGame.tsx";
import { caughtUp, emptyReveal, feedReducer, lastFaces, shownFrame } from "./feed.ts";
import { GameOver } from "./GameOver.tsx";
import { HandOver } from "./HandOver.tsx";
import { localSeats, passTo, sharedWords } from "./handover.ts";
import { LinkProblem } from "./LinkProblem.tsx";
import { LogView } from "./LogView.tsx";
import { Recap } from "./Recap.tsx";
import { RollPanel } from "./RollPanel.tsx";
import { rollShownAt } from "./rollShown.ts";
import { SeatLinks } from "./SeatLinks.tsx";
import { UndoButton } from "./UndoButton.tsx";

const ERROR_TEXT: Record<string, string> = {
  stale: "The game moved on before your move arrived; catching up.",
  illegal: "The server refused that move",
  "wrong-seat": "It is not your seat's decision",
  spectator: "Spectators cannot move",
  "game-over": "The game is over",
  "server-error": "The server could not store the move; try again",
  "rate-limited": "Too many messages; wait a moment",
  connection: "Connection",
};

/** A hot-seat answer's link only sends: the states come through the page's own link. */
const ignoreState = () => {};

export function GamePage({ id, token }: { id: string; token: string }) {
  const [settings] = useSettings();
  const [feed, dispatch] = useReducer(feedReducer, emptyReveal);
  const [meta, setMeta] = useState<{ seat: number | null; seats: StateMessage["seats"] } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  // The server says who may take back their last choice now (issue 25): this seat, or another.
  const [undoBy, setUndoBy] = useState<number | null>(null);
  const [tableError, setTableError] = useState<string | null>(null);

  const onState = useCallback((msg: StateMessage, fresh: boolean) => {
    setMeta({ seat: msg.seat, seats: msg.seats });
    setUndoBy(msg.undo ? msg.seat : (msg.undoBy ?? null));
    dispatch({ type: "receive", msg, fresh });
    setBusy(false);
  }, []);
  const socket = useGameSocket(id, token, onState);

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
  // Space or Enter goes on to the next roll (unless pressed on a button, which acts by itself).
  useKeyDown((e) => {
    if ((e.key !== " " && e.key !== "Enter") || actsOnKey(e)) return false;
    dispatch({ type: "read" });
    return true;
  }, reading);

  const frame = shownFrame(feed);
  const g = frame?.view as Shown | undefined;
  // Names in the log and the rolls come from the newest view (dice revealed since are named).
  const latest = (feed.frames.at(-1)?.view as Shown | undefined) ?? g;
  const faces = useMemo(() => lastFaces(feed.events, feed.revealed), [feed.events, feed.revealed]);
  const shownEvents = useMemo(
    () => feed.events.slice(0, feed.revealed),
    [feed.events, feed.revealed],
  );
  const roll = useMemo(() => rollShownAt(feed.events, feed.revealed), [feed.events, feed.revealed]);
  const saved = useMemo(() => loadGames(window.localStorage).find((x) => x.id === id), [id]);
  const here = `/play/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  const watching = reading || !caughtUp(feed);
  const seat = meta?.seat ?? null;
  const local = localSeats(saved?.seats);
  const pass = g ? passTo(g, seat, local) : null;
  const table = local.length > 1;
  const words = useMemo(() => (latest ? sharedWords(latest, table) : undefined), [latest, table]);
  // The hand-over waits until the rolls have been shown; the link for an answer here opens at
  // once, so that it is connected when the answer is made.
  const handTo = pass?.how === "hand-over" && !watching ? pass : null;
  const answerer = pass?.how === "here" ? pass.to : null;
  const answer = useGameSocket(id, tokenOf(answerer?.link), ignoreState);
  const panelSeat = answerer?.seat ?? seat;
  const deciding =
    !!g &&
    !watching &&
    !g.winner &&
    (g.pending ?? []).some((p) => p.player === panelSeat && isOpenDecision(p));
  // Before the turn signal, which reads the page's title to put it back.
  usePageTitle(`Game ${id}`);
  useYourTurnSignal(deciding, settings.sound);
  const error = socket.error ?? answer.error;
  const clearError = () => {
    socket.clearError();
    answer.clearError();
    setTableError(null);
  };
  useEffect(() => {
    if (error) setBusy(false);
  }, [error]);

  const send = (d: Decision, choice: unknown) => {
    const last = feed.frames.at(-1);
    if (!last) return;
    clearError();
    const via = d.player === seat ? socket : answer;
    if (via.send({ type: "move", actions: last.actions, decision: d.id, choice })) setBusy(true);
  };

  // Hot seat: a choice taken on this page for another seat of this browser is taken back
  // through that seat's link.
  const undoToken =
    undoBy === null || undoBy === seat ? null : tokenOf(local.find((s) => s.seat === undoBy)?.link);
  const mayUndo = undoBy !== null && (undoBy === seat || undoToken !== null);
  const undo = () => {
    const last = feed.frames.at(-1);
    if (!last) return;
    clearError();
    const msg = { type: "undo" as const, actions: last.actions };
    if (undoToken === null) {
      if (socket.send(msg)) setBusy(true);
    } else sendAs(id, undoToken, msg).catch((e: Error) => setTableError(e.message));
  };

  /** Resigns, offers or answers a draw as this page's seat, or another seat of this browser. */
  const sendTable = (as: number, type: TableMessage) => {
    clearError();
    // The count of actions seen: an acceptance of an offer withdrawn since is refused.
    const msg = { type, actions: feed.frames.at(-1)?.actions ?? 0 };
    if (as === seat) {
      socket.send(msg);
      return;
    }
    const token = tokenOf(local.find((s) => s.seat === as)?.link);
    if (token) sendAs(id, token, msg).catch((e: Error) => setTableError(e.message));
  };

  const body = () => {
    if (socket.status === "refused" && socket.error) {
      return (
        <LinkProblem
          id={id}
          code={socket.error.code === "not-found" ? "not-found" : "unauthorized"}
        />
      );
    }
    if (!g) return <p className="loading">Connecting to game {id}…</p>;
    if (handTo?.to.link) {
      const link = handTo.to.link;
      return <HandOver pass={handTo} onTake={() => navigate(link)} />;
    }
    return (
      <div className="game-grid">
        <div className="main">
          <Recap game={id} g={g} events={shownEvents} seat={seat} named={local.length > 1} />
          <TableView
            g={g}
            faces={faces}
            seatKinds={meta?.seats.map((s) => s.kind)}
            connected={meta?.seats.map((s) => s.connected)}
            local={local.length > 1 ? local.map((s) => s.seat) : undefined}
          />
        </div>
        <div className="side">
          <div
            className={`dock${deciding || g.winner ? " deciding" : ""}`}
            data-testid="decision-bar"
          >
            {g.winner ? (
              <GameOver
                g={g}
                id={id}
                token={token}
                seat={seat}
                seats={meta?.seats ?? []}
                here={here}
              />
            ) : (
              <DecisionPanel
                g={g}
                seat={panelSeat}
                by={answerer?.name}
                onSend={send}
                busy={busy || socket.sending || answer.sending}
                watching={watching}
                reading={reading}
              />
            )}
            {mayUndo && !watching && !g.winner ? (
              <UndoButton onUndo={undo} busy={busy || socket.sending} />
            ) : null}
            <RollPanel
              g={words ?? g}
              shown={roll}
              animate={settings.animate && reading}
              waiting={reading}
              onContinue={() => dispatch({ type: "read" })}
              onSkip={() => dispatch({ type: "skip" })}
            />
          </div>
          {saved?.guided ? (
            <GuidedHint
              g={g}
              seat={seat}
              deciding={deciding && panelSeat === seat}
              busy={busy || socket.sending}
              onSend={send}
            />
          ) : null}
          <EndGame g={g} seat={seat} local={local.map((s) => s.seat)} onSend={sendTable} />
          {tableError ? (
            <p className="error" role="alert">
              {tableError}
            </p>
          ) : null}
          <LogView g={words ?? g} events={feed.events} upTo={feed.revealed} />
          <SettingsBar />
          {saved ? <SeatLinks game={saved} current={here} /> : null}
        </div>
      </div>
    );
  };

  return (
    <BoardProvider>
      <div
        className="page game-page"
        data-seat={seat ?? undefined}
        data-actions={feed.frames.at(-1)?.actions}
      >
        <header className="top">
          <h1 className="sr-only">Game {id}</h1>
          <Link to="/">← Lobby</Link>
          {/* In a new tab: the game stays where it is. */}
          <a href="/how-to-play" target="_blank" rel="noopener" data-testid="how-to-play">
            How to play
          </a>
          {socket.status !== "refused" ? (
            <span className={`conn conn-${socket.status}`} data-testid="connection">
              {socket.status === "open"
                ? "connected"
                : socket.status === "connecting"
                  ? "connecting…"
                  : "reconnecting…"}
            </span>
          ) : null}
        </header>
        {error && socket.status !== "refused" ? (
          <div className="error" role="alert" data-testid="error">
            {ERROR_TEXT[error.code] ?? "Error"}: {error.message}{" "}
            <button type="button" onClick={clearError}>
              Dismiss
            </button>
          </div>
        ) : null}
        {socket.notice ? (
          <div className="notice" role="status" data-testid="notice">
            Server trouble: {socket.notice.message}. Your game is safe.
          </div>
        ) : null}
        {body()}
      </div>
    </BoardProvider>
  );
}
