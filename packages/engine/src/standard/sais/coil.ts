// 2.9a Coil (rules/000 line 1845), Special in a melee attack: each coiling unit picks one defending
// unit (strikes.ts), which takes its points of damage and makes one combination roll on its own:
// its saves against the damage (docs/rulings.md: enough that what is left is less than its health)
// and its melee back at the units coiling it, which cannot save: each is killed while the melee
// left is at least its health. Both are counted from the same roll (docs/rulings.md). Its melee
// results against a dragon or in a melee avoidance roll come from the catalogue.
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { failed, killUnits, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { type AfterStrikes, askStrikes, type Struck, strikeTasks, struckBack } from "./strikes.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "sai:coil": AfterStrikes;
    /** The struck units' outcomes (`rollEach`). */
    "sai:coil-rolled": { player: number; roller: number; struck: Struck[]; outcomes: Outcome[] };
  }
}

const coiled: HandlerOf<"sai:coil"> = (ctx, task) => {
  const struck = task.struck;
  rollEach(
    ctx,
    task.player,
    struck.map((s) => ({ unit: s.unit, need: savesNeeded(ctx, s.unit, s.points) })),
    "save-and-melee",
    { t: "sai:coil-rolled", player: task.player, roller: task.roller, struck },
  );
};

const rolled: HandlerOf<"sai:coil-rolled"> = (ctx, task) => {
  const outcomes = task.outcomes;
  const coilersDead: string[] = [];
  for (const s of task.struck) {
    const melee = outcomes.find((o) => o.unit === s.unit)?.totals?.melee ?? 0;
    coilersDead.push(...struckBack(ctx, s.dice, melee));
  }
  killUnits(ctx, task.roller, coilersDead);
  killUnits(ctx, task.player, failed(outcomes));
};

export const coil: SaiEffect = {
  immediate: (ctx, roll, use) => askStrikes(ctx, roll, use, { t: "sai:coil" }),
  tasks: { ...strikeTasks, ...taskHandlers({ "sai:coil": coiled, "sai:coil-rolled": rolled }) },
};
