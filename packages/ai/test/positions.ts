// Positions for the bot's tests (scenarios, docs/scenarios.md): players A and B at turn 3, their
// homes and the frontier Flatland Cities at face 3, and their dice where a test puts them (ids d0,
// d1... in order).
import { type GameState, runScenario, seededRandomInt } from "@dragondice/engine";
import { heuristicBot } from "../src/index.ts";

/**
 * A die: its owner, catalogue id, place, and the face it shows, if it keeps one (a minor terrain),
 * with what its owner chose for it (a minor terrain's ID icon).
 */
export type Placed = [owner: number, die: string, at: string, face?: number, chosen?: string];

export interface Table {
  /** Where the turn starts: its first march unless told. */
  start?: Record<string, unknown>;
  /** Whose turn it is: A's unless told. */
  player?: number;
  /** The frontier: a Flatland City at face 3, held by nobody, unless told. */
  front?: { die?: string; face?: number; controller?: number | null };
  rolls?: Record<string, (string | number)[]>;
  decisions?: unknown[];
}

export function position(dice: readonly Placed[], table: Table = {}): GameState {
  const { die = "flatland-city", face = 3, controller = null } = table.front ?? {};
  const home = (id: string, owner: number) => ({
    id,
    die: "flatland-city",
    owner,
    role: "home",
    face: 3,
    controller: null,
  });
  return runScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [
      home("home0", 0),
      home("home1", 1),
      { id: "front", die, owner: 0, role: "frontier", face, controller },
    ],
    dice: dice.map(([owner, die, at, face, chosen], i) => ({
      id: `d${i}`,
      die,
      owner,
      at,
      ...(face === undefined ? {} : { face }),
      ...(chosen === undefined ? {} : { chosen }),
    })),
    turn: { player: table.player ?? 0, number: 3 },
    start: table.start ?? { phase: "march", march: 1 },
    rolls: table.rolls ?? {},
    decisions: table.decisions ?? [],
  }).state;
}

/** The heuristic bot, failing where it would answer at random. */
export const strictBot = () => heuristicBot(seededRandomInt(1), { strict: true });
