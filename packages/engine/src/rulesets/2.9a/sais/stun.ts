// 2.9a Stun (rules/000 line 2158), Instant Special in a melee attack: the die rolls again (the
// dice stage), and the attacking player picks up to its points of health-worth of defending units;
// each must roll a maneuver on its own, or cannot be rolled until the end of this turn.
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
    { ...task, t: "sai:stun-rolled" },
  );
};

const rolled: TaskHandler = (ctx, task) =>
  keepFromRolling(
    ctx,
    "Stun",
    task.owner as number,
    failed(task.outcomes as Outcome[]),
    "end-of-this-turn",
  );

export const stun: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askDefenders(ctx, roll, use, { t: "sai:stun", owner: roll.player }),
  tasks: { "sai:stun": picked, "sai:stun-rolled": rolled },
};
