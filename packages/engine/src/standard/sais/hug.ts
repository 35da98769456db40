// 2.9a Hug (rules/000 line 1978), Special in a melee attack: each hugging unit picks one defending
// unit (strikes.ts), which takes its points of damage with no save. The hugged unit rolls on its
// own to counter-attack (a melee roll, docs/rulings.md) the units hugging it, which cannot save:
// each is killed while the melee left is at least its health. The hugged unit is killed when the
// damage is at least its health. Its melee results against a dragon or in a melee avoidance roll
// come from the catalogue.
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { killUnits, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { type AfterStrikes, askStrikes, type Struck, strikeTasks, struckBack } from "./strikes.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "sai:hug": AfterStrikes;
    /** The struck units' outcomes (`rollEach`). */
    "sai:hug-rolled": { player: number; roller: number; struck: Struck[]; outcomes: Outcome[] };
  }
}

const hugged: HandlerOf<"sai:hug"> = (ctx, task) => {
  const struck = task.struck;
  rollEach(
    ctx,
    task.player,
    struck.map((s) => ({ unit: s.unit })),
    "melee",
    { t: "sai:hug-rolled", player: task.player, roller: task.roller, struck },
  );
};

const rolled: HandlerOf<"sai:hug-rolled"> = (ctx, task) => {
  const outcomes = task.outcomes;
  const dead: string[] = [];
  const huggersDead: string[] = [];
  for (const s of task.struck) {
    const outcome = outcomes.find((o) => o.unit === s.unit);
    if (!outcome) continue;
    huggersDead.push(...struckBack(ctx, s.dice, outcome.totals?.melee ?? 0));
    if (savesNeeded(ctx, s.unit, s.points) > 0) dead.push(s.unit);
  }
  killUnits(ctx, task.roller, huggersDead);
  killUnits(ctx, task.player, dead);
};

export const hug: SaiEffect = {
  immediate: (ctx, roll, use) => askStrikes(ctx, roll, use, { t: "sai:hug" }),
  tasks: { ...strikeTasks, ...taskHandlers({ "sai:hug": hugged, "sai:hug-rolled": rolled }) },
};
