// 2.9a Rise of the Eldarim (elemental, 3, Eldarim; rules/000 line 1581): an Eldarim unit of the
// caster's DUA is recruited into the casting army, or promoted into it: it takes the place of an
// Eldarim unit of the army of less health, which goes to the DUA. Each casting covers one health:
// a recruit needs castings covering its health, a promotion the health it adds, and multiple
// castings promote "to a unit of greater health (not just one health more)". With several units
// targeted, all are recruited. The caster picks, when the spell resolves, between recruiting and
// which unit of the army to promote. The race is the spell's own (spell-race.ts).
import type { UnitDie } from "@dragondice/catalog";
import { taskHandlers } from "../../kernel/ruleset.ts";
import type { Location, Table } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, dieName, healthOf, unitOf, unitsAt } from "../army.ts";
import { applyExchange, isInvisible } from "../promotion.ts";
import { askChoice, SAYS, type SaiOption } from "../sai-choice.ts";
import type { Casting, SpellEffect, SpellTarget } from "../spell-effects.ts";
import { bringBack } from "./resurrection.ts";
import { ofSpellRace } from "./spell-race.ts";

const NAME = "Rise of the Eldarim";

const unitOfId = (state: Table, id: string): UnitDie | null => {
  const d = dieInstance(state, id);
  return d ? unitOf(d) : null;
};

/** The units of the casting army of the dead unit's race and less health, it may take the place of. */
function promotable(state: Table, caster: number, from: Location, dead: string): string[] {
  const unit = unitOfId(state, dead);
  if (!unit) return [];
  return unitsAt(state, caster, from)
    .filter(
      (d) =>
        unitOf(d)?.species === unit.species &&
        healthOf(d) < unit.health &&
        !isInvisible(state, d.id),
    )
    .map((d) => d.id);
}

const healthOfId = (state: Table, id: string): number => {
  const d = dieInstance(state, id);
  return d ? healthOf(d) : 0;
};

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** Recruit `dead` or promote to it: the option given when it was the only one, or the answer. */
    "spell:rise-of-the-eldarim": { casting: Casting; dead: string; picked?: SaiOption };
  }
}

export const riseOfTheEldarim: SpellEffect = {
  allows: (state, _caster, t, tables) =>
    "units" in t &&
    t.units.every((id) => {
      const d = dieInstance(state, id);
      return d !== undefined && ofSpellRace(tables, "rise-of-the-eldarim", d);
    }),
  // One unit may be promoted into the army: the castings then cover the health it adds.
  needs(state: Table, caster: number, from: Location, t: SpellTarget): number {
    if (!("units" in t)) return 0;
    const all = t.units.reduce((n, id) => n + healthOfId(state, id), 0);
    const [only] = t.units;
    if (t.units.length !== 1 || only === undefined) return all;
    const most = Math.max(
      0,
      ...promotable(state, caster, from, only).map((id) => healthOfId(state, id)),
    );
    return all - most;
  },
  resolve(ctx, casting) {
    if (!("units" in casting.target)) return;
    const dead = casting.target.units.filter((id) => dieInstance(ctx.state, id)?.at === "dua");
    const [only] = dead;
    if (only === undefined) return;
    const health = healthOfId(ctx.state, only);
    if (dead.length > 1) {
      bringBack(ctx, casting, dead, NAME);
      return;
    }
    const options: SaiOption[] = [
      ...(health <= casting.times ? [{ say: SAYS.recruit, unit: only }] : []),
      ...promotable(ctx.state, casting.caster, casting.from, only)
        .filter((id) => health - healthOfId(ctx.state, id) <= casting.times)
        .map((unit) => ({ say: "promote", unit })),
    ];
    if (options.length === 0) return;
    askChoice(
      ctx,
      casting.caster,
      { about: "rise", by: NAME },
      `recruit the ${dieName(ctx.state, only)}, or promote a unit to it?`,
      options,
      {
        t: "spell:rise-of-the-eldarim",
        casting,
        dead: only,
      },
    );
  },
  tasks: taskHandlers({
    "spell:rise-of-the-eldarim": (ctx, task) => {
      const picked = task.picked ?? answer(ctx, "sai-choice");
      const casting = task.casting;
      const dead = task.dead;
      if (picked.say === "recruit") {
        bringBack(ctx, casting, [dead], NAME);
        return;
      }
      const unit = picked.unit as string;
      const promotions = [{ unit, to: dead }];
      applyExchange(ctx, casting.caster, casting.from, { recruits: [], promotions }, NAME);
    },
  }),
};
