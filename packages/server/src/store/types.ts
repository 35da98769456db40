// What the server keeps of a game: enough to rebuild it exactly (config + actions, as a game
// record), plus who sits where. Tokens are kept only as SHA-256 hashes: the links are shown once.
import type { Action, BotSecret, GameConfig } from "@dragondice/engine";
import type { SeatKind } from "../protocol.ts";

export interface StoredSeat {
  kind: SeatKind;
  name: string;
  /** SHA-256 (hex) of the seat's token; null for bot seats. */
  tokenHash: string | null;
  /** The seat's invited player brings their own force: "choosing" until they send it (the
   * seat's `config` lists are empty until then), "chosen" after. The game starts once no seat is
   * choosing; until then a player may send another force. */
  ownForce?: "choosing" | "chosen";
}

export interface NewStoredGame {
  id: string;
  createdAt: Date;
  config: GameConfig;
  seats: StoredSeat[];
  /** The bots' randomness: a key (64 hex digits), or the seed of a game stored before issue 24. */
  botSecret: BotSecret;
  /** SHA-256 (hex) of the spectator token. */
  spectatorTokenHash: string;
  /** A game of bots only (no human seat): who created it (a SHA-256 of the address), for the cap
   * on such games (`BotGameCap`). */
  botsCreator?: string;
}

/**
 * `createGame`'s cap on games of bots only that are playing: not finished, and created or moved
 * within `playingWithinMs` (a game nobody is running any more, its process gone, stops counting,
 * and counts again once it is opened and moves). Checked and the game stored at once, so that
 * servers creating games together never pass the cap.
 */
export interface BotGameCap {
  perCreator: number;
  total: number;
  playingWithinMs: number;
}

/** `createGame`'s refusal: the cap on games of bots only is reached, for the creator or in all. */
export class BotGamesFull extends Error {
  override name = "BotGamesFull";
  constructor(readonly full: "creator" | "total") {
    super(`as many games of bots only are playing as may (${full})`);
  }
}

export interface StoredGameSummary extends NewStoredGame {
  finished: boolean;
  winner: number | null;
  /** Actions stored so far. */
  actionCount: number;
}

export interface StoredGame extends StoredGameSummary {
  /** Every acknowledged action, in order (index = action number). */
  actions: Action[];
}

/** Which unfinished games are abandoned (the server's periodic sweep deletes them). */
export interface AbandonedBefore {
  /** No action since this (a game with none: created before it). */
  idle: Date;
  /** Created before this with a human seat, and no human has made a move in it. */
  unplayed: Date;
}

/** `appendAction`'s refusal when another process stored that action number first. */
export class ActionTaken extends Error {
  override name = "ActionTaken";
  constructor(
    readonly gameId: string,
    readonly index: number,
  ) {
    super(`game ${gameId}: action ${index} is taken`);
  }
}

/** What a store's listener hears: an action stored, or a game's setup changed, by any process. */
export type StoreNote =
  | { kind: "action"; gameId: string; index: number }
  | { kind: "setup"; gameId: string }
  /** Another process's sockets of the game: the seats they play (none: it has no socket left). */
  | { kind: "presence"; gameId: string; process: string; seats: number[] }
  /** Another process has loaded the game and asks who is connected elsewhere. */
  | { kind: "ask-presence"; gameId: string };

export interface StoreListener {
  /** Called after the commit of each action or setup change, whichever process made it. */
  note(note: StoreNote): void;
  /** Notes may have been missed (the listening connection was lost and is back): every game
   * loaded should read what it missed. */
  gap(): void;
}

/** Durable storage of games. Every method rejects when the write or read did not happen. */
export interface Store {
  /** Which backend this is ("pglite", "postgres"), for logs. */
  readonly kind: string;
  /** Stores a new game. With `cap`, a game of bots only (`botsCreator`) is stored only if the
   * cap allows another, else rejects with BotGamesFull (storing nothing). */
  createGame(game: NewStoredGame, cap?: BotGameCap): Promise<void>;
  /** Stores action number `index` (0-based). Rejects with ActionTaken if that number is already
   * taken. Resolves only once the action is durable: the server acknowledges a move only after
   * this. */
  appendAction(gameId: string, index: number, action: Action): Promise<void>;
  /** The game's actions from number `from` on, in order: what another process stored since. */
  readActions(gameId: string, from: number): Promise<Action[]>;
  /** Takes back the game's last action, number `index`: one the server failed to apply after
   * storing it (an engine bug), so that the record never holds a move that cannot be replayed. */
  removeLastAction(gameId: string, index: number): Promise<void>;
  loadGame(id: string): Promise<StoredGame | null>;
  /** The most recent games first, but not games finished before `finishedSince` (if given). */
  listGames(limit?: number, finishedSince?: Date): Promise<StoredGameSummary[]>;
  /** Deletes the unfinished games that are abandoned, with their actions, but those in `keep`
   * (games being played); resolves with the ids deleted. Finished games are never deleted. */
  deleteAbandoned(before: AbandonedBefore, keep: readonly string[]): Promise<string[]>;
  markFinished(gameId: string, winner: number | null): Promise<void>;
  /** Replaces a game's configuration and seats: an invited player's force arriving before the
   * game starts, or a round limit given to a game stored without one. With `expected`, only if
   * the stored seats are still those (another process may have changed them since they were
   * read): resolves false, changing nothing, when they are not. */
  updateSetup(
    gameId: string,
    config: GameConfig,
    seats: StoredSeat[],
    expected?: StoredSeat[],
  ): Promise<boolean>;
  /**
   * Only on a store other processes may write to (PostgreSQL): tells `listener` of every action
   * and setup change stored, by this process or another (PostgreSQL's LISTEN/NOTIFY, on a
   * connection of its own). Resolves once listening; the returned function stops.
   */
  listen?(listener: StoreListener): Promise<() => Promise<void>>;
  /** With `listen`: tells the other processes which seats of a game have a socket here. */
  tellPresence?(gameId: string, seats: number[]): Promise<void>;
  /** With `listen`: asks the other processes to tell theirs. */
  askPresence?(gameId: string): Promise<void>;
  close(): Promise<void>;
}
