// 2.9a Feral, Feralization (rules/000 line 883): in the initial effects phase, each army at a
// terrain with a unit of a race with the ability may recruit a common unit of such a race or
// promote one of its units of such a race. Which races have it is the edition's data
// (`effect: "feralization"`).
import type { Task } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { GameState, Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { armyLocations, forceHasAnyOf, hasSpeciesAtTerrains, hasUnitsAt } from "../army.ts";
import { type EditionTables, tablesOf } from "../edition-tables.ts";
import { marchingPlayer, type Skip } from "../initial-effects.ts";
import { applyExchange, exchangeOf, promotionsFor, recruitsFor } from "../promotion.ts";
import type { RacialEffectParts } from "../racial-effects.ts";
import { racesWith } from "./race-names.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The armies that have used Feralization this turn. */
    "initial:feralize": { done: Location[] };
    "initial:feralized": { done: Location[] };
  }
}

/** The Feralization step of the initial effects phase: only for forces with a race that has it. */
export const feralizationSteps = (
  tables: EditionTables,
  state: GameState,
  player: number,
): Task[] =>
  forceHasAnyOf(state, player, tables.speciesWith("feralization"))
    ? [{ t: "initial:feralize", done: [] }]
    : [];

export type FeralChoice =
  | Skip
  | { army: Location; recruit: string }
  | { army: Location; promote: string; to: string };

/** Each army at a terrain with a unit of the races may recruit or promote one of theirs. */
function feralOptions(
  species: ReadonlySet<string>,
  state: GameState,
  player: number,
  done: Location[],
): FeralChoice[] {
  const options: FeralChoice[] = [];
  // Both exchanges need a unit of theirs in the DUA, and most turns have none at a terrain or none
  // dead: answer that first, without looking at the armies.
  if (!hasUnitsAt(state, player, "dua", species) || !hasSpeciesAtTerrains(state, player, species)) {
    return options;
  }
  const recruits = recruitsFor(state, player, { species });
  for (const army of armyLocations(state, player)) {
    if (done.includes(army) || !hasUnitsAt(state, player, army, species)) continue;
    for (const recruit of recruits) options.push({ army, recruit });
    for (const p of promotionsFor(state, player, army, { species })) {
      options.push({ army, promote: p.unit, to: p.to });
    }
  }
  return options;
}

/**
 * One Feralization at a time, in the order the player picks: each army is a separate exchange
 * (line 1067), so a later army may use a unit an earlier one put in the DUA. Skipping ends
 * Feralization for the armies that have not yet used it.
 */
const feralize: HandlerOf<"initial:feralize"> = (ctx, task) => {
  const player = marchingPlayer(ctx.state);
  const done = task.done;
  const tables = tablesOf(ctx);
  const options = feralOptions(tables.speciesWith("feralization"), ctx.state, player, done);
  if (options.length === 0) return;
  const races = racesWith(tables, "feralization");
  ctx.ask(
    [
      {
        player,
        kind: "feralization",
        prompt: `Feralization: one of your armies with ${races} may recruit a ${races} common or promote a ${races} unit, or skip.`,
        options: [...options, { skip: true }],
      },
    ],
    { t: "initial:feralized", done },
  );
};

const feralized: HandlerOf<"initial:feralized"> = (ctx, task) => {
  const player = marchingPlayer(ctx.state);
  const choice = answer(ctx, "feralization");
  if ("skip" in choice) return;
  applyExchange(ctx, player, choice.army, exchangeOf(choice), "feralization");
  ctx.schedule({ t: "initial:feralize", done: [...task.done, choice.army] });
};

/** A step of the initial effects phase (initial-effects.ts). */
export const feralizationEffect: RacialEffectParts = {
  tasks: taskHandlers({ "initial:feralize": feralize, "initial:feralized": feralized }),
};
