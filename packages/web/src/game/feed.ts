// What the player has seen of a game: the full event log, how much of it is revealed, and the
// views the server sent. New events are revealed roll by roll so each roll can be read; the
// table shows the view that goes with the events revealed so far. Pure: the page drives it
// through `feedReducer`, so every change starts from the latest feed (a step computed from an
// older copy once overwrote a state message received in between, and the game froze).
import type { RolledDie } from "@dragondice/engine";
import { isShownRoll } from "./rollShown.ts";

export interface Frame {
  /** Actions applied when the view was sent. */
  actions: number;
  view: unknown;
  /** The log length once this frame's events are counted. */
  upTo: number;
}

export interface Feed {
  events: unknown[];
  revealed: number;
  frames: Frame[];
}

export const emptyFeed: Feed = { events: [], revealed: 0, frames: [] };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the feed reads of a state message. */
export interface Received {
  actions: number;
  view: unknown;
  events: unknown[];
  /** The events are those after action `since` (a reconnect that said how far it had seen). */
  since?: number;
  /** Choices were taken back: the events are the whole log, which replaces the feed's. */
  undone?: true;
}

/**
 * Adds a state message. `fresh` marks the first message after (re)connecting. A reconnect asks
 * for the events since the last state the feed got, and they follow the log (`since` set); a
 * first connection, or a server that did not honour `since`, sends the whole log: events the feed
 * already has are recognised and not added twice. On the very first message everything is
 * revealed at once (it is history, not news).
 */
export function receive(feed: Feed, msg: Received, fresh: boolean): Feed {
  if (msg.undone) {
    const upTo = msg.events.length;
    return {
      events: msg.events,
      revealed: upTo,
      frames: [{ actions: msg.actions, view: msg.view, upTo }],
    };
  }
  let added = msg.events;
  if (fresh && msg.since === undefined && feed.events.length > 0) {
    const n = feed.events.length;
    const wholeLog =
      msg.events.length >= n &&
      same(msg.events[0], feed.events[0]) &&
      same(msg.events[n - 1], feed.events[n - 1]);
    if (wholeLog) added = msg.events.slice(n);
    else if (msg.actions <= (feed.frames.at(-1)?.actions ?? -1)) added = [];
  }
  const events = [...feed.events, ...added];
  const frame: Frame = { actions: msg.actions, view: msg.view, upTo: events.length };
  const first = feed.frames.length === 0;
  return {
    events,
    revealed: first ? events.length : feed.revealed,
    frames: [...feed.frames, frame].slice(-50),
  };
}

/** An army's or a unit's roll: its dice and the faces they landed on. */
const isRoll = (e: unknown): boolean =>
  typeof e === "object" && e !== null && (e as { type?: unknown }).type === "roll";

/**
 * The next stop when revealing: up to and including the next roll and what follows it (tallies,
 * damage, kills) until the next roll or the end of that roll's frame. `roll` is the roll's index,
 * or null when no roll is left (everything can be revealed at once).
 */
export function nextStop(feed: Feed): { end: number; roll: number | null } {
  const { events, revealed } = feed;
  let r = revealed;
  while (r < events.length && !isShownRoll(events[r])) r++;
  if (r >= events.length) return { end: events.length, roll: null };
  const limit = feed.frames.find((f) => f.upTo > r)?.upTo ?? events.length;
  let end = r + 1;
  while (end < limit && !isShownRoll(events[end])) end++;
  return { end, roll: r };
}

export const caughtUp = (feed: Feed): boolean => feed.revealed >= feed.events.length;

/** The view to draw: the latest frame whose events are all revealed (else the oldest kept). */
export function shownFrame(feed: Feed): Frame | undefined {
  let shown: Frame | undefined;
  for (const f of feed.frames) if (f.upTo <= feed.revealed) shown = f;
  return shown ?? feed.frames[0];
}

/** Each die's latest rolled face among the first `upTo` events (die instance id -> face). */
export function lastFaces(events: readonly unknown[], upTo: number): Map<string, RolledDie> {
  const faces = new Map<string, RolledDie>();
  for (let i = 0; i < upTo; i++) {
    const e = events[i];
    if (!isRoll(e)) continue;
    for (const r of (e as { dice: RolledDie[] }).dice) faces.set(r.die, r);
  }
  return faces;
}

/** The feed as the page holds it: `reading` while a revealed roll stays on screen to be read. */
export interface Reveal extends Feed {
  reading: boolean;
}

export const emptyReveal: Reveal = { ...emptyFeed, reading: false };

export type FeedAction =
  /** A state message from the server (`fresh`: the first since (re)connecting). */
  | { type: "receive"; msg: Received; fresh: boolean }
  /** Reveal up to the next stop, unless a roll is being read. */
  | { type: "step" }
  /** The roll on screen has been read (its pause is over, or Continue). */
  | { type: "read" }
  /** Skip to now: everything revealed, nothing left to read. */
  | { type: "skip" };

export function feedReducer(state: Reveal, action: FeedAction): Reveal {
  switch (action.type) {
    case "receive":
      return { ...receive(state, action.msg, action.fresh), reading: state.reading };
    // The page waits at each stop so the roll can be read.
    case "step": {
      if (state.reading || caughtUp(state)) return state;
      const stop = nextStop(state);
      return { ...state, revealed: stop.end, reading: stop.roll !== null };
    }
    case "read":
      return state.reading ? { ...state, reading: false } : state;
    case "skip":
      return { ...state, revealed: state.events.length, reading: false };
  }
}
