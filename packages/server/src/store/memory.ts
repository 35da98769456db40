// A store in memory, with the SQL stores' behaviour (refuses a taken action number or game id):
// for benchmarks that want to leave the database out. Loses everything when the process ends.
import { isDeepStrictEqual } from "node:util";
import type { Action, GameConfig } from "@dragondice/engine";
import {
  type AbandonedBefore,
  ActionTaken,
  type BotGameCap,
  BotGamesFull,
  type NewStoredGame,
  type Store,
  type StoredGame,
  type StoredGameSummary,
  type StoredSeat,
} from "./types.ts";

/** When a game last changed, as the SQL stores keep it in their rows. */
interface Activity {
  lastMoveAt: Date;
  humanMoved: boolean;
  finishedAt: Date | null;
}

export class MemoryStore implements Store {
  readonly kind = "memory";
  private readonly games = new Map<string, StoredGame>();
  private readonly activity = new Map<string, Activity>();

  async createGame(game: NewStoredGame, cap?: BotGameCap): Promise<void> {
    if (this.games.has(game.id)) throw new Error(`game ${game.id} exists`);
    if (cap && game.botsCreator !== undefined) this.checkBotGameCap(game.botsCreator, cap);
    this.games.set(game.id, {
      ...structuredClone(game),
      finished: false,
      winner: null,
      actionCount: 0,
      actions: [],
    });
    this.activity.set(game.id, { lastMoveAt: game.createdAt, humanMoved: false, finishedAt: null });
  }

  /** Throws BotGamesFull when the cap is reached (as SqlStore counts them). */
  private checkBotGameCap(creator: string, cap: BotGameCap): void {
    const since = Date.now() - cap.playingWithinMs;
    let mine = 0;
    let total = 0;
    for (const g of this.games.values()) {
      const activity = this.activity.get(g.id) as Activity;
      if (g.botsCreator === undefined || g.finished || activity.lastMoveAt.getTime() <= since) {
        continue;
      }
      total++;
      if (g.botsCreator === creator) mine++;
    }
    if (mine >= cap.perCreator) throw new BotGamesFull("creator");
    if (total >= cap.total) throw new BotGamesFull("total");
  }

  async appendAction(gameId: string, index: number, action: Action): Promise<void> {
    const g = this.games.get(gameId);
    if (!g) throw new Error(`no game ${gameId}`);
    if (index < g.actions.length) throw new ActionTaken(gameId, index);
    if (index !== g.actions.length) throw new Error(`game ${gameId}: action ${index} leaves a gap`);
    g.actions.push(structuredClone(action));
    g.actionCount++;
    const activity = this.activity.get(gameId) as Activity;
    activity.lastMoveAt = new Date();
    if (g.seats[action.player]?.kind === "human") activity.humanMoved = true;
  }

  async removeLastAction(gameId: string, index: number): Promise<void> {
    const g = this.games.get(gameId);
    if (!g || index !== g.actions.length - 1) {
      throw new Error(`game ${gameId}: action ${index} is not the last`);
    }
    g.actions.pop();
    g.actionCount--;
  }

  async readActions(gameId: string, from: number): Promise<Action[]> {
    return structuredClone(this.games.get(gameId)?.actions.slice(from) ?? []);
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    const g = this.games.get(id);
    return g ? structuredClone(g) : null;
  }

  async listGames(limit = 100, finishedSince?: Date): Promise<StoredGameSummary[]> {
    const listed = (g: StoredGame) => {
      const finishedAt = this.activity.get(g.id)?.finishedAt;
      return !finishedSince || !finishedAt || finishedAt >= finishedSince;
    };
    return [...this.games.values()]
      .filter(listed)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map(({ actions: _a, ...g }) => structuredClone(g));
  }

  async markFinished(gameId: string, winner: number | null): Promise<void> {
    const g = this.games.get(gameId);
    if (!g) return;
    Object.assign(g, { finished: true, winner });
    (this.activity.get(gameId) as Activity).finishedAt = new Date();
  }

  async deleteAbandoned(before: AbandonedBefore, keep: readonly string[]): Promise<string[]> {
    const deleted: string[] = [];
    for (const g of this.games.values()) {
      const a = this.activity.get(g.id) as Activity;
      if (g.finished || keep.includes(g.id)) continue;
      const hasHuman = g.seats.some((s) => s.kind === "human");
      const unplayed = hasHuman && !a.humanMoved && g.createdAt < before.unplayed;
      if (a.lastMoveAt < before.idle || unplayed) deleted.push(g.id);
    }
    for (const id of deleted) {
      this.games.delete(id);
      this.activity.delete(id);
    }
    return deleted;
  }

  async updateSetup(
    gameId: string,
    config: GameConfig,
    seats: StoredSeat[],
    expected?: StoredSeat[],
  ): Promise<boolean> {
    const g = this.games.get(gameId);
    if (!g) throw new Error(`no game ${gameId}`);
    // Compared as stored (JSON: keys whose value is undefined are not kept).
    if (expected && !isDeepStrictEqual(JSON.parse(JSON.stringify(expected)), g.seats)) {
      return false;
    }
    Object.assign(g, JSON.parse(JSON.stringify({ config, seats })));
    return true;
  }

  async close(): Promise<void> {}
}
