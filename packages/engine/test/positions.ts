// Small 2.9a positions for rules tests: two players A (0) and B (1), their home terrains and the
// frontier, the dice given, and where in the turn play starts; with the forced faces and
// decisions given, the scenario runs and returns its events.
import { dieById, type TerrainDie, type UnitDie } from "@dragondice/catalog";
import type { GameEvent } from "../src/kernel/events.ts";
import { runScenario } from "../src/scenario/scenario.ts";

export type Start = { phase: "maneuver" | "action"; army: string } | { phase: "reserves" };
export interface Setup {
  /** Terrain dice (catalogue ids) of A's home, B's home and the frontier, with their faces. */
  home0?: [string, number];
  home1?: [string, number];
  front?: [string, number];
  /** [player, catalogue die id, location] for each die; ids are "d0", "d1"... in order. */
  dice: [number, string, string][];
  turn?: number;
  start: Start;
  rolls?: Record<string, (string | number)[]>;
  decisions?: { player: number; kind?: string; choice: unknown }[];
  controller?: Partial<Record<"home0" | "home1" | "front", number>>;
}

/** The scenario of a position (`play` runs it). */
export function scenarioOf(s: Setup) {
  const terrain = (id: "home0" | "home1" | "front", owner: number, fallback: [string, number]) => {
    const [die, face] = s[id] ?? fallback;
    const controller = s.controller?.[id] ?? null;
    return { id, die, owner, role: id === "front" ? "frontier" : "home", face, controller };
  };
  return {
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [
      terrain("home0", 0, ["flatland-city", 3]),
      terrain("home1", 1, ["flatland-temple", 3]),
      terrain("front", 0, ["flatland-city", 3]),
    ],
    dice: s.dice.map(([owner, die, at], i) => ({ id: `d${i}`, die, owner, at })),
    turn: { player: s.turn ?? 0, number: 3 },
    start: s.start,
    rolls: s.rolls ?? {},
    decisions: s.decisions ?? [],
  };
}

export const play = (s: Setup) => runScenario(scenarioOf(s));

/** The events of one type, typed. */
export const ofType = <T extends GameEvent["type"]>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

/** Every face rolled for a purpose, as "die: count icon", rerolls included, in order. */
export const rolledFaces = (events: GameEvent[], purpose: string): string[] =>
  ofType(events, "roll")
    .filter((e) => e.purpose === purpose)
    .flatMap((e) => e.dice.map((d) => `${d.die}: ${d.count} ${d.icon}`));

export const tallies = (events: GameEvent[], purpose: string): number[] =>
  events
    .filter((e): e is Extract<GameEvent, { type: "tally" }> => e.type === "tally")
    .filter((e) => e.purpose === purpose)
    .map((e) => Object.values(e.results)[0] as number);

export const steps = (events: GameEvent[], purpose: string) =>
  events
    .filter((e): e is Extract<GameEvent, { type: "tally" }> => e.type === "tally")
    .filter((e) => e.purpose === purpose)
    .map((e) => e.steps);

export const unit = (id: string): UnitDie => dieById(id) as UnitDie;
/** The count on the unit's first face with that icon. */
export const countOf = (id: string, icon: string): number =>
  unit(id).faces.find((f) => f.icon === icon)?.count ?? 0;
/** The number of the terrain's first face with that icon. */
export const faceOf = (id: string, icon: string): number =>
  (dieById(id) as TerrainDie).faces.find((f) => f.icon === icon)?.number ?? 0;

export const maneuverUp = { player: 0, kind: "maneuver", choice: { maneuver: "up" } };
export const counter = { player: 1, kind: "counter-maneuver", choice: true };
export const attack = (action: "melee" | "missile", at: string) => ({
  player: 0,
  kind: "choose-action",
  choice: { action, target: { player: 1, at } },
});
