export { MemoryStore } from "./memory.ts";
export { openPgliteStore } from "./pglite.ts";
export { openPostgresStore } from "./postgres.ts";
export { SCHEMA, SqlStore } from "./sql-store.ts";
export type { NewStoredGame, Store, StoredGame, StoredGameSummary, StoredSeat } from "./types.ts";
