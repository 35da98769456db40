// PGlite: PostgreSQL compiled to WebAssembly, in-process. Data in a folder (or in memory).
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { SqlStore } from "./sql-store.ts";

/** A store in `dataDir` (created if missing), or in memory when `dataDir` is undefined. */
export async function openPgliteStore(dataDir?: string): Promise<SqlStore> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  // PGlite runs one statement at a time; that is all the server asks of it.
  return new SqlStore("pglite", db, () => db.close()).init();
}
