// What apply() reports: everything that happened, in order, as plain data. Every die roll is one.
// The kernel reports its own events (decisions, effects, resigning, draws, the game's end); the
// rules register theirs by declaration merging (`EventTypes`), as the standard game does in
// standard/events.ts.
import type { Effect } from "./effects.ts";
import type { ResultName } from "./roll.ts";

export interface RolledDie {
  /** Die instance id. */
  die: string;
  /** Catalogue die id. */
  dieId: string;
  /** Face index landed on (0-based). */
  face: number;
  icon: string;
  count: number;
  /** The one result a face giving one result or another was taken as, when taken as it landed. */
  taken?: ResultName;
}

/**
 * Every event by its type, with its fields. The kernel's are here; the rules add theirs
 * (`declare module ".../kernel/events.ts" { interface EventTypes { ... } }`).
 */
export interface EventTypes {
  /** `forced`: a driver answered by itself, the decision having one answer (`forcedChoice`). */
  decided: { player: number; kind: string; choice: unknown; forced?: true };
  /** An effect with a duration begins (kernel/effects.ts). */
  effect: { effect: Effect };
  /** Effects that ended. */
  expired: { effects: Effect[] };
  /** A player resigned (kernel/leaving.ts): out of the game, the game goes on without them. */
  resigned: { player: number };
  /** A draw offered, accepted by one more player, or declined (which withdraws the offer). */
  "draw-offered": { player: number };
  "draw-accepted": { player: number };
  "draw-declined": { player: number };
  /** The draw offered was cleared by a move in the game. */
  "draw-withdrawn": object;
  /** The game ended: `player` won, or (null) it is a draw. */
  "game-over": { player: number | null; reason: string };
}

/** An event of any registered type: `type` names it, the rest are its fields. */
export type GameEvent = { [K in keyof EventTypes]: { type: K } & EventTypes[K] }[keyof EventTypes];
