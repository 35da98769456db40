// 2.9a Firebreath (rules/000 line 1918), Special in a melee attack: four health of units of the
// defending army are killed at once, with no save possible; each killed unit must then roll a
// save or a maneuver in the dead unit area, or be buried. The text names no picker ("kill four
// health of units", unlike Breath's "attacking player chooses"): the defender takes them as from
// damage, as much as possible (line 1757, docs/rulings.md).
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { healthOf, unitsAt } from "../army.ts";
import { killUnits } from "../individual.ts";
import { reachOfRoll, withinReach } from "../reach.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The units killed: the targets given, or the answer. */
    "sai:firebreath": { player: number; targets?: string[] };
  }
}

const picked: HandlerOf<"sai:firebreath"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  killUnits(ctx, task.player, ids, "save-or-maneuver");
};

export const firebreath: SaiEffect = {
  immediate(ctx, roll, use) {
    const target = roll.against;
    if (!target) return;
    const there = unitsAt(ctx.state, target.player, target.at);
    const units = withinReach(ctx.state, there, reachOfRoll(roll.purpose)).map((d) => ({
      id: d.id,
      health: healthOf(d),
    }));
    const offer = {
      sai: use.sai,
      owner: target.player,
      units,
      maxHealth: use.points,
      rule: "as-much-as-possible" as const,
    };
    askTargets(ctx, target.player, offer, { t: "sai:firebreath", player: target.player });
  },
  tasks: taskHandlers({ "sai:firebreath": picked }),
};
