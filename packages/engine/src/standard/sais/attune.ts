// 2.9a Attune (rules/000 line 1785, the Magi's Crowns), Normal and Special in a magic action:
// "Attune generates magic results of any color" (counted from the catalogue, as magic of any
// colour: magic.ts). "Attune may also immediately count the normal magic result (only actual magic
// icons, not ID icons or SAIs) of one unit in the acting army as that same color" (line 1087: a
// unit under an Attune may cast another colour). The rolling player may pick one unit that rolled
// magic icons (one for each die that rolled Attune), or none; that unit's magic icons are then
// magic of any colour, like the Attune's own (docs/rulings.md), never doubled.
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { dieInstance, isUnit } from "../army.ts";
import { stillRolling } from "../roll-dice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets, withHealth } from "../sai-targets.ts";

/** The magic a unit rolled with magic icons, over all its faces in the roll. */
const magicIcons = (roll: Roll, unit: string): number =>
  roll.faces.reduce((sum, f) => sum + (f.die === unit && f.icon === "Magic" ? f.count : 0), 0);

/** The units of the roll that rolled magic icons. */
function withMagicIcons(ctx: Ctx, roll: Roll): string[] {
  return [...new Set(roll.faces.map((f) => f.die))].filter((id) => {
    const d = dieInstance(ctx.state, id);
    return (
      d !== undefined && isUnit(d) && stillRolling(ctx.state, roll, id) && magicIcons(roll, id) > 0
    );
  });
}

/**
 * Each unit picked: its magic icons' results are counted as magic of any colour instead of its
 * own colours (they are taken from its icons, which the count stage counts as usual).
 */
declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The units picked in the roll `roll`: the targets given, or the answer. */
    "sai:attuned": { roll: number; targets?: string[] };
  }
}

const attuned: HandlerOf<"sai:attuned"> = (ctx, task) => {
  const units = task.targets ?? answer(ctx, "sai-targets");
  const roll = rollInProgress(ctx.state, task.roll);
  for (const unit of units) {
    const amount = magicIcons(roll, unit);
    roll.counted.push(
      { unit, result: "magic", amount, source: "sai", label: "Attune", anyColor: true },
      { unit, result: "magic", amount: -amount, source: "icon" },
    );
  }
};

export const attune: SaiEffect = {
  immediate(ctx, roll, use) {
    const units = withHealth(ctx.state, withMagicIcons(ctx, roll));
    const offer = {
      sai: use.sai,
      owner: roll.player,
      units,
      maxHealth: units.reduce((s, u) => s + u.health, 0),
      maxUnits: use.dice.length,
      rule: "any" as const,
    };
    askTargets(ctx, roll.player, offer, { t: "sai:attuned", roll: roll.id });
  },
  tasks: taskHandlers({ "sai:attuned": attuned }),
};
