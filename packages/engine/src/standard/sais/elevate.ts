// 2.9a Elevate (rules/000 line 1896, the Flying Carpets), Special: "During a missile action,
// immediately double one unit's missile results. During a save roll in a melee attack, immediately
// double one unit's save results. During a dragon attack, Elevate doubles one unit's missile or
// save results." Its maneuver results come from the catalogue. A multiplying modifier on the roll
// (as Trumpet's) on a unit of the army the rolling player picks (items are not units, line 2375);
// against a dragon the player first says which results. Two Elevates never double one unit twice
// (line 1743): each die that rolled it doubles a different unit.
import type { Ctx } from "../../kernel/flow.ts";
import { type ResultName, type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { dieInstance, isUnit } from "../army.ts";
import { PURPOSES } from "../purposes.ts";
import { stillRolling } from "../roll-dice.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets, withHealth } from "../sai-targets.ts";

const SAYS: Record<string, ResultName> = { "double missile": "missile", "double saves": "save" };

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** Against a dragon, the result doubled: the option given when it was the only one, or the answer. */
    "sai:elevate": { roll: number; dice: number; picked?: SaiOption };
    /** The units whose `result` is doubled: the targets given, or the answer. */
    "sai:elevated": { roll: number; result: ResultName; targets?: string[] };
  }
}

/** Asks which units have their `result` doubled. */
function askUnits(ctx: Ctx, roll: Roll, dice: number, result: ResultName): void {
  const rolled = [...new Set(roll.faces.map((f) => f.die))].filter((id) => {
    const d = dieInstance(ctx.state, id);
    return d !== undefined && isUnit(d) && stillRolling(ctx.state, roll, id);
  });
  const units = withHealth(ctx.state, rolled);
  const offer = {
    sai: "Elevate",
    owner: roll.player,
    units,
    maxHealth: units.reduce((s, u) => s + u.health, 0),
    maxUnits: dice,
    rule: "at-least-one" as const,
  };
  askTargets(ctx, roll.player, offer, { t: "sai:elevated", roll: roll.id, result });
}

const which: HandlerOf<"sai:elevate"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const roll = rollInProgress(ctx.state, task.roll);
  askUnits(ctx, roll, task.dice, SAYS[picked.say] as ResultName);
};

const elevated: HandlerOf<"sai:elevated"> = (ctx, task) => {
  const units = task.targets ?? answer(ctx, "sai-targets");
  if (units.length === 0) return;
  const roll = rollInProgress(ctx.state, task.roll);
  roll.modifiers.push({
    step: "multiply",
    source: "sai",
    label: "Elevate",
    units,
    results: [task.result],
    factor: 2,
  });
};

export const elevate: SaiEffect = {
  immediate(ctx, roll, use) {
    const dice = use.dice.length;
    if (roll.purpose !== PURPOSES.dragonAttack.name) {
      askUnits(ctx, roll, dice, roll.purpose === PURPOSES.missileAction.name ? "missile" : "save");
      return;
    }
    const options = Object.keys(SAYS).map((say) => ({ say }));
    askChoice(
      ctx,
      roll.player,
      { about: "elevate", by: use.sai },
      "double one unit's missile or save results?",
      options,
      {
        t: "sai:elevate",
        roll: roll.id,
        dice,
      },
    );
  },
  tasks: taskHandlers({ "sai:elevate": which, "sai:elevated": elevated }),
};
