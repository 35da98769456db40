// Computer players. Each sees only its player's view (viewFor) and answers pending decisions.
export type { Bot, BotFactory, RandomInt } from "./bot.ts";
export { randomBot } from "./random-bot.ts";
