import { describe, expect, it } from "vitest";
import {
  advance,
  caughtUp,
  emptyFeed,
  lastFaces,
  nextStop,
  receive,
  revealAll,
  shownFrame,
} from "../src/game/feed.ts";
import { rollShownAt } from "../src/game/rollShown.ts";

const roll = (n: number) => ({
  type: "roll",
  player: 0,
  purpose: "melee-attack",
  location: "t:t0",
  dice: [{ die: "p0d1", dieId: "footman", face: n, icon: "Melee", count: n }],
});
const tally = { type: "tally", player: 0, purpose: "melee-attack", results: { hits: 1 } };
const march = { type: "march", player: 0, location: "t:t0" };

describe("the event feed", () => {
  it("reveals the first message at once, later ones roll by roll", () => {
    let f = receive(emptyFeed, { actions: 1, view: "v1", events: [march, roll(1), tally] }, true);
    expect(caughtUp(f)).toBe(true);
    f = receive(
      f,
      { actions: 2, view: "v2", events: [march, roll(2), tally, roll(3), tally] },
      false,
    );
    expect(f.revealed).toBe(3);
    expect(shownFrame(f)?.view).toBe("v1");
    expect(nextStop(f)).toEqual({ end: 6, roll: 4 });
    f = advance(f);
    expect(f.revealed).toBe(6);
    expect(rollShownAt(f.events, f.revealed)?.index).toBe(4);
    f = advance(f);
    expect(f.revealed).toBe(8);
    expect(caughtUp(f)).toBe(true);
    expect(shownFrame(f)?.view).toBe("v2");
    expect(lastFaces(f.events, f.revealed).get("p0d1")?.count).toBe(3);
  });

  it("recognises the whole log sent again on reconnect", () => {
    let f = receive(emptyFeed, { actions: 1, view: "v1", events: [march, roll(1)] }, true);
    f = receive(f, { actions: 2, view: "v2", events: [march, roll(1), tally, roll(2)] }, true);
    expect(f.events).toHaveLength(4);
    f = revealAll(f);
    // The same state again after a resync adds nothing.
    f = receive(f, { actions: 2, view: "v2", events: [] }, true);
    expect(f.events).toHaveLength(4);
  });

  it("appends new events sent after a reconnect", () => {
    let f = receive(emptyFeed, { actions: 1, view: "v1", events: [march] }, true);
    f = receive(f, { actions: 2, view: "v2", events: [roll(4)] }, true);
    expect(f.events).toHaveLength(2);
  });
});
