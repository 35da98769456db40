// A player at one seat over a WebSocket, for tests with server processes that die: it plays the
// heuristic bot's moves, keeps every event it is sent, and after reconnecting asks only for what
// it missed and sends again a move that was not acknowledged.
import { type Bot, heuristicBot } from "@dragondice/ai";
import { type Decision, type PlayerView, seededRandomInt } from "@dragondice/engine";
import type { ServerMessage, StateMessage } from "../src/protocol.ts";
import { TestClient } from "./helpers.ts";

/** Between a player's moves (the server refuses more than 20 messages a second). */
const PACE_MS = 60;
/** A connection handed to a process as it is killed is never answered: given up, and made again. */
const HANDSHAKE_TIMEOUT_MS = 20_000;

/**
 * A player at one seat: plays a move (the heuristic bot's) whenever it has a decision, keeps every event it is
 * sent (a reconnect asks only for those after the last action it saw), and sends an
 * unacknowledged move again after reconnecting.
 */
export class Seat {
  client!: TestClient;
  /** The events seen, in order: the whole log on the first connection, then each step. */
  readonly events: { type: string }[] = [];
  readonly acknowledged: number[] = [];
  last: StateMessage | null = null;
  unacknowledged: { decision: number; actions: number; choice: unknown } | null = null;
  private sentFor = -1;
  /** Plays to win, so that the game is soon over. */
  private readonly bot: Bot;

  constructor(
    readonly token: string,
    readonly game: string,
    readonly salt: number,
  ) {
    this.bot = heuristicBot(seededRandomInt(salt));
  }

  async connect(port: number): Promise<void> {
    const since = this.last ? `&since=${this.last.actions}` : "";
    const url = `ws://127.0.0.1:${port}/ws?game=${this.game}&token=${this.token}${since}`;
    this.client = await TestClient.connect(url, undefined, HANDSHAKE_TIMEOUT_MS);
    if (this.unacknowledged) this.client.send({ type: "move", ...this.unacknowledged });
  }

  /**
   * Reads what has arrived; sends a move when there is one to make. False: the socket closed.
   * Throws when nothing arrives for `timeoutMs` (the game is stuck).
   */
  async step(onSend?: () => void, timeoutMs = 20_000): Promise<boolean> {
    let message: ServerMessage;
    try {
      message = await this.client.take(() => true, timeoutMs);
    } catch (e) {
      if (this.client.closed) return false;
      throw e;
    }
    if (message.type === "ack") {
      this.acknowledged.push(message.decision);
      if (this.unacknowledged?.decision === message.decision) this.unacknowledged = null;
    } else if (message.type === "error") {
      throw new Error(`seat ${this.salt}: ${message.code}: ${message.message}`);
    } else if (message.type === "state") {
      this.events.push(...(message.events as { type: string }[]));
      this.last = message;
    }
    const state = this.last;
    if (!state || this.unacknowledged || this.over) return true;
    const view = state.view as PlayerView;
    const decision = view.pending.find((d) => d.player === state.seat && "prompt" in d) as
      | Decision
      | undefined;
    if (decision && this.sentFor !== decision.id) {
      // The server allows 20 messages a second per connection: a player this quick is paced.
      await new Promise((r) => setTimeout(r, PACE_MS));
      this.sentFor = decision.id;
      this.unacknowledged = {
        decision: decision.id,
        actions: state.actions,
        choice: this.bot.choose(view, decision),
      };
      this.client.send({ type: "move", ...this.unacknowledged });
      onSend?.();
    }
    return true;
  }

  get over(): boolean {
    return Boolean((this.last?.view as PlayerView | undefined)?.winner);
  }
}
