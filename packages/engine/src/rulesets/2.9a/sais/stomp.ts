// 2.9a Stomp (rules/000 line 2146), Special in a melee attack: the stomping player picks up to its
// points of health-worth of defending units (at least one, line 1749); each must roll a maneuver
// on its own or be killed, and each killed must then roll a save in the dead unit area or be
// buried. Its melee results against a dragon or in a melee avoidance roll come from the catalogue.
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
    { t: "sai:stomp-rolled", player },
  );
};

const rolled: TaskHandler = (ctx, task) =>
  killUnits(ctx, task.player as number, failed(task.outcomes as Outcome[]), true);

export const stomp: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:stomp" }),
  tasks: { "sai:stomp": picked, "sai:stomp-rolled": rolled },
};
