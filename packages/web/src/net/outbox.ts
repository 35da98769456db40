// The game socket's memory across reconnects, kept apart from React so it can be tested: how far
// the game has been seen (a reconnect asks only for what came after), and the move sent that the
// server has not answered yet (sent again after a reconnect: the server applies it if it never
// arrived and acknowledges it again if it did, never applying it twice).
import type { ClientMessage, ServerMessage } from "@dragondice/server/protocol";

export type MoveMessage = Extract<ClientMessage, { type: "move" }>;

/** The socket's address: `since` (the actions already seen) on a reconnect, none on the first. */
export function socketUrl(
  location: { protocol: string; host: string },
  game: string,
  token: string,
  since: number | null,
): string {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const base = `${proto}://${location.host}/ws?game=${encodeURIComponent(game)}&token=${encodeURIComponent(token)}`;
  return since === null ? base : `${base}&since=${since}`;
}

export class Outbox {
  /** The `actions` of the last state message received: null until the first one. */
  seen: number | null = null;
  /** The move sent and not yet answered. */
  held: MoveMessage | null = null;

  /** A move is being sent: held until the server answers it. */
  hold(move: MoveMessage): void {
    this.held = move;
  }

  /** What the server sent: a state moves `seen` on; an ack of the held move's decision, or an
   * error (the server refused it, and sending it again would not help), lets go of the move. */
  received(msg: ServerMessage): void {
    if (msg.type === "state") this.seen = msg.actions;
    else if (msg.type === "ack" && msg.decision === this.held?.decision) this.held = null;
    else if (msg.type === "error") this.held = null;
  }
}
