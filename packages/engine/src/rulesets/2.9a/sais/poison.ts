// 2.9a Poison (rules/000 line 2016), Special in a melee attack: the attacking player picks one
// health-worth of defending units per Poison result; each must roll a save on its own or be
// killed, and each killed must then roll a save in the dead unit area or be buried.
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
    "save",
    { t: "sai:poison-rolled", player },
  );
};

const rolled: TaskHandler = (ctx, task) =>
  killUnits(ctx, task.player as number, failed(task.outcomes as Outcome[]), true);

export const poison: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:poison" }),
  tasks: { "sai:poison": picked, "sai:poison-rolled": rolled },
};
