// 2.9a Confuse (rules/000 line 1856), Delayed Special in a melee attack or missile action: once the
// defenders have rolled their saves, before they apply their Special and Unique SAIs, the
// confusing player picks up to its points of health-worth of defending units that rolled (an
// offensive SAI its roller targets: at least one, line 1751); they roll again, and the new faces
// replace the old ones (a new Instant SAI rolls again as in any roll).

import { rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { dieInstance, isUnit } from "../army.ts";
import { reportFaces, rollDie, stillRolling } from "../roll-dice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { aimedBy, askTargets, withHealth } from "../sai-targets.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The units picked in the roll `roll`: the targets given, or the answer. */
    "sai:confuse": { roll: number; targets?: string[] };
  }
}

const confused: HandlerOf<"sai:confuse"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  if (ids.length === 0) return;
  const roll = rollInProgress(ctx.state, task.roll);
  roll.faces = roll.faces.filter((f) => !ids.includes(f.die));
  reportFaces(
    ctx,
    roll,
    ids.flatMap((id) => rollDie(ctx, roll, id)),
  );
};

export const confuse: SaiEffect = {
  beforeSais(ctx, roll, use) {
    const rolled = [...new Set(roll.faces.map((f) => f.die))];
    // Units only: the defenders' items roll on (line 2373).
    const units = withHealth(
      ctx.state,
      rolled.filter((id) => {
        const d = dieInstance(ctx.state, id);
        return d !== undefined && isUnit(d) && stillRolling(ctx.state, roll, id);
      }),
    );
    askTargets(
      ctx,
      aimedBy(ctx, use),
      { sai: use.sai, owner: roll.player, units, maxHealth: use.points, rule: "at-least-one" },
      { t: "sai:confuse", roll: roll.id },
    );
  },
  tasks: taskHandlers({ "sai:confuse": confused }),
};
