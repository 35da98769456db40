// A move that fails to be stored, or that the engine fails to apply once stored (a bug), changes
// nothing: the mover gets server-error, the store keeps no trace of it and the game goes on.
import { applyInPlace } from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StateMessage } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient } from "./helpers.ts";

vi.mock("@dragondice/engine", async (importOriginal) => {
  const engine = await importOriginal<typeof import("@dragondice/engine")>();
  return { ...engine, applyInPlace: vi.fn(engine.applyInPlace) };
});

/** A memory store whose next append fails when told to. */
class FlakyStore extends MemoryStore {
  failNextAppend = false;
  override async appendAction(...args: Parameters<MemoryStore["appendAction"]>): Promise<void> {
    if (this.failNextAppend) {
      this.failNextAppend = false;
      throw new Error("disk full");
    }
    return super.appendAction(...args);
  }
}

const store = new FlakyStore();
let server: Running;
/** The server's error log lines. */
const logged: string[] = [];

beforeAll(async () => {
  server = await start({
    store,
    logger: { level: "error", stream: { write: (line: string) => logged.push(line) } },
  });
});

afterAll(() => server.close());

async function startGame() {
  const game = await create(server.app, humanVsHuman);
  const token = game.seats[0]?.token as string;
  const ann = await TestClient.connect(server.wsUrl(game.id, token));
  const first = await ann.state();
  const move = myMove(first);
  const send = () =>
    ann.send({ type: "move", actions: 0, decision: move?.decision.id, choice: move?.choice });
  const view = async () =>
    ((await server.app.inject(`/api/games/${game.id}?token=${token}`)).json() as StateMessage).view;
  return { id: game.id, ann, first, send, view };
}

/** The move was refused and left nothing behind; made again, it is accepted and stored. */
async function expectRefusedThenMade(game: Awaited<ReturnType<typeof startGame>>) {
  const { id, ann, first, send, view } = game;
  expect((await store.loadGame(id))?.actions).toEqual([]);
  expect(await view()).toEqual(first.view);
  send();
  expect((await ann.state(1)).actions).toBe(1);
  expect((await store.loadGame(id))?.actions.length).toBe(1);
  await ann.close();
}

describe("a move that fails on the server", () => {
  it("is refused when it cannot be stored, and can be made again", async () => {
    const game = await startGame();
    store.failNextAppend = true;
    game.send();
    expect((await game.ann.error()).code).toBe("server-error");
    await expectRefusedThenMade(game);
  });

  it("is taken back from the store when the engine fails half-way through it", async () => {
    const game = await startGame();
    vi.mocked(applyInPlace).mockImplementationOnce((state) => {
      state.pending.length = 0;
      state.dice.pop();
      throw new Error("engine bug");
    });
    game.send();
    expect((await game.ann.error()).code).toBe("server-error");
    expect(logged.some((line) => line.includes("applying action 0 failed"))).toBe(true);
    // The state is as it was: the same move is legal again and applies.
    await expectRefusedThenMade(game);
  });
});
