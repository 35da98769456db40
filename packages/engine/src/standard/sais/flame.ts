// 2.9a Flame (rules/000 line 1930), Special in a melee attack: the flaming player picks up to two
// health-worth of defending units per die (the catalogue's points; at least one, line 1749), which
// are killed and buried with no save.
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { killAndBury } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

const burnt: TaskHandler = (ctx, task) =>
  killAndBury(
    ctx,
    task.player as number,
    (task.targets as string[] | undefined) ?? answer<string[]>(ctx),
  );

export const flame: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:flame" }),
  tasks: { "sai:flame": burnt },
};
