// Bots' choices are computed off the event loop that serves moves (issue 11, defect 2), and a
// bot plays the same whichever thread computes its choice.
import { fileURLToPath } from "node:url";
import * as ai from "@dragondice/ai";
import type { GameRecord, PlayerView } from "@dragondice/engine";
import { describe, expect, it, vi } from "vitest";
import { type BotRequest, botRunner } from "../src/bots.ts";
import type { CreateGame, GameSummary } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, start } from "./helpers.ts";

// Counts the bots made on this (the server's) thread; a bots' thread has its own copy.
vi.mock("@dragondice/ai", async (importOriginal) => {
  const actual = await importOriginal<typeof ai>();
  return { ...actual, makeBot: vi.fn(actual.makeBot) };
});

const botsGame: CreateGame = {
  seats: [
    { kind: "heuristic", force: { premade: "dwarves" } },
    { kind: "heuristic", force: { premade: "goblins" } },
    { kind: "random", force: { random: true } },
  ],
};

/** Plays a bots' game to its end (two rounds) on a server with `botThreads` threads. */
async function playBotsGame(botThreads: number): Promise<GameRecord> {
  const server = await start({ store: new MemoryStore(), botThreads, roundLimit: 2 });
  try {
    const game = await create(server.app, botsGame);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await server.app.inject({ url: `/api/games?ids=${game.id}` });
      if ((res.json() as GameSummary[])[0]?.status === "finished") break;
      if (Date.now() > deadline) throw new Error("the bots' game did not end");
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await server.app.inject({
      url: `/api/games/${game.id}/record?token=${game.spectator.token}`,
    });
    return res.json() as GameRecord;
  } finally {
    await server.close();
  }
}

describe("bots' threads", () => {
  it("compute the bots' choices off the server's thread, the same as inline", async () => {
    const makeBot = vi.mocked(ai.makeBot);
    makeBot.mockClear();
    const threaded = await playBotsGame(1);
    expect(threaded.actions.length).toBeGreaterThan(20);
    // Not one bot was made on the thread that serves moves.
    expect(makeBot).not.toHaveBeenCalled();

    const inline = await playBotsGame(0);
    expect(makeBot.mock.calls.length).toBeGreaterThan(20);
    // The same game (the servers draw from the same stream), the same choices, action by action.
    expect(threaded.config).toEqual(inline.config);
    expect(threaded.actions).toEqual(inline.actions);
  }, 120_000);

  it("replace a thread stuck over a choice, answering what it held as failed", async () => {
    const entry = fileURLToPath(new URL("./hanging-bot-worker.mjs", import.meta.url));
    const bots = botRunner(1, { answerWithinMs: 300, entry });
    const request = (decision: number): BotRequest => ({
      kind: "heuristic",
      botSecret: 1,
      actionNumber: 0,
      view: {} as PlayerView,
      decision,
    });
    try {
      // The thread loops over the first request; the second waits behind it.
      const [stuck, behind] = await Promise.all([
        bots.choose(request(-1)),
        bots.choose(request(1)),
      ]);
      const failed = { failed: "the bot took more than 0.3 s to choose" };
      expect(stuck).toEqual(failed);
      expect(behind).toEqual(failed);
      // Its replacement answers.
      expect(await bots.choose(request(2))).toEqual({ choice: "answered 0" });
    } finally {
      await bots.close();
    }
  }, 20_000);
});
