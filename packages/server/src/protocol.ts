// The wire protocol between the game server and its clients (the web app, bots, load tests).
// Every message is JSON and checked with these schemas on arrival; the server never trusts a
// client. Clients receive only `viewFor` views, never the PRNG state or another seat's secrets.

import type { Edition } from "@dragondice/catalog";
import { DEFAULT_EDITION, isPlayableEdition, PLAYABLE_EDITIONS } from "@dragondice/engine";
import { z } from "zod";

/** Most bytes a client message may have; bigger ones are refused unread. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

export const seatKindSchema = z.enum(["human", "heuristic", "random"]);
export type SeatKind = z.infer<typeof seatKindSchema>;

/**
 * A force: a premade one by name, a random legal one (`advanced`: drawn from the whole catalogue,
 * rules/000 "Advanced Rules"), or explicit catalogue ids, with the advanced rules' summoning pool
 * (Dragonkin, minor terrains) when it brings one.
 */
export const forceSpecSchema = z.union([
  z.object({ premade: z.string().min(1).max(60) }).strict(),
  z.object({ random: z.literal(true), advanced: z.boolean().optional() }).strict(),
  z
    .object({
      name: z.string().max(60).optional(),
      dice: z.array(z.string().max(60)).max(120),
      terrains: z.array(z.string().max(60)).max(2),
      dragons: z.array(z.string().max(60)).max(10),
      // At most one health of Dragonkin per three of a 240-health force; the engine checks the
      // allowance of the game's size (and four minor terrains at most) with its own message.
      dragonkin: z.array(z.string().max(60)).max(80).optional(),
      minorTerrains: z.array(z.string().max(60)).max(10).optional(),
    })
    .strict(),
]);
export type ForceSpec = z.infer<typeof forceSpecSchema>;

/**
 * A seat's force in a new game: a force, or `{ chosenByPlayer: true }` (human seats only): the
 * invited player brings their own force (POST /api/games/:id/force) and the game starts once
 * every such seat has one.
 */
export const seatForceSchema = z.union([
  forceSpecSchema,
  z.object({ chosenByPlayer: z.literal(true) }).strict(),
]);
export type SeatForce = z.infer<typeof seatForceSchema>;

export { WATCH_TOKEN } from "./watch.ts";

/** POST /api/games */
export const createGameSchema = z
  .object({
    edition: z
      .string()
      .refine(isPlayableEdition, {
        message: `the edition must be one the server plays: ${PLAYABLE_EDITIONS.join(", ")}`,
      })
      .default(DEFAULT_EDITION),
    forceSize: z.number().int().min(3).max(240).default(24),
    /**
     * Never allowed: the server draws every game's dice from the operating system's cryptographic
     * randomness. Named (rather than refused as an unknown key) to say why: clients once sent one.
     */
    seed: z
      .never({
        error:
          "the server draws every game's dice from the operating system's randomness: a client cannot choose them",
      })
      .optional(),
    seats: z
      .array(
        z
          .object({
            kind: seatKindSchema,
            name: z.string().trim().min(1).max(40).optional(),
            force: seatForceSchema.default({ random: true }),
          })
          .strict(),
      )
      .min(2)
      .max(4),
  })
  .strict();
export type CreateGame = z.input<typeof createGameSchema>;

/** The answer to POST /api/games: a link per seat (unguessable token) and a spectator link. */
export interface CreatedGame {
  id: string;
  seats: { seat: number; kind: SeatKind; name: string; token?: string; link?: string }[];
  spectator: { token: string; link: string };
}

/** POST /api/games/:id/force: an invited player's force, sent with their seat's token. */
export const chooseForceSchema = z
  .object({
    token: z.string().min(1).max(200),
    /** The player's name at the table (default: the name the game's creator gave the seat). */
    name: z.string().trim().min(1).max(40).optional(),
    force: forceSpecSchema,
  })
  .strict();
export type ChooseForce = z.input<typeof chooseForceSchema>;

/** GET /api/games: games waiting, being played or over (no tokens). */
export interface GameSummary {
  id: string;
  createdAt: string;
  /** waiting: for invited players' forces (the game has not started). */
  status: "waiting" | "playing" | "finished";
  seats: {
    seat: number;
    kind: SeatKind;
    name: string;
    connected: boolean;
    /** The seat's player has still to choose their force (the game waits for it). */
    choosing: boolean;
  }[];
  /** The turn's number and the seat whose turn it is (null before the first turn, or unknown). */
  turn: number | null;
  turnPlayer: number | null;
  /** The seats whose decisions the game waits for now (empty when over, or unknown). */
  deciding: number[];
  winner: number | null;
  /** Over without a winner: the round limit was reached, or a draw agreed (`winner` is null). */
  draw: boolean;
  /** How the draw came, when the server has the game in hand (a game only listed from the store
   * does not say). */
  drawnBy?: "round-limit" | "agreement";
}

/** The messages that end a game by the players' will: the engine's table actions (TableAction). */
export const TABLE_MESSAGES = ["resign", "offer-draw", "accept-draw", "decline-draw"] as const;
export type TableMessage = (typeof TABLE_MESSAGES)[number];

/** Client -> server over the WebSocket (/ws?game=ID&token=TOKEN, and &since=N on a reconnect). */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("move"),
      /** How many actions the client has seen: a move made on an older state is refused. */
      actions: z.number().int().min(0),
      decision: z.number().int().min(1),
      choice: z.unknown(),
    })
    .strict(),
  z.object({ type: z.literal("ping") }).strict(),
  /** Takes back the seat's last choice (undo.ts in the engine's words: `undoDepth`); `actions`
   * as with a move: an undo sent on an older state is refused as stale. */
  z.object({ type: z.literal("undo"), actions: z.number().int().min(0) }).strict(),
  // Open to a seat still in the game at any time, whoever the game waits for: resign (leave the
  // game; with one player left, that player wins), offer a draw, or answer the draw offered.
  // `actions`, when given, as with a move: an answer to a draw offer made on an older state (the
  // offer since withdrawn, and perhaps another made) is refused as stale.
  ...TABLE_MESSAGES.map((type) =>
    z.object({ type: z.literal(type), actions: z.number().int().min(0).optional() }).strict(),
  ),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ErrorCode =
  | "malformed"
  | "too-large"
  | "rate-limited"
  | "stale"
  | "wrong-seat"
  | "spectator"
  | "illegal"
  | "game-over"
  | "not-found"
  | "unauthorized"
  /** The game waits for invited players' forces: nobody moves yet. */
  | "not-started"
  /** The server could not store the move (database down): nothing changed, try again. */
  | "server-error";

/**
 * Something the server tells every socket of a game, not about one move: `server-retrying` when
 * the bots' move could not be stored (the database is down) and the server tries again on a timer;
 * `server-recovered` once a move is stored again.
 */
export type NoticeCode = "server-retrying" | "server-recovered";

/**
 * Server -> client. `view` is always the receiving seat's view (or the public one): the engine's
 * `viewFor(state, seat)`, without the dice's generator (it would let a client foresee the rolls).
 *
 * When a `state` message is sent:
 * - on connecting: `events` holds the whole log so far, from the set-up's first event, so a
 *   reloaded page can rebuild its log. A client reconnecting that has seen the game up to action
 *   N connects with `&since=N` (the `actions` of the last state it got) and gets only the events
 *   after it, with `since: N` in the message; a `since` the server cannot honour (ahead of the
 *   game, not a whole number) gets the whole log, without `since`;
 * - after every applied action (a player's or a bot's, one message per action): `events` holds
 *   that action's events only;
 * - when a seat connects or disconnects: `events` is empty and `seats[].connected` changed.
 * Compare `actions` with the previous message's to tell them apart.
 *
 * Hidden information in events: a `decided` event answering another seat's secret decision
 * (army assembly, a maneuver's direction...) comes without its choice, as
 * `{ type: "decided", player, kind, secret: true }`.
 *
 * A move is checked in this order, and a refused move changes nothing and gets an `error` to its
 * socket only: too-large, rate-limited, malformed (not JSON; a NUL character or a lone surrogate
 * in any text or key, a text over 1,000 characters or nesting over 8 deep, see client-input.ts;
 * or not the schema), spectator, not-started (invited players are still choosing their forces),
 * game-over, stale (the decision is no longer pending and `actions` is not the server's count, or
 * `actions` is ahead of it; a decision still pending is accepted even when another seat moved
 * first, as with simultaneous decisions), illegal (no such pending decision, or the engine
 * refused the choice: its message, e.g. for a key the answer does not have), wrong-seat (the
 * decision is another seat's), server-error (the move could not be stored).
 * An accepted move is applied and broadcast (the `state` message, `actions` one higher, to every
 * socket of the game), then acknowledged to the mover's socket by an `ack` naming its decision and
 * the action count it made. A client that lost its connection with a move unacknowledged sends it
 * again on reconnecting: if that move (same seat, same decision, same choice) was applied the
 * first time, it gets the `ack` again, and the move is neither refused nor applied twice.
 *
 * An `undo` is honoured only for the seat whose last choice it is, while nobody else has acted
 * since and nothing random or hidden has been shown since (the engine's `undoDepth`): the game
 * goes back to before it, its stored record too, and every socket gets the `state` message with
 * the whole log and `undone`. Otherwise it gets an `error` (stale: `actions` is not the server's
 * count; illegal: why it may not be taken back) and nothing changes. Bots never undo.
 *
 * A human seat's decision with one answer that gives nothing up (`forcedChoice`) is answered by
 * the server itself, as a bot's would be, and recorded as a normal action; its `decided` event
 * says `forced: true`.
 *
 * A table message (resign, offer-draw, accept-draw, decline-draw) is the seat's action at any
 * time: refused as spectator, not-started or game-over, or illegal with the engine's message (a
 * seat that has resigned, no draw offered...); accepted, it is stored and broadcast as a move is
 * (no `ack`: the `state` message says it). Bots decline every draw offered, at once.
 *
 * Connecting with an unknown game or token gets an `error` (not-found / unauthorized), then the
 * socket is closed (codes 4404 / 4401); too many sockets from one address get `rate-limited` and
 * a close (1013).
 */
export type ServerMessage =
  | WaitingMessage
  | {
      type: "state";
      game: string;
      /** The receiving seat, or null for a spectator. */
      seat: number | null;
      /** Number of actions applied so far: send it back with a move. */
      actions: number;
      view: unknown;
      /** Events since the client's previous state (all of them on connect: the log so far). */
      events: unknown[];
      seats: GameSummary["seats"];
      /** On connecting with `?since=N`: `events` are those after action N only. */
      since?: number;
      /** The receiving seat may take back its last choice now (an `undo` message). */
      undo?: true;
      /**
       * The seat that may take back its last choice now, told to every socket: a hot-seat page
       * offers Undo for an answer it took through another seat's link. Public: whether a step
       * may be taken back follows from what everyone saw (a roll, a secret decision answered).
       */
      undoBy?: number;
      /** Choices were taken back: `events` is the whole log, to replace the one the client has. */
      undone?: true;
    }
  | { type: "error"; code: ErrorCode; message: string }
  /** The mover's move is in: `decision` answered, `actions` the count once it was applied. */
  | { type: "ack"; decision: number; actions: number }
  | { type: "notice"; code: NoticeCode; message: string }
  | { type: "pong" };

/**
 * Before the game starts, while invited players choose their forces: what a socket gets on
 * connecting and whenever a seat connects, leaves or chooses; GET /api/games/:id and POST
 * /api/games/:id/force answer it too. When the last force arrives, every socket gets the `state`
 * message with the whole log so far (as on connecting).
 */
export interface WaitingMessage {
  type: "waiting";
  game: string;
  /** The receiving seat, or null for a spectator. */
  seat: number | null;
  edition: Edition;
  forceSize: number;
  seats: GameSummary["seats"];
}

/** The body of every HTTP error: a code for programs and a sentence for people. */
export interface ApiError {
  error:
    | "bad-request"
    | "not-found"
    | "unauthorized"
    | "not-finished"
    /** POST /api/games/:id/force for a seat whose force is set, or once the game has started. */
    | "not-allowed"
    | "rate-limited"
    /** 503: the server plays as many games of bots only as it may; try again later. */
    | "server-busy"
    | "server-error";
  message: string;
}

/** GET /api/premade?forceSize=24: the premade forces at that size. */
export interface PremadeInfo {
  /** What to send as `{ premade: name }`. */
  name: string;
  label: string;
  about: string;
  dice: string[];
  terrains: string[];
  dragons: string[];
}

/**
 * GET /api/games/:id?token=... answers with the same `state` message a socket gets on connecting
 * (`ServerMessage & { type: "state" }`, whole event log included), or the `waiting` message
 * before the game starts.
 *
 * GET /api/games/:id/record?token=... answers, once the game is over, with the engine's game
 * record (`GameRecord` of @dragondice/engine: format, config with the secret dice's key (`key`:
 * the game is over, its dice have nothing left to foresee; `rng` or `seed` for games stored
 * before issue 24), seats, the bots' key (`botKey`; `botSeed` before), actions), which
 * `parseRecord`/`replayRecord` read; 403 `not-finished` before.
 */
export type StateMessage = Extract<ServerMessage, { type: "state" }>;
