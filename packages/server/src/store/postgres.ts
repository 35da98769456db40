// node-postgres: a real PostgreSQL server (DATABASE_URL).
import pg from "pg";
import { SqlStore } from "./sql-store.ts";

export async function openPostgresStore(connectionString: string): Promise<SqlStore> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on("error", () => {});
  try {
    return await new SqlStore("postgres", pool, () => pool.end()).init();
  } catch (e) {
    await pool.end();
    throw e;
  }
}
