// A choice an SAI's effect leaves to a player among a few listed options (rules/000 line 1649:
// "may" makes an effect optional; Regenerate's saves or the dead brought back; where a unit
// vanishes to; which army Frost Breath chills). One decision kind, "sai-choice", serves them all:
// each option says what it does in a few plain words, and may name a place or an army that the
// words layer spells out for the reader.
import type { Ctx, Task } from "../../kernel/flow.ts";
import type { Opponent } from "../../kernel/roll.ts";
import type { Location, Table } from "../../kernel/state.ts";
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
 * Asks `player` to pick one of the options for the SAI; `then` runs with the option picked
 * (`answer<SaiOption>(ctx)`). With one option there is nothing to ask: `then` gets it as `picked`.
 * `data` names for programs what the prompt names for people (Path's unit: `{ unit }`).
 */
export function askChoice(
  ctx: Ctx,
  player: number,
  sai: string,
  prompt: string,
  options: SaiOption[],
  then: Task,
  data?: Record<string, unknown>,
): void {
  const [only] = options;
  if (options.length === 1 && only) {
    ctx.schedule({ ...then, picked: only });
    return;
  }
  const text = `${sai}: ${prompt}`;
  // The request keeps one of the shapes Ctx.ask expects (kernel.test.ts): data before options.
  ctx.ask(
    [
      data
        ? { player, kind: "sai-choice", prompt: text, data, options }
        : { player, kind: "sai-choice", prompt: text, options },
    ],
    then,
  );
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
