// 2.9a Entangle (rules/000 "Entangle"), Special in a melee attack: the entangling army's player
// picks up to its points of health-worth of defending units (at least one, line 1751); they
// cannot be rolled until the beginning of that player's next turn, and the effect ends if the
// entangling unit is killed (with several, when all of them are: docs/rulings.md).

import { addEffect } from "../../kernel/effects.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The defending army (as `askDefenders` adds it) and the units picked, when given. */
    "sai:entangle": {
      owner: number;
      madeBy: string[];
      player: number;
      at: Location;
      targets?: string[];
    };
  }
}

const entangled: HandlerOf<"sai:entangle"> = (ctx, task) => {
  const at = task.at;
  const ids = task.targets ?? answer(ctx, "sai-targets");
  for (const unit of ids) {
    addEffect(ctx, {
      name: "Entangle",
      owner: task.owner,
      target: { unit, at },
      expires: "start-of-next-turn",
      madeBy: task.madeBy,
      noRoll: true,
    });
  }
};

export const entangle: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askDefenders(ctx, roll, use, { t: "sai:entangle", owner: roll.player, madeBy: use.dice }),
  tasks: taskHandlers({ "sai:entangle": entangled }),
};
