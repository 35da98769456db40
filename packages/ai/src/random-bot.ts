// The random bot: a uniformly random legal choice (listed options), or the ruleset's sampler for
// combinatorial decisions, run on the bot's own view.
import { sampleChoice } from "@dragondice/engine";
import type { Bot, RandomInt } from "./bot.ts";

export function randomBot(randomInt: RandomInt): Bot {
  return {
    name: "random",
    choose: (view, decision) => sampleChoice(view, decision, randomInt),
  };
}
