// 2.9a Promote Dragonkin (elemental, 3, Eldarim; rules/000 line 1579): one of the caster's
// Dragonkin in any army, of the magic's colour, may be promoted: exchanged with a Dragonkin of the
// caster's summoning pool of more health, of any colour (lines 1033, 2676). Each casting at it adds
// one health: "to a unit of greater health (not just one health more)". The caster picks which, or
// none ("can be").
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { dieInstance, dieName, healthOf, ownedUnits } from "../army.ts";
import { targetKinColor } from "../dragonkin.ts";
import { tablesOf } from "../edition-tables.ts";
import { applyExchange, isInvisible } from "../promotion.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { Casting, SpellEffect } from "../spell-effects.ts";

const NAME = "Promote Dragonkin";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The Dragonkin `unit` is promoted to: the option given when it was the only one, or the answer. */
    "spell:promote-dragonkin": { casting: Casting; unit: string; picked?: SaiOption };
  }
}

const promoted: HandlerOf<"spell:promote-dragonkin"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const casting = task.casting;
  const d = dieInstance(ctx.state, task.unit);
  if (!d || picked.unit === undefined) return;
  applyExchange(
    ctx,
    casting.caster,
    d.at,
    { recruits: [], promotions: [{ unit: d.id, to: picked.unit }] },
    NAME,
  );
};

export const promoteDragonkin: SpellEffect = {
  allows: (state, _caster, t, tables) => targetKinColor(tables, state, t) !== null,
  allowsColor: (state, color, t, tables) => {
    const kin = targetKinColor(tables, state, t);
    return kin !== null && kin === color;
  },
  resolve(ctx, casting) {
    if (!("unit" in casting.target)) return;
    const d = dieInstance(ctx.state, casting.target.unit);
    if (!d || isInvisible(ctx.state, d.id)) return;
    const health = healthOf(d);
    const seen = new Set<string>();
    const options: SaiOption[] = [{ say: "keep it" }];
    const kin = tablesOf(ctx).dragonkin;
    for (const { d: p, unit } of ownedUnits(ctx.state, casting.caster)) {
      if (p.at !== "pool" || !kin.has(unit.species) || seen.has(p.die)) continue;
      if (unit.health <= health || unit.health > health + casting.times) continue;
      seen.add(p.die);
      options.push({ say: "promote to", unit: p.id });
    }
    if (options.length === 1) return;
    askChoice(
      ctx,
      casting.caster,
      { about: "kin-promote", by: NAME },
      `promote the ${dieName(ctx.state, d.id)} to which Dragonkin?`,
      options,
      {
        t: "spell:promote-dragonkin",
        casting,
        unit: d.id,
      },
    );
  },
  tasks: taskHandlers({ "spell:promote-dragonkin": promoted }),
};
