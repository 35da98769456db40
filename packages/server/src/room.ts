// One game being played: this process's replica of its state, its sockets, and a queue through
// which every change goes one at a time (a move is checked, stored, then applied and broadcast).
// Bots answer their seats' decisions here, one per turn of the event loop; their choices are
// computed by a BotRunner (bots.ts: worker threads on the server), off the event loop that serves
// moves. Several processes may serve the same game (a shared PostgreSQL): the store's key (game,
// action number) lets one of them store action n; the others learn of it (the store's notes, or
// finding the number taken), read what they missed, apply it and broadcast it to their own
// sockets (`catchUp`).
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { decisionRandom } from "@dragondice/ai";
import {
  type Action,
  actionProblem,
  applyInPlace,
  choiceProblem,
  type DecideAction,
  type Decision,
  forcedChoice,
  type GameConfig,
  type GameEvent,
  type GameRecord,
  type GameState,
  markedForced,
  newGame,
  newRecord,
  parseChoice,
  parseRecord,
  sampleChoice,
  type TableAction,
  type TakenStep,
  tableStep,
  undoDepth,
  undoProblem,
  viewFor,
} from "@dragondice/engine";
import type { WebSocket } from "ws";
import { type BotRunner, inlineBots } from "./bots.ts";
import type {
  ErrorCode,
  ForceSpec,
  GameSummary,
  ServerMessage,
  StateMessage,
  TableMessage,
  WaitingMessage,
} from "./protocol.ts";
import { WATCH_TOKEN } from "./protocol.ts";
import type { RandomBytes } from "./randomness.ts";
import { withChosenForce } from "./setup.ts";
import { sendBounded } from "./slow-sockets.ts";
import { ActionTaken, type NewStoredGame, type Store, type StoredGame } from "./store/types.ts";

/** A bots' move that failed (the database down) is tried again after this long, twice as long
 * after each further failure, up to BOT_RETRY_MAX_MS. */
const BOT_RETRY_FIRST_MS = 500;
const BOT_RETRY_MAX_MS = 30_000;
/** A move whose action number other processes keep taking first is refused as stale after this
 * many tries (each try means the game moved on, so this is contention, not a fault). */
const MAX_MOVE_TRIES = 5;
/** Refusals a replica behind the store would give a move that may be good: checked again after
 * catching up (the game started, the decision was answered, the move's state reached). */
const BEHIND: ReadonlySet<ErrorCode> = new Set(["not-started", "stale", "illegal"]);
/** Another process's word on who is connected there holds this long unless said again (each
 * process says it again every 30 s; a process that died says nothing more). */
const PRESENCE_TTL_MS = 75_000;
/**
 * The longest a socket with nothing to decide waits for the steps played (`broadcastStep`): below
 * what a person watching notices, above the time a client at the table takes to answer.
 */
export const WATCHER_WAIT_MS = 100;

/** The seats with a choice to make in `state`. */
const seatsDeciding = (state: GameState): ReadonlySet<number> =>
  new Set(state.pending.map((d) => d.player));

/**
 * Whether `seat`'s sockets are sent a step at once: the game is over, or the seat has a choice to
 * make, or had one before the step (`deciding`): a choice answered for it (the server answers one
 * with a single answer) must not stay on its screen.
 */
const mustSeeNow = (state: GameState, seat: number | null, deciding: ReadonlySet<number>) =>
  state.winner !== null ||
  (seat !== null && (deciding.has(seat) || state.pending.some((d) => d.player === seat)));

export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** A move refused: the code and sentence sent back to the mover. */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** An invited player's force that cannot be taken: the game has started, or the seat's is set. */
export class ForceNotAllowed extends Error {
  override name = "ForceNotAllowed";
}

export interface Client {
  socket: WebSocket;
  /** The seat this socket plays, or null for a spectator. */
  seat: number | null;
}

interface Step {
  events: GameEvent[];
  /** The seat whose secret decision this step answered (others do not see the choice). */
  secretOf: number | null;
  /** What undo needs to know of the action (none for the set-up's step). */
  taken?: TakenStep;
}

/** The step of an action applied: its events (a forced answer's `decided` event says so). */
function actionStep(
  events: GameEvent[],
  action: Action,
  decision: Decision | undefined,
  revocable: boolean,
): Step {
  // A table action (resign, a draw) answers no decision, and is never taken back.
  if (!decision) return { events, secretOf: null, taken: tableStep(action.player) };
  const forced = forcedChoice(decision) !== null;
  return {
    events: forced ? markedForced(events) : events,
    secretOf: decision.secret ? decision.player : null,
    taken: { player: decision.player, revocable, forced },
  };
}

/** The mover to acknowledge once its move is applied: the decision it answered. */
interface Ack {
  client: Client;
  decision: number;
}

export interface RoomLogger {
  error(obj: unknown, msg?: string): void;
  /** A client's doing, not the server's failure: one line (log.ts). */
  warn(what: string, message: string): void;
}

function redact(step: Step, seat: number | null): GameEvent[] {
  if (step.secretOf === null || step.secretOf === seat) return step.events;
  return step.events.map((e) =>
    e.type === "decided" && e.player === step.secretOf
      ? ({ type: "decided", player: e.player, kind: e.kind, secret: true } as unknown as GameEvent)
      : e,
  );
}

/** The pending decision an action answers (none for a table action: resign, draws). */
const decisionOf = (state: GameState, action: Action): Decision | undefined =>
  action.type === "decide" ? state.pending.find((d) => d.id === action.decision) : undefined;

/**
 * A game rebuilt from its configuration and actions (the state is the caller's alone), and its
 * actions as the engine applied them: canonical, whatever order the database put their keys in.
 */
function replay(
  id: string,
  config: GameConfig,
  stored: readonly Action[],
): { state: GameState; steps: Step[]; actions: Action[] } {
  const started = newGame(config);
  if (!started.ok) throw new Error(`game ${id}: ${started.error.message}`);
  const state = started.state;
  const steps: Step[] = [{ events: started.events, secretOf: null }];
  const actions: Action[] = [];
  stored.forEach((action, i) => {
    const decision = decisionOf(state, action);
    const result = applyInPlace(state, action);
    if (!result.ok) throw new Error(`game ${id}, action ${i}: ${result.error.message}`);
    steps.push(actionStep(result.events, action, decision, result.revocable));
    actions.push(result.action);
  });
  return { state, steps, actions };
}

export class Room {
  readonly clients = new Set<Client>();
  /** Last time anything happened (for unloading idle games). */
  lastActive = Date.now();
  private queue: Promise<unknown> = Promise.resolve();
  private busy = 0;
  private botScheduled = false;
  private closed = false;
  /** A bots' move failed (it could not be stored): the timer that tries again, and its delay. */
  private botRetry: { timer: ReturnType<typeof setTimeout>; delayMs: number } | null = null;
  /** The delay of the last retry while bots' moves keep failing; 0 once one succeeds. */
  private botRetryMs = 0;
  /** Who computes the bots' choices: the server gives its pool of threads; inline by default. */
  bots: BotRunner = inlineBots;
  /** How long a socket with nothing to decide may wait for the steps played; 0: not at all. */
  watcherWaitMs = WATCHER_WAIT_MS;
  /** A catch-up is queued and has not started reading: further notes need no other. */
  private catchUpQueued = false;
  /** The number of the action this process is storing, if any: its own note needs no reading. */
  private storing: number | null = null;
  /** Seats with a socket on other processes (sharing the store), by process, and when said. */
  private readonly elsewhere = new Map<string, { seats: number[]; at: number }>();
  /** Sockets with nothing to decide that have not been sent the latest steps: the first step
   * each has not seen (`broadcastStep`). */
  private readonly behind = new Map<Client, number>();
  /** Sends those steps once `watcherWaitMs` have passed since the first was held. */
  private behindTimer: ReturnType<typeof setTimeout> | null = null;

  /**
   * `state` is null while the game waits for its invited players' forces (seats `choosing`):
   * then it has no action, no step, and nobody moves.
   */
  private constructor(
    private readonly store: Store,
    public meta: NewStoredGame,
    public state: GameState | null,
    readonly actions: Action[],
    private readonly steps: Step[],
    private finishedStored: boolean,
    private readonly log: RoomLogger,
  ) {}

  /** A new game (already stored by the caller), started unless a seat chooses its force. */
  static create(store: Store, meta: NewStoredGame, log: RoomLogger): Room {
    const room = new Room(store, meta, null, [], [], false, log);
    if (!room.waiting) room.start();
    return room;
  }

  /**
   * A stored game, rebuilt by replaying its actions through the engine. A game stored before
   * every server game had a round limit gets `roundLimit` now, or the round under way if it is
   * past it: no turn played so far goes past the limit, so the game replays the same way, and
   * it ends (the caller stores the new configuration).
   */
  static fromStored(store: Store, stored: StoredGame, log: RoomLogger, roundLimit: number): Room {
    const { actions: _a, finished, winner: _w, actionCount: _c, ...meta } = stored;
    if (meta.seats.some((s) => s.ownForce === "choosing"))
      return new Room(store, meta, null, [], [], false, log);
    const { state, steps, actions } = replay(stored.id, stored.config, stored.actions);
    if (meta.config.roundLimit === undefined) {
      const rounds = state.turn ? Math.ceil(state.turn.number / state.order.length) : 0;
      const limit = Math.max(roundLimit, rounds);
      meta.config = { ...meta.config, roundLimit: limit };
      state.roundLimit = limit;
    }
    return new Room(store, meta, state, actions, steps, finished, log);
  }

  get id(): string {
    return this.meta.id;
  }

  /** Waiting for invited players' forces: the game has not started. */
  get waiting(): boolean {
    return this.meta.seats.some((s) => s.ownForce === "choosing");
  }

  /** Starts the game once every force is known: newGame, and the bots' first decisions. */
  private start(): void {
    const started = newGame(this.meta.config);
    if (!started.ok) throw new Error(`game ${this.id}: ${started.error.message}`);
    this.state = started.state;
    this.steps.push({ events: started.events, secretOf: null });
  }

  get idle(): boolean {
    return this.clients.size === 0 && this.busy === 0 && !this.botScheduled && !this.botRetry;
  }

  /** The seat a token opens (null: spectator), or undefined when it opens nothing. */
  seatFor(token: unknown): number | null | undefined {
    if (typeof token !== "string" || token.length === 0 || token.length > 200) return undefined;
    if (token === WATCH_TOKEN) return null;
    const hash = hashToken(token);
    if (hash === this.meta.spectatorTokenHash) return null;
    const seat = this.meta.seats.findIndex((s) => s.tokenHash === hash);
    return seat >= 0 ? seat : undefined;
  }

  seatsSummary(): GameSummary["seats"] {
    return this.meta.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      name: s.name,
      connected:
        s.kind !== "human" ||
        [...this.clients].some((c) => c.seat === seat) ||
        [...this.elsewhere.values()].some((e) => e.seats.includes(seat)),
      choosing: s.ownForce === "choosing",
    }));
  }

  summary(): GameSummary {
    const state = this.state;
    return {
      id: this.id,
      createdAt: this.meta.createdAt.toISOString(),
      status: !state ? "waiting" : state.winner ? "finished" : "playing",
      seats: this.seatsSummary(),
      turn: state?.turn?.number ?? null,
      turnPlayer: state?.turn?.player ?? null,
      deciding: state && !state.winner ? [...new Set(state.pending.map((d) => d.player))] : [],
      winner: state?.winner?.player ?? null,
      draw: state?.winner?.player === null,
      ...(state?.winner?.player === null ? { drawnBy: state.winner.reason } : {}),
    };
  }

  /**
   * The game's record, read with the record format's schema: its keys in the format's order,
   * whatever order jsonb gave the configuration back in, so it is the same to the byte after a
   * restart.
   */
  record(): GameRecord {
    const record = newRecord(
      this.meta.config,
      this.meta.seats.map((s) => s.kind),
      this.meta.botSecret,
    );
    return parseRecord({ ...record, actions: this.actions });
  }

  /** What a seat sees of the game on connecting: its `state`, or `waiting` before the start. */
  messageFor(seat: number | null): StateMessage | WaitingMessage {
    return this.state ? this.stateMessage(this.state, seat) : this.waitingMessage(seat);
  }

  waitingMessage(seat: number | null): WaitingMessage {
    return {
      type: "waiting",
      game: this.id,
      seat,
      edition: this.meta.config.edition,
      forceSize: this.meta.config.forceSize,
      seats: this.seatsSummary(),
    };
  }

  /** The `state` message for a seat: all events so far, or the given ones. */
  private stateMessage(state: GameState, seat: number | null, events?: GameEvent[]): StateMessage {
    // Shared: the message is serialised at once and never changed.
    const view = viewFor(state, seat, { shared: true });
    const undoBy = this.undoBy(state);
    return {
      type: "state",
      game: this.id,
      seat,
      actions: this.actions.length,
      view,
      events: events ?? this.steps.flatMap((s) => redact(s, seat)),
      seats: this.seatsSummary(),
      ...(this.mayUndo(state, seat) ? { undo: true as const } : {}),
      ...(undoBy === null ? {} : { undoBy }),
    };
  }

  /** The seat that may take back its last choice now (the last to act), or null. */
  private undoBy(state: GameState): number | null {
    const last = this.steps.at(-1)?.taken?.player;
    return last !== undefined && this.mayUndo(state, last) ? last : null;
  }

  /** Whether `seat` may take back its last choice now (`undoDepth`). */
  private mayUndo(state: GameState, seat: number | null): boolean {
    return (
      seat !== null && !this.store.listen && !state.winner && undoDepth(this.takenSteps(), seat) > 0
    );
  }

  /**
   * The choices taken, step by step (`undoDepth` reads its last ones). Asked for every message
   * sent, so kept as the steps grow rather than gathered from the whole game each time; an undo
   * rebuilds the steps, and these with them (`takenBack`).
   */
  private takenSteps(): TakenStep[] {
    for (; this.takenUpTo < this.steps.length; this.takenUpTo++) {
      const taken = this.steps[this.takenUpTo]?.taken;
      if (taken) this.taken.push(taken);
    }
    return this.taken;
  }
  private taken: TakenStep[] = [];
  /** How many steps `taken` has looked at. */
  private takenUpTo = 0;

  /**
   * What a socket gets on connecting: a client that has seen the game up to action `since` (a
   * reconnect) gets only the events after it, and `since` says so; any other gets the whole log.
   */
  private joinMessage(seat: number | null, since: number | undefined): ServerMessage {
    const state = this.state;
    if (!state) return this.waitingMessage(seat);
    if (since === undefined || since > this.actions.length) return this.stateMessage(state, seat);
    // steps[0] is the set-up, steps[n + 1] action n's: a client at `since` has seen steps 0..since.
    const events = this.steps.slice(since + 1).flatMap((s) => redact(s, seat));
    return { ...this.stateMessage(state, seat, events), since };
  }

  /** Sends a message, or several texts at once (one write). */
  send(client: Client, message: ServerMessage | string | readonly string[]): void {
    const text =
      typeof message === "string" || Array.isArray(message) ? message : JSON.stringify(message);
    sendBounded(client.socket, text, () =>
      this.log.warn("too-slow", `game ${this.id}: a socket too slow to read was closed`),
    );
  }

  /** A socket joins; `since`: the actions it has seen already (a reconnect), if it says. */
  join(client: Client, since?: number): void {
    this.lastActive = Date.now();
    this.clients.add(client);
    this.send(client, this.joinMessage(client.seat, since));
    if (this.botRetry) this.send(client, this.retryingNotice(this.botRetry.delayMs));
    this.broadcastSeats(client);
    this.tellPresence();
    this.scheduleBots();
  }

  leave(client: Client): void {
    this.lastActive = Date.now();
    this.behind.delete(client);
    if (this.clients.delete(client)) {
      this.broadcastSeats(client);
      this.tellPresence();
    }
  }

  /** Tells the other processes sharing the store which seats have a socket here. */
  tellPresence(): void {
    if (!this.store.tellPresence) return;
    const seats = new Set<number>();
    for (const c of this.clients) if (c.seat !== null) seats.add(c.seat);
    this.store
      .tellPresence(
        this.id,
        [...seats].sort((a, b) => a - b),
      )
      .catch((e) => this.log.error(e, `game ${this.id}: telling who is connected failed`));
  }

  /** Another process's seats with a socket (none: it has no socket of this game left). */
  presenceElsewhere(process: string, seats: number[]): void {
    const before = this.connectedSeats();
    if (seats.length === 0) this.elsewhere.delete(process);
    else this.elsewhere.set(process, { seats, at: Date.now() });
    // Said again every 30 s: the sockets hear of it only when it changes something.
    if (this.connectedSeats() !== before) this.broadcastSeats(null);
  }

  /** Which seats are connected, as a string to compare. */
  private connectedSeats(): string {
    return this.seatsSummary()
      .map((s) => (s.connected ? 1 : 0))
      .join("");
  }

  /** Forgets what other processes said too long ago (they died): run now and then. */
  expirePresence(now = Date.now()): void {
    const before = this.connectedSeats();
    for (const [process, e] of this.elsewhere) {
      if (now - e.at > PRESENCE_TTL_MS) this.elsewhere.delete(process);
    }
    if (this.connectedSeats() !== before) this.broadcastSeats(null);
  }

  /**
   * Tells the sockets (but `except`) who is connected and, before the start, who has chosen: a
   * state message with no events, or a waiting message.
   */
  private broadcastSeats(except: Client | null): void {
    const state = this.state;
    const bySeat = new Map<number | null, string>();
    const held = new Map<string, string>();
    for (const c of this.clients) {
      if (c === except) continue;
      // A socket with held steps gets them now: its state must never be ahead of its events.
      const from = this.behind.get(c);
      if (state && from !== undefined) {
        this.behind.delete(c);
        this.send(c, this.stepsText(held, state, c.seat, from));
        continue;
      }
      let text = bySeat.get(c.seat);
      if (text === undefined) {
        const message = state ? this.stateMessage(state, c.seat, []) : this.waitingMessage(c.seat);
        text = JSON.stringify(message);
        bySeat.set(c.seat, text);
      }
      this.send(c, text);
    }
  }

  /** Every socket gets what it would on connecting (the game has just started). */
  private broadcastAll(): void {
    this.forgetBehind();
    for (const c of this.clients) this.send(c, this.messageFor(c.seat));
  }

  /**
   * An invited player's force (and name): checked by the engine, stored, and the game starts
   * when it was the last one missing. A random force is drawn from `random`. Rejects with
   * ForceNotAllowed, or SetupError (a bad force).
   */
  chooseForce(
    seat: number,
    name: string | undefined,
    force: ForceSpec,
    random: RandomBytes,
  ): Promise<void> {
    return this.enqueue(async () => {
      // Another process may take another seat's force at the same time: the store keeps the
      // seats only if nobody changed them since this one read them; else it reads and tries again.
      for (let tries = 1; ; tries++) {
        if (await this.tryChooseForce(seat, name, force, random)) return;
        if (tries >= MAX_MOVE_TRIES) throw new Error(`game ${this.id}: the seats keep changing`);
        await this.catchUp();
      }
    });
  }

  /** One try at chooseForce(): false when another process changed the seats first. */
  private async tryChooseForce(
    seat: number,
    name: string | undefined,
    force: ForceSpec,
    random: RandomBytes,
  ): Promise<boolean> {
    if (!this.waiting) throw new ForceNotAllowed("the game has started: the forces are set");
    const stored = this.meta.seats[seat];
    if (!stored?.ownForce) {
      throw new ForceNotAllowed("this seat's force was chosen when the game was created");
    }
    const seatName = name ?? stored.name;
    const choosing = this.meta.seats.map((s) => s.ownForce === "choosing");
    const config = withChosenForce(this.meta.config, choosing, seat, seatName, force, random);
    const seats = this.meta.seats.map((s, i) =>
      i === seat ? { ...s, name: seatName, ownForce: "chosen" as const } : s,
    );
    if (!(await this.store.updateSetup(this.id, config, seats, this.meta.seats))) return false;
    this.meta.config = config;
    this.meta.seats = seats;
    if (this.waiting) {
      this.broadcastSeats(null);
      return true;
    }
    this.start();
    this.broadcastAll();
    this.scheduleBots();
    return true;
  }

  /**
   * After a step: every socket that has a choice to make or had one before it (`mustSeeNow`), or
   * whose game is over, gets the `state` at once, with the steps it has not seen; the mover's
   * `ack` goes with its own, in one write. The others (a player watching the other move,
   * spectators) get theirs within `watcherWaitMs`, with every step played meanwhile: a seat making
   * several choices in a row (a bot answers in milliseconds) sends its opponent one message for
   * them, not one each.
   */
  private broadcastStep(state: GameState, deciding: ReadonlySet<number>, ack?: Ack): void {
    const texts = new Map<string, string>();
    // The step just applied is the last.
    const latest = this.steps.length - 1;
    for (const c of this.clients) {
      const from = this.behind.get(c) ?? latest;
      if (this.watcherWaitMs > 0 && c !== ack?.client && !mustSeeNow(state, c.seat, deciding)) {
        this.behind.set(c, from);
        continue;
      }
      this.behind.delete(c);
      const text = this.stepsText(texts, state, c.seat, from);
      if (c !== ack?.client) this.send(c, text);
      else {
        const message: ServerMessage = {
          type: "ack",
          decision: ack.decision,
          actions: this.actions.length,
        };
        this.send(c, [text, JSON.stringify(message)]);
      }
    }
    if (this.behind.size > 0 && this.behindTimer === null) {
      this.behindTimer = setTimeout(() => this.sendBehind(), this.watcherWaitMs);
    }
  }

  /** The held steps go to the sockets that have not seen them now (`broadcastStep`). */
  private sendBehind(): void {
    if (this.behindTimer !== null) clearTimeout(this.behindTimer);
    this.behindTimer = null;
    const state = this.state;
    if (!state) return;
    const texts = new Map<string, string>();
    for (const [c, from] of this.behind) this.send(c, this.stepsText(texts, state, c.seat, from));
    this.behind.clear();
  }

  /** No step is held any more: every socket is sent the whole state (or is leaving). */
  private forgetBehind(): void {
    if (this.behindTimer !== null) clearTimeout(this.behindTimer);
    this.behindTimer = null;
    this.behind.clear();
  }

  /** The events `seat` has not seen, from step `from` on (held steps first). */
  private unseen(seat: number | null, from: number): GameEvent[] {
    return this.steps.slice(from).flatMap((s) => redact(s, seat));
  }

  /**
   * The `state` message with steps `from` on, as text: made once for every socket of the same
   * seat and the same first step (`texts`).
   */
  private stepsText(
    texts: Map<string, string>,
    state: GameState,
    seat: number | null,
    from: number,
  ): string {
    const key = `${seat}:${from}`;
    let text = texts.get(key);
    if (text === undefined) {
      text = JSON.stringify(this.stateMessage(state, seat, this.unseen(seat, from)));
      texts.set(key, text);
    }
    return text;
  }

  /** Runs `task` after every change queued before it. */
  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.busy++;
    const run = this.queue.then(task).finally(() => {
      this.busy--;
      this.lastActive = Date.now();
    });
    this.queue = run.catch(() => {});
    return run;
  }

  /** Waits for the changes under way (shutting down). */
  async drain(): Promise<void> {
    this.closed = true;
    if (this.botRetry) clearTimeout(this.botRetry.timer);
    this.botRetry = null;
    this.sendBehind();
    while (this.busy > 0) await this.queue;
  }

  /**
   * A player's move: checked, stored, applied, broadcast. Rejects with a Refusal. With other
   * processes sharing the store, a move this replica would refuse (it may be behind: the
   * decision is answered, the game has started or moved on elsewhere) is checked again after
   * catching up, and a move whose action number another process took first is checked again
   * against the game after that action, as if it had arrived after it.
   */
  move(client: Client, actionsSeen: number, decisionId: number, choice: unknown): Promise<void> {
    return this.enqueue(async () => {
      let caughtUp = !this.store.listen;
      for (let tries = 1; ; tries++) {
        try {
          await this.tryMove(client, actionsSeen, decisionId, choice);
          return;
        } catch (e) {
          if (e instanceof ActionTaken) {
            if (tries >= MAX_MOVE_TRIES) {
              throw new Refusal("stale", "the game moved on while this move was saved: resend");
            }
          } else if (!(e instanceof Refusal && BEHIND.has(e.code) && !caughtUp)) throw e;
        }
        try {
          await this.catchUp();
        } catch (e) {
          this.log.error(e, `game ${this.id}: catching up failed`);
          throw new Refusal(
            "server-error",
            "the game could not be read; nothing changed, try again",
          );
        }
        caughtUp = true;
      }
    });
  }

  /** One try at a move (move() above): rejects with a Refusal, or ActionTaken. */
  private async tryMove(
    client: Client,
    actionsSeen: number,
    decisionId: number,
    choice: unknown,
  ): Promise<void> {
    const seat = client.seat;
    const state = this.state;
    if (seat === null) throw new Refusal("spectator", "spectators cannot move");
    if (!state) {
      throw new Refusal("not-started", "the game starts once every invited player has a force");
    }
    if (state.winner) throw new Refusal("game-over", "the game is over");
    const decision = state.pending.find((d) => d.id === decisionId);
    if (!decision) {
      // A move sent again (its acknowledgement was lost with the connection) that was applied
      // the first time: acknowledged again, not refused, never applied twice.
      const applied = this.appliedMove(seat, decisionId, choice);
      if (applied !== null) {
        this.send(client, { type: "ack", decision: decisionId, actions: applied + 1 });
        return;
      }
    }
    // A move made on an older state is stale, unless its decision is still waiting: players
    // deciding at the same time (assembling armies, counter-maneuvers) do not go stale
    // because another answered first.
    if (!decision) {
      throw actionsSeen !== this.actions.length
        ? new Refusal(
            "stale",
            `the game has moved on: ${this.actions.length} actions, not ${actionsSeen}`,
          )
        : new Refusal("illegal", `decision ${decisionId} is not pending`);
    }
    if (actionsSeen > this.actions.length) {
      throw new Refusal("stale", `the game has ${this.actions.length} actions, not ${actionsSeen}`);
    }
    if (decision.player !== seat) {
      throw new Refusal("wrong-seat", `decision ${decisionId} is seat ${decision.player}'s`);
    }
    await this.commit(
      state,
      { type: "decide", player: seat, decision: decisionId, choice },
      decision,
      { client, decision: decisionId },
    );
    this.scheduleBots();
  }

  /** The number of the action with which `seat` answered decision `decisionId` with `choice`
   * (the same choice, whatever the order of its keys), or null. */
  private appliedMove(seat: number, decisionId: number, choice: unknown): number | null {
    for (let n = this.actions.length - 1; n >= 0; n--) {
      const a = this.actions[n] as Action;
      if (a.type !== "decide" || a.decision !== decisionId) continue;
      return a.player === seat && isDeepStrictEqual(a.choice, choice) ? n : null;
    }
    return null;
  }

  /**
   * Checks, stores, then applies the move to the state itself (no copy of the state per move) and
   * tells everyone. The caller has checked the rest of what the engine checks: the game is not
   * over, the decision is pending and is the player's. What is stored is the choice the engine
   * reads (exactly its shape, keys sorted), never what else a client sent with it.
   */
  private async commit(
    state: GameState,
    move: DecideAction,
    decision: Decision,
    ack?: Ack,
  ): Promise<void> {
    const read = parseChoice(state, decision, move.choice);
    if (!read.ok) throw new Refusal("illegal", `${decision.kind}: ${read.problem}`);
    await this.storeAndApply(state, { ...move, choice: read.choice }, decision, ack);
  }

  /**
   * Stores a checked action, then applies it to the state itself and tells everyone (and the
   * mover, `ack`, that its move is in).
   */
  private async storeAndApply(state: GameState, action: Action, decision?: Decision, ack?: Ack) {
    const n = this.actions.length;
    this.storing = n;
    try {
      await this.store.appendAction(this.id, n, action);
    } catch (e) {
      if (e instanceof ActionTaken) throw e;
      this.log.error(e, `game ${this.id}: storing action ${n} failed`);
      throw new Refusal("server-error", "the move could not be saved; nothing changed, try again");
    } finally {
      this.storing = null;
    }
    let applied: { events: GameEvent[]; action: Action; revocable: boolean };
    const deciding = seatsDeciding(state);
    try {
      const result = applyInPlace(state, action);
      if (!result.ok) throw new Error(result.error.message);
      applied = result;
    } catch (e) {
      await this.withdraw(n, e);
      throw new Refusal("server-error", "the move failed on the server; nothing changed");
    }
    this.applied(
      state,
      applied.action,
      actionStep(applied.events, applied.action, decision, applied.revocable),
      deciding,
      ack,
    );
    this.storeRecovered();
    await this.storeFinished(state);
  }

  /**
   * A seat resigns, offers a draw or answers the draw offered (TABLE_MESSAGES): checked by the
   * engine, stored, applied and broadcast as a move is, then the bots answer. Rejects with a
   * Refusal. An action number another process took first is tried again after catching up.
   */
  tableAction(client: Client, type: TableMessage, actionsSeen?: number): Promise<void> {
    return this.enqueue(async () => {
      for (let tries = 1; ; tries++) {
        try {
          await this.tryTableAction(client, type, actionsSeen);
          this.scheduleBots();
          return;
        } catch (e) {
          if (!(e instanceof ActionTaken)) throw e;
          if (tries >= MAX_MOVE_TRIES) {
            throw new Refusal("stale", "the game moved on while this was saved: send it again");
          }
        }
        await this.catchUp();
      }
    });
  }

  private async tryTableAction(
    client: Client,
    type: TableMessage,
    actionsSeen: number | undefined,
  ): Promise<void> {
    const seat = client.seat;
    const state = this.state;
    if (seat === null) throw new Refusal("spectator", "spectators take no part in the game");
    if (!state) {
      throw new Refusal("not-started", "the game starts once every invited player has a force");
    }
    // An acceptance is of the offer the seat saw: not of one made since.
    if (
      type === "accept-draw" &&
      actionsSeen !== undefined &&
      actionsSeen !== this.actions.length
    ) {
      throw new Refusal(
        "stale",
        `the game has moved on: ${this.actions.length} actions, not ${actionsSeen}`,
      );
    }
    const action: TableAction = { type, player: seat };
    const problem = actionProblem(state, action);
    if (problem)
      throw new Refusal(problem.code === "game-over" ? "game-over" : "illegal", problem.message);
    await this.storeAndApply(state, action);
  }

  /**
   * An action applied to the state (`deciding`: the seats with a choice before it): kept, and its
   * events broadcast.
   */
  private applied(
    state: GameState,
    action: Action,
    step: Step,
    deciding: ReadonlySet<number>,
    ack?: Ack,
  ) {
    this.actions.push(action);
    this.steps.push(step);
    this.broadcastStep(state, deciding, ack);
  }

  /**
   * A seat takes back its last choice (`undoDepth`: with the forced answers after it): the
   * actions are taken back from the store, last first, and the game is replayed without them
   * (records replay exactly; no earlier state is kept). Every socket gets the whole log again.
   * Rejects with a Refusal, changing nothing. Only on a store of its own: processes sharing a
   * store are not told of an undo, and one that kept the action taken back would store the next
   * move after it, so there an undo is refused (and never offered).
   */
  undo(client: Client, actionsSeen: number): Promise<void> {
    return this.enqueue(async () => {
      const seat = client.seat;
      const state = this.state;
      if (seat === null) throw new Refusal("spectator", "spectators cannot undo");
      if (!state) {
        throw new Refusal("not-started", "the game starts once every invited player has a force");
      }
      if (state.winner) throw new Refusal("game-over", "the game is over");
      if (this.store.listen) {
        throw new Refusal("illegal", "no undo on a server whose processes share their games");
      }
      if (actionsSeen !== this.actions.length) {
        throw new Refusal(
          "stale",
          `the game has moved on: ${this.actions.length} actions, not ${actionsSeen}`,
        );
      }
      const taken = this.takenSteps();
      const depth = undoDepth(taken, seat);
      if (depth === 0) throw new Refusal("illegal", `no undo: ${undoProblem(taken, seat)}`);
      let removed = 0;
      let failure: unknown = null;
      for (let n = this.actions.length - 1; removed < depth; n--, removed++) {
        try {
          await this.store.removeLastAction(this.id, n);
        } catch (e) {
          failure = e;
          break;
        }
      }
      // Taken back as far as the store did: a forced answer left is answered again below.
      if (removed > 0) this.takenBack(this.actions.length - removed);
      if (failure !== null) {
        this.log.error(failure, `game ${this.id}: taking back an action failed`);
        throw new Refusal("server-error", "the undo could not be saved; try again");
      }
    });
  }

  /** The game replayed with its first `kept` actions only, sent whole to every socket. */
  private takenBack(kept: number): void {
    const rebuilt = replay(this.id, this.meta.config, this.actions.slice(0, kept));
    this.state = rebuilt.state;
    this.actions.length = kept;
    this.steps.splice(0, this.steps.length, ...rebuilt.steps);
    this.taken = [];
    this.takenUpTo = 0;
    this.forgetBehind();
    for (const c of this.clients) {
      this.send(c, { ...this.stateMessage(rebuilt.state, c.seat), undone: true });
    }
    this.scheduleBots();
  }

  private async storeFinished(state: GameState): Promise<void> {
    if (!state.winner || this.finishedStored) return;
    try {
      await this.store.markFinished(this.id, state.winner.player);
      this.finishedStored = true;
    } catch (e) {
      this.log.error(e, `game ${this.id}: marking it finished failed`);
    }
  }

  /**
   * Another process stored action `index` (the store's note): this replica reads it, and those
   * before it it missed, unless it has it already (its own, or read). `index` undefined: notes
   * may have been lost, read whatever is there.
   */
  noteAction(index?: number): void {
    if (this.closed || this.catchUpQueued) return;
    // Its own note may come before the store's answer: the move's task applies it.
    if (index !== undefined && (index === this.storing || index < this.actions.length)) return;
    this.catchUpQueued = true;
    this.enqueue(() => this.catchUp()).catch((e) =>
      this.log.error(e, `game ${this.id}: catching up failed`),
    );
  }

  /**
   * Brings this replica up to the store, when other processes share it, so that a reader (a GET,
   * a new socket) sees every action stored before it asked, its own move included, even if the
   * note of it has not arrived yet (read your writes). Alone on its store, the replica is the
   * store: nothing to read. Asked first outside the queue, so that a reader waits behind the
   * changes under way (a bot thinking) only when there is something to catch up on. A failed read
   * is logged, and the reader gets the replica as it is.
   */
  async readStored(): Promise<void> {
    if (!this.store.listen || this.closed) return;
    try {
      const stored = this.waiting ? await this.store.loadGame(this.id) : null;
      const behind = this.waiting
        ? stored !== null && !isDeepStrictEqual(stored.seats, this.meta.seats)
        : (await this.store.readActions(this.id, this.actions.length)).length > 0;
      if (behind) await this.enqueue(() => this.catchUp());
    } catch (e) {
      this.log.error(e, `game ${this.id}: catching up failed`);
    }
  }

  /**
   * Reads what other processes stored that this replica lacks: an invited player's force (and
   * the start of the game) and the actions after its last, applied in order and broadcast to
   * this process's sockets as if they had been made here. Runs inside a queued task.
   */
  private async catchUp(): Promise<void> {
    this.catchUpQueued = false;
    if (this.waiting) {
      const stored = await this.store.loadGame(this.id);
      if (!stored) return;
      this.meta = { ...this.meta, config: stored.config, seats: stored.seats };
      if (this.waiting) {
        this.broadcastSeats(null);
        return;
      }
      this.start();
      this.broadcastAll();
    }
    const state = this.state;
    if (!state) return;
    const missed = await this.store.readActions(this.id, this.actions.length);
    for (const action of missed) {
      const decision = decisionOf(state, action);
      const deciding = seatsDeciding(state);
      const result = applyInPlace(state, action);
      if (!result.ok) {
        // Every process applies the same engine to the same actions: a stored action that does
        // not apply means versions differ. Nothing more is read from this game here.
        throw new Error(
          `game ${this.id}, stored action ${this.actions.length}: ${result.error.message}`,
        );
      }
      this.applied(
        state,
        result.action,
        actionStep(result.events, result.action, decision, result.revocable),
        deciding,
      );
    }
    if (missed.length > 0) {
      await this.storeFinished(state);
      this.scheduleBots();
    }
  }

  /**
   * The engine failed on a stored move it had accepted (a bug), maybe half-way through changing
   * the state: the state is rebuilt from the actions before it (at once, before anyone reads it),
   * and the move is taken back from the store, so that the game goes on as if it had been
   * refused and is never stored with a move that cannot be replayed.
   */
  private async withdraw(n: number, error: unknown): Promise<void> {
    this.log.error(error, `game ${this.id}: applying action ${n} failed; withdrawing it`);
    this.state = replay(this.id, this.meta.config, this.actions).state;
    try {
      await this.store.removeLastAction(this.id, n);
    } catch (e) {
      this.log.error(e, `game ${this.id}: withdrawing action ${n} failed`);
    }
  }

  /** A decision the server answers: a bot's, or one with a single answer (`forcedChoice`),
   * answered here so that every client of the game agrees. */
  private botDecision(): Decision | undefined {
    if (!this.state || this.state.winner) return undefined;
    return this.state.pending.find(
      (d) => this.meta.seats[d.player]?.kind !== "human" || forcedChoice(d) !== null,
    );
  }

  /**
   * A bot's seat that declines the draw offered, or undefined. Bots never agree to a draw: they
   * play on, and a human who wants the game over can resign.
   */
  private botDecliningDraw(): number | undefined {
    const state = this.state;
    const offer = state?.drawOffer;
    if (!state || state.winner || !offer) return undefined;
    const seat = this.meta.seats.findIndex(
      (s, i) => s.kind !== "human" && i !== offer.by && !state.players[i]?.eliminated,
    );
    return seat >= 0 ? seat : undefined;
  }

  /**
   * Lets the bots answer their pending decisions, one at a time, each step when `bots` lets it
   * run (games with a human seat before games of bots only).
   */
  scheduleBots(): void {
    if (this.botScheduled || this.closed || this.botRetry) return;
    if (!this.botDecision() && this.botDecliningDraw() === undefined) return;
    this.botScheduled = true;
    const urgent = this.meta.seats.some((s) => s.kind === "human");
    const step = () =>
      this.enqueue(async () => {
        this.botScheduled = false;
        if (this.closed) return false;
        const state = this.state;
        const decliner = this.botDecliningDraw();
        const d = decliner === undefined ? this.botDecision() : undefined;
        if (!state || (decliner === undefined && !d)) return false;
        try {
          if (decliner !== undefined) {
            await this.storeAndApply(state, { type: "decline-draw", player: decliner });
          } else if (d) {
            // Nothing else changes the state meanwhile: every change waits in this queue.
            const forced = forcedChoice(d);
            const choice = forced ? forced.choice : await this.botChoice(state, d);
            if (this.closed) return false;
            const move: DecideAction = { type: "decide", player: d.player, decision: d.id, choice };
            await this.commit(state, move, d);
          }
        } catch (e) {
          // Another process answered first (the same answer: a bot's choice is reproducible).
          if (!(e instanceof ActionTaken)) throw e;
          await this.catchUp();
        }
        return true;
      });
    this.bots.schedule(step, urgent).then(
      (moved) => {
        if (moved) this.scheduleBots();
      },
      (e) => {
        if (!(e instanceof Refusal)) this.log.error(e, `game ${this.id}: bot move failed`);
        this.retryBots();
      },
    );
  }

  /** A move was stored: bots waiting to try again go on at once, and everyone is told. */
  private storeRecovered(): void {
    if (this.botRetry) clearTimeout(this.botRetry.timer);
    this.botRetry = null;
    if (this.botRetryMs === 0) return;
    this.botRetryMs = 0;
    this.broadcast({
      type: "notice",
      code: "server-recovered",
      message: "the server is saving moves again",
    });
  }

  /** A bots' move failed: tried again on a timer that doubles each time, and everyone told. */
  private retryBots(): void {
    if (this.closed || this.botRetry) return;
    const delayMs = Math.min(
      this.botRetryMs > 0 ? this.botRetryMs * 2 : BOT_RETRY_FIRST_MS,
      BOT_RETRY_MAX_MS,
    );
    this.botRetryMs = delayMs;
    const timer = setTimeout(() => {
      this.botRetry = null;
      this.scheduleBots();
    }, delayMs);
    this.botRetry = { timer, delayMs };
    this.broadcast(this.retryingNotice(delayMs));
  }

  private retryingNotice(delayMs: number): ServerMessage {
    return {
      type: "notice",
      code: "server-retrying",
      message: `the server could not save a bot's move; it tries again in ${delayMs / 1000} s`,
    };
  }

  /** The same message to every socket of the game. */
  private broadcast(message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const c of this.clients) this.send(c, text);
  }

  /**
   * The bot's choice, computed from its seat's view by `bots` (another thread on the server): the
   * same whichever thread computes it, as its randomness comes from the bot seed and the action
   * number. A bot that fails or answers wrongly is replaced by a legal choice drawn alike.
   */
  private async botChoice(state: GameState, d: Decision): Promise<unknown> {
    const n = this.actions.length;
    const kind = this.meta.seats[d.player]?.kind === "random" ? "random" : "heuristic";
    // Shared with the state: the request is copied as it is sent, or read by the inline bot only.
    const view = viewFor(state, d.player, { shared: true });
    const answer = await this.bots.choose({
      kind,
      botSecret: this.meta.botSecret,
      actionNumber: n,
      view,
      decision: d.id,
    });
    let choice: unknown;
    if ("failed" in answer) {
      this.log.error(new Error(answer.failed), `game ${this.id}: ${kind} bot failed on ${d.kind}`);
    } else choice = answer.choice;
    if (choice === undefined || choiceProblem(state, d, choice) !== null) {
      choice = sampleChoice(view, d, decisionRandom(this.meta.botSecret, n, 1));
    }
    return choice;
  }
}
