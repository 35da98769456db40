// PGlite: PostgreSQL compiled to WebAssembly, in-process. Data in a folder (or in memory).
import { fsyncSync, mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { SqlStore, type Transaction } from "./sql-store.ts";

/**
 * PGlite starts PostgreSQL with fsync off (`-F`), and even with it on, its Node filesystem syncs
 * nothing: Emscripten's file layer has no fsync for real files, and fdatasync is a stub (strace
 * shows not one fsync for 300 commits). Writes still reach the operating system at each commit, so
 * a killed server loses nothing, but a power cut or a crash of the machine could lose or tear the
 * last moves. So fsync is turned on, the WAL is synced with fsync() (the call the file layer
 * passes on), and the file layer is given an fsync that syncs the real file (`durable` below).
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== "-F"),
  "-c",
  "wal_sync_method=fsync",
];

/** WASI's error number for an I/O error: what a failed sync answers PostgreSQL. */
const EIO = 29;

interface EmscriptenStream {
  nfd?: number;
}

/** Gives PGlite's Node filesystem an fsync that syncs the file to the disk (`sync`). */
function durable(db: PGlite, sync: (fd: number) => void): void {
  const nodefs = (db.Module as unknown as { NODEFS?: { stream_ops?: Record<string, unknown> } })
    .NODEFS;
  if (!nodefs?.stream_ops) {
    throw new Error("this version of PGlite has no Node filesystem to sync: see store/pglite.ts");
  }
  nodefs.stream_ops.fsync = (stream: EmscriptenStream): number => {
    if (stream.nfd === undefined) return 0;
    try {
      sync(stream.nfd);
      return 0;
    } catch {
      // PostgreSQL treats a failed sync as fatal: it stops rather than trust the file.
      return EIO;
    }
  };
}

/** A transaction on PGlite's one connection (other statements wait for it). */
export function pgliteTransaction(db: PGlite): Transaction {
  return (work) => db.transaction((tx) => work(tx));
}

/**
 * A new PostgreSQL cluster with nothing in it, as a copy (`dumpDataDir`): a memory store opened
 * `from` it starts without running PostgreSQL's initdb, most of the seconds PGlite takes to start.
 * For tests that open many stores.
 */
export async function emptyPgliteCluster(): Promise<Blob> {
  const db = await PGlite.create();
  try {
    return await db.dumpDataDir("none");
  } finally {
    await db.close();
  }
}

/**
 * A store in `dataDir` (created if missing), every commit synced to the disk before it is
 * acknowledged; or in memory when `dataDir` is undefined (nothing to sync), started `from` a copy
 * of an empty cluster if given (`emptyPgliteCluster`). `sync` is how a file is synced (tests
 * count the calls).
 */
export async function openPgliteStore(
  dataDir?: string,
  options: { sync?: (fd: number) => void; from?: Blob } = {},
): Promise<SqlStore> {
  let db: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    db = await PGlite.create(dataDir, { startParams: DURABLE_START_PARAMS });
    durable(db, options.sync ?? fsyncSync);
  } else {
    db = await PGlite.create(options.from ? { loadDataDir: options.from } : {});
  }
  // PGlite runs one statement at a time; that is all the server asks of it.
  return new SqlStore("pglite", db, () => db.close(), pgliteTransaction(db)).init();
}
