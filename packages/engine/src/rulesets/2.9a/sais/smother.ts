// 2.9a Smother (rules/000 line 2134), Special in a melee attack: the smothering player picks up to
// its points of health-worth of defending units (at least one, line 1749); each must roll a
// maneuver on its own or be killed.
import type { TaskHandler } from "../../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { failed, killUnits, type Outcome, rollEach } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

const picked: TaskHandler = (ctx, task) => {
  const ids = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
  const player = task.player as number;
  rollEach(
    ctx,
    player,
    ids.map((unit) => ({ unit })),
    "maneuver",
    { t: "sai:smother-rolled", player },
  );
};

const rolled: TaskHandler = (ctx, task) =>
  killUnits(ctx, task.player as number, failed(task.outcomes as Outcome[]));

export const smother: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:smother" }),
  tasks: { "sai:smother": picked, "sai:smother-rolled": rolled },
};
