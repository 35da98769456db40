// 2.9a Choke (rules/000 line 1839), Delayed Special in a melee attack: once the defenders have
// rolled their saves, before they apply their Special and Unique SAIs, the choking player picks up
// to its points of health-worth of defending units that rolled their ID icon (an offensive SAI its
// roller targets: at least one, line 1751); they are killed at once, and what they rolled counts
// for nothing (line 1723).
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { killUnits } from "../individual.ts";
import { showingId } from "../roll-dice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { aimedBy, askTargets, withHealth } from "../sai-targets.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The units killed: the targets given, or the answer. */
    "sai:choke": { player: number; targets?: string[] };
  }
}

const choked: HandlerOf<"sai:choke"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  killUnits(ctx, task.player, ids);
};

export const choke: SaiEffect = {
  beforeSais(ctx, roll, use) {
    const units = withHealth(ctx.state, showingId(ctx.state, roll));
    askTargets(
      ctx,
      aimedBy(ctx, use),
      { sai: use.sai, owner: roll.player, units, maxHealth: use.points, rule: "at-least-one" },
      { t: "sai:choke", player: roll.player },
    );
  },
  tasks: taskHandlers({ "sai:choke": choked }),
};
