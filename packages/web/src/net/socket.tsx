// The game socket (/ws?game=ID&token=TOKEN): state messages in, moves out; reconnects with a
// growing pause when the connection drops, and on a "stale" error (the next state resyncs). A link
// the server refuses (no such game, a wrong token) is "refused": retrying would not help.
import type { ClientMessage, ErrorCode, ServerMessage } from "@dragondice/server/protocol";
import { useCallback, useEffect, useRef, useState } from "react";

export type StateMessage = Extract<ServerMessage, { type: "state" }>;
export type Status = "connecting" | "open" | "closed" | "refused";

export interface GameSocket {
  status: Status;
  error: { code: ErrorCode | "connection"; message: string } | null;
  send(msg: ClientMessage): boolean;
  clearError(): void;
  reconnect(): void;
}

export function useGameSocket(
  game: string,
  token: string,
  onState: (msg: StateMessage, fresh: boolean) => void,
): GameSocket {
  const [status, setStatus] = useState<Status>("connecting");
  const [error, setError] = useState<GameSocket["error"]>(null);
  const ws = useRef<WebSocket | null>(null);
  const stateRef = useRef(onState);
  stateRef.current = onState;
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation forces a reconnect
  useEffect(() => {
    let stopped = false;
    let retry = 500;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    const open = () => {
      const proto = window.location.protocol === "https:" ? "wss" : "ws";
      const url = `${proto}://${window.location.host}/ws?game=${encodeURIComponent(game)}&token=${encodeURIComponent(token)}`;
      setStatus("connecting");
      const sock = new WebSocket(url);
      ws.current = sock;
      let fresh = true;
      sock.onopen = () => {
        retry = 500;
        setStatus("open");
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
        if (msg.type === "state") {
          stateRef.current(msg, fresh);
          fresh = false;
        } else if (msg.type === "error") {
          setError({ code: msg.code, message: msg.message });
          if (msg.code === "stale") sock.close(4000, "resync");
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
    const sock = ws.current;
    if (!sock || sock.readyState !== WebSocket.OPEN) {
      setError({ code: "connection", message: "not connected to the server; retrying" });
      return false;
    }
    sock.send(JSON.stringify(msg));
    return true;
  }, []);

  return {
    status,
    error,
    send,
    clearError: () => setError(null),
    reconnect: () => setGeneration((n) => n + 1),
  };
}
