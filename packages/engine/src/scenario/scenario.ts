// Scenario files (docs/scenarios.md): any position, the faces upcoming rolls will show, and the
// decisions to apply. They turn rulebook examples into tests and are run by `dragondice scenario`.
// The format is versioned and only ever extended.
import { dieById } from "@dragondice/catalog";
import { z } from "zod";
import { rulesets } from "../api.ts";
import type { Action } from "../kernel/decisions.ts";
import type { GameEvent } from "../kernel/events.ts";
import { initialRng } from "../kernel/flow.ts";
import { applyInPlace, checkAction, type ScenarioStart, startFlow } from "../kernel/game.ts";
import { type GameState, type Location, SCHEMA_VERSION } from "../kernel/state.ts";

const location = z.string().regex(/^(t:[A-Za-z0-9_-]+|reserve|dua|bua|pool|out)$/, {
  message: 'a location is "t:<terrain id>", "reserve", "dua", "bua", "pool" or "out"',
});
const rollResult = z.union([z.number().int().min(1), z.string().min(1)]);

export const scenarioSchema = z
  .object({
    format: z.literal("dragondice-scenario/1"),
    title: z.string().optional(),
    source: z.string().optional(),
    edition: z.enum(["2.9a", "v4", "tsr1996"]),
    seed: z.number().int().default(1),
    forceSize: z.number().int().positive().default(24),
    players: z.array(z.object({ name: z.string().min(1) }).strict()).min(2),
    order: z.array(z.number().int().min(0)).optional(),
    terrains: z
      .array(
        z
          .object({
            id: z.string().regex(/^[A-Za-z0-9_-]+$/),
            die: z.string(),
            owner: z.number().int().min(0),
            role: z.enum(["home", "frontier"]),
            face: z.number().int().min(1).max(8),
            controller: z.number().int().min(0).nullable().default(null),
          })
          .strict(),
      )
      .min(1),
    dice: z.array(
      z
        .object({
          id: z.string().min(1),
          die: z.string(),
          owner: z.number().int().min(0),
          at: location,
        })
        .strict(),
    ),
    turn: z
      .object({ player: z.number().int().min(0), number: z.number().int().min(1).default(1) })
      .strict(),
    start: z.discriminatedUnion("phase", [
      z.object({ phase: z.literal("turn-start") }).strict(),
      z
        .object({ phase: z.literal("march"), march: z.union([z.literal(1), z.literal(2)]) })
        .strict(),
      z.object({ phase: z.literal("maneuver"), army: location }).strict(),
      z.object({ phase: z.literal("action"), army: location }).strict(),
      z.object({ phase: z.literal("reserves") }).strict(),
    ]),
    rolls: z.record(z.string(), z.array(rollResult)).default({}),
    decisions: z
      .array(
        z
          .object({
            player: z.number().int().min(0),
            kind: z.string().optional(),
            choice: z.unknown(),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type Scenario = z.input<typeof scenarioSchema>;
type ParsedScenario = z.output<typeof scenarioSchema>;

export class ScenarioError extends Error {
  override name = "ScenarioError";
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
export function loadScenario(json: unknown): { state: GameState; parsed: ParsedScenario } {
  const result = scenarioSchema.safeParse(json);
  if (!result.success) throw new ScenarioError(zodMessage(result.error));
  const s = result.data;
  const rules = rulesets[s.edition];
  if (!rules) throw new ScenarioError(`edition ${s.edition} is not playable yet`);
  const players = s.players.length;
  const checkPlayer = (p: number, where: string) => {
    if (p >= players) throw new ScenarioError(`${where}: there is no player ${p}`);
  };
  const terrainIds = new Set<string>();
  for (const [i, t] of s.terrains.entries()) {
    const die = dieById(t.die);
    if (die?.kind !== "terrain")
      throw new ScenarioError(`terrains.${i}.die: "${t.die}" is not a terrain die`);
    if (terrainIds.has(t.id)) throw new ScenarioError(`terrains.${i}.id: "${t.id}" is used twice`);
    terrainIds.add(t.id);
    checkPlayer(t.owner, `terrains.${i}.owner`);
    if (t.controller !== null) {
      checkPlayer(t.controller, `terrains.${i}.controller`);
      if (t.face !== 8)
        throw new ScenarioError(
          `terrains.${i}: only a terrain at its eighth face has a controller`,
        );
    }
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
  checkPlayer(s.turn.player, "turn.player");
  const forced: Record<string, number[]> = {};
  for (const [id, entries] of Object.entries(s.rolls)) {
    const die = s.dice.find((d) => d.id === id);
    const terrain = s.terrains.find((t) => t.id === id);
    const dieId = die?.die ?? terrain?.die;
    if (!dieId) throw new ScenarioError(`rolls.${id}: no die or terrain with that id`);
    forced[id] = entries.map((e) => faceIndex(dieId, e));
  }
  const order = s.order ?? s.players.map((_, i) => i);
  const state: GameState = {
    schema: SCHEMA_VERSION,
    edition: s.edition,
    seed: s.seed,
    rng: initialRng(s.seed),
    forceSize: s.forceSize,
    players: s.players.map((p, i) => ({
      name: p.name,
      home: s.terrains.find((t) => t.role === "home" && t.owner === i)?.id ?? null,
      eliminated: false,
    })),
    terrains: s.terrains.map((t) => ({ ...t })),
    dice: s.dice.map((d) => ({ ...d, at: d.at as Location })),
    order,
    turn: { player: s.turn.player, number: s.turn.number, marched: [], passed: false },
    effects: [],
    stack: [],
    pending: [],
    rolls: [],
    forced,
    winner: null,
    roundLimit: null,
    counters: { decision: 0, effect: 0, roll: 0, face: 0 },
  };
  const start = s.start as ScenarioStart;
  if (start.phase === "turn-start" && state.turn) state.turn.number -= 1;
  if ((start.phase === "maneuver" || start.phase === "action") && state.turn) {
    state.turn.marched.push(start.army as Location);
  }
  return { state, parsed: s };
}

export interface ScenarioRun {
  state: GameState;
  events: GameEvent[];
}

/** Loads a scenario, runs it to its first decision, then applies its decisions in order. */
export function runScenario(json: unknown): ScenarioRun {
  const { state, parsed } = loadScenario(json);
  const rules = rulesets[parsed.edition];
  if (!rules) throw new ScenarioError(`edition ${parsed.edition} is not playable yet`);
  const events = startFlow(
    rules,
    state,
    rules.scenarioTasks(parsed.start as ScenarioStart, parsed.turn.player),
  );
  for (const [i, step] of parsed.decisions.entries()) {
    const decision = state.pending.find(
      (d) => d.player === step.player && (step.kind === undefined || d.kind === step.kind),
    );
    if (!decision) {
      const waiting =
        state.pending.map((d) => `${d.kind} for player ${d.player}`).join(", ") || "nothing";
      throw new ScenarioError(
        `decisions.${i}: no pending ${step.kind ?? "decision"} for player ${step.player} (waiting: ${waiting})`,
      );
    }
    const action: Action = {
      type: "decide",
      player: step.player,
      decision: decision.id,
      choice: step.choice,
    };
    const error = checkAction(rules, state, action);
    if (error) throw new ScenarioError(`decisions.${i}: ${error.message}`);
    const result = applyInPlace(rules, state, action);
    if (result.ok) events.push(...result.events);
  }
  return { state, events };
}
