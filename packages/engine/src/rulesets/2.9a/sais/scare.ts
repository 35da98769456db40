// 2.9a Scare (rules/000 line 2050), Special in a melee attack: the scaring player picks one
// health-worth of defending units per Scare result; each must roll a save that is not its ID icon
// on its own or flee to its reserve area, and one that rolls its ID icon is killed with no save.
import type { TaskHandler } from "../../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { fleeToReserve, killUnits, type Outcome, rollEach } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

const picked: TaskHandler = (ctx, task) => {
  const ids = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
  const player = task.player as number;
  rollEach(
    ctx,
    player,
    ids.map((unit) => ({ unit })),
    "non-id-save",
    { t: "sai:scare-rolled", player },
  );
};

const rolled: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const outcomes = task.outcomes as Outcome[];
  killUnits(
    ctx,
    player,
    outcomes.filter((o) => o.rolledId).map((o) => o.unit),
  );
  fleeToReserve(
    ctx,
    player,
    outcomes.filter((o) => !o.passed && !o.rolledId).map((o) => o.unit),
  );
};

export const scare: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:scare" }),
  tasks: { "sai:scare": picked, "sai:scare-rolled": rolled },
};
