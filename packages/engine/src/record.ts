// Game records: a game is its configuration (edition, where the dice start, forces) plus the
// actions taken. Saved games and replays are records; loading one checks its version and every
// action, and a corrupt or tampered record is reported at its first bad step.
import { z } from "zod";
import { apply, newGame } from "./api.ts";
import type { Action } from "./kernel/decisions.ts";
import type { GameEvent } from "./kernel/events.ts";
import { generatorStateProblem } from "./kernel/flow.ts";
import type { GameConfig } from "./kernel/game.ts";
import { diceKeyProblem } from "./kernel/secret-dice.ts";
import type { GameState, GeneratorState } from "./kernel/state.ts";

export const GAME_RECORD_FORMAT = "dragondice-game/1";

const playerSetup = z
  .object({
    name: z.string(),
    dice: z.array(z.string()),
    terrains: z.array(z.string()),
    dragons: z.array(z.string()),
    // The advanced rules' summoning pool (PlayerSetup): a game with them saves and replays.
    dragonkin: z.array(z.string()).optional(),
    minorTerrains: z.array(z.string()).optional(),
  })
  .strict();

/** The generator's whole state (`GeneratorState`), checked as `newGame` checks it. */
const generatorState = z
  .array(z.number())
  .check((ctx) => {
    const problem = generatorStateProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  })
  .transform((words) => words as GeneratorState);

/** The secret dice's key, checked as `newGame` checks it. */
const diceKey = z.string().check((ctx) => {
  const problem = diceKeyProblem(ctx.value);
  if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
});

export const gameRecordSchema = z
  .object({
    format: z.literal(GAME_RECORD_FORMAT),
    config: z
      .object({
        edition: z.enum(["2.9a", "v4", "tsr1996"]),
        seed: z.number().int().optional(),
        rng: generatorState.optional(),
        key: diceKey.optional(),
        forceSize: z.number().int(),
        players: z.array(playerSetup),
        roundLimit: z.number().int().min(1).optional(),
      })
      .strict()
      .refine((c) => [c.seed, c.rng, c.key].filter((x) => x !== undefined).length === 1, {
        message: "the dice start from a seed, a key or the generator's state (rng): exactly one",
      }),
    /** Who sits in each seat ("human", "heuristic", "random"...): for resuming, not for rules. */
    seats: z.array(z.string()).optional(),
    /** The bots' own random choices (`BotSecret`), so a resumed game's bots go on the same way:
     * a seed, or a key (the server's games since issue 24). */
    botSeed: z.number().int().optional(),
    botKey: diceKey.optional(),
    actions: z.array(
      // By its type, so that a bad field is named (actions.3.player) rather than the whole action.
      z.discriminatedUnion("type", [
        z
          .object({
            type: z.literal("decide"),
            player: z.number().int().min(0),
            decision: z.number().int().min(1),
            choice: z.unknown(),
          })
          .strict(),
        // A player resigning, or a draw offered and answered (kernel/leaving.ts).
        z
          .object({
            type: z.enum(["resign", "offer-draw", "accept-draw", "decline-draw"]),
            player: z.number().int().min(0),
          })
          .strict(),
      ]),
    ),
  })
  .strict();

export type GameRecord = z.infer<typeof gameRecordSchema>;

export class RecordError extends Error {
  override name = "RecordError";
}

/** Checks a record's shape and version; throws RecordError naming the field at fault. */
export function parseRecord(json: unknown): GameRecord {
  if (typeof json === "object" && json !== null && "format" in json) {
    const format = (json as { format: unknown }).format;
    if (format !== GAME_RECORD_FORMAT) {
      throw new RecordError(
        `unsupported format ${JSON.stringify(format)}; expected "${GAME_RECORD_FORMAT}"`,
      );
    }
  }
  const result = gameRecordSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new RecordError(
      `${issue?.path.join(".") || "(top level)"}: ${issue?.message ?? "invalid"}`,
    );
  }
  return result.data;
}

/**
 * Where the bots' own random choices come from: a seed (the terminal's games, and server games
 * stored before issue 24), or a secret key of 64 hex digits, as the secret dice's (the server's:
 * a seed of 31 bits could be found from the bots' choices, and their secret ones foreseen).
 */
export type BotSecret = number | string;

export function newRecord(config: GameConfig, seats?: string[], bots?: BotSecret): GameRecord {
  return {
    format: GAME_RECORD_FORMAT,
    config,
    ...(seats ? { seats } : {}),
    ...(typeof bots === "number" ? { botSeed: bots } : {}),
    ...(typeof bots === "string" ? { botKey: bots } : {}),
    actions: [],
  };
}

export interface ReplayStep {
  action: Action;
  events: GameEvent[];
  /** The step may be taken back (`ApplyResult.revocable`). */
  revocable: boolean;
}

/**
 * Replays a record up to `upTo` actions (all by default). Returns the states after each step only
 * when `keepStates` is set (replay viewers step back and forth; simulations do not need them).
 */
export function replayRecord(
  record: GameRecord,
  options: { upTo?: number; keepStates?: boolean } = {},
): { state: GameState; start: GameState; steps: ReplayStep[]; states: GameState[] } {
  const started = newGame(record.config as GameConfig);
  if (!started.ok) throw new RecordError(`config: ${started.error.message}`);
  const upTo = Math.min(options.upTo ?? record.actions.length, record.actions.length);
  let state = started.state;
  const steps: ReplayStep[] = [];
  const states: GameState[] = [];
  for (let i = 0; i < upTo; i++) {
    const action = record.actions[i] as Action;
    const result = apply(state, action);
    if (!result.ok) throw new RecordError(`action ${i + 1}: ${result.error.message}`);
    state = result.state;
    steps.push({ action: result.action, events: result.events, revocable: result.revocable });
    if (options.keepStates) states.push(state);
  }
  return { state, start: started.state, steps, states };
}
