export { MemoryStore } from "./memory.ts";
export { emptyPgliteCluster, openPgliteStore } from "./pglite.ts";
export { openPostgresStore } from "./postgres.ts";
export { SCHEMA, SqlStore } from "./sql-store.ts";
export type {
  BotGameCap,
  NewStoredGame,
  Store,
  StoredGame,
  StoredGameSummary,
  StoredSeat,
  StoreListener,
  StoreNote,
} from "./types.ts";
export { ActionTaken, BotGamesFull } from "./types.ts";
