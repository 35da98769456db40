// 2.9a Exhume (black, 6, Undead; rules/000 line 1235): up to three health-worth of chosen units in
// an enemy's dead unit area (castings add three each) each roll a save there or are buried; then
// the caster may bring Undead units from their own DUA into the casting army, as many units as
// the health buried (docs/rulings.md: a count of units, of any size). The race is the spell's own
// (spell-race.ts).
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf } from "../army.ts";
import { tablesOf } from "../edition-tables.ts";
import { recruitsFor } from "../promotion.ts";
import { askTargets, withHealth } from "../sai-targets.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { bringBack } from "./resurrection.ts";
import { spellRaces } from "./spell-race.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The casting, and the units that rolled against burial. */
    "spell:exhume-return": { caster: number; from: Location; cantrip: boolean; units: string[] };
    /** The Undead brought back: the targets given, or the answer. */
    "spell:exhume-returned": {
      caster: number;
      from: Location;
      cantrip: boolean;
      targets?: string[];
    };
  }
}

/** Once the targets have rolled: the caster's Undead, as many as the health buried. */
const offerReturn: HandlerOf<"spell:exhume-return"> = (ctx, task) => {
  if (ctx.state.winner) return;
  const caster = task.caster;
  let buried = 0;
  for (const id of task.units) {
    const d = dieInstance(ctx.state, id);
    if (d?.at === "bua") buried += healthOf(d);
  }
  if (buried === 0) return;
  const species = new Set(spellRaces(tablesOf(ctx), "exhume"));
  const undead = withHealth(
    ctx.state,
    recruitsFor(ctx.state, caster, { species, maxHealth: Number.POSITIVE_INFINITY }),
  );
  const maxHealth = undead.reduce((s, u) => s + u.health, 0);
  askTargets(
    ctx,
    caster,
    {
      sai: "Exhume",
      owner: caster,
      units: undead,
      maxHealth,
      maxUnits: buried,
      rule: "any",
      helps: true,
    },
    { t: "spell:exhume-returned", caster, from: task.from, cantrip: task.cantrip },
  );
};

const returned: HandlerOf<"spell:exhume-returned"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  if (ids.length === 0) return;
  const casting = {
    caster: task.caster,
    from: task.from,
    cantrip: task.cantrip === true,
  };
  bringBack(ctx, casting, ids, "Exhume");
};

export const exhume: SpellEffect = {
  resolve(ctx, casting) {
    if (!("units" in casting.target)) return;
    const dead = casting.target.units.filter((id) => dieInstance(ctx.state, id)?.at === "dua");
    const owner = dieInstance(ctx.state, dead[0] ?? "")?.owner;
    if (owner === undefined) return;
    ctx.schedule(
      { t: "individual:dua-saves", player: owner, units: dead, avoid: "save" },
      {
        t: "spell:exhume-return",
        caster: casting.caster,
        from: casting.from,
        cantrip: casting.cantrip,
        units: dead,
      },
    );
  },
  tasks: taskHandlers({ "spell:exhume-return": offerReturn, "spell:exhume-returned": returned }),
};
