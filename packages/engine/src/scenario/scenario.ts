// Scenario files (docs/scenarios.md): any position, the faces upcoming rolls will show, and the
// decisions to apply. They turn rulebook examples into tests and are run by `dragondice scenario`.
// The format is versioned and only ever extended.
import { dieById } from "@dragondice/catalog";
import { z } from "zod";
import { rulesets } from "../api.ts";
import type { Action } from "../kernel/decisions.ts";
import { ENGINE_ERROR_CODES, type EngineErrorCode } from "../kernel/errors.ts";
import type { GameEvent } from "../kernel/events.ts";
import type { Task } from "../kernel/flow.ts";
import {
  applyInPlace,
  blankState,
  broughtTerrain,
  checkAction,
  type RulesetWithSetup,
  type ScenarioStart,
  startFlow,
} from "../kernel/game.ts";
import type { DieState, GameState, Location, TerrainState } from "../kernel/state.ts";
import { expectationSchema, unmet, waiting } from "./expectations.ts";
import { chosenShape, hasKey, location, player } from "./shapes.ts";

const rollResult = z.union([z.number().int().min(1), z.string().min(1)]);

/** A decision to apply; with `"expect": "refused"`, one the rules must refuse. */
const decisionStep = z
  .object({
    player,
    kind: z.string().optional(),
    choice: z.unknown(),
    expect: z.literal("refused").optional(),
    error: z.enum(ENGINE_ERROR_CODES).optional(),
  })
  .strict()
  .refine((step) => step.error === undefined || step.expect === "refused", {
    path: ["error"],
    message: 'the code a decision is refused with goes with "expect": "refused"',
  });

/** `{ "expect": {...} }` among the decisions: checked at that point of the run. */
const expectationEntry = z.object({ expect: expectationSchema }).strict();

/** An entry of `decisions`: an expectation when its `expect` is an object, else a decision. */
const decisionEntry = chosenShape((value) =>
  hasKey(value, "expect") && typeof (value as { expect: unknown }).expect === "object"
    ? expectationEntry
    : decisionStep,
);

export const scenarioSchema = z
  .object({
    format: z.literal("dragondice-scenario/1"),
    title: z.string().optional(),
    source: z.string().optional(),
    /** What the engine must have before the scenario can run (a rulebook example ahead of it). */
    pending: z.string().min(1).optional(),
    edition: z.enum(["2.9a", "v4", "tsr1996"]),
    seed: z.number().int().default(1),
    forceSize: z.number().int().positive().default(24),
    players: z.array(z.object({ name: z.string().min(1) }).strict()).min(2),
    order: z.array(player).optional(),
    terrains: z
      .array(
        z
          .object({
            id: z.string().regex(/^[A-Za-z0-9_-]+$/),
            die: z.string(),
            owner: player,
            // Left out at set-up only, where set-up gives them (terrainInPlay, terrainAtSetup).
            role: z.enum(["home", "frontier"]).optional(),
            face: z.number().int().min(1).max(8).optional(),
            controller: player.nullable().optional(),
          })
          .strict(),
      )
      .min(1),
    dice: z.array(
      z
        .object({
          id: z.string().min(1),
          die: z.string(),
          owner: player,
          at: location,
          face: z.number().int().min(0).optional(),
          chosen: z.string().min(1).optional(),
        })
        .strict(),
    ),
    turn: z
      .object({ player, number: z.number().int().min(1).default(1) })
      .strict()
      .optional(),
    start: z.discriminatedUnion("phase", [
      z.object({ phase: z.literal("setup") }).strict(),
      z.object({ phase: z.literal("turn-start") }).strict(),
      z
        .object({ phase: z.literal("march"), march: z.union([z.literal(1), z.literal(2)]) })
        .strict(),
      z.object({ phase: z.literal("maneuver"), army: location }).strict(),
      z.object({ phase: z.literal("action"), army: location }).strict(),
      z.object({ phase: z.literal("reserves") }).strict(),
    ]),
    rolls: z.record(z.string(), z.array(rollResult)).default({}),
    decisions: z.array(decisionEntry).default([]),
  })
  .strict();

export type Scenario = z.input<typeof scenarioSchema>;
type ParsedScenario = z.output<typeof scenarioSchema>;
type ParsedTerrain = ParsedScenario["terrains"][number];
type DecisionStep = z.output<typeof decisionStep>;
type Entry = ParsedScenario["decisions"][number];
type ExpectationEntry = z.output<typeof expectationEntry>;

/** An expectation's `expect` is an object; a decision's is "refused" or left out. */
const isExpectation = (entry: Entry): entry is ExpectationEntry => typeof entry.expect === "object";

/**
 * A scenario that is not valid (no `entry`), or whose run went otherwise than it says: `entry`
 * names the decision entry at fault ("decisions.4"), `code` the engine's error code when the
 * engine refused a decision.
 */
export class ScenarioError extends Error {
  override name = "ScenarioError";
  readonly entry: string | undefined;
  readonly code: EngineErrorCode | undefined;
  constructor(message: string, failed?: { entry: string; code?: EngineErrorCode }) {
    super(message);
    this.entry = failed?.entry;
    this.code = failed?.code;
  }
}

function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? issue.path.join(".") : "(top level)";
  return `${where}: ${issue?.message ?? "invalid"}`;
}

/** Turns a roll entry ("Melee", "2 Melee" or a 1-based face number) into a face index. */
function faceIndex(dieId: string, entry: number | string): number {
  const die = dieById(dieId);
  if (!die) throw new ScenarioError(`no die ${dieId}`);
  const faces =
    die.kind === "terrain" ? die.faces.map((f) => ({ icon: f.icon, count: f.number })) : die.faces;
  if (typeof entry === "number") {
    if (entry > faces.length)
      throw new ScenarioError(`${die.name} has ${faces.length} faces, not ${entry}`);
    return entry - 1;
  }
  const m = /^(\d+)\s+(.+)$/.exec(entry);
  const index = faces.findIndex((f) =>
    m ? f.count === Number(m[1]) && f.icon === m[2] : f.icon === entry,
  );
  if (index < 0) {
    const shown = faces.map((f) => `${f.count} ${f.icon}`).join(", ");
    throw new ScenarioError(`${die.name} has no face "${entry}" (faces: ${shown})`);
  }
  return index;
}

/** Checks a scenario and builds its starting state; throws ScenarioError with a clear message. */
export function loadScenario(json: unknown): {
  state: GameState;
  parsed: ParsedScenario;
  /** Where play starts: the edition's set-up, or the tasks that continue a turn. */
  tasks: Task[];
} {
  const result = scenarioSchema.safeParse(json);
  if (!result.success) throw new ScenarioError(zodMessage(result.error));
  const s = result.data;
  const rules = scenarioRules(s.edition);
  checkIds(s);
  const state = blankState(
    { edition: s.edition, seed: s.seed, forceSize: s.forceSize, players: s.players },
    rules.stateFields,
  );
  let tasks: Task[];
  if (s.start.phase === "setup") {
    checkSetup(s);
    state.terrains = s.terrains.map(terrainAtSetup);
    state.dice = s.dice.map(dieAt);
    tasks = rules.start;
  } else {
    const turn = checkUnderWay(s);
    placeUnderWay(state, s, s.start, turn);
    tasks = rules.scenarioTasks(s.start, turn.player);
  }
  state.forced = forcedFaces(s);
  return { state, parsed: s, tasks };
}

/** The table of a game under way: terrains with their faces, dice where they are, whose turn. */
function placeUnderWay(
  state: GameState,
  s: ParsedScenario,
  start: ScenarioStart,
  turn: NonNullable<ParsedScenario["turn"]>,
): void {
  state.terrains = s.terrains.map(terrainInPlay);
  state.dice = s.dice.map(dieAt);
  state.players.forEach((p, i) => {
    p.home = s.terrains.find((t) => t.role === "home" && t.owner === i)?.id ?? null;
  });
  state.order = s.order ?? s.players.map((_, i) => i);
  // The turn's state as it is at that point: a turn about to start is the next one.
  state.turn = {
    player: turn.player,
    number: start.phase === "turn-start" ? turn.number - 1 : turn.number,
    marched: start.phase === "maneuver" || start.phase === "action" ? [start.army as Location] : [],
    passed: false,
  };
}

function scenarioRules(edition: ParsedScenario["edition"]): RulesetWithSetup {
  const rules = rulesets[edition];
  if (!rules) throw new ScenarioError(`edition ${edition} is not playable yet`);
  return rules;
}

/** Every player, terrain and die a scenario names exists, and every id is used once. */
function checkIds(s: ParsedScenario): void {
  const checkPlayer = (p: number, where: string) => {
    if (p >= s.players.length) throw new ScenarioError(`${where}: there is no player ${p}`);
  };
  const terrainIds = new Set<string>();
  for (const [i, t] of s.terrains.entries()) {
    const die = dieById(t.die);
    if (die?.kind !== "terrain")
      throw new ScenarioError(`terrains.${i}.die: "${t.die}" is not a terrain die`);
    if (terrainIds.has(t.id)) throw new ScenarioError(`terrains.${i}.id: "${t.id}" is used twice`);
    terrainIds.add(t.id);
    checkPlayer(t.owner, `terrains.${i}.owner`);
    if (t.controller != null) checkPlayer(t.controller, `terrains.${i}.controller`);
  }
  const diceIds = new Set<string>();
  for (const [i, d] of s.dice.entries()) {
    if (!dieById(d.die)) throw new ScenarioError(`dice.${i}.die: no die with id "${d.die}"`);
    if (diceIds.has(d.id)) throw new ScenarioError(`dice.${i}.id: "${d.id}" is used twice`);
    diceIds.add(d.id);
    checkPlayer(d.owner, `dice.${i}.owner`);
    if (d.at.startsWith("t:") && !terrainIds.has(d.at.slice(2))) {
      throw new ScenarioError(`dice.${i}.at: there is no terrain "${d.at.slice(2)}"`);
    }
  }
  if (s.turn) checkPlayer(s.turn.player, "turn.player");
  for (const [i, entry] of s.decisions.entries()) {
    const where = `decisions.${i}`;
    if (!isExpectation(entry)) {
      checkPlayer(entry.player, `${where}.player`);
      continue;
    }
    const e = entry.expect;
    if ("die" in e && !diceIds.has(e.die))
      throw new ScenarioError(`${where}.expect.die: there is no die "${e.die}"`);
    if ("terrain" in e && !terrainIds.has(e.terrain))
      throw new ScenarioError(`${where}.expect.terrain: there is no terrain "${e.terrain}"`);
    if ("tally" in e && e.tally.player !== undefined)
      checkPlayer(e.tally.player, `${where}.expect.tally.player`);
    if ("pending" in e) checkPlayer(e.pending.player, `${where}.expect.pending.player`);
  }
}

/** At set-up the players have their forces and terrain dice, and nothing else is decided. */
function checkSetup(s: ParsedScenario): void {
  if (s.turn) throw new ScenarioError("turn: a game at set-up has no turn yet; leave it out");
  if (s.order) throw new ScenarioError("order: set-up rolls for the order of play; leave it out");
  for (const [i, d] of s.dice.entries()) {
    if (d.at !== "force" && d.at !== "pool") {
      throw new ScenarioError(
        `dice.${i}.at: at set-up a die is in its owner's force ("force") or summoning pool ("pool")`,
      );
    }
  }
}

/** A game under way has a turn, and no die is where set-up leaves none: its turn. */
function checkUnderWay(s: ParsedScenario): NonNullable<ParsedScenario["turn"]> {
  if (!s.turn) {
    throw new ScenarioError(
      'turn: whose turn it is ({ "player": n, "number": n }), left out only at set-up',
    );
  }
  for (const [i, d] of s.dice.entries()) {
    if (d.at === "force" || d.at.startsWith("setup:"))
      throw new ScenarioError(`dice.${i}.at: "${d.at}" is a place at set-up only`);
  }
  return s.turn;
}

/** A terrain die brought to a game at set-up: set-up gives it its role and face. */
function terrainAtSetup(t: ParsedTerrain, i: number): TerrainState {
  for (const field of ["role", "face", "controller"] as const) {
    if (t[field] !== undefined) {
      throw new ScenarioError(
        `terrains.${i}.${field}: at set-up a terrain has no ${field} yet; leave it out`,
      );
    }
  }
  return broughtTerrain(t.id, t.die, t.owner);
}

/** A terrain of a game under way: its role and face are given. */
function terrainInPlay(t: ParsedTerrain, i: number): TerrainState {
  const { id, die, owner, role, face, controller = null } = t;
  if (role === undefined) throw new ScenarioError(`terrains.${i}.role: "home" or "frontier"`);
  if (face === undefined) throw new ScenarioError(`terrains.${i}.face: the face showing, 1 to 8`);
  if (controller !== null && face !== 8)
    throw new ScenarioError(`terrains.${i}: only a terrain at its eighth face has a controller`);
  return { id, die, owner, role, face, controller };
}

const dieAt = (d: ParsedScenario["dice"][number]): DieState => ({ ...d, at: d.at as Location });

/** The faces `rolls` forces, as face indexes by die or terrain id. */
function forcedFaces(s: ParsedScenario): Record<string, number[]> {
  const forced: Record<string, number[]> = {};
  for (const [id, entries] of Object.entries(s.rolls)) {
    const die = s.dice.find((d) => d.id === id);
    const terrain = s.terrains.find((t) => t.id === id);
    const dieId = die?.die ?? terrain?.die;
    if (!dieId) throw new ScenarioError(`rolls.${id}: no die or terrain with that id`);
    forced[id] = entries.map((e) => faceIndex(dieId, e));
  }
  return forced;
}

export interface ScenarioRun {
  state: GameState;
  events: GameEvent[];
  /** The scenario's `pending`: it was loaded, not run. */
  pending?: string;
}

/**
 * Loads a scenario, runs it to its first decision, then goes through its decisions in order:
 * applies each decision (or checks that the rules refuse it) and checks each expectation. Throws
 * a ScenarioError naming the entry when the run goes otherwise than the scenario says. A pending
 * scenario is only loaded.
 */
export function runScenario(json: unknown): ScenarioRun {
  const { state, parsed, tasks } = loadScenario(json);
  // Written ahead of what it needs: checked as a file, skipped as a run.
  if (parsed.pending) return { state, events: [], pending: parsed.pending };
  const rules = scenarioRules(parsed.edition);
  const events = startFlow(rules, state, tasks);
  for (const [i, entry] of parsed.decisions.entries()) {
    const entryFailure = (problem: string, code?: EngineErrorCode) => {
      const entryName = `decisions.${i}`;
      const title = parsed.title ? `${parsed.title}: ` : "";
      return new ScenarioError(`${title}${entryName}: ${problem}`, { entry: entryName, code });
    };
    if (isExpectation(entry)) {
      const problem = unmet(entry.expect, state, events);
      if (problem) throw entryFailure(problem);
    } else {
      events.push(...decide(rules, state, entry, entryFailure));
    }
  }
  return { state, events };
}

type Failure = (problem: string, code?: EngineErrorCode) => ScenarioError;

/**
 * Applies a decision entry to the pending decision of its player (and kind): its events. An entry
 * expected to be refused must be, with its code when it names one; it changes nothing.
 */
function decide(
  rules: RulesetWithSetup,
  state: GameState,
  step: DecisionStep,
  fail: Failure,
): GameEvent[] {
  const decision = state.pending.find(
    (d) => d.player === step.player && (step.kind === undefined || d.kind === step.kind),
  );
  const what = `${step.kind ?? "decision"} for player ${step.player}`;
  if (!decision) throw fail(`no pending ${what} (waiting: ${waiting(state)})`);
  const action: Action = {
    type: "decide",
    player: step.player,
    decision: decision.id,
    choice: step.choice,
  };
  const error = checkAction(rules, state, action);
  if (step.expect === "refused") {
    const wanted = step.error ? ` with ${step.error}` : "";
    if (!error) throw fail(`expected the ${what} to be refused${wanted}, but it was accepted`);
    if (step.error && error.code !== step.error) {
      const found = `${error.code}: ${error.message}`;
      throw fail(`expected the ${what} to be refused${wanted}, found ${found}`, error.code);
    }
    return [];
  }
  if (error) throw fail(`${error.code}: ${error.message}`, error.code);
  const result = applyInPlace(rules, state, action);
  return result.ok ? result.events : [];
}
