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
