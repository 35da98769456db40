// 2.9a Flaming Arrow (rules/000 line 1936), Special in a missile action: for each unit that rolled
// it, the shooting player picks one defending unit, which takes that unit's Flaming Arrow results
// as damage (two units aiming at one add up, line 1731); each unit hit rolls saves on its own
// against its damage, and one killed must then roll a save in the dead unit area or be buried.
// Its missile results against a dragon or in a missile avoidance roll come from the catalogue.
import type { TaskOf } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
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

/** The attacker (`roller`), the army shot at, the shots still to aim and the damage by unit. */
type Aiming = {
  roller: number;
  player: number;
  at: Location;
  shots: Shot[];
  hits: Record<string, number>;
};

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "sai:flaming-arrow": Aiming;
    /** A shot's `points`, at the unit picked: the target given, or the answer. */
    "sai:flaming-arrow-aimed": Aiming & { points: number; targets?: string[] };
    "sai:flaming-arrow-saved": { player: number; outcomes: Outcome[] };
  }
}

/** The aim of the next unit that rolled it; once all have aimed, the units hit save. */
const aim: HandlerOf<"sai:flaming-arrow"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  const hits = task.hits;
  const [shot, ...rest] = task.shots;
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
  const next: TaskOf<"sai:flaming-arrow-aimed"> = {
    ...task,
    t: "sai:flaming-arrow-aimed",
    shots: rest,
    points: shot.points,
  };
  askTargets(
    ctx,
    task.roller,
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

const aimed: HandlerOf<"sai:flaming-arrow-aimed"> = (ctx, task) => {
  const { targets, points, ...rest } = task;
  const [unit] = targets ?? answer(ctx, "sai-targets");
  const hits = { ...task.hits };
  if (unit) hits[unit] = (hits[unit] ?? 0) + points;
  ctx.schedule({ ...rest, t: "sai:flaming-arrow", hits });
};

const saved: HandlerOf<"sai:flaming-arrow-saved"> = (ctx, task) =>
  killUnits(ctx, task.player, failed(task.outcomes), true);

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
  tasks: taskHandlers({
    "sai:flaming-arrow": aim,
    "sai:flaming-arrow-aimed": aimed,
    "sai:flaming-arrow-saved": saved,
  }),
};
