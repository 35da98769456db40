// A seat played from node through the game's own protocol (the WebSocket a page uses), with no
// page: a test gets to the moment it checks in a second or two, then opens the page there. The
// game's other seats are bots, and the seat answers only once the server has answered all it
// answers itself (the bots' decisions, forced ones): with the dice seeded, every run goes the
// same way, where a page racing the bots at simultaneous decisions made each run its own.
import { type Decision, forcedChoice, type PlayerView } from "@dragondice/engine";
import WebSocket from "ws";
import type { ServerMessage } from "../packages/server/src/protocol.ts";

/** The seat's answer to a decision, or "stop": leave it pending for the page. */
export type Policy = (view: PlayerView, decision: Decision) => { choice: unknown } | "stop";

/** Where the seat stopped: its decision left pending (null once the game is over). */
export interface Stopped {
  view: PlayerView;
  decision: Decision | null;
}

/** Whether the server answers `d` itself: another seat's (a bot's), or one with a single answer. */
export const serversToAnswer = (view: PlayerView, d: PlayerView["pending"][number]): boolean =>
  d.player !== view.viewer || ("options" in d && forcedChoice(d) !== null);

/**
 * Plays the seat of `link` (a seat's `/play/...` link on `base`) with `policy` until it says stop
 * or the game is over. The server's WebSocket limit (20 messages a second) must be raised for
 * this to be quick: `useBrowser({ wsRateLimit })`.
 */
export function playSeat(base: string, link: string, policy: Policy): Promise<Stopped> {
  const url = new URL(link, base);
  const ws = new WebSocket(
    `${base.replace(/^http/, "ws")}/ws?game=${url.pathname.split("/")[2]}&token=${url.searchParams.get("token")}`,
  );
  let answered = -1;
  return new Promise<Stopped>((resolve, reject) => {
    const finish = (stopped: Stopped) => {
      ws.close();
      resolve(stopped);
    };
    ws.on("error", reject);
    ws.on("close", (code) => reject(new Error(`the socket closed (${code})`)));
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === "error") {
        ws.close();
        return reject(new Error(`${message.code}: ${message.message}`));
      }
      if (message.type !== "state") return;
      const view = message.view as PlayerView;
      if (view.winner) return finish({ view, decision: null });
      if (view.pending.some((d) => serversToAnswer(view, d))) return;
      const decision = view.pending.find((d) => d.player === view.viewer) as Decision | undefined;
      if (!decision || decision.id === answered) return;
      const answer = policy(view, decision);
      if (answer === "stop") return finish({ view, decision });
      answered = decision.id;
      ws.send(
        JSON.stringify({
          type: "move",
          actions: message.actions,
          decision: decision.id,
          choice: answer.choice,
        }),
      );
    });
  });
}
