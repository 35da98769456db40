// 2.9a Net (rules/000 line 2008), Special in a melee attack or a missile action: the netting
// player picks up to its points of health-worth of defending units (at least one, line 1749);
// each must roll a maneuver on its own, or cannot be rolled until the beginning of that player's
// next turn. Its four saves when a unit saves on its own against an effect aimed at it are a
// normal result, from the catalogue.
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
    "maneuver",
    { ...task, t: "sai:net-rolled" },
  );
};

const rolled: TaskHandler = (ctx, task) =>
  keepFromRolling(
    ctx,
    "Net",
    task.owner as number,
    failed(task.outcomes as Outcome[]),
    "start-of-next-turn",
  );

export const net: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:net", owner: roll.player }),
  tasks: { "sai:net": picked, "sai:net-rolled": rolled },
};
