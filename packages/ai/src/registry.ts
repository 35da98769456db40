// The computer players by name, and the seeded random source a bot uses for one decision: every
// program that seats bots (the terminal game, simulate, the server) goes through these.
import { hashedRandomInt } from "@dragondice/engine";
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
 * A random source for one decision: the same game seed, decision number and salt always draw
 * alike, so a resumed or restarted game's bots go on exactly as they would have.
 */
export function decisionRandom(seed: number, decision: number, salt = 0): RandomInt {
  return hashedRandomInt(seed, decision, salt);
}
