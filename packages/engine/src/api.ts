// The engine API by edition: new games, actions, choices, views.
import type { Edition } from "@dragondice/catalog";
import { ruleset29a } from "./editions/2.9a/index.ts";
import type { PlayableEdition } from "./editions/list.ts";
import type { Action, Decision, DecisionOf } from "./kernel/decisions.ts";
import type { EngineError } from "./kernel/errors.ts";
import type { GameConfig } from "./kernel/game.ts";
import * as kernel from "./kernel/game.ts";
import type { ChoiceResult } from "./kernel/ruleset.ts";
import type { GameState, Table } from "./kernel/state.ts";
import type { StandardRuleset } from "./standard/edition-tables.ts";
import type { ForceRules } from "./standard/force-rules.ts";
import { type Odds, oddsOf } from "./standard/odds.ts";
import { type Announced, castChecker } from "./standard/spell-cast.ts";

export {
  type Action,
  type DecideAction,
  type Decision,
  type DecisionData,
  type DecisionKindName,
  type DecisionOf,
  type DecisionOption,
  type DecisionTypes,
  dataOf,
  isDecision,
  type KnownDecision,
  knownDecision,
  type TableAction,
} from "./kernel/decisions.ts";
export type { Effect, EffectTarget, Expiry } from "./kernel/effects.ts";
export type { EngineError, EngineErrorCode } from "./kernel/errors.ts";
export type { EventTypes, GameEvent, RolledDie } from "./kernel/events.ts";
export type { ApplyResult, GameConfig, PlayerSetup } from "./kernel/game.ts";
export { DEFAULT_ROUND_LIMIT } from "./kernel/game.ts";
export type { ChoiceResult } from "./kernel/ruleset.ts";
export type { SecretDice } from "./kernel/secret-dice.ts";
export { diceKeyProblem } from "./kernel/secret-dice.ts";
export type {
  DieState,
  DrawOffer,
  GameState,
  GeneratorState,
  Location,
  Table,
  TerrainState,
  Victory,
} from "./kernel/state.ts";
export { atTerrain, dragonTerrain, terrainIdAt, terrainLocation } from "./kernel/state.ts";
export type { PlayerView } from "./kernel/view.ts";
export { viewFor } from "./kernel/view.ts";
export type { SpellTarget, TallyStep } from "./standard/events.ts";

/** The rulesets by edition. V4 and TSR 1996 plug in here (and in editions/list.ts). */
export const rulesets: Partial<Record<Edition, StandardRuleset>> &
  Record<PlayableEdition, StandardRuleset> = { "2.9a": ruleset29a };

export {
  DEFAULT_EDITION,
  isPlayableEdition,
  PLAYABLE_EDITIONS,
  type PlayableEdition,
} from "./editions/list.ts";

/** The ruleset of an edition; throws for an edition that has none yet. */
export function rulesFor(edition: Edition): StandardRuleset {
  const rules = rulesets[edition];
  if (!rules) throw new Error(`no ruleset for edition ${edition}`);
  return rules;
}

export type { Odds } from "./standard/odds.ts";

/** What a force may bring in an edition: the game's (or the one a new game is set up in). */
export const forcesFor = (edition: Edition): ForceRules => rulesFor(edition).forces;

const odds = new Map<Edition, Odds>();

/**
 * What the rules of a game's edition say of faces, dragons, items and spells, for bots and odds
 * displays: take the edition from the game (`state.edition`, `view.edition`).
 */
export function oddsFor(edition: Edition): Odds {
  let found = odds.get(edition);
  if (!found) {
    found = oddsOf(rulesFor(edition).tables);
    odds.set(edition, found);
  }
  return found;
}

export function newGame(config: GameConfig): ReturnType<typeof kernel.newGame> {
  const rules = rulesets[config.edition];
  if (!rules) {
    return {
      ok: false,
      error: { code: "invalid-setup", message: `edition ${config.edition} is not playable yet` },
    };
  }
  return kernel.newGame(rules, config);
}

/** Why an action is illegal in this state (the error apply() would give), or null. */
export function actionProblem(state: GameState, action: Action): EngineError | null {
  return kernel.checkAction(rulesFor(state.edition), state, action);
}

export function apply<A extends Action>(state: GameState, action: A): kernel.ApplyResult<A> {
  return kernel.apply(rulesFor(state.edition), state, action);
}

/** apply() without copying the state first: the caller's state is changed (simulations). */
export function applyInPlace<A extends Action>(state: GameState, action: A): kernel.ApplyResult<A> {
  return kernel.applyInPlace(rulesFor(state.edition), state, action);
}

/** One legal choice for a decision, from the full state or a player's view of it. */
export function sampleChoice(
  state: Table,
  decision: Decision,
  randomInt: (min: number, max: number) => number,
): unknown {
  return kernel.sampleChoice(rulesFor(state.edition), state, decision, randomInt);
}

/** Why a choice is not legal for a pending decision, or null. */
export function choiceProblem(state: Table, decision: Decision, choice: unknown): string | null {
  return kernel.choiceProblem(rulesFor(state.edition), state, decision, choice);
}

/**
 * Why announced spells would not be a legal answer (`{ spells }`) to a pending "cast-spells"
 * decision, or null: null exactly when choiceProblem says null (of several problems it may name
 * another first). For a player weighing many announcements (a bot's plan), each spell's own check
 * is made once. Made for one decision in one state.
 */
export function castSpellsChecker(
  state: Table,
  decision: DecisionOf<"cast-spells">,
): (spells: readonly Announced[]) => string | null {
  return castChecker(rulesFor(state.edition).tables, state, decision.player, decision.data);
}

/**
 * A choice read for a pending decision: the canonical choice (keys sorted, exactly the shape its
 * decision takes) to store and apply, or why it is not legal.
 */
export function parseChoice(state: Table, decision: Decision, choice: unknown): ChoiceResult {
  return kernel.parseChoice(rulesFor(state.edition), state, decision, choice);
}
