// 2.9a Wild Growth (rules/000 line 2208), Normal or Special in any non-maneuver roll: each point
// is either a save result or, at once, the promotion of one unit of the army of the unit that
// rolled it. The player chooses before the results are counted: saves, or promotions (one unit
// per point, at least one); each promotion takes one save away. Only units in the army and the
// DUA when the effect starts take part (line 1061). A promoted unit leaves the roll and its
// replacement rolls at once with the army (line 1715).
import type { Task } from "../../kernel/flow.ts";
import { rollInProgress } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf, unitsAt } from "../army.ts";
import { applyExchange, type Promotion, promotionsFor } from "../promotion.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";
import { joinRoll, savesOrEffect } from "./either.ts";

const PROMOTE: SaiOption = { say: "promote units" };

/** What the promotions carry from one to the next: the roll, the eligible, the DUA units used. */
const progress = (task: Task, used: string[]) => ({
  roll: task.roll,
  player: task.player,
  eligible: task.eligible,
  used,
});

const chosen: TaskHandler = (ctx, task) => {
  const picked = (task.picked as SaiOption | undefined) ?? answer<SaiOption>(ctx);
  if (picked.say !== PROMOTE.say) return;
  const eligible = task.eligible as Promotion[];
  const player = task.player as number;
  const roll = rollInProgress(ctx.state, task.roll as number);
  const units = unitsAt(ctx.state, player, roll.at)
    .filter((d) => eligible.some((p) => p.unit === d.id))
    .map((d) => ({ id: d.id, health: healthOf(d) }));
  const offer = {
    sai: "Wild Growth",
    owner: player,
    units,
    maxHealth: units.reduce((s, u) => s + u.health, 0),
    maxUnits: task.points as number,
    rule: "at-least-one" as const,
  };
  askTargets(ctx, player, offer, { t: "sai:wild-growth-next", ...progress(task, []) });
};

/** The next unit picked is promoted; where dead units of different dice fit, the player picks. */
const next: TaskHandler = (ctx, task) => {
  const queue = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
  const [unit, ...rest] = queue;
  if (unit === undefined) return;
  const used = task.used as string[];
  const fits = (task.eligible as Promotion[]).filter(
    (p) => p.unit === unit && !used.includes(p.to),
  );
  const byDie = new Map<string, string>();
  for (const p of fits) {
    const die = dieInstance(ctx.state, p.to)?.die as string;
    if (!byDie.has(die)) byDie.set(die, p.to);
  }
  const then = { t: "sai:wild-growth-promote", ...progress(task, used), unit, targets: rest };
  if (byDie.size === 0) {
    ctx.schedule({ ...then, t: "sai:wild-growth-next" });
    return;
  }
  const options = [...byDie.values()].map((to) => ({ say: "promote to", unit: to }));
  askChoice(
    ctx,
    task.player as number,
    { about: "wild-growth-unit", by: "Wild Growth" },
    "promote to which unit?",
    options,
    then,
  );
};

const promote: TaskHandler = (ctx, task) => {
  const picked = (task.picked as SaiOption | undefined) ?? answer<SaiOption>(ctx);
  const roll = rollInProgress(ctx.state, task.roll as number);
  const unit = task.unit as string;
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
  const used = [...(task.used as string[]), to];
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
  tasks: {
    "sai:wild-growth": chosen,
    "sai:wild-growth-next": next,
    "sai:wild-growth-promote": promote,
  },
};
