// Sockets with nothing to decide (a player while the other moves, spectators) are sent the steps
// played in one message when they next have a choice, when the game ends, when the seats change,
// or `watcherWaitMs` after the first step they have not seen. Nothing is lost or sent twice: the
// events a socket receives, put together, are those a new socket of its seat is sent. No test
// depends on the machine's speed: the first one's wait is longer than the test, and the second
// counts messages against actions.
import type { PlayerView } from "@dragondice/engine";
import { afterAll, expect, it } from "vitest";
import type { CreateGame, ServerMessage, StateMessage } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, humanVsHuman, myMove, type Running, start, TestClient, until } from "./helpers.ts";

const running: Running[] = [];
const clients: TestClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(running.map((r) => r.close()));
});

async function server(watcherWaitMs: number): Promise<Running> {
  const r = await start({ store: new MemoryStore(), watcherWaitMs });
  running.push(r);
  return r;
}

async function connect(url: string): Promise<TestClient> {
  const c = await TestClient.connect(url);
  clients.push(c);
  return c;
}

const isState = (m: ServerMessage): m is StateMessage => m.type === "state";
/** Every state message the socket has received, in order (the tests here take none). */
const statesOf = (c: TestClient): StateMessage[] => c.messages.filter(isState);
const latestOf = (c: TestClient): StateMessage | undefined => statesOf(c).at(-1);
const eventsOf = (c: TestClient) => statesOf(c).flatMap((m) => m.events);

const hasChoice = (m: StateMessage): boolean =>
  (m.view as PlayerView).pending.some((d) => d.player === m.seat && "prompt" in d);

// 2.9a rules played by sampled legal choices; the server's behaviour is what is checked.
it("sends a player with nothing to decide the other's moves when it has a choice, all at once", async () => {
  const r = await server(600_000);
  const game = await create(r.app, humanVsHuman);
  const tokens = game.seats.map((s) => s.token as string);
  const seats = [
    await connect(r.wsUrl(game.id, tokens[0] as string)),
    await connect(r.wsUrl(game.id, tokens[1] as string)),
  ];
  const spectator = await connect(r.wsUrl(game.id, game.spectator.token));
  await until("everyone's first state", () => latestOf(spectator) !== undefined);
  const before = seats.map((s) => statesOf(s).length);
  const spectatorBefore = statesOf(spectator).length;

  // Whoever has a choice at the latest step answers it (both, one after the other, when both do).
  const now = () => Math.max(...seats.map((s) => latestOf(s)?.actions ?? 0));
  while (now() < 60) {
    const at = now();
    await until("a seat with a choice", () =>
      seats.some((s) => latestOf(s)?.actions === at && hasChoice(latestOf(s) as StateMessage)),
    );
    const mover = seats.find(
      (s) => latestOf(s)?.actions === at && hasChoice(latestOf(s) as StateMessage),
    ) as TestClient;
    const move = myMove(latestOf(mover) as StateMessage);
    mover.send({ type: "move", actions: at, decision: move?.decision.id, choice: move?.choice });
    await until("the move applied", () => now() > at);
    // A choice on a seat's screen is one still to be made: a step that ends it (the seat's own
    // move, or the server answering a choice with a single answer) is sent at once.
    await until("every choice shown still to be made", async () => {
      for (const [i, s] of seats.entries()) {
        const shown = latestOf(s) as StateMessage;
        if (!hasChoice(shown)) continue;
        const res = await r.app.inject({ url: `/api/games/${game.id}?token=${tokens[i]}` });
        if ((res.json() as StateMessage).actions !== shown.actions) return false;
      }
      return true;
    });
  }

  // A seat was sent a state only when it had a choice or had one before (its own move, a choice
  // answered for it); so fewer than one for each action.
  for (const [i, s] of seats.entries()) {
    const all = statesOf(s);
    for (let n = Math.max(before[i] as number, 1); n < all.length; n++) {
      const [previous, m] = [all[n - 1] as StateMessage, all[n] as StateMessage];
      expect(hasChoice(m) || hasChoice(previous), `state at ${m.actions} actions`).toBe(true);
    }
    expect(all.length - (before[i] as number)).toBeLessThan(now());
  }
  // The spectator has nothing to decide: it was sent nothing while the game went on.
  expect(statesOf(spectator)).toHaveLength(spectatorBefore);

  // A socket joining changes the seats: each socket is sent every step it has not seen, and what
  // each has received, put together, is what a new socket of its seat is sent.
  const fresh = [
    await connect(r.wsUrl(game.id, tokens[0] as string)),
    await connect(r.wsUrl(game.id, tokens[1] as string)),
    await connect(r.wsUrl(game.id, game.spectator.token)),
  ];
  const old = [...seats, spectator];
  const end = now();
  await until("every socket caught up", () =>
    [...old, ...fresh].every((c) => latestOf(c)?.actions === end),
  );
  // The first joining brought the spectator every step at once (the others, the seats only).
  expect(statesOf(spectator)[spectatorBefore]?.actions).toBe(end);
  for (const [i, c] of old.entries()) {
    expect(eventsOf(c)).toEqual(statesOf(fresh[i] as TestClient)[0]?.events);
  }
}, 120_000);

it("sends a spectator the steps held within the wait, and every step of a bots' game", async () => {
  const r = await server(200);
  const bot = { kind: "random", force: { random: true } } as const;
  // Forces of 60 health: a game of some thousand actions or more, long past the first wait.
  const game = await create(r.app, { seats: [bot, bot], forceSize: 60 } as CreateGame);
  const spectator = await connect(r.wsUrl(game.id, game.spectator.token));
  const winner = () => (latestOf(spectator)?.view as PlayerView | undefined)?.winner ?? null;
  await until("the game's end", () => winner() !== null, 120_000);
  const end = latestOf(spectator) as StateMessage;
  const fresh = await connect(r.wsUrl(game.id, game.spectator.token));
  await until("a new spectator's state", () => latestOf(fresh) !== undefined);
  expect(latestOf(fresh)?.actions).toBe(end.actions);
  expect(eventsOf(spectator)).toEqual(latestOf(fresh)?.events);
  // Bots answer in milliseconds: 200 ms of steps go in one message, and the wait ran out before
  // the end at least once.
  expect(statesOf(spectator).length).toBeLessThan(end.actions / 2);
  expect(statesOf(spectator).length).toBeGreaterThanOrEqual(3);
}, 180_000);
