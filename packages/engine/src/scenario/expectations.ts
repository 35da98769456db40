// A scenario's `expect` entries (docs/scenarios.md): what must be true of the state or the events
// at that point of the run. Each kind is one strict shape, told by the key that names it.
import { z } from "zod";
import type { Decision } from "../kernel/decisions.ts";
import type { GameEvent } from "../kernel/events.ts";
import { sameChoice } from "../kernel/game.ts";
import type { GameState } from "../kernel/state.ts";
import { chosenShape, hasKey, location, player } from "./shapes.ts";

const tallyStep = z
  .object({
    source: z.string(),
    label: z.string(),
    species: z.string().optional(),
    effect: z.number().int(),
  })
  .strict();

/** The shape of each kind of expectation, by the key that names it. */
const SHAPES = {
  /** The latest tally of that purpose (and player) so far. */
  tally: z
    .object({
      tally: z
        .object({
          purpose: z.string().min(1),
          player: player.optional(),
          /** Each result named has that total (others may be there too). */
          results: z.record(z.string(), z.number().int()).optional(),
          /** Exactly these steps, in this order. */
          steps: z.array(tallyStep).optional(),
        })
        .strict(),
    })
    .strict(),
  /** Where a die is. */
  die: z.object({ die: z.string().min(1), at: location }).strict(),
  /** A terrain's face, role or controller. */
  terrain: z
    .object({
      terrain: z.string().min(1),
      face: z.number().int().min(1).max(8).optional(),
      role: z.enum(["home", "frontier", "proposed-frontier", "unused"]).optional(),
      controller: player.nullable().optional(),
    })
    .strict()
    .refine((t) => t.face !== undefined || t.role !== undefined || t.controller !== undefined, {
      message: "say what to expect of the terrain: face, role or controller",
    }),
  /** A decision pending now for that player (of that kind). */
  pending: z
    .object({
      pending: z
        .object({
          player,
          kind: z.string().min(1).optional(),
          /** Exactly these options, in any order. */
          options: z.array(z.unknown()).optional(),
          /** Each field named has that value (for decisions without listed options). */
          data: z.record(z.string(), z.unknown()).optional(),
        })
        .strict(),
    })
    .strict(),
  /** Some event so far has each of these fields, equal. */
  event: z.object({ event: z.object({ type: z.string().min(1) }).loose() }).strict(),
} as const;

type Kind = keyof typeof SHAPES;
const KINDS = Object.keys(SHAPES) as Kind[];

export const expectationSchema = chosenShape((value) => {
  const kind = KINDS.find((k) => hasKey(value, k));
  return kind ? SHAPES[kind] : `an expectation is one of ${KINDS.join(", ")}`;
});

export type Expectation = z.output<typeof expectationSchema>;

/** A value as a message shows it: JSON, cut short. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? "nothing";
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** The fields of `expected` whose values `actual` does not have, as "key value, key value". */
function differences(expected: object, actual: Record<string, unknown>): string | null {
  const keys = Object.keys(expected).filter(
    (k) => !sameChoice((expected as Record<string, unknown>)[k], actual[k]),
  );
  if (keys.length === 0) return null;
  const list = (of: Record<string, unknown>) => keys.map((k) => `${k} ${shown(of[k])}`).join(", ");
  return `expected ${list(expected as Record<string, unknown>)}, found ${list(actual)}`;
}

type Tally = Extract<GameEvent, { type: "tally" }>;

function checkTally(
  expected: z.output<typeof SHAPES.tally>["tally"],
  events: GameEvent[],
): string | null {
  const { purpose, player: who, results, steps } = expected;
  const whose = who === undefined ? "" : ` of player ${who}`;
  const tally = events.findLast(
    (e): e is Tally =>
      e.type === "tally" && e.purpose === purpose && (who === undefined || e.player === who),
  );
  if (!tally) {
    const seen = events.filter((e): e is Tally => e.type === "tally");
    const list = seen.map((e) => `${e.purpose} of player ${e.player}`).join(", ") || "none";
    return `expected a ${purpose} tally${whose}, found none (tallies so far: ${list})`;
  }
  // Only the results named are compared: a combination roll's others may be anything.
  const named = Object.fromEntries(Object.keys(results ?? {}).map((k) => [k, tally.results[k]]));
  const problem = differences(
    { ...(results && { results }), ...(steps && { steps }) },
    { results: named, steps: tally.steps ?? [] },
  );
  return problem && `the latest ${purpose} tally${whose}: ${problem}`;
}

function checkPending(
  expected: z.output<typeof SHAPES.pending>["pending"],
  state: GameState,
): string | null {
  const { player: who, kind, options, data } = expected;
  const what = `${kind ?? "a decision"} for player ${who}`;
  const decision = state.pending.find(
    (d) => d.player === who && (kind === undefined || d.kind === kind),
  );
  if (!decision) return `expected ${what} pending, found ${waiting(state)}`;
  if (options) {
    if (!decision.options)
      return `${what} has no listed options (its data: ${shown(decision.data)})`;
    const same =
      options.length === decision.options.length &&
      options.every((o) => decision.options?.some((x) => sameChoice(o, x)));
    if (!same)
      return `${what}: expected options ${shown(options)}, found ${shown(decision.options)}`;
  }
  const problem = data ? differences(data, (decision.data ?? {}) as Record<string, unknown>) : null;
  return problem && `${what}: ${problem}`;
}

function checkEvent(
  expected: z.output<typeof SHAPES.event>["event"],
  events: GameEvent[],
): string | null {
  const fields = Object.entries(expected);
  const match = (e: GameEvent) =>
    fields.every(([k, v]) => sameChoice(v, (e as unknown as Record<string, unknown>)[k]));
  if (events.some(match)) return null;
  const sameType = events.filter((e) => e.type === expected.type);
  return `expected an event ${shown(expected)}, found ${
    sameType.length === 0 ? `no ${expected.type} event` : shown(sameType)
  }`;
}

/** What is pending now, as a message says it. */
export function waiting(state: GameState): string {
  const list = state.pending.map((d: Decision) => `${d.kind} for player ${d.player}`);
  return list.join(", ") || "nothing pending";
}

/** Why the expectation does not hold at this point of the run, or null when it does. */
export function unmet(
  expectation: Expectation,
  state: GameState,
  events: GameEvent[],
): string | null {
  if ("tally" in expectation) return checkTally(expectation.tally, events);
  if ("pending" in expectation) return checkPending(expectation.pending, state);
  if ("event" in expectation) return checkEvent(expectation.event, events);
  if ("die" in expectation) {
    const die = state.dice.find((d) => d.id === expectation.die);
    return die?.at === expectation.at
      ? null
      : `expected ${expectation.die} at ${expectation.at}, found it at ${die?.at}`;
  }
  const terrain = state.terrains.find((t) => t.id === expectation.terrain);
  const { terrain: id, ...fields } = expectation;
  const problem = differences(fields, { ...terrain });
  return problem && `terrain ${id}: ${problem}`;
}
