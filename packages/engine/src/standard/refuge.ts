// Where an army's casualties go instead of the dead unit area while a spell guards the army (2.9a
// Open Grave, rules/000 line 1233: to the reserve area; Leaving, line 1398: to another of the
// owner's armies at a terrain). Only casualties of damage aimed at the army (the Stoneskin Rule,
// line 580: a unit targeted on its own is not guarded, the example at line 658; nor is damage
// "no saves, including those provided by spells", line 584). The owner picks where, when there
// is more than one place.
import { armyEffects } from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { atTerrain, type Location, type Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { armyLocations, dieInstance } from "./army.ts";
import { askChoice, type SaiOption } from "./sai-choice.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

/** The places the casualties of the player's army at `at` may go instead of the DUA. */
function refuges(state: Table, player: number, at: Location): { names: string[]; to: SaiOption[] } {
  const names: string[] = [];
  const to: SaiOption[] = [];
  for (const e of armyEffects(state, player, at)) {
    if (e.spell?.id === "open-grave" && !names.includes(e.name)) {
      names.push(e.name);
      to.push({ say: "go to the reserve area", at: "reserve", player });
    }
    if (e.spell?.id === "leaving" && !names.includes(e.name)) {
      names.push(e.name);
      for (const other of armyLocations(state, player)) {
        if (other !== at && atTerrain(other)) to.push({ say: "join this army", at: other, player });
      }
    }
  }
  return { names, to };
}

/**
 * Spares the casualties of damage aimed at the player's army at `at` when a spell guards it: asks
 * where they go (then moves them) and returns true; false when nothing guards them.
 */
export function spareCasualties(
  ctx: Ctx,
  player: number,
  at: Location,
  dice: readonly string[],
): boolean {
  const { names, to } = refuges(ctx.state, player, at);
  if (to.length === 0) return false;
  askChoice(
    ctx,
    player,
    { about: "refuge", by: names.join(" and ") },
    "where do the casualties go?",
    to,
    {
      t: "refuge:spared",
      by: names.join(" and "),
      player,
      at,
      dice,
    },
  );
  return true;
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** Where the casualties `dice` go: the option given when it was the only one, or the answer. */
    "refuge:spared": {
      by: string;
      player: number;
      at: Location;
      dice: readonly string[];
      picked?: SaiOption;
    };
  }
}

const spared: HandlerOf<"refuge:spared"> = (ctx, task) => {
  const player = task.player;
  const from = task.at;
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const to = picked.at as Location;
  const dice = task.dice.filter((id) => dieInstance(ctx.state, id)?.at === from);
  if (dice.length === 0) return;
  for (const id of dice) (dieInstance(ctx.state, id) as { at: Location }).at = to;
  ctx.emit({ type: "spared", player, dice, from, to, by: task.by });
  checkEighthFaces(ctx);
  checkVictory(ctx);
};

export const refugeTasks = taskHandlers({ "refuge:spared": spared });
