// 2.9a Wild Growth (rules/000 line 2208), Normal or Special in any non-maneuver roll: each point
// is either a save result or, at once, the promotion of one unit of the army of the unit that
// rolled it. The player chooses before the results are counted: saves, or promotions (one unit
// per point, at least one); each promotion takes one save away. Only units in the army and the
// DUA when the effect starts take part (line 1061). A promoted unit leaves the roll and its
// replacement rolls at once with the army (line 1715).
import type { TaskOf } from "../../kernel/flow.ts";
import { rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf, unitsAt } from "../army.ts";
import { applyExchange, type Promotion, promotionsFor } from "../promotion.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";
import { joinRoll, savesOrEffect } from "./either.ts";

const PROMOTE: SaiOption = { say: "promote units" };

/** The roll (its id), its player and the promotions eligible when the effect started. */
type Promoting = { roll: number; player: number; eligible: Promotion[] };

/** What the promotions carry from one to the next: the roll, the eligible, the DUA units used. */
type Progress = Promoting & { used: string[] };

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The player's pick, saves or promotions, given when it was the only one. */
    "sai:wild-growth": Promoting & { points: number; picked?: SaiOption };
    /** The units still to promote: the targets given, or the player's answer. */
    "sai:wild-growth-next": Progress & { targets?: string[] };
    /** `unit` is promoted to the dead unit picked; then `targets`. */
    "sai:wild-growth-promote": Progress & { unit: string; targets: string[]; picked?: SaiOption };
  }
}

/** What the promotions carry from one to the next: the roll, the eligible, the DUA units used. */
const progress = (task: Promoting, used: string[]): Progress => ({
  roll: task.roll,
  player: task.player,
  eligible: task.eligible,
  used,
});

const chosen: HandlerOf<"sai:wild-growth"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  if (picked.say !== PROMOTE.say) return;
  const eligible = task.eligible;
  const player = task.player;
  const roll = rollInProgress(ctx.state, task.roll);
  const units = unitsAt(ctx.state, player, roll.at)
    .filter((d) => eligible.some((p) => p.unit === d.id))
    .map((d) => ({ id: d.id, health: healthOf(d) }));
  const offer = {
    sai: "Wild Growth",
    owner: player,
    units,
    maxHealth: units.reduce((s, u) => s + u.health, 0),
    maxUnits: task.points,
    rule: "at-least-one" as const,
  };
  askTargets(ctx, player, offer, { t: "sai:wild-growth-next", ...progress(task, []) });
};

/** The next unit picked is promoted; where dead units of different dice fit, the player picks. */
const next: HandlerOf<"sai:wild-growth-next"> = (ctx, task) => {
  const queue = task.targets ?? answer(ctx, "sai-targets");
  const [unit, ...rest] = queue;
  if (unit === undefined) return;
  const used = task.used;
  const fits = task.eligible.filter((p) => p.unit === unit && !used.includes(p.to));
  const byDie = new Map<string, string>();
  for (const p of fits) {
    const die = dieInstance(ctx.state, p.to)?.die as string;
    if (!byDie.has(die)) byDie.set(die, p.to);
  }
  const then: TaskOf<"sai:wild-growth-promote"> = {
    t: "sai:wild-growth-promote",
    ...progress(task, used),
    unit,
    targets: rest,
  };
  if (byDie.size === 0) {
    ctx.schedule({ ...then, t: "sai:wild-growth-next" });
    return;
  }
  const options = [...byDie.values()].map((to) => ({ say: "promote to", unit: to }));
  askChoice(
    ctx,
    task.player,
    { about: "wild-growth-unit", by: "Wild Growth" },
    "promote to which unit?",
    options,
    then,
  );
};

const promote: HandlerOf<"sai:wild-growth-promote"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const roll = rollInProgress(ctx.state, task.roll);
  const unit = task.unit;
  const to = picked.unit as string;
  applyExchange(
    ctx,
    roll.player,
    roll.at,
    { recruits: [], promotions: [{ unit, to }] },
    "Wild Growth",
  );
  roll.forgone["Wild Growth"] = (roll.forgone["Wild Growth"] ?? 0) + 1;
  joinRoll(roll, [to], [unit]);
  const used = [...task.used, to];
  ctx.schedule({ t: "sai:wild-growth-next", ...progress(task, used), targets: task.targets });
};

export const wildGrowth: SaiEffect = {
  immediate(ctx, roll, use) {
    const eligible = promotionsFor(ctx.state, roll.player, roll.at);
    if (eligible.length === 0) return;
    const saves = { say: `${use.points} saves` };
    askChoice(
      ctx,
      roll.player,
      { about: "wild-growth", by: use.sai },
      "save results, or promote a unit for each?",
      savesOrEffect(roll, saves, PROMOTE),
      { t: "sai:wild-growth", roll: roll.id, player: roll.player, points: use.points, eligible },
    );
  },
  tasks: taskHandlers({
    "sai:wild-growth": chosen,
    "sai:wild-growth-next": next,
    "sai:wild-growth-promote": promote,
  }),
};
