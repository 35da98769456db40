// The engine's public surface. Everything that plays (CLI, bots, server, web) goes through it.
export * from "./api.ts";
/** 2.9a: which colours of magic a force can make, and a dragon its own magic can never summon. */
export {
  dragonSummoningProblem,
  dragonSummoningProblems,
  forceMagicColors,
  summoningColors,
} from "./editions/2.9a/force-summoning.ts";
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
} from "./editions/2.9a/forces.ts";
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
export { loadScenario, runScenario, type Scenario, ScenarioError } from "./scenario/scenario.ts";
/** 2.9a decisions: the kinds registered (data and options per kind), and the SAIs' choices. */
export type { ExchangeData } from "./standard/decision-types.ts";
/** 2.9a dragon attacks as the pickers show them: the army's response decision's data and answer. */
export type {
  ResponseChoice as DragonResponseChoice,
  ResponseData as DragonResponseData,
} from "./standard/dragon-response.ts";
/** 2.9a: the health a force's units and items cost (a second uncommon item costs 1). */
export { forceCost } from "./standard/items.ts";
export type { RollPurpose, Wanted } from "./standard/purposes.ts";
export {
  SAYS,
  type SaiChoiceData,
  type SaiOption,
  type SaiQuestion,
} from "./standard/sai-choice.ts";
/** Spells as the pickers show them: the cast-spells decision's data and what is left to spend. */
export type {
  Announced as AnnouncedSpell,
  CastData,
  SpellOffer,
} from "./standard/spell-cast.ts";
/** 2.9a spells in play as counter-magic counts them: an effect's castings and their cost. */
export { castingsCost, castingsOf } from "./standard/spell-castings.ts";
export { type Demand, type MagicPool, pointsLeft } from "./standard/spell-pool.ts";
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
