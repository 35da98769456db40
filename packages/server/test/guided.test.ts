// The guided first game: `{ "guided": true }` starts the same small game against the heuristic
// bot every time (fixed forces, dice and bot choices); anything more in the request is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiError, CreatedGame, StateMessage } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { type Running, start, TestClient } from "./helpers.ts";

let server: Running;
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await start({ store: new MemoryStore(), botThreads: 0 });
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await server.close();
});

const post = (payload: unknown) =>
  server.app.inject({ method: "POST", url: "/api/games", payload: payload as object });

/** A new guided game's state once the bot has assembled its armies, as the player sees it. */
async function firstState(): Promise<{ created: CreatedGame; state: StateMessage }> {
  const res = await post({ guided: true });
  expect(res.statusCode).toBe(201);
  const created = res.json() as CreatedGame;
  const token = created.seats[0]?.token as string;
  const client = await TestClient.connect(server.wsUrl(created.id, token));
  clients.push(client);
  // The bot answers its assembly at once; the player's is then the only decision waiting.
  return { created, state: await client.state(1) };
}

describe("the guided game", () => {
  it("is the player against the heuristic bot, and starts the same every time", async () => {
    const a = await firstState();
    const b = await firstState();
    expect(a.created.seats.map((s) => [s.kind, s.name])).toEqual([
      ["human", "You"],
      ["heuristic", "Heuristic bot"],
    ]);
    expect(a.state.actions).toBe(1);
    expect(b.state.view).toEqual(a.state.view);
    expect(b.state.events).toEqual(a.state.events);
  });

  it("refuses anything more than `guided: true`, with a message", async () => {
    const withSeats = await post({ guided: true, seats: [{ kind: "human" }] });
    expect(withSeats.statusCode).toBe(400);
    expect((withSeats.json() as ApiError).message).toMatch(/seats/);
    const notTrue = await post({ guided: false });
    expect(notTrue.statusCode).toBe(400);
    expect((notTrue.json() as ApiError).message).toMatch(/^guided: /);
  });
});
