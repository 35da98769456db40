// Ending a game by the players' will on the server (issue 25): a seat resigns, or offers a draw
// that the others accept or decline; bots decline every draw offered.
import { type GameRecord, type PlayerView, replayRecord } from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSummary, StateMessage } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient } from "./helpers.ts";

const store = new MemoryStore();
let server: Running;

beforeAll(async () => {
  server = await start({ store });
});
afterAll(() => server.close());

/** Both seats of a new game of two humans, connected, with their first state. */
async function twoHumans() {
  const game = await create(server.app, humanVsHuman);
  const [a, b] = game.seats;
  const ann = await TestClient.connect(server.wsUrl(game.id, a?.token as string));
  const bob = await TestClient.connect(server.wsUrl(game.id, b?.token as string));
  await ann.state();
  await bob.state();
  return { game, ann, bob };
}

describe("ending a game on the server", () => {
  it("a seat resigns at any time: the other sees the game over, and the record replays it", async () => {
    const { game, ann, bob } = await twoHumans();
    ann.send({ type: "resign" });
    const seen = await bob.state(1);
    expect((seen.view as PlayerView).winner).toEqual({
      player: 1,
      reason: "resignation",
      resigned: 0,
    });
    expect(seen.events).toContainEqual({ type: "resigned", player: 0 });
    const list = (await server.app.inject("/api/games")).json() as GameSummary[];
    expect(list.find((g) => g.id === game.id)).toMatchObject({ status: "finished", winner: 1 });
    expect((await store.loadGame(game.id))?.finished).toBe(true);
    // Resigning again, now the game is over, is refused and changes nothing.
    bob.send({ type: "resign" });
    expect(await bob.error()).toMatchObject({ code: "game-over" });
    const record = (
      await server.app.inject(`/api/games/${game.id}/record?token=${game.spectator.token}`)
    ).json() as GameRecord;
    expect(record.actions).toEqual([{ type: "resign", player: 0 }]);
    expect(replayRecord(record).state.winner?.player).toBe(1);
    await ann.close();
    await bob.close();
  });

  it("a draw offered is shown to the other seat, and ends the game once accepted", async () => {
    const { game, ann, bob } = await twoHumans();
    bob.send({ type: "accept-draw" });
    expect(await bob.error()).toMatchObject({ code: "illegal", message: "no draw is offered" });
    ann.send({ type: "offer-draw" });
    const offered = await bob.state(1);
    expect((offered.view as PlayerView).drawOffer).toEqual({ by: 0, accepted: [] });
    bob.send({ type: "decline-draw" });
    expect(((await ann.state(2)).view as PlayerView).drawOffer).toBeUndefined();
    ann.send({ type: "offer-draw" });
    await bob.state(3);
    // An acceptance of the first offer, sent late (after it was declined): not of this one.
    bob.send({ type: "accept-draw", actions: 1 });
    expect(await bob.error()).toMatchObject({ code: "stale" });
    bob.send({ type: "accept-draw", actions: 3 });
    const over = await ann.state(4);
    expect((over.view as PlayerView).winner).toEqual({ player: null, reason: "agreement" });
    const list = (await server.app.inject("/api/games")).json() as GameSummary[];
    expect(list.find((g) => g.id === game.id)).toMatchObject({
      status: "finished",
      winner: null,
      draw: true,
      drawnBy: "agreement",
    });
    await ann.close();
    await bob.close();
  });

  it("bots decline a draw at once; a spectator and a malformed message are refused", async () => {
    const game = await create(server.app, {
      seats: [{ kind: "human", name: "Ann" }, { kind: "heuristic" }],
    });
    const ann = await TestClient.connect(server.wsUrl(game.id, game.seats[0]?.token as string));
    await ann.state();
    ann.send({ type: "offer-draw" });
    await ann.take(
      (m) =>
        m.type === "state" &&
        m.events.some((e) => (e as { type: string }).type === "draw-declined"),
    );
    const watcher = await TestClient.connect(server.wsUrl(game.id, game.spectator.token));
    watcher.send({ type: "resign" });
    expect(await watcher.error()).toMatchObject({ code: "spectator" });
    ann.send({ type: "resign", player: 1 });
    expect(await ann.error()).toMatchObject({ code: "malformed" });
    await watcher.close();
    await ann.close();
  });

  it("in a game of three, a seat that resigns leaves, and the bots play the game to its end", async () => {
    const game = await create(server.app, {
      seats: [{ kind: "human", name: "Ann" }, { kind: "heuristic" }, { kind: "heuristic" }],
    });
    const ann = await TestClient.connect(server.wsUrl(game.id, game.seats[0]?.token as string));
    // Ann answers her set-up until the first turn begins: a game of three is resigned from once
    // the set-up is over.
    let last = await ann.state();
    ann.send({ type: "resign" });
    expect(await ann.error()).toMatchObject({ code: "illegal" });
    while (!(last.view as PlayerView).turn) {
      const move = myMove(last);
      if (move)
        ann.send({
          type: "move",
          actions: last.actions,
          decision: move.decision.id,
          choice: move.choice,
        });
      last = await ann.state(last.actions + 1, 30_000);
    }
    ann.send({ type: "resign" });
    let seen = await ann.take(
      (m): m is StateMessage =>
        m.type === "state" && m.events.some((e) => (e as { type: string }).type === "resigned"),
      30_000,
    );
    expect((seen.view as PlayerView).players[0]).toMatchObject({
      resigned: true,
      eliminated: true,
    });
    while (!(seen.view as PlayerView).winner) seen = await ann.state(seen.actions + 1, 60_000);
    expect([1, 2]).toContain((seen.view as PlayerView).winner?.player);
    await ann.close();
  }, 120_000);
});
