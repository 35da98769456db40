// 2.9a Flaming Arrow (rules/000 line 1936), Special in a missile action: for each unit that rolled
// it, the shooting player picks one defending unit, which takes that unit's Flaming Arrow results
// as damage (two units aiming at one add up, line 1731); each unit hit rolls saves on its own
// against its damage, and one killed must then roll a save in the dead unit area or be buried.
// Its missile results against a dragon or in a missile avoidance roll come from the catalogue.
import type { Task } from "../../kernel/flow.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { healthOf, unitsAt } from "../army.ts";
import { tablesOf } from "../edition-tables.ts";
import { failed, killUnits, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import { withinReach } from "../reach.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { saiPointsByDie } from "../sai-rules.ts";
import { askTargets } from "../sai-targets.ts";

type Shot = { die: string; points: number };

/** The aim of the next unit that rolled it; once all have aimed, the units hit save. */
const aim: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const at = task.at as Location;
  const hits = task.hits as Record<string, number>;
  const [shot, ...rest] = task.shots as Shot[];
  if (!shot) {
    const targets = Object.entries(hits).map(([unit, damage]) => ({
      unit,
      need: savesNeeded(ctx, unit, damage),
    }));
    rollEach(ctx, player, targets, "save", { t: "sai:flaming-arrow-saved", player });
    return;
  }
  // Units out of a missile effect's reach cannot be picked (Fade, Hide, Camouflage).
  const units = withinReach(ctx.state, unitsAt(ctx.state, player, at), "missile").map((d) => ({
    id: d.id,
    health: healthOf(d),
  }));
  const next: Task = { ...task, t: "sai:flaming-arrow-aimed", shots: rest, points: shot.points };
  askTargets(
    ctx,
    task.roller as number,
    {
      sai: `Flaming Arrow (${shot.points} damage)`,
      owner: player,
      units,
      maxHealth: units.reduce((s, u) => s + u.health, 0),
      maxUnits: 1,
      rule: "at-least-one",
    },
    next,
  );
};

const aimed: TaskHandler = (ctx, task) => {
  const { targets, points, ...rest } = task;
  const [unit] = (targets as string[] | undefined) ?? answer<string[]>(ctx);
  const hits = { ...(task.hits as Record<string, number>) };
  if (unit) hits[unit] = (hits[unit] ?? 0) + (points as number);
  ctx.schedule({ ...rest, t: "sai:flaming-arrow", hits });
};

const saved: TaskHandler = (ctx, task) =>
  killUnits(ctx, task.player as number, failed(task.outcomes as Outcome[]), true);

export const flamingArrow: SaiEffect = {
  immediate(ctx, roll, use) {
    const target = roll.against;
    if (!target) return;
    ctx.schedule({
      t: "sai:flaming-arrow",
      roller: roll.player,
      player: target.player,
      at: target.at,
      shots: saiPointsByDie(tablesOf(ctx), roll, use.sai),
      hits: {},
    });
  },
  tasks: {
    "sai:flaming-arrow": aim,
    "sai:flaming-arrow-aimed": aimed,
    "sai:flaming-arrow-saved": saved,
  },
};
