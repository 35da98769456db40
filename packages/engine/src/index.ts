// The engine's public surface. Everything that plays (CLI, bots, server, web) goes through it.
export * from "./api.ts";
export { COMPILER_FLAGS } from "./compiler-flags.ts";
/** Empty lists of the kind lists of objects are (V8 keeps one kind of list in optimized code). */
export { noObjects } from "./kernel/no-objects.ts";
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
/** Decisions: the kinds registered (data and options per kind), and the SAIs' choices. */
export type { ExchangeData } from "./standard/decision-types.ts";
/** Dragon attacks as the pickers show them: the army's response decision's data and answer. */
export type {
  ResponseChoice as DragonResponseChoice,
  ResponseData as DragonResponseData,
} from "./standard/dragon-response.ts";
/** What an edition says a force may bring: `forcesFor(edition)` (api.ts) answers by these. */
export type {
  ForceAllowances,
  ForceList,
  ForceLists,
  ForceRules,
} from "./standard/force-rules.ts";
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
/** Spells in play as counter-magic counts them: an effect's castings and their cost. */
export { castingsCost, castingsOf } from "./standard/spell-castings.ts";
export { type Demand, type MagicPool, pointsLeft } from "./standard/spell-pool.ts";
/** What a spell's target is, as a key (the units of a health-worth target in any order). */
export { targetKey as spellTargetKey } from "./standard/spell-targets.ts";
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
