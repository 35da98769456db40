// 2.9a Entangle (rules/000 "Entangle"), Special in a melee attack: the entangling army's player
// picks up to its points of health-worth of defending units (at least one, line 1751); they
// cannot be rolled until the beginning of that player's next turn, and the effect ends if the
// entangling unit is killed (with several, when all of them are: docs/rulings.md).

import { addEffect } from "../../kernel/effects.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

const entangled: TaskHandler = (ctx, task) => {
  const at = task.at as Location;
  const ids = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
  for (const unit of ids) {
    addEffect(ctx, {
      name: "Entangle",
      owner: task.owner as number,
      target: { unit, at },
      expires: "start-of-next-turn",
      madeBy: task.madeBy as string[],
      noRoll: true,
    });
  }
};

export const entangle: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askDefenders(ctx, roll, use, { t: "sai:entangle", owner: roll.player, madeBy: use.dice }),
  tasks: { "sai:entangle": entangled },
};
