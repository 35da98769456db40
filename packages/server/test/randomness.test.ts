// A server game's randomness (issue 11, defect 1; issue 24): the secret dice take their 256-bit key
// from the server's random source (the operating system's cryptographic randomness), never from a
// client; random forces and the bots' key are drawn apart from it, so that nothing about them
// follows from the dice, nor the dice from them.
import { dieById } from "@dragondice/catalog";
import {
  type GameConfig,
  type GameEvent,
  type GeneratorState,
  keyedRandomInt,
  randomForce,
  randomIntFromState,
} from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../src/app.ts";
import type { ApiError, CreateGame } from "../src/protocol.ts";
import { type RandomBytes, seededRandomBytes } from "../src/randomness.ts";
import { MemoryStore } from "../src/store/index.ts";
import { create, myMove, type Running, start, TestClient } from "./helpers.ts";

const store = new MemoryStore();
let server: Running;
/** What the server draws from: each test sets it. */
let source: RandomBytes = seededRandomBytes(0);
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await start({ store, random: (bytes) => source(bytes) });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

/**
 * A source that hands out `blocks` first, then a reproducible stream, and notes every draw: the
 * number of bytes asked for and the bytes given.
 */
function scripted(blocks: number[][], streamSeed: number) {
  const stream = seededRandomBytes(streamSeed);
  const draws: { bytes: number; given: Uint8Array }[] = [];
  const queue = blocks.map((b) => Uint8Array.from(b));
  source = (bytes) => {
    const given = queue.shift() ?? stream(bytes);
    draws.push({ bytes, given });
    return given;
  };
  return draws;
}

/** Thirty-two bytes that could not be mistaken for a stream's: MD5's starting constants, twice. */
const BYTES = [
  0x89, 0xab, 0xcd, 0xef, 0x01, 0x23, 0x45, 0x67, 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10,
  0x89, 0xab, 0xcd, 0xef, 0x01, 0x23, 0x45, 0x67, 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10,
];
const KEY = "89abcdef01234567fedcba9876543210".repeat(2);

/** Four little-endian signed 32-bit words. */
const wordsOf = (bytes: Uint8Array): GeneratorState =>
  [0, 4, 8, 12].map((i) => Buffer.from(bytes).readInt32LE(i)) as GeneratorState;

const premades: CreateGame = {
  seats: [
    { kind: "human", force: { premade: "dwarves" } },
    { kind: "human", force: { premade: "goblins" } },
  ],
};
const randomForces: CreateGame = {
  seats: [
    { kind: "human", force: { random: true } },
    { kind: "human", force: { random: true } },
  ],
};

async function configOf(id: string): Promise<GameConfig> {
  const stored = await store.loadGame(id);
  if (!stored) throw new Error(`game ${id} not stored`);
  return stored.config;
}

async function connect(game: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(server.wsUrl(game, token));
  clients.push(c);
  return c;
}

describe("a server game's dice", () => {
  it("are the secret dice, keyed with 256 bits of the random source: the first rolls come from them", async () => {
    const draws = scripted([BYTES], 3);
    const game = await create(server.app, premades);
    // The dice's key (32 bytes), then the bots' key (32): premade forces draw nothing.
    expect(draws.map((d) => d.bytes)).toEqual([32, 32]);
    const config = await configOf(game.id);
    expect(config.key).toBe(KEY);
    expect(config).not.toHaveProperty("seed");
    expect(config).not.toHaveProperty("rng");
    const stored = await store.loadGame(game.id);
    expect(stored?.botSecret).toBe(Buffer.from(draws[1]?.given ?? []).toString("hex"));

    // Both players assemble their armies; then the horde armies roll for the order of play.
    const [ann, bob] = await Promise.all(
      game.seats.map((s) => connect(game.id, s.token as string)),
    );
    for (const seat of [ann, bob]) {
      const move = myMove(await (seat as TestClient).state());
      seat?.send({ type: "move", actions: 0, decision: move?.decision.id, choice: move?.choice });
    }
    const events: GameEvent[] = [];
    for (let actions = 1; !events.some((e) => e.type === "roll"); actions++) {
      events.push(...((await (ann as TestClient).state(actions)).events as GameEvent[]));
    }
    const first = events.find((e) => e.type === "roll");
    if (first?.type !== "roll") throw new Error("no roll");
    expect(first.dice.length).toBeGreaterThan(2);
    // ChaCha20 keyed with those bytes (its zero nonce) draws exactly the faces rolled.
    const randomInt = keyedRandomInt(KEY);
    const expected = first.dice.map((d) => randomInt(0, (dieById(d.dieId)?.faces.length ?? 0) - 1));
    expect(first.dice.map((d) => d.face)).toEqual(expected);
  });

  it("never come from a client: a seed in the request is refused, and nothing is created", async () => {
    const before = (await store.listGames()).length;
    for (const seed of [7, 0, "7", null]) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/games",
        payload: { ...premades, seed },
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ApiError).message).toBe(
        "seed: the server draws every game's dice from the operating system's randomness: a client cannot choose them",
      );
    }
    expect((await store.listGames()).length).toBe(before);
  });

  it("come from node:crypto when no source is given: 256 fresh bits per game", async () => {
    const own = new MemoryStore();
    const app = await buildServer({ store: own });
    try {
      const states = [];
      for (let i = 0; i < 3; i++) {
        const { id } = await create(app, premades);
        const config = (await own.loadGame(id))?.config;
        expect(config).not.toHaveProperty("seed");
        expect(config?.key).toMatch(/^[0-9a-f]{64}$/);
        states.push(config?.key);
      }
      expect(new Set(states).size).toBe(3);
    } finally {
      await app.close();
    }
  });
});

describe("a server game's random forces", () => {
  it("are drawn apart from the dice: other dice, same forces; same dice, other forces", async () => {
    const other = BYTES.map((b) => b ^ 0x5a);
    const a = await configOf((await create(server.app, randomForces)).id);
    scripted([BYTES], 5);
    const withDice = await configOf((await create(server.app, randomForces)).id);
    scripted([other], 5);
    const withOtherDice = await configOf((await create(server.app, randomForces)).id);
    scripted([BYTES], 6);
    const withOtherForces = await configOf((await create(server.app, randomForces)).id);

    expect(withDice.key).toBe(KEY);
    expect(withOtherDice.key).not.toBe(withDice.key);
    expect(withOtherDice.players).toEqual(withDice.players);
    expect(withOtherForces.key).toBe(withDice.key);
    expect(withOtherForces.players).not.toEqual(withDice.players);
    expect(a.players).not.toEqual(withDice.players);
  });

  it("each come from 16 fresh bytes of their own", async () => {
    const draws = scripted([BYTES], 7);
    const config = await configOf((await create(server.app, randomForces)).id);
    // The dice's key, a force per seat, the bots' key.
    expect(draws.map((d) => d.bytes)).toEqual([32, 16, 16, 32]);
    config.players.forEach((p, seat) => {
      const drawn = randomForce(
        "",
        24,
        randomIntFromState(wordsOf(draws[seat + 1]?.given as Uint8Array)),
      );
      expect(
        { dice: p.dice, terrains: p.terrains, dragons: p.dragons },
        `seat ${seat + 1}`,
      ).toEqual({
        dice: drawn.dice,
        terrains: drawn.terrains,
        dragons: drawn.dragons,
      });
    });
  });

  it("include an invited player's, drawn when they ask for one", async () => {
    scripted([], 8);
    const game = await create(server.app, {
      seats: [
        { kind: "human", force: { premade: "dwarves" } },
        { kind: "human", force: { chosenByPlayer: true } },
      ],
    });
    const before = await configOf(game.id);
    const draws = scripted([], 9);
    const res = await server.app.inject({
      method: "POST",
      url: `/api/games/${game.id}/force`,
      payload: { token: game.seats[1]?.token, force: { random: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(draws.map((d) => d.bytes)).toEqual([16]);
    const after = await configOf(game.id);
    const drawn = randomForce("", 24, randomIntFromState(wordsOf(draws[0]?.given as Uint8Array)));
    expect(after.players[1]?.dice).toEqual(drawn.dice);
    expect(after.players[1]?.terrains).toEqual(drawn.terrains);
    // The dice were drawn when the game was created, and stay as they were.
    expect(after.key).toBe(before.key);
  });
});
