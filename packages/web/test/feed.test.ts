import { newGame, randomConfig, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { dragonAttack } from "../../words/test/scenario.ts";
import {
  caughtUp,
  emptyFeed,
  emptyReveal,
  type FeedAction,
  feedReducer,
  lastFaces,
  nextStop,
  type Reveal,
  receive,
  shownFrame,
} from "../src/game/feed.ts";
import { rollArithmetic, rollShownAt } from "../src/game/rollShown.ts";

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
    let r: Reveal = feedReducer({ ...f, reading: false }, { type: "step" });
    expect(r.revealed).toBe(6);
    expect(r.reading).toBe(true);
    expect(rollShownAt(r.events, r.revealed)?.index).toBe(4);
    // While the roll is read, stepping waits.
    expect(feedReducer(r, { type: "step" })).toBe(r);
    r = feedReducer(feedReducer(r, { type: "read" }), { type: "step" });
    expect(r.revealed).toBe(8);
    expect(caughtUp(r)).toBe(true);
    expect(shownFrame(r)?.view).toBe("v2");
    expect(lastFaces(r.events, r.revealed).get("p0d1")?.count).toBe(3);
  });

  it("follows the log with the events since the last state, on a reconnect that said so", () => {
    let f = receive(emptyFeed, { actions: 1, view: "v1", events: [march] }, true);
    // What was missed begins as the log did: it is still news, not the log sent again.
    f = receive(f, { actions: 3, view: "v3", events: [march, roll(2)], since: 1 }, true);
    expect(f.events).toEqual([march, march, roll(2)]);
    expect(f.revealed).toBe(1);
    expect(f.frames.at(-1)).toEqual({ actions: 3, view: "v3", upTo: 3 });
    // Nothing missed: nothing added.
    f = receive(f, { actions: 3, view: "v3", events: [], since: 3 }, true);
    expect(f.events).toHaveLength(3);
  });

  it("recognises the whole log sent again on reconnect", () => {
    let f = receive(emptyFeed, { actions: 1, view: "v1", events: [march, roll(1)] }, true);
    f = receive(f, { actions: 2, view: "v2", events: [march, roll(1), tally, roll(2)] }, true);
    expect(f.events).toHaveLength(4);
    f = feedReducer({ ...f, reading: true }, { type: "skip" });
    expect(caughtUp(f)).toBe(true);
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

describe("the feed as the page updates it", () => {
  const run = (actions: FeedAction[], from: Reveal = emptyReveal) =>
    actions.reduce(feedReducer, from);

  it("keeps a state message that arrives while a step is waiting to be applied (issue 10)", () => {
    // The page once computed the next step from the feed of its last render and set it, so a
    // message queued before that step was applied was overwritten: the decision it brought never
    // appeared. Steps are now worked out from the feed as it is when they are applied.
    const first = run([
      { type: "receive", msg: { actions: 1, view: "v1", events: [march] }, fresh: true },
      { type: "receive", msg: { actions: 2, view: "v2", events: [roll(1), tally] }, fresh: false },
    ]);
    const after = run(
      [
        {
          type: "receive",
          msg: { actions: 3, view: "v3", events: [roll(2), tally] },
          fresh: false,
        },
        { type: "step" },
        { type: "read" },
        { type: "step" },
        { type: "read" },
        { type: "step" },
      ],
      first,
    );
    expect(after.events).toHaveLength(5);
    expect(caughtUp(after)).toBe(true);
    expect(shownFrame(after)?.view).toBe("v3");
  });

  it("reveals a message with no roll at once, and one with rolls a roll at a time", () => {
    let s = run([
      { type: "receive", msg: { actions: 1, view: "v1", events: [march] }, fresh: true },
      { type: "receive", msg: { actions: 2, view: "v2", events: [march] }, fresh: false },
      { type: "step" },
    ]);
    expect(s.reading).toBe(false);
    expect(shownFrame(s)?.view).toBe("v2");
    s = run(
      [
        {
          type: "receive",
          msg: { actions: 3, view: "v3", events: [roll(1), roll(2)] },
          fresh: false,
        },
        { type: "step" },
      ],
      s,
    );
    expect(s.reading).toBe(true);
    expect(s.revealed).toBe(3);
    // The view waits for the whole message to be revealed.
    expect(shownFrame(s)?.view).toBe("v2");
    s = run([{ type: "skip" }], s);
    expect(s.reading).toBe(false);
    expect(shownFrame(s)?.view).toBe("v3");
  });
});

describe("the roll shown", () => {
  // An attack's total comes after the rolls of the units its SAI aimed at (Stun's target rolls
  // on its own, rules/000 line 2158): shown under the last of them, it still has its arithmetic.
  it("tells a total with the dice of the roll it closes, rolled before the shown roll", () => {
    const started = newGame(randomConfig(1, 2, 24));
    if (!started.ok) throw new Error(started.error.message);
    const g = viewFor(started.state, null);
    const at = `t:${g.terrains[0]?.id}`;
    const events = [
      {
        type: "roll",
        player: 0,
        purpose: "melee-attack",
        location: at,
        dice: [
          { die: "p0d1", dieId: "footman", face: 5, icon: "Melee", count: 2 },
          { die: "p0d2", dieId: "footman", face: 0, icon: "ID", count: 1 },
        ],
      },
      {
        type: "roll",
        player: 1,
        purpose: "individual-maneuver",
        location: at,
        dice: [{ die: "p1d1", dieId: "footman", face: 1, icon: "Save", count: 1 }],
      },
      { type: "tally", player: 1, purpose: "individual-maneuver", results: { maneuver: 0 } },
      { type: "tally", player: 0, purpose: "melee-attack", results: { melee: 3 } },
    ];
    const shown = rollShownAt(events, events.length);
    expect(shown?.index).toBe(1);
    const text = rollArithmetic(g, shown as NonNullable<typeof shown>).map((l) => l.text);
    expect(text).toContain("= 2 melee + 1 ID = 3 hits");
  });

  // 2.9a line 332: the dragons at a terrain roll before they attack the army there; the page stops
  // on their roll as on any other, each dragon drawn with its face and its damage told.
  it("stops on the dragons' roll and shows each dragon's face and damage", () => {
    const { state, events } = dragonAttack([["d1", "red-drake"]], {
      d1: ["Claw"],
      u0: ["Melee"],
      u1: ["Melee"],
    });
    const at = events.findIndex((e) => e.type === "dragons-rolled");
    expect(at).toBeGreaterThanOrEqual(0);
    const stop = nextStop({ events, revealed: at, frames: [] });
    expect(stop.roll).toBe(at);
    // Revealed up to the stop: the dragons' roll and what follows it, until the army's roll.
    expect((events[stop.end] as { type: string }).type).toBe("roll");
    const shown = rollShownAt(events, stop.end);
    expect(shown?.index).toBe(at);
    expect(shown?.dragons).toEqual([{ dragon: "d1", faces: ["Claw"] }]);
    const g = viewFor(state, null);
    const text = rollArithmetic(g, shown as NonNullable<typeof shown>).map((l) => l.text);
    expect(text[0]).toMatch(/^B's red drake rolls Claw \(6 damage\)/);
  });
});

// Issue 25: on turn 9 the panel still showed a roll of turn 7 (turn 8 rolled nothing).
describe("the roll shown, in time", () => {
  const turn = (number: number, player: number) => ({ type: "turn-start", player, number });

  it("says the turn it was rolled in, and is gone once it is older than the last turn", () => {
    const events = [turn(7, 0), march, roll(2), tally, turn(8, 1), march];
    expect(rollShownAt(events, events.length)).toMatchObject({ index: 2, turn: 7 });
    events.push(turn(9, 0));
    expect(rollShownAt(events, events.length)).toBeNull();
    events.push(roll(3));
    expect(rollShownAt(events, events.length)).toMatchObject({ index: 7, turn: 9 });
  });

  it("is shown without a turn when the events do not go back to its turn's start", () => {
    expect(rollShownAt([march, roll(1), tally], 3)).toMatchObject({ index: 1, turn: null });
  });
});
