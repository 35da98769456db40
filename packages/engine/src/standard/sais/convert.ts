// 2.9a Convert (rules/000 line 1861), Special in a melee attack: the converting player picks one
// health-worth of defending units per Convert result (at least one, line 1749); each must roll a
// save on its own or be killed. That player may then bring back Undead units from their own dead
// unit area to the converting army, up to the health killed ("may": any of them, or none).
import type { Ctx } from "../../kernel/flow.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf } from "../army.ts";
import { failed, killUnits } from "../individual.ts";
import { applyExchange, recruitsFor } from "../promotion.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";
import { pickThenRoll, type Rolled } from "./pick-then-roll.ts";

/** The dead go to the DUA; then their killer may bring back Undead up to their health. */
const converted = (ctx: Ctx, { player, roller, rollerAt, outcomes }: Rolled): void => {
  const dead = failed(outcomes);
  if (dead.length === 0) return;
  let health = 0;
  for (const unit of dead) {
    const d = dieInstance(ctx.state, unit);
    if (d) health += healthOf(d);
  }
  // Once the dead are in the DUA (the kill, scheduled after, runs first).
  ctx.schedule({ t: "sai:convert-return", owner: roller, army: rollerAt, health });
  killUnits(ctx, player, dead);
};

/** The converting player's Undead in their DUA, up to the health killed in all. */
const offerReturn: TaskHandler = (ctx, task) => {
  if (ctx.state.winner) return;
  const owner = task.owner as number;
  const health = task.health as number;
  const units = recruitsFor(ctx.state, owner, { species: "undead", maxHealth: health }).flatMap(
    (id) => {
      const d = dieInstance(ctx.state, id);
      return d ? [{ id, health: healthOf(d) }] : [];
    },
  );
  askTargets(
    ctx,
    owner,
    { sai: "Convert", owner, units, maxHealth: health, rule: "any", helps: true },
    { t: "sai:convert-returned", owner, army: task.army },
  );
};

const returned: TaskHandler = (ctx, task) => {
  const ids = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
  if (ids.length === 0) return;
  applyExchange(
    ctx,
    task.owner as number,
    task.army as Location,
    { recruits: ids, promotions: [] },
    "Convert",
  );
};

const converting = pickThenRoll("convert", "save", converted);

export const convert: SaiEffect = {
  ...converting,
  tasks: {
    ...converting.tasks,
    "sai:convert-return": offerReturn,
    "sai:convert-returned": returned,
  },
};
