// 2.9a Convert (rules/000 line 1861), Special in a melee attack: the converting player picks one
// health-worth of defending units per Convert result (at least one, line 1749); each must roll a
// save on its own or be killed. That player may then bring back Undead units from their own dead
// unit area to the converting army, up to the health killed ("may": any of them, or none). The
// race is the SAI's data (`SaiDef.actsOnSpecies`).
import type { Ctx } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf } from "../army.ts";
import { tablesOf } from "../edition-tables.ts";
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

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The converting player (`owner`), its army, and the health killed. */
    "sai:convert-return": { owner: number; army: Location; health: number };
    /** The Undead brought back: the targets given, or the answer. */
    "sai:convert-returned": { owner: number; army: Location; targets?: string[] };
  }
}

/** The converting player's Undead in their DUA, up to the health killed in all. */
const offerReturn: HandlerOf<"sai:convert-return"> = (ctx, task) => {
  if (ctx.state.winner) return;
  const owner = task.owner;
  const health = task.health;
  const species = tablesOf(ctx).saiActsOn("Convert");
  const units = recruitsFor(ctx.state, owner, { species, maxHealth: health }).flatMap((id) => {
    const d = dieInstance(ctx.state, id);
    return d ? [{ id, health: healthOf(d) }] : [];
  });
  askTargets(
    ctx,
    owner,
    { sai: "Convert", owner, units, maxHealth: health, rule: "any", helps: true },
    { t: "sai:convert-returned", owner, army: task.army },
  );
};

const returned: HandlerOf<"sai:convert-returned"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  if (ids.length === 0) return;
  applyExchange(ctx, task.owner, task.army, { recruits: ids, promotions: [] }, "Convert");
};

const converting = pickThenRoll("convert", "save", converted);

export const convert: SaiEffect = {
  ...converting,
  tasks: {
    ...converting.tasks,
    ...taskHandlers({ "sai:convert-return": offerReturn, "sai:convert-returned": returned }),
  },
};
