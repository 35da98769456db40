// Small positions played through the engine's scenarios (docs/scenarios.md), so that the words
// are tested on the events the engine really emits.
import { type GameEvent, type GameState, runScenario } from "@dragondice/engine";

export interface Position {
  /** The frontier's terrain die and face; homes are flatlands at 3. */
  front?: [string, number];
  /** Which player holds the frontier's eighth face. */
  controller?: number;
  /** [player, catalogue die id] of each die, all at the frontier; ids are "d0", "d1"... */
  dice: [number, string][];
  start: "maneuver" | "action";
  rolls?: Record<string, string[]>;
  decisions: { player: number; kind?: string; choice: unknown }[];
}

export function playPosition(p: Position): { state: GameState; events: GameEvent[] } {
  const [die, face] = p.front ?? ["flatland-city", 3];
  return runScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [
      { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
      { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 3 },
      { id: "front", die, owner: 0, role: "frontier", face, controller: p.controller ?? null },
    ],
    dice: p.dice.map(([owner, die], i) => ({ id: `d${i}`, die, owner, at: "t:front" })),
    turn: { player: 0, number: 3 },
    start: { phase: p.start, army: "t:front" },
    rolls: p.rolls ?? {},
    decisions: p.decisions,
  });
}

/**
 * Players A and B, their homes (a Flatland City and a Flatland Temple) and a Highland City
 * frontier, each at face 3: the table of the words tests' scenarios.
 */
export const TWO_PLAYERS = {
  format: "dragondice-scenario/1",
  edition: "2.9a",
  players: [{ name: "A" }, { name: "B" }],
  terrains: [
    { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
    { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 3 },
    { id: "front", die: "highland-city", owner: 0, role: "frontier", face: 3, controller: null },
  ],
};

/**
 * A dragon attack (2.9a lines 322-390): A's Footman ("u0") and Behemoth ("u1") at the frontier,
 * Highland City, and a Footman at home; B's dragons (ids given) summoned there; A's dead units
 * ("x0", "x1"...) in `dua`. A's turn starts, so the dragons attack A's army (line 330).
 */
export function dragonAttack(
  dragons: [string, string][],
  rolls: Record<string, string[]>,
  decisions: { player: number; kind?: string; choice: unknown }[] = [],
  dua: string[] = [],
): { state: GameState; events: GameEvent[] } {
  return runScenario({
    ...TWO_PLAYERS,
    dice: [
      { id: "u0", die: "footman", owner: 0, at: "t:front" },
      { id: "u1", die: "behemoth", owner: 0, at: "t:front" },
      { id: "u2", die: "footman", owner: 1, at: "t:home1" },
      { id: "u3", die: "footman", owner: 0, at: "t:home0" },
      ...dua.map((die, i) => ({ id: `x${i}`, die, owner: 0, at: "dua" })),
      ...dragons.map(([id, die]) => ({ id, die, owner: 1, at: "dragons:front" })),
    ],
    turn: { player: 0, number: 3 },
    start: { phase: "turn-start" },
    rolls,
    decisions,
  });
}

/** A brings its Highland Bridge ("d1") in at the frontier, a Flatland City at 3 (line 2236). */
export function bridgeBroughtIn(decisions: { player: number; kind: string; choice: unknown }[]) {
  return runScenario({
    ...TWO_PLAYERS,
    dice: [
      { id: "d0", die: "pony-rider", owner: 0, at: "t:front" },
      { id: "d1", die: "highland-bridge", owner: 0, at: "pool" },
      { id: "d2", die: "footman", owner: 1, at: "t:front" },
    ],
    turn: { player: 0, number: 3 },
    start: { phase: "maneuver", army: "t:front" },
    rolls: { d1: ["Bridge"] },
    decisions,
  });
}
