// 2.9a Seize (rules/000 line 2062), Special in a missile action: the shooting player picks up to
// its points of health-worth of defending units (at least one, line 1751); each rolls on its own
// for its ID icon (a group monster never can, line 604) or is killed; those that roll it flee to
// their reserve area.
import type { TaskHandler } from "../../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { failed, fleeToReserve, killUnits, type Outcome, rollEach } from "../individual.ts";
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
    { t: "sai:seize-rolled", player },
  );
};

const rolled: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const outcomes = task.outcomes as Outcome[];
  killUnits(ctx, player, failed(outcomes));
  fleeToReserve(
    ctx,
    player,
    outcomes.filter((o) => o.rolledId).map((o) => o.unit),
  );
};

export const seize: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:seize" }),
  tasks: { "sai:seize": picked, "sai:seize-rolled": rolled },
};
