// The computer players the command line offers, by name. "heuristic" is the heuristic bot when
// @dragondice/ai exports it, and the random bot until then.

import type { Bot, BotFactory, RandomInt } from "@dragondice/ai";
import * as ai from "@dragondice/ai";

const heuristic = (ai as Record<string, unknown>).heuristicBot as BotFactory | undefined;

const BOTS: Record<string, BotFactory> = {
  random: ai.randomBot,
  heuristic: heuristic ?? ai.randomBot,
};

/** The bot names `--vs` and saved games' seats accept. */
export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

/** True when "heuristic" is the real heuristic bot, not the random stand-in. */
export const HEURISTIC_AVAILABLE = heuristic !== undefined;

export function isBotName(name: string): boolean {
  return Object.hasOwn(BOTS, name);
}

/** A bot of the given kind drawing its random choices from `randomInt`. */
export function makeBot(name: string, randomInt: RandomInt): Bot {
  const factory = BOTS[name];
  if (!factory) throw new Error(`no bot called "${name}"`);
  return factory(randomInt);
}
