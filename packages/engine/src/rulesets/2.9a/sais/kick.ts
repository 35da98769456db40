// 2.9a Kick (rules/000 line 2002), Special in a melee attack: each kicking unit picks one
// defending unit (strikes.ts), which takes its points of damage and saves against it on its own
// (docs/rulings.md: enough saves that what is left is less than its health), or is killed. Its
// melee results against a dragon or in a melee avoidance roll come from the catalogue.
import type { TaskHandler } from "../../../kernel/ruleset.ts";
import { failed, killUnits, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askStrikes, type Struck, strikeTasks } from "./strikes.ts";

const struck: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const targets = (task.struck as Struck[]).map((s) => ({
    unit: s.unit,
    need: savesNeeded(ctx, s.unit, s.points),
  }));
  rollEach(ctx, player, targets, "save", { t: "sai:kick-saved", player });
};

const saved: TaskHandler = (ctx, task) =>
  killUnits(ctx, task.player as number, failed(task.outcomes as Outcome[]));

export const kick: SaiEffect = {
  immediate: (ctx, roll, use) => askStrikes(ctx, roll, use, { t: "sai:kick" }),
  tasks: { ...strikeTasks, "sai:kick": struck, "sai:kick-saved": saved },
};
