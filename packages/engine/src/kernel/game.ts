// The kernel's entry points: start a game, apply an action, sample a legal choice.
import type { Edition } from "@dragondice/catalog";
import type { Action, DecideAction, Decision } from "./decisions.ts";
import { type EngineError, type EngineErrorCode, engineError } from "./errors.ts";
import type { GameEvent } from "./events.ts";
import {
  answerPending,
  Ctx,
  generatorStateProblem,
  initialRng,
  runFlow,
  type Task,
} from "./flow.ts";
import {
  answerForResigned,
  anyResigned,
  applyTableAction,
  isTableAction,
  tableActionProblem,
  withdrawDrawOffer,
} from "./leaving.ts";
import { noObjects } from "./no-objects.ts";
import type { ChoiceResult, Ruleset } from "./ruleset.ts";
import { diceKeyProblem } from "./secret-dice.ts";
import {
  diceInForce,
  type GameState,
  type GeneratorState,
  interned,
  type PlayerState,
  SCHEMA_VERSION,
  type Table,
  type TerrainState,
} from "./state.ts";
import { writtenAgain } from "./written-again.ts";

/** What each player brings: catalogue die ids. */
export interface PlayerSetup {
  name: string;
  /** Units, items (magical items, artifacts, medallions) and the Kings' Die. */
  dice: string[];
  /** Two terrain dice: one becomes home, the other the proposed frontier. */
  terrains: string[];
  dragons: string[];
  /** Dragonkin, kept in the summoning pool until magic summons them (the advanced rules). */
  dragonkin?: string[];
  /** Minor terrains, kept in the summoning pool until an army brings one in (advanced rules). */
  minorTerrains?: string[];
}

export interface GameConfig {
  edition: Edition;
  /**
   * Where the dice start, exactly one of three (`newGame` refuses none or several): `seed`, for
   * games meant to be replayed from a number (the terminal, simulations, scenarios, tests);
   * `key`, the secret dice, for games nobody may foresee (the server draws it from the operating
   * system's cryptographic randomness); `rng`, xoroshiro128+'s whole state, which the server
   * drew before the secret dice (issue 24): games stored so replay as they were played.
   */
  seed?: number;
  /** xoroshiro128+'s whole starting state (see `GeneratorState`). */
  rng?: GeneratorState;
  /** The secret dice's key: ChaCha20's 256 bits as 64 lowercase hex digits (`SecretDice`). */
  key?: string;
  forceSize: number;
  players: PlayerSetup[];
  /**
   * The game is drawn when this many rounds (a turn for every player) have been played without a
   * winner. The rules have no such limit (left out, none): clients that must end every game set
   * one (DEFAULT_ROUND_LIMIT; docs/rulings.md "Games that never end").
   */
  roundLimit?: number;
}

/** The round limit the terminal game and the server give their games. */
export const DEFAULT_ROUND_LIMIT = 500;

/**
 * `action` is the action as applied, its choice the canonical one (parseChoice): to record.
 * `revocable`: the step may be taken back (see `applyChecked`; a table action never may).
 */
export type ApplyResult<A extends Action = Action> =
  | { ok: true; state: GameState; events: GameEvent[]; action: A; revocable: boolean }
  | { ok: false; state: GameState; error: EngineError };

/** Where a scenario starts in the turn of `turn.player`. */
export type ScenarioStart =
  | { phase: "turn-start" }
  | { phase: "march"; march: 1 | 2 }
  | { phase: "maneuver"; army: string }
  | { phase: "action"; army: string }
  | { phase: "reserves" };

export interface RulesetWithSetup extends Ruleset {
  /** Why the configuration is not a legal game for this edition, or null. */
  checkConfig(config: GameConfig): string | null;
  /** The tasks that continue a turn from a scenario's starting point. */
  scenarioTasks(start: ScenarioStart, player: number): Task[];
}

/** Runs the flow from the given tasks on a state built elsewhere (scenarios). */
export function startFlow(rules: Ruleset, state: GameState, tasks: Task[]): GameEvent[] {
  const ctx = new Ctx(state, rules);
  ctx.scheduleAll(tasks);
  runFlow(ctx);
  return ctx.events;
}

/** Why the configuration's dice cannot start (`seed`, `key` or `rng`, exactly one), or null. */
function diceStartProblem(config: GameConfig): string | null {
  // Configurations come from files and requests too: the types are not to be trusted here.
  const { seed, rng, key } = config as { seed?: unknown; rng?: unknown; key?: unknown };
  const given = [seed, rng, key].filter((x) => x !== undefined).length;
  if (given !== 1) {
    return given === 0
      ? "the dice need a seed, a key or the generator's state (rng)"
      : "the dice start from one of a seed, a key or the generator's state (rng), not several";
  }
  if (key !== undefined) return diceKeyProblem(key);
  if (rng !== undefined) return generatorStateProblem(rng);
  return Number.isInteger(seed) ? null : "the seed must be an integer";
}

/**
 * A game before anything is on the table: its players by name, the dice's generator started, no
 * terrain, no die, no turn. A configuration's dice start (`seed`, `key` or `rng`) must be checked
 * first. `fields`: the rules' own state fields (`Ruleset.stateFields`), there from the start.
 */
export function blankState(
  config: Omit<GameConfig, "players"> & { players: { name: string }[] },
  fields: Ruleset["stateFields"] = {},
): GameState {
  const state: GameState = {
    schema: SCHEMA_VERSION,
    edition: config.edition,
    seed: config.seed ?? null,
    rng: config.rng ? [...config.rng] : config.key ? [] : initialRng(config.seed as number),
    ...(config.key ? { secretDice: { key: config.key, drawn: 0 } } : {}),
    forceSize: config.forceSize,
    players: config.players.map((p) => newPlayer(p.name)),
    terrains: [],
    dice: [],
    order: [],
    turn: null,
    effects: [],
    // Lists of objects made empty (`noObjects`): written `[]`, the first task scheduled or
    // decision asked in a process would change their kind and throw away the code that pushed it.
    stack: noObjects(),
    pending: noObjects(),
    rolls: [],
    forced: {},
    winner: null,
    roundLimit: config.roundLimit ?? null,
    counters: { decision: 0, effect: 0, roll: 0, face: 0 },
    // Absent until a secret answer is held: there from the start all the same (stateFields).
    held: undefined,
  };
  return Object.assign(state, fields);
}

/**
 * A player as the game starts. Whether they are out is written again when they are: written twice
 * from the start, so that their elimination throws away no code optimized before it
 * (`writtenAgain`).
 */
function newPlayer(name: string): PlayerState {
  const player: PlayerState = { name, home: null, eliminated: false };
  writtenAgain("player", player, ["eliminated"]);
  return player;
}

/** A terrain die a player brought, before set-up gives it a role and a face. */
export const broughtTerrain = (id: string, die: string, owner: number): TerrainState => ({
  id,
  die,
  owner,
  role: "unused",
  face: 1,
  controller: null,
});

/** A new game waiting for its first decisions (the players assembling their armies). */
export function newGame(
  rules: RulesetWithSetup,
  config: GameConfig,
): { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError } {
  const problem = diceStartProblem(config) ?? rules.checkConfig(config);
  if (problem) return { ok: false, error: engineError("invalid-setup", problem) };
  const state = blankState(config, rules.stateFields);
  config.players.forEach((p, owner) => {
    p.terrains.forEach((die) => {
      state.terrains.push(broughtTerrain(interned(`t${state.terrains.length}`), die, owner));
    });
    p.dice.forEach((die, i) => {
      state.dice.push({ id: interned(`p${owner}d${i}`), die, owner, at: "force" });
    });
    p.dragons.forEach((die, i) => {
      state.dice.push({ id: interned(`p${owner}g${i}`), die, owner, at: "pool" });
    });
    p.dragonkin?.forEach((die, i) => {
      state.dice.push({ id: interned(`p${owner}k${i}`), die, owner, at: "pool" });
    });
    p.minorTerrains?.forEach((die, i) => {
      state.dice.push({ id: interned(`p${owner}m${i}`), die, owner, at: "pool" });
    });
  });
  return { ok: true, state, events: startFlow(rules, state, rules.start) };
}

/** Structural equality of two JSON values (choices are plain data). */
export function sameChoice(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameChoice(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!sameChoice((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

/** Why an action is illegal in this state, or null. Never changes the state. */
export function checkAction(rules: Ruleset, state: GameState, action: Action): EngineError | null {
  if (isTableAction(action)) return tableActionProblem(state, action);
  const read = readAction(rules, state, action);
  return read instanceof Illegal ? read.error : null;
}

/** An action refused: a class, so that no choice can be mistaken for one. */
class Illegal {
  readonly error: EngineError;
  constructor(code: EngineErrorCode, message: string) {
    this.error = engineError(code, message);
  }
}

/**
 * The action's choice read (canonical), or why the action is illegal. Runs on every move: it
 * makes no object unless the action is refused or its choice had to be copied.
 */
function readAction(rules: Ruleset, state: GameState, action: Action): unknown {
  if (typeof action !== "object" || action === null || action.type !== "decide") {
    return new Illegal(
      "malformed-action",
      'an action must be { type: "decide", player, decision, choice }, or { type: "resign", player } (or "offer-draw", "accept-draw", "decline-draw")',
    );
  }
  if (state.winner) return new Illegal("game-over", "the game is over");
  const decision = state.pending.find((d) => d.id === action.decision);
  if (!decision) {
    return new Illegal("no-such-decision", `decision ${action.decision} is not pending`);
  }
  if (decision.player !== action.player) {
    return new Illegal(
      "wrong-player",
      `decision ${decision.id} is for player ${decision.player}, not player ${action.player}`,
    );
  }
  if (decision.options) {
    const option = matchingOption(decision.options, action.choice);
    if (option !== undefined) return option;
    return new Illegal("illegal-choice", `${decision.kind}: ${notAnOption(action.choice)}`);
  }
  const read = parseChoice(rules, state, decision, action.choice);
  return read.ok ? read.choice : new Illegal("illegal-choice", `${decision.kind}: ${read.problem}`);
}

/** The option a choice equals, or undefined. */
function matchingOption(options: unknown[], choice: unknown): unknown {
  // Bots and the random player answer with the option itself: no need to compare deeply.
  return options.includes(choice) ? choice : options.find((o) => sameChoice(o, choice));
}

const notAnOption = (choice: unknown): string => `${brief(choice)} is not one of the options`;

/**
 * A choice read for a pending decision: the canonical choice, or why it is not legal. For listed
 * options it is the option the choice equals (the engine makes it the same way every time); for
 * other kinds, the answer read to its kind's exact shape, every object's keys sorted. The
 * canonical choice is the one applied, so the same answer is the same game whatever order its
 * keys came in.
 */
export function parseChoice(
  rules: Ruleset,
  state: Table,
  decision: Decision,
  choice: unknown,
): ChoiceResult {
  if (decision.options) {
    const option = matchingOption(decision.options, choice);
    return option === undefined
      ? { ok: false, problem: notAnOption(choice) }
      : { ok: true, choice: option };
  }
  const kind = rules.decisionKinds.get(decision.kind);
  if (!kind) return { ok: false, problem: `no validator for decision kind "${decision.kind}"` };
  return kind.parse(state, decision, choice);
}

/** Why a choice is not legal for a pending decision, or null. */
export function choiceProblem(
  rules: Ruleset,
  state: Table,
  decision: Decision,
  choice: unknown,
): string | null {
  const read = parseChoice(rules, state, decision, choice);
  return read.ok ? null : read.problem;
}

/** A choice as a message shows it: JSON, cut short (it may be anything a client sent). */
function brief(choice: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(choice);
  } catch {
    // Nested too deep to write out, or not JSON at all.
  }
  text ??= "that answer";
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** Applies an action to a copy of the state; the input state is never changed. */
export function apply<A extends Action>(
  rules: Ruleset,
  state: GameState,
  action: A,
): ApplyResult<A> {
  if (isTableAction(action)) return applyTableAction(rules, state, action, true) as ApplyResult<A>;
  const choice = readAction(rules, state, action);
  if (choice instanceof Illegal) return { ok: false, state, error: choice.error };
  return applyChecked(
    rules,
    structuredClone(state),
    (action as DecideAction).decision,
    choice,
  ) as ApplyResult<A>;
}

/**
 * Applies an already-checked action by changing `state` itself: for simulations that own their
 * state and want to skip the copy. Use apply() everywhere else.
 */
export function applyInPlace<A extends Action>(
  rules: Ruleset,
  state: GameState,
  action: A,
): ApplyResult<A> {
  if (isTableAction(action)) return applyTableAction(rules, state, action, false) as ApplyResult<A>;
  const choice = readAction(rules, state, action);
  if (choice instanceof Illegal) return { ok: false, state, error: choice.error };
  return applyChecked(rules, state, (action as DecideAction).decision, choice) as ApplyResult<A>;
}

/**
 * Answers a pending decision with a canonical choice: the events, the action as applied, and
 * whether the step may be taken back. It may when it showed nobody anything they could not know
 * before: it rolled no die (every draw of the dice counts a face, forced faces too), it took no
 * die out of a force nobody else has seen, the game goes on, and either the flow only waits for
 * the other answers of the same simultaneous question (nothing ran), or no secret answer was in
 * it: neither this one nor one held from an earlier step (`GameState.held`).
 */
function applyChecked(
  rules: Ruleset,
  state: GameState,
  id: number,
  choice: unknown,
): ApplyResult<DecideAction> {
  const ctx = new Ctx(state, rules);
  const faces = state.counters.face;
  const unseen = unseenDice(state);
  const heldBefore = state.held === true;
  let index = 0;
  while ((state.pending[index] as Decision).id !== id) index++;
  // The ask waiting on top of the flow collects the answer (answerPending).
  const ask = state.stack[state.stack.length - 1];
  const decision = answerPending(ctx, index, choice);
  if (decision.secret) state.held = true;
  // A move in the game answers a draw offered with "play on".
  if (state.drawOffer) withdrawDrawOffer(ctx);
  runFlow(ctx);
  if (anyResigned(state)) answerForResigned(ctx);
  const rolled = state.counters.face !== faces;
  // 2.9a: every secret answer is shown by the next roll, or before it.
  // Not deleted: the state keeps its shape (Ruleset.stateFields).
  if (rolled && state.held) state.held = undefined;
  const waiting = state.stack[state.stack.length - 1] === ask;
  const revocable =
    !rolled &&
    state.winner === null &&
    // Dice leave a force only at set-up: with none left before, none left now.
    (unseen === 0 || unseenDice(state) === unseen) &&
    (waiting || (!decision.secret && !heldBefore));
  const action: DecideAction = {
    type: "decide",
    player: decision.player,
    decision: decision.id,
    choice,
  };
  return { ok: true, state, events: ctx.events, action, revocable };
}

/** How many dice are still in a force, unseen by the other players (view.ts). */
const unseenDice = (state: GameState): number => diceInForce(state.dice);

export { sampleChoice } from "./ruleset.ts";
