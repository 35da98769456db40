// 2.9a burial spells (rules/000 lines 1207, 1342, 1440): Ashes to Ashes (black), Dust to Dust
// (gold) and Bloat Corpses (green, Coral Elf) each bury one health-worth of units in an enemy's
// dead unit area; castings of any of them at one set of units add up (line 1173). The burial goes
// through buryUnits: Undead resist it, Honor the Dead forbids it.

import { dieInstance } from "../army.ts";
import { buryUnits } from "../burial.ts";
import type { SpellEffect } from "../spell-effects.ts";

export const bury: SpellEffect = {
  combines: "bury",
  resolve(ctx, casting) {
    if (!("units" in casting.target)) return;
    const dead = casting.target.units.filter((id) => dieInstance(ctx.state, id)?.at === "dua");
    const owner = dieInstance(ctx.state, dead[0] ?? "")?.owner;
    if (owner === undefined) return;
    buryUnits(ctx, owner, dead, { by: casting.spell.id });
  },
};
