// Issue 24: a spectator of a server game must not be able to foresee its dice. A game of two bots
// is played on a real server; a spectator's socket (the public `watch` link) receives it, and runs
// the parity attack of dice-foresight.ts on what it saw: the first half of the faces to recover
// the generator, the second half to check the foresight. On a linear generator (xoroshiro128+,
// before issue 24) the attack recovers the state and foretells every later face.
import type { PlayerView } from "@dragondice/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StateMessage } from "../src/protocol.ts";
import { MemoryStore } from "../src/store/index.ts";
import { WATCH_TOKEN } from "../src/watch.ts";
import { foretell, recoverState, type SeenFace, seenFaces } from "./dice-foresight.ts";
import { create, type Running, start, TestClient } from "./helpers.ts";

let server: Running;
beforeAll(async () => {
  server = await start({ store: new MemoryStore(), botThreads: 0 });
});
afterAll(() => server.close());

/** Every `state` message a spectator receives, from the first to the game's end. */
async function watchBotsGame(forceSize: number): Promise<StateMessage[]> {
  const game = await create(server.app, {
    forceSize,
    seats: [
      { kind: "heuristic", name: "Ann", force: { random: true } },
      { kind: "random", name: "Bob", force: { random: true } },
    ],
  });
  const spectator = await TestClient.connect(server.wsUrl(game.id, WATCH_TOKEN));
  const seen: StateMessage[] = [];
  for (;;) {
    const m = await spectator.state(0, 60_000);
    seen.push(m);
    if ((m.view as PlayerView).winner) break;
  }
  await spectator.close();
  return seen;
}

describe("a spectator cannot foresee the dice", () => {
  it("the parity attack finds no generator state and foretells no better than chance", async () => {
    const seen = seenFaces(await watchBotsGame(72)).filter((s) => s.sides % 2 === 0);
    // Enough equations for the attack to work on a linear generator: 128 unknowns, and as many
    // again to check the foresight.
    expect(seen.length).toBeGreaterThan(300);
    const half = Math.floor(seen.length / 2);
    const learn = seen.slice(0, half);
    const later: SeenFace[] = seen.slice(half);
    const attack = recoverState(learn);
    // From a generator that is not linear, about half the equations past the first 128
    // contradict the others.
    // Whatever state the attack settles on foretells the later faces' parity at chance: at most
    // 3 standard deviations above one in two.
    const foretold = attack.state ? foretell(attack.state, later) : [];
    const right = later.filter((s, i) => ((foretold[i] ?? s.face + 1) & 1) === (s.face & 1));
    const exact = later.filter((s, i) => foretold[i] === s.face);
    const told =
      `${learn.length} faces learnt from: ${attack.contradictions} contradictions; ` +
      `${later.length} faces later: ${right.length} parities and ${exact.length} faces foretold`;
    expect(attack.contradictions, told).toBeGreaterThan((learn.length - 128) / 4);
    const chance = later.length / 2 + 3 * Math.sqrt(later.length / 4);
    expect(right.length, told).toBeLessThanOrEqual(chance);
  }, 120_000);
});
