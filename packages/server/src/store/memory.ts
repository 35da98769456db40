// A store in memory, with the SQL stores' behaviour (refuses a taken action number or game id):
// for benchmarks that want to leave the database out. Loses everything when the process ends.
import { isDeepStrictEqual } from "node:util";
import type { Action, GameConfig } from "@dragondice/engine";
import {
  ActionTaken,
  type NewStoredGame,
  type Store,
  type StoredGame,
  type StoredGameSummary,
  type StoredSeat,
} from "./types.ts";

export class MemoryStore implements Store {
  readonly kind = "memory";
  private readonly games = new Map<string, StoredGame>();

  async createGame(game: NewStoredGame): Promise<void> {
    if (this.games.has(game.id)) throw new Error(`game ${game.id} exists`);
    this.games.set(game.id, {
      ...structuredClone(game),
      finished: false,
      winner: null,
      actionCount: 0,
      actions: [],
    });
  }

  async appendAction(gameId: string, index: number, action: Action): Promise<void> {
    const g = this.games.get(gameId);
    if (!g) throw new Error(`no game ${gameId}`);
    if (index < g.actions.length) throw new ActionTaken(gameId, index);
    if (index !== g.actions.length) throw new Error(`game ${gameId}: action ${index} leaves a gap`);
    g.actions.push(structuredClone(action));
    g.actionCount++;
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

  async listGames(limit = 100): Promise<StoredGameSummary[]> {
    return [...this.games.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map(({ actions: _a, ...g }) => structuredClone(g));
  }

  async markFinished(gameId: string, winner: number | null): Promise<void> {
    const g = this.games.get(gameId);
    if (g) Object.assign(g, { finished: true, winner });
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
