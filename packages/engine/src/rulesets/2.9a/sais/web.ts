// 2.9a Web (rules/000 line 2202), Special in a melee attack: the webbing player picks up to its
// points of health-worth of defending units (at least one, line 1749); each must roll a melee
// result on its own, or cannot be rolled until the beginning of that player's next turn.
import type { TaskHandler } from "../../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { failed, keepFromRolling, type Outcome, rollEach } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

const picked: TaskHandler = (ctx, task) => {
  const ids = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
  rollEach(
    ctx,
    task.player as number,
    ids.map((unit) => ({ unit })),
    "melee",
    { ...task, t: "sai:web-rolled" },
  );
};

const rolled: TaskHandler = (ctx, task) =>
  keepFromRolling(
    ctx,
    "Web",
    task.owner as number,
    failed(task.outcomes as Outcome[]),
    "start-of-next-turn",
  );

export const web: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:web", owner: roll.player }),
  tasks: { "sai:web": picked, "sai:web-rolled": rolled },
};
