// A choice an SAI's effect leaves to a player among a few listed options (rules/000 line 1649:
// "may" makes an effect optional; Regenerate's saves or the dead brought back; where a unit
// vanishes to; which army Frost Breath chills). One decision kind, "sai-choice", serves them all:
// each option says what it does in a few plain words, and may name a place or an army that the
// words layer spells out for the reader.
import type { Ctx, Task } from "../kernel/flow.ts";
import type { Opponent, ResultName } from "../kernel/roll.ts";
import type { Location, Table } from "../kernel/state.ts";
import { armyLocations } from "./army.ts";

export interface SaiOption {
  /** What this option does, in a few plain words ("4 saves", "move to", "stay"). */
  say: string;
  /** The place it names, if any (a terrain or the reserve area). */
  at?: Location;
  /** The player whose army at `at` it names, if any. */
  player?: number;
  /** The unit it names (a die id), if any: the dead unit Wild Growth promotes to. */
  unit?: string;
}

/**
 * The words of the options whose meaning programs read (the bot weighs staying, rolling,
 * recruiting; the words tell a summoning): the rules build those options with these and programs
 * compare with these, so rewording one changes both alike. Options are stored in records as they
 * are, so their words are their meaning there too.
 */
export const SAYS = {
  /** Dispel Magic: the unit rolls. */
  roll: "roll",
  /** Rise of the Eldarim: the dead Eldarim is recruited. */
  recruit: "recruit",
  /** Units that may move away (Ferry, Vanish, Wayfare) or a rider's dragon: nothing moves. */
  stay: "stay",
  /** Dragon Taming: the tamed dragon attacks the army at its terrain. */
  attack: "attack",
  /** Eldarim logos: a controlled dragon holds still, or turns on another dragon. */
  hold: "hold still",
  turn: "turn on another dragon",
  /** Summon Dragon: a dragon comes (to its terrain, or `summonTo` the terrain named). */
  summon: "summon",
  summonTo: "summon to",
} as const;

/**
 * Which question a "sai-choice" decision asks, one for each place in the rules that asks one:
 * programs (the bot, the words) tell the questions apart by it, never by the prompt's text.
 */
export type SaiQuestion =
  | "airy-acquisition"
  | "army-effect"
  | "bash"
  | "decapitate"
  | "demote-colour"
  | "dispel-roll"
  | "elevate"
  | "glare"
  | "grove"
  | "haunt"
  | "instant-result"
  | "kin-demote"
  | "kin-eldarim"
  | "kin-lives"
  | "kin-logo-dragon"
  | "kin-promote"
  | "kin-sacrifice"
  | "lair-summon"
  | "logo-champion"
  | "logo-dragon"
  | "logo-turned"
  | "medallion"
  | "move-units"
  | "path"
  | "penalty-spread"
  | "refuge"
  | "regenerate"
  | "result-split"
  | "ride"
  | "rise"
  | "sleep-army"
  | "sneak-attack"
  | "spirit-furnace"
  | "staff-dragon"
  | "staff-terrain"
  | "summon-dragon"
  | "tamed-attack"
  | "wayfare-carrier"
  | "wayfare-move"
  | "wild-growth"
  | "wild-growth-unit";

/** The questions whose data names more than the rule asking. */
type Naming = "path" | "kin-lives" | "airy-acquisition" | "penalty-spread";

/**
 * What a "sai-choice" decision says to programs: its question (`about`), the name of the SAI,
 * spell or rule asking (`by`, which starts the prompt), and what the prompt names for people.
 */
export type SaiChoiceData =
  | { about: Exclude<SaiQuestion, Naming>; by: string }
  /** The unit that goes (Path), or the Eldarim that dies unless a Dragonkin is sent back. */
  | { about: "path" | "kin-lives"; by: string; unit: string }
  /** The item that goes to another army. */
  | { about: "airy-acquisition"; by: string; item: string }
  /** The roll's results in order, and each option's penalties taken from each (option order). */
  | { about: "penalty-spread"; by: string; results: ResultName[]; spreads: number[][] };

/**
 * Asks `player` to pick one of the options for the SAI; `then` runs with the option picked
 * (`answer(ctx, "sai-choice")`). With one option there is nothing to ask: `then` gets it as `picked`.
 * The prompt starts with the name of what asks (`data.by`).
 */
export function askChoice(
  ctx: Ctx,
  player: number,
  data: SaiChoiceData,
  prompt: string,
  options: SaiOption[],
  then: Task,
): void {
  const [only] = options;
  if (options.length === 1 && only) {
    ctx.schedule({ ...then, picked: only });
    return;
  }
  // The request keeps one of the shapes Ctx.ask expects (kernel.test.ts): data before options.
  ctx.ask([{ player, kind: "sai-choice", prompt: `${data.by}: ${prompt}`, data, options }], then);
}

/**
 * The armies of `players` (at terrains, then in reserve) as options, each saying `say`; the army
 * `first`, when it is one of them, first (the one the SAI's roll acts against).
 */
export function armyOptions(
  state: Table,
  players: readonly number[],
  say: string,
  first: Opponent | null = null,
): SaiOption[] {
  const options = players.flatMap((player) =>
    armyLocations(state, player, true).map((at) => ({ say, at, player })),
  );
  const i = options.findIndex((o) => o.player === first?.player && o.at === first.at);
  if (i > 0) options.unshift(...options.splice(i, 1));
  return options;
}
