// 2.9a Regenerate (rules/000 line 2026), Normal or Special in any non-maneuver roll: its points
// are either save results or, at once, up to that many health-worth of the player's dead units
// brought back to the army of the unit that rolled it. The player chooses before the results are
// counted; the units brought back roll at once and their results count with the army's (line
// 1715), and they may be taken as casualties.
import { rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { healthOf, unitsAt } from "../army.ts";
import { applyExchange, recruitsFor } from "../promotion.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";
import { joinRoll, savesOrEffect } from "./either.ts";

const BRING_BACK: SaiOption = { say: "bring back dead units" };

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** Saves or dead units brought back: the option given when it was the only one, or the answer. */
    "sai:regenerate": { roll: number; points: number; picked?: SaiOption };
    /** The dead units brought back: the targets given, or the answer. */
    "sai:regenerated": { roll: number; targets?: string[] };
  }
}

const chosen: HandlerOf<"sai:regenerate"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  if (picked.say !== BRING_BACK.say) return;
  const roll = rollInProgress(ctx.state, task.roll);
  const points = task.points;
  roll.forgone.Regenerate = points;
  const dead = recruitsFor(ctx.state, roll.player, { maxHealth: points });
  const units = unitsAt(ctx.state, roll.player, "dua")
    .filter((d) => dead.includes(d.id))
    .map((d) => ({ id: d.id, health: healthOf(d) }));
  const offer = {
    sai: "Regenerate",
    owner: roll.player,
    units,
    maxHealth: points,
    rule: "any" as const,
  };
  askTargets(ctx, roll.player, offer, { t: "sai:regenerated", roll: roll.id });
};

const regenerated: HandlerOf<"sai:regenerated"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const units = task.targets ?? answer(ctx, "sai-targets");
  if (units.length === 0) return;
  applyExchange(ctx, roll.player, roll.at, { recruits: units, promotions: [] }, "Regenerate");
  joinRoll(roll, units);
};

export const regenerate: SaiEffect = {
  immediate(ctx, roll, use) {
    if (recruitsFor(ctx.state, roll.player, { maxHealth: use.points }).length === 0) return;
    const saves = { say: `${use.points} saves` };
    askChoice(
      ctx,
      roll.player,
      { about: "regenerate", by: use.sai },
      "save results, or bring back dead units?",
      savesOrEffect(roll, saves, BRING_BACK),
      { t: "sai:regenerate", roll: roll.id, points: use.points },
    );
  },
  tasks: taskHandlers({ "sai:regenerate": chosen, "sai:regenerated": regenerated }),
};
