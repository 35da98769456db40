// 2.9a Scent of Fear (blue, 2, Feral; rules/000 line 1252): one health-worth of units per casting
// of an enemy army at a terrain flee to their reserve area. The spell does not say who picks
// them, so, as for damage (line 568), the army's owner does, as much as the castings cover and
// never more (docs/rulings.md).
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { atTerrain, type Location, type Table } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { unitsAt } from "../army.ts";
import { fleeToReserve } from "../individual.ts";
import { askTargets, withHealth } from "../sai-targets.ts";
import type { SpellEffect, SpellTarget } from "../spell-effects.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The units that flee: the targets given, or the answer. */
    "spell:scent-fled": { player: number; targets?: string[] };
  }
}

const fled: HandlerOf<"spell:scent-fled"> = (ctx, task) => {
  const units = task.targets ?? answer(ctx, "sai-targets");
  fleeToReserve(ctx, task.player, units);
};

export const scentOfFear: SpellEffect = {
  // "An army at a terrain": not a reserve army.
  allows: (_state: Table, _caster: number, t: SpellTarget) => "army" in t && atTerrain(t.army.at),
  resolve(ctx, casting) {
    if (!("army" in casting.target)) return;
    const { player, at } = casting.target.army;
    const units = unitsAt(ctx.state, player, at as Location).map((d) => d.id);
    askTargets(
      ctx,
      player,
      {
        sai: casting.spell.name,
        owner: player,
        units: withHealth(ctx.state, units),
        maxHealth: casting.times,
        rule: "as-much-as-possible",
      },
      { t: "spell:scent-fled", player },
    );
  },
  tasks: taskHandlers({ "spell:scent-fled": fled }),
};
