// 2.9a Flame (rules/000 line 1930), Special in a melee attack: the flaming player picks up to two
// health-worth of defending units per die (the catalogue's points; at least one, line 1749), which
// are killed and buried with no save.
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { killAndBury } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The defending army (as `askDefenders` adds it) and the units picked, when given. */
    "sai:flame": { player: number; at: Location; targets?: string[] };
  }
}

const burnt: HandlerOf<"sai:flame"> = (ctx, task) =>
  killAndBury(ctx, task.player, task.targets ?? answer(ctx, "sai-targets"));

export const flame: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:flame" }),
  tasks: taskHandlers({ "sai:flame": burnt }),
};
