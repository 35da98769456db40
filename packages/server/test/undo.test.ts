// Issue 25: a seat takes back its last choice while nothing random or hidden has been shown
// since; the server honours what the engine says, and the stored record follows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StateMessage } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient } from "./helpers.ts";

const store = new MemoryStore();
let server: Running;

beforeAll(async () => {
  server = await start({ store });
});
afterAll(() => server.close());

/** Sends the seat's first pending decision's sampled answer. */
function answer(client: TestClient, state: StateMessage): number {
  const move = myMove(state);
  if (!move) throw new Error(`seat ${state.seat} has nothing to decide`);
  client.send({
    type: "move",
    actions: state.actions,
    decision: move.decision.id,
    choice: move.choice,
  });
  return move.decision.id;
}

describe("undo", () => {
  it("takes back a choice only its seat made, until dice are rolled", async () => {
    const game = await create(server.app, humanVsHuman);
    const ann = await TestClient.connect(server.wsUrl(game.id, game.seats[0]?.token as string));
    const bob = await TestClient.connect(server.wsUrl(game.id, game.seats[1]?.token as string));
    const annStart = await ann.state();
    const bobStart = await bob.state();
    expect(annStart.undo).toBeUndefined();

    // Ann assembles her armies in secret; Bob has not: nothing is shown yet.
    const decision = answer(ann, annStart);
    const annAfter = await ann.state(1);
    expect(annAfter.undo).toBe(true);
    const bobAfter = await bob.state(1);
    expect(bobAfter.undo).toBeUndefined();
    // Every seat is told who may undo (a hot-seat page takes Ann's choice back for her).
    expect(annAfter.undoBy).toBe(0);
    expect(bobAfter.undoBy).toBe(0);

    // Bob may not take back Ann's choice.
    bob.send({ type: "undo", actions: 1 });
    expect(await bob.error()).toMatchObject({
      code: "illegal",
      message: "no undo: another player has acted since your last choice",
    });

    // Ann may: the game is back where it was, Ann asked the same decision again, for everyone.
    ann.send({ type: "undo", actions: 1 });
    const undone = await ann.take(
      (m): m is StateMessage => m.type === "state" && m.undone === true,
    );
    expect(undone.actions).toBe(0);
    expect(undone.view).toEqual(annStart.view);
    expect(myMove(undone)?.decision.id).toBe(decision);
    const bobUndone = await bob.take(
      (m): m is StateMessage => m.type === "state" && m.undone === true,
    );
    expect(bobUndone.view).toEqual(bobStart.view);
    expect((await store.loadGame(game.id))?.actions).toEqual([]);

    // Both assemble: the armies are shown and the dice rolled for the order of play.
    answer(ann, undone);
    const one = await bob.state(1);
    answer(bob, one);
    const two = await bob.state(2);
    expect(two.undo).toBeUndefined();
    expect(two.undoBy).toBeUndefined();
    bob.send({ type: "undo", actions: 2 });
    expect((await bob.error()).message).toMatch(/^no undo: .*dice were rolled/);
    expect((await store.loadGame(game.id))?.actions).toHaveLength(2);
    // An undo sent on an older state is stale.
    ann.send({ type: "undo", actions: 1 });
    expect((await ann.error()).code).toBe("stale");
    await ann.close();
    await bob.close();
  });

  it("is neither offered nor taken where several processes share the games", async () => {
    // A store that other processes share says so with `listen` (PostgreSQL's NOTIFY).
    const shared = new MemoryStore();
    Object.assign(shared, { listen: async () => async () => {} });
    const running = await start({ store: shared });
    try {
      const game = await create(running.app, humanVsHuman);
      const ann = await TestClient.connect(running.wsUrl(game.id, game.seats[0]?.token as string));
      answer(ann, await ann.state());
      expect((await ann.state(1)).undo).toBeUndefined();
      ann.send({ type: "undo", actions: 1 });
      expect((await ann.error()).message).toBe(
        "no undo on a server whose processes share their games",
      );
      expect((await shared.loadGame(game.id))?.actions).toHaveLength(1);
      await ann.close();
    } finally {
      await running.close();
    }
  });
});
