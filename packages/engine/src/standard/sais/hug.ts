// 2.9a Hug (rules/000 line 1978), Special in a melee attack: each hugging unit picks one defending
// unit (strikes.ts), which takes its points of damage with no save. The hugged unit rolls on its
// own to counter-attack (a melee roll, docs/rulings.md) the units hugging it, which cannot save:
// each is killed while the melee left is at least its health. The hugged unit is killed when the
// damage is at least its health. Its melee results against a dragon or in a melee avoidance roll
// come from the catalogue.
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { killUnits, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askStrikes, type Struck, strikeTasks, struckBack } from "./strikes.ts";

const hugged: TaskHandler = (ctx, task) => {
  const struck = task.struck as Struck[];
  rollEach(
    ctx,
    task.player as number,
    struck.map((s) => ({ unit: s.unit })),
    "melee",
    { t: "sai:hug-rolled", player: task.player, roller: task.roller, struck },
  );
};

const rolled: TaskHandler = (ctx, task) => {
  const outcomes = task.outcomes as Outcome[];
  const dead: string[] = [];
  const huggersDead: string[] = [];
  for (const s of task.struck as Struck[]) {
    const outcome = outcomes.find((o) => o.unit === s.unit);
    if (!outcome) continue;
    huggersDead.push(...struckBack(ctx, s.dice, outcome.totals?.melee ?? 0));
    if (savesNeeded(ctx, s.unit, s.points) > 0) dead.push(s.unit);
  }
  killUnits(ctx, task.roller as number, huggersDead);
  killUnits(ctx, task.player as number, dead);
};

export const hug: SaiEffect = {
  immediate: (ctx, roll, use) => askStrikes(ctx, roll, use, { t: "sai:hug" }),
  tasks: { ...strikeTasks, "sai:hug": hugged, "sai:hug-rolled": rolled },
};
