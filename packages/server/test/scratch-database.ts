// A database of its own for a test on the PostgreSQL server of DATABASE_URL: created empty, and
// dropped (closing whatever is still connected) when the test is done.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  name: string;
  /** One statement on a connection of its own (not the stores'). */
  query<R extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

async function admin<R extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params?: unknown[],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function scratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `dd_test_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    query: (sql, params) => admin(url.toString(), sql, params),
    drop: async () => {
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
