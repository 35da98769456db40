// 2.9a Coil (rules/000 line 1845), Special in a melee attack: each coiling unit picks one defending
// unit (strikes.ts), which takes its points of damage and makes one combination roll on its own:
// its saves against the damage (docs/rulings.md: enough that what is left is less than its health)
// and its melee back at the units coiling it, which cannot save: each is killed while the melee
// left is at least its health. Both are counted from the same roll (docs/rulings.md). Its melee
// results against a dragon or in a melee avoidance roll come from the catalogue.
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { failed, killUnits, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askStrikes, type Struck, strikeTasks, struckBack } from "./strikes.ts";

const coiled: TaskHandler = (ctx, task) => {
  const struck = task.struck as Struck[];
  rollEach(
    ctx,
    task.player as number,
    struck.map((s) => ({ unit: s.unit, need: savesNeeded(ctx, s.unit, s.points) })),
    "save-and-melee",
    { t: "sai:coil-rolled", player: task.player, roller: task.roller, struck },
  );
};

const rolled: TaskHandler = (ctx, task) => {
  const outcomes = task.outcomes as Outcome[];
  const coilersDead: string[] = [];
  for (const s of task.struck as Struck[]) {
    const melee = outcomes.find((o) => o.unit === s.unit)?.totals?.melee ?? 0;
    coilersDead.push(...struckBack(ctx, s.dice, melee));
  }
  killUnits(ctx, task.roller as number, coilersDead);
  killUnits(ctx, task.player as number, failed(outcomes));
};

export const coil: SaiEffect = {
  immediate: (ctx, roll, use) => askStrikes(ctx, roll, use, { t: "sai:coil" }),
  tasks: { ...strikeTasks, "sai:coil": coiled, "sai:coil-rolled": rolled },
};
