// A seat played from node through the game's own protocol (the WebSocket a page uses), beside or
// before its page: a test gets to the moment it checks in a second or two, and leaves to the page
// what it checks. The game's other seats are bots, and the seat answers only once the server has
// answered all it answers itself (the bots' decisions, forced ones): with the dice seeded, every
// run goes the same way, where a page racing the bots at simultaneous decisions made each run its
// own.
import { makeBot } from "@dragondice/ai";
import { type Decision, forcedChoice, type PlayerView, seededRandomInt } from "@dragondice/engine";
import WebSocket from "ws";
import type { ServerMessage } from "../packages/server/src/protocol.ts";

/** The seat's answer to a decision, or "stop": leave it pending for the page. */
export type Policy = (view: PlayerView, decision: Decision) => { choice: unknown } | "stop";

/** A decision of the seat's to answer, and the view it was asked in. */
export interface Turn {
  view: PlayerView;
  decision: Decision;
}

/** Whether the server answers `d` itself: another seat's (a bot's), or one with a single answer. */
const serversToAnswer = (view: PlayerView, d: PlayerView["pending"][number]): boolean =>
  d.player !== view.viewer || ("options" in d && forcedChoice(d) !== null);

/** The magic action whenever it is offered, else the heuristic bot's choice (seeded by `seed`). */
export function magicFirst(seed: number): Policy {
  const bot = makeBot("heuristic", seededRandomInt(seed));
  return (view, d) => {
    const magic = d.kind === "choose-action" && d.options?.find((o) => isMagic(o));
    return { choice: magic || bot.choose(view, d) };
  };
}
const isMagic = (o: unknown) => (o as { action?: string } | null)?.action === "magic";

/**
 * The seat of a `/play/...` link, connected from node. The server's WebSocket limit (20 messages
 * a second) must be raised for it to be quick: `useBrowser({ wsRateLimit })`.
 */
export class Seat {
  private last: { view: PlayerView; actions: number } | null = null;
  private failed: Error | null = null;
  /** The decisions handed out by `next`: each is answered once, here or in the page. */
  private readonly handed = new Set<number>();
  private wake: () => void = () => {};

  private constructor(private readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === "error") this.failed = new Error(`${message.code}: ${message.message}`);
      if (message.type === "state") {
        this.last = { view: message.view as PlayerView, actions: message.actions };
      }
      this.wake();
    });
    ws.on("close", (code) => {
      this.failed ??= new Error(`the socket closed (${code})`);
      this.wake();
    });
  }

  static open(base: string, link: string): Promise<Seat> {
    const url = new URL(link, base);
    const game = url.pathname.split("/")[2] ?? "";
    const token = url.searchParams.get("token") ?? "";
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/ws?game=${game}&token=${token}`);
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(new Seat(ws)));
      ws.once("error", reject);
    });
  }

  /**
   * The seat's next decision, once the server has answered everything it answers itself; null
   * once the game is over.
   */
  async next(): Promise<Turn | null> {
    for (;;) {
      if (this.failed) throw this.failed;
      const view = this.last?.view;
      if (view?.winner) return null;
      if (view && !view.pending.some((d) => serversToAnswer(view, d))) {
        const decision = view.pending.find((d) => !this.handed.has(d.id)) as Decision | undefined;
        if (decision) {
          this.handed.add(decision.id);
          return { view, decision };
        }
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  answer(decision: Decision, choice: unknown): void {
    const actions = this.last?.actions ?? 0;
    this.ws.send(JSON.stringify({ type: "move", actions, decision: decision.id, choice }));
  }

  close(): void {
    this.failed = new Error("closed");
    this.ws.close();
  }
}

/**
 * Plays the seat of `link` with `policy` until it says stop (the decision it stopped at) or the
 * game is over (null).
 */
export async function playSeat(base: string, link: string, policy: Policy): Promise<Turn | null> {
  const seat = await Seat.open(base, link);
  try {
    for (;;) {
      const turn = await seat.next();
      if (!turn) return null;
      const answer = policy(turn.view, turn.decision);
      if (answer === "stop") return turn;
      seat.answer(turn.decision, answer.choice);
    }
  } finally {
    seat.close();
  }
}
