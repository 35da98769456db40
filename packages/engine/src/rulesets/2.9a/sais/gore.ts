// 2.9a Gore (rules/000 line 1966), Special in a melee attack: each goring unit picks one defending
// unit (strikes.ts), which takes two damage (the catalogue's points) and saves against it on its
// own (docs/rulings.md), or is killed and buried. Its two melee results against a dragon or in a
// melee avoidance roll come from the catalogue.
import type { TaskHandler } from "../../../kernel/ruleset.ts";
import { failed, killAndBury, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askStrikes, type Struck, strikeTasks } from "./strikes.ts";

const struck: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const targets = (task.struck as Struck[]).map((s) => ({
    unit: s.unit,
    need: savesNeeded(ctx, s.unit, s.points),
  }));
  rollEach(ctx, player, targets, "save", { t: "sai:gore-saved", player });
};

const saved: TaskHandler = (ctx, task) =>
  killAndBury(ctx, task.player as number, failed(task.outcomes as Outcome[]));

export const gore: SaiEffect = {
  immediate: (ctx, roll, use) => askStrikes(ctx, roll, use, { t: "sai:gore" }),
  tasks: { ...strikeTasks, "sai:gore": struck, "sai:gore-saved": saved },
};
