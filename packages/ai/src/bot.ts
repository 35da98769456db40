// The one interface every computer player implements. A bot is given the player's view (never
// the full state) and one pending decision of that player, and returns a choice. Its randomness
// comes from the seeded source it was made with, so a seed reproduces its play.
import type { Decision, PlayerView } from "@dragondice/engine";

export type RandomInt = (min: number, max: number) => number;

export interface Bot {
  /** The bot's kind, e.g. "random" or "heuristic". */
  readonly name: string;
  choose(view: PlayerView, decision: Decision): unknown;
}

export type BotFactory = (randomInt: RandomInt) => Bot;
