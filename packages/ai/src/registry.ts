// The computer players by name, and the seeded random source a bot uses for one decision: every
// program that seats bots (the terminal game, simulate, the server) goes through these.
import { type BotSecret, hashedRandomInt, keyedRandomInt } from "@dragondice/engine";
import type { Bot, BotFactory, RandomInt } from "./bot.ts";
import { heuristicBot } from "./heuristic-bot.ts";
import { randomBot } from "./random-bot.ts";

const BOTS: Record<string, BotFactory> = {
  random: randomBot,
  heuristic: (randomInt) => heuristicBot(randomInt),
};

/** The bot names ("random", "heuristic"). */
export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

export function isBotName(name: string): boolean {
  return Object.hasOwn(BOTS, name);
}

/** A bot of the given kind drawing its random choices from `randomInt`. */
export function makeBot(name: string, randomInt: RandomInt): Bot {
  const factory = BOTS[name];
  if (!factory) throw new Error(`no bot called "${name}"`);
  return factory(randomInt);
}

/**
 * A random source for one decision: the same game secret (a seed, or a key: `BotSecret`),
 * decision number and salt always draw alike, so a resumed or restarted game's bots go on exactly
 * as they would have. From a key, nothing the bots chose tells anything of their other choices.
 */
export function decisionRandom(secret: BotSecret, decision: number, salt = 0): RandomInt {
  return typeof secret === "string"
    ? keyedRandomInt(secret, decision, salt)
    : hashedRandomInt(secret, decision, salt);
}
