// 2.9a Bullseye (rules/000 line 1815), Special in a missile action: each point is one damage that
// the shooting player shares among units of the defending army as they choose (line 1739: two
// Bullseyes of 4 make 8, which may go 5 on one unit and 3 on another); each unit then rolls saves
// on its own against what it was given, and is killed unless it saves enough (savesNeeded). Its
// missile results against a dragon or in a missile avoidance roll come from the catalogue.
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { healthOf, unitsAt } from "../army.ts";
import { failed, killUnits, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import { reachOfRoll, withinReach } from "../reach.ts";
import { askDamage, type DamageSplit, damageSplit } from "../sai-damage.ts";
import type { SaiEffect } from "../sai-effects.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The damage shared among the units: the split given, or the answer. */
    "sai:bullseye": { player: number; split?: DamageSplit };
    /** The outcomes of the units' saves (`rollEach`). */
    "sai:bullseye-saved": { player: number; outcomes: Outcome[] };
  }
}

const shared: HandlerOf<"sai:bullseye"> = (ctx, task) => {
  const player = task.player;
  const targets = Object.entries(damageSplit(ctx, task)).map(([unit, damage]) => ({
    unit,
    need: savesNeeded(ctx, unit, damage),
  }));
  rollEach(ctx, player, targets, "save", { t: "sai:bullseye-saved", player });
};

const saved: HandlerOf<"sai:bullseye-saved"> = (ctx, task) =>
  killUnits(ctx, task.player, failed(task.outcomes));

export const bullseye: SaiEffect = {
  immediate(ctx, roll, use) {
    const target = roll.against;
    if (!target) return;
    const there = unitsAt(ctx.state, target.player, target.at);
    const units = withinReach(ctx.state, there, reachOfRoll(roll.purpose)).map((d) => ({
      id: d.id,
      health: healthOf(d),
    }));
    askDamage(
      ctx,
      roll.player,
      { sai: use.sai, owner: target.player, units, total: use.points },
      { t: "sai:bullseye", player: target.player },
    );
  },
  tasks: taskHandlers({ "sai:bullseye": shared, "sai:bullseye-saved": saved }),
};
