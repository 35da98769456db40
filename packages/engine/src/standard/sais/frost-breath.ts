// 2.9a Frost Breath (rules/000 line 1954), Delayed Special in a melee attack or missile action:
// the breathing player picks an opposing army; until the beginning of that player's next turn,
// each roll that army makes is halved before its results are final: a dividing army modifier,
// rounding down (lines 630-634), after subtracting and before multiplying. It halves SAI results
// too (line 1642 spares them only from subtracting modifiers: docs/rulings.md).
import type { SaiEffect } from "../sai-effects.ts";
import { armyEffectTasks, askArmyEffect } from "./army-effect.ts";

export const frostBreath: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askArmyEffect(
      ctx,
      roll,
      use,
      "opposing",
      "chill",
      "pick an opposing army: its rolls are halved until your next turn.",
      {
        modifier: { step: "divide", divisor: 2 },
      },
    ),
  tasks: armyEffectTasks,
};
