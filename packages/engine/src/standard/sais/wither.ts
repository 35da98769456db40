// 2.9a Wither (rules/000 line 2210), Delayed Special in a melee attack: the withering player picks
// an opposing army; until the beginning of that player's next turn, each roll that army makes
// loses one result per Wither icon before it is final: a subtracting army modifier (line 630), on
// the result rolled for, never on SAI results (line 1642: a non-magical modifier that subtracts).
import type { SaiEffect } from "../sai-effects.ts";
import { armyEffectTasks, askArmyEffect } from "./army-effect.ts";

export const wither: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askArmyEffect(
      ctx,
      roll,
      use,
      "opposing",
      "wither",
      `pick an opposing army: its rolls lose ${use.points} results until your next turn.`,
      { modifier: { step: "subtract", amount: use.points } },
    ),
  tasks: armyEffectTasks,
};
