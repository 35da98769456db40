// A game replayed after a restart is the same to the byte: the server stores the choice the
// engine applied (canonical, keys sorted), so whatever order a client sent the keys in, and
// whatever order the database's jsonb gives them back in, the replayed events, view and record
// are the live ones. On PGlite always, and on PostgreSQL when DATABASE_URL is set (CI).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PlayerView } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { openPgliteStore, openPostgresStore } from "../src/store/index.ts";
import type { Store } from "../src/store/types.ts";
import { create, myMove, type Running, start, TestClient } from "./helpers.ts";

const DATABASE_URL = process.env.DATABASE_URL;

/** The same value with every object's keys in reverse order, as a client may send them. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).reverse();
  return Object.fromEntries(entries.map(([k, v]) => [k, reversed(v)]));
}

/** Ann plays every decision of hers, keys reversed, until the game is over. */
async function playToTheEnd(server: Running, game: string, token: string): Promise<void> {
  const ann = await TestClient.connect(server.wsUrl(game, token));
  try {
    let state = await ann.state();
    while (!(state.view as PlayerView).winner) {
      const move = myMove(state);
      if (move) {
        const choice = reversed(move.choice);
        ann.send({ type: "move", actions: state.actions, decision: move.decision.id, choice });
      }
      state = await ann.state(state.actions + 1);
    }
  } finally {
    await ann.close();
  }
}

/** What a page load and a replay get: the state message (whole log) and the record, as sent. */
async function bodies(server: Running, game: string, token: string): Promise<string[]> {
  const state = await server.app.inject(`/api/games/${game}?token=${token}`);
  const record = await server.app.inject(`/api/games/${game}/record?token=${token}`);
  expect(record.statusCode).toBe(200);
  return [state.body, record.body];
}

function replaySuite(open: () => Promise<{ store: Store; done?: () => void }>) {
  it("replays a finished game after a restart to the same bytes", async () => {
    const first = await open();
    // A round limit of 1: the game is soon over (drawn, unless someone wins first).
    const one = await start({ store: first.store, roundLimit: 1 });
    const created = await create(one.app, {
      seats: [{ kind: "human", force: { premade: "firewalkers" } }, { kind: "heuristic" }],
    });
    const token = created.seats[0]?.token as string;
    let live: string[];
    try {
      await playToTheEnd(one, created.id, token);
      live = await bodies(one, created.id, token);
    } finally {
      await one.close();
      await first.store.close();
    }
    const second = await open();
    const two = await start({ store: second.store });
    try {
      const replayed = await bodies(two, created.id, token);
      expect(replayed[0]).toBe(live[0]);
      expect(replayed[1]).toBe(live[1]);
      // The live log had Ann's choices with their keys sorted, not as she sent them.
      expect(live[0]).toMatch(/"kind":"assemble-armies","choice":\{"armies":\{"campaign":/);
    } finally {
      await two.close();
      await second.store.close();
      second.done?.();
    }
  });
}

describe("replaying after a restart (PGlite)", () => {
  const dir = mkdtempSync(join(tmpdir(), "dd-replay-"));
  replaySuite(async () => ({
    store: await openPgliteStore(dir),
    done: () => rmSync(dir, { recursive: true, force: true }),
  }));
});

describe.skipIf(!DATABASE_URL)("replaying after a restart (PostgreSQL, DATABASE_URL)", () => {
  replaySuite(async () => ({ store: await openPostgresStore(DATABASE_URL as string) }));
});
