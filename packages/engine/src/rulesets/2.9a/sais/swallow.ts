// 2.9a Swallow (rules/000 line 2166), Special in a melee attack: the swallowing player picks one
// unit of the defending army (one for each die that rolled Swallow, as Slay: docs/rulings.md),
// which must roll its ID icon on its own or be killed and buried.
import type { TaskHandler } from "../../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { failed, killAndBury, type Outcome, rollEach } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

const picked: TaskHandler = (ctx, task) => {
  const ids = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
  const player = task.player as number;
  rollEach(
    ctx,
    player,
    ids.map((unit) => ({ unit })),
    "id",
    { t: "sai:swallow-rolled", player },
  );
};

const rolled: TaskHandler = (ctx, task) =>
  killAndBury(ctx, task.player as number, failed(task.outcomes as Outcome[]));

export const swallow: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askDefenders(ctx, roll, use, { t: "sai:swallow" }, { units: use.dice.length }),
  tasks: { "sai:swallow": picked, "sai:swallow-rolled": rolled },
};
