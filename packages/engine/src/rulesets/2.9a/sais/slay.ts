// 2.9a Slay (rules/000 line 2122), Special in a melee attack: the attacking player picks one unit
// of the defending army (one for each die that rolled Slay: docs/rulings.md), which must roll its
// ID icon on its own or be killed.
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
    "id",
    { t: "sai:slay-rolled", player },
  );
};

const rolled: TaskHandler = (ctx, task) =>
  killUnits(ctx, task.player as number, failed(task.outcomes as Outcome[]));

export const slay: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askDefenders(ctx, roll, use, { t: "sai:slay" }, { units: use.dice.length }),
  tasks: { "sai:slay": picked, "sai:slay-rolled": rolled },
};
