// One message sent through another seat's link of this browser (hot seat): a draw accepted or
// declined by a seat that is not the one on screen. A socket of its own, closed once the server
// has answered: the next state means it was applied, an error says why not.
import type { ClientMessage, ServerMessage } from "@dragondice/server/protocol";
import { socketUrl } from "./outbox.ts";

/** The token of a seat's link (/play/ID?token=...). */
export const tokenOf = (link: string | undefined): string | null =>
  link ? new URLSearchParams(link.split("?")[1] ?? "").get("token") : null;

/** Sends `msg` as the seat of `token`; resolves once applied, rejects with the server's reason. */
export function sendAs(game: string, token: string, msg: ClientMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(socketUrl(window.location, game, token, null));
    let sent = false;
    ws.onmessage = (e) => {
      const reply = JSON.parse(String(e.data)) as ServerMessage;
      if (reply.type === "error") {
        ws.close();
        reject(new Error(reply.message));
      } else if (reply.type === "state" && !sent) {
        // The state on joining: the seat is connected, the message can go.
        sent = true;
        ws.send(JSON.stringify(msg));
      } else if (reply.type === "state" && reply.events.length > 0) {
        ws.close();
        resolve();
      }
    };
    ws.onerror = () => reject(new Error("could not reach the server"));
  });
}
