// The engine's public surface. Everything that plays (CLI, bots, server, web) goes through it.
export * from "./api.ts";
export {
  hashedRandomInt,
  keyedRandomInt,
  playRandomGame,
  type RandomForceOptions,
  type RandomGameResult,
  type RandomInt,
  randomConfig,
  randomForce,
  randomIntFromState,
  seededRandomInt,
} from "./random-play.ts";
export {
  type BotSecret,
  GAME_RECORD_FORMAT,
  type GameRecord,
  newRecord,
  parseRecord,
  RecordError,
  type ReplayStep,
  replayRecord,
} from "./record.ts";
/**
 * 2.9a: why a die cannot be brought in a force (or in one list of it), or null; the list a die
 * belongs in; which dice are the advanced rules'; every problem of each list of a force and what
 * a force of a size may bring (army builders show them beside each list).
 */
export {
  componentProblem as forceComponentProblem,
  type ForceAllowances,
  type ForceList,
  type ForceLists,
  forceAllowances,
  forceListProblems,
  isAdvancedComponent,
  listOf as forceListOf,
} from "./rulesets/2.9a/config.ts";
/** 2.9a decisions: the kinds registered (data and options per kind), and the SAIs' choices. */
export type { ExchangeData } from "./rulesets/2.9a/decision-types.ts";
/** 2.9a dragon attacks as the pickers show them: the army's response decision's data and answer. */
export type {
  ResponseChoice as DragonResponseChoice,
  ResponseData as DragonResponseData,
} from "./rulesets/2.9a/dragon-response.ts";
/** 2.9a: which colours of magic a force can make, and a dragon its own magic can never summon. */
export {
  dragonSummoningProblem,
  dragonSummoningProblems,
  forceMagicColors,
  summoningColors,
} from "./rulesets/2.9a/force-summoning.ts";
/** 2.9a: the health a force's units and items cost (a second uncommon item costs 1). */
export { forceCost } from "./rulesets/2.9a/items.ts";
export * as odds29a from "./rulesets/2.9a/odds.ts";
export {
  SAYS,
  type SaiChoiceData,
  type SaiOption,
  type SaiQuestion,
} from "./rulesets/2.9a/sai-choice.ts";
/** 2.9a spells as the pickers show them: the cast-spells decision's data and what is left to spend. */
export type {
  Announced as AnnouncedSpell,
  CastData,
  SpellOffer,
} from "./rulesets/2.9a/spell-cast.ts";
/** 2.9a spells in play as counter-magic counts them: an effect's castings and their cost. */
export { castingsCost, castingsOf } from "./rulesets/2.9a/spell-castings.ts";
export { type Demand, type MagicPool, pointsLeft } from "./rulesets/2.9a/spell-pool.ts";
export { loadScenario, runScenario, type Scenario, ScenarioError } from "./scenario/scenario.ts";
export {
  forcedChoice,
  markedForced,
  type TakenStep,
  tableStep,
  takenSteps,
  undoDepth,
  undoProblem,
  undoRecord,
} from "./take-back.ts";
