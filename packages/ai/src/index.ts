// Computer players. Each sees only its player's view (viewFor) and answers pending decisions.
export type { Bot, BotFactory, RandomInt } from "./bot.ts";
export {
  type Distribution,
  expectedResult,
  noContext,
  type Purpose,
  type RollContext,
  unitDistribution,
} from "./heuristic/expectations.ts";
export { type HeuristicOptions, heuristicBot } from "./heuristic-bot.ts";
export {
  DEFAULT_MAX_DECISIONS,
  type MatchOptions,
  type MatchResult,
  playMatch,
} from "./match.ts";
export { type Attack, type AttackOdds, attackOdds } from "./odds.ts";
export { randomBot } from "./random-bot.ts";
export { BOT_NAMES, decisionRandom, isBotName, makeBot } from "./registry.ts";
