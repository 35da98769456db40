// The one interface every computer player implements. A bot is given the player's view (never
// the full state) and one pending decision of that player, and returns a choice. Its randomness
// comes from the seeded source it was made with, so a seed reproduces its play.
import type { Decision, PlayerView } from "@dragondice/engine";

export type RandomInt = (min: number, max: number) => number;

export interface Bot {
  /** The bot's kind, e.g. "random" or "heuristic". */
  readonly name: string;
  /**
   * The choice for `decision`, from `view`. The view is only read: it may share its parts with the
   * game's state (playMatch hands out views that do), so changing it would change the game.
   */
  choose(view: PlayerView, decision: Decision): unknown;
}

export type BotFactory = (randomInt: RandomInt) => Bot;
