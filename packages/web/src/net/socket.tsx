// The game socket (/ws?game=ID&token=TOKEN): state messages in, moves out; reconnects with a
// growing pause when the connection drops, and on a "stale" error (the next state resyncs). A
// reconnect asks only for the events since the last state seen (&since=N), and sends again the move
// the server had not acknowledged (`outbox.ts`). A link the server refuses (no such game, a wrong
// token) is "refused": retrying would not help.
import type {
  ClientMessage,
  ErrorCode,
  NoticeCode,
  ServerMessage,
} from "@dragondice/server/protocol";
import { useCallback, useEffect, useRef, useState } from "react";
import { Outbox, socketUrl } from "./outbox.ts";

export type StateMessage = Extract<ServerMessage, { type: "state" }>;
export type Status = "connecting" | "open" | "closed" | "refused";

export interface GameSocket {
  status: Status;
  error: { code: ErrorCode | "connection"; message: string } | null;
  /** What the server says about itself (it is retrying to save a bot's move), until cleared. */
  notice: { code: NoticeCode; message: string } | null;
  /** A move was sent and the server has not answered it yet (it goes again on reconnecting). */
  sending: boolean;
  /** Sends a message; a move is also kept until the server answers it, and sent again after a
   * reconnect (one made while the connection is down goes when it is back). */
  send(msg: ClientMessage): boolean;
  clearError(): void;
  reconnect(): void;
}

/** `token` null: no connection (a hot-seat page's link for another seat, while none answers). */
export function useGameSocket(
  game: string,
  token: string | null,
  onState: (msg: StateMessage, fresh: boolean) => void,
): GameSocket {
  const [status, setStatus] = useState<Status>("connecting");
  const [error, setError] = useState<GameSocket["error"]>(null);
  const [notice, setNotice] = useState<GameSocket["notice"]>(null);
  const [sending, setSending] = useState(false);
  const ws = useRef<WebSocket | null>(null);
  const stateRef = useRef(onState);
  stateRef.current = onState;
  // One per page: what has been seen survives reconnects (and a change of link starts afresh).
  const outbox = useRef(new Outbox());
  const [generation, setGeneration] = useState(0);

  // A new link is a new page: nothing seen, nothing held (before connecting to it, below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the link changes
  useEffect(() => {
    outbox.current = new Outbox();
    setSending(false);
  }, [game, token]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation forces a reconnect
  useEffect(() => {
    if (token === null) return;
    let stopped = false;
    let retry = 500;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    const open = () => {
      setStatus("connecting");
      const sock = new WebSocket(socketUrl(window.location, game, token, outbox.current.seen));
      ws.current = sock;
      let fresh = true;
      sock.onopen = () => {
        retry = 500;
        setStatus("open");
        // The server says again if it is still retrying.
        setNotice(null);
        // Messages wait on the server until the game is loaded: this goes after the state.
        const held = outbox.current.held;
        if (held) sock.send(JSON.stringify(held));
        ping = setInterval(() => {
          if (sock.readyState === WebSocket.OPEN) sock.send(JSON.stringify({ type: "ping" }));
        }, 25_000);
      };
      sock.onmessage = (ev) => {
        let msg: ServerMessage;
        try {
          msg = JSON.parse(String(ev.data)) as ServerMessage;
        } catch {
          return;
        }
        outbox.current.received(msg);
        setSending(outbox.current.held !== null);
        if (msg.type === "state") {
          stateRef.current(msg, fresh);
          fresh = false;
        } else if (msg.type === "error") {
          setError({ code: msg.code, message: msg.message });
          if (msg.code === "stale") sock.close(4000, "resync");
        } else if (msg.type === "notice") {
          setNotice(
            msg.code === "server-recovered" ? null : { code: msg.code, message: msg.message },
          );
        }
      };
      sock.onclose = (ev) => {
        clearInterval(ping);
        if (ws.current === sock) ws.current = null;
        if (stopped) return;
        // Not found / not allowed: retrying will not help.
        if (ev.code === 4404 || ev.code === 4401 || ev.code === 4403) {
          setStatus("refused");
          setError({
            code: ev.code === 4404 ? "not-found" : "unauthorized",
            message: ev.reason || "the server refused the connection",
          });
          return;
        }
        setStatus("closed");
        timer = setTimeout(open, retry);
        retry = Math.min(retry * 2, 10_000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(ping);
      ws.current?.close(1000, "leaving");
      ws.current = null;
    };
  }, [game, token, generation]);

  const send = useCallback((msg: ClientMessage) => {
    if (msg.type === "move") {
      outbox.current.hold(msg);
      setSending(true);
    }
    const sock = ws.current;
    if (!sock || sock.readyState !== WebSocket.OPEN) {
      if (msg.type === "move") return true;
      setError({ code: "connection", message: "not connected to the server; retrying" });
      return false;
    }
    sock.send(JSON.stringify(msg));
    return true;
  }, []);

  return {
    status,
    error,
    notice,
    sending,
    send,
    clearError: () => setError(null),
    reconnect: () => setGeneration((n) => n + 1),
  };
}
