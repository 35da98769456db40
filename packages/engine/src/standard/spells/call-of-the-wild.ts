// 2.9a Call of the Wild (blue, 3, Feral; rules/000 line 1261): one of your Feral units in play
// (at a terrain or in the reserve area) joins the casting army at once; castings target several.
// The race is the spell's own (spell-race.ts).
import { dieInstance } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { moveUnit } from "./move-unit.ts";
import { ofSpellRace } from "./spell-race.ts";

export const callOfTheWild: SpellEffect = {
  allows(state, _caster, t, tables) {
    const d = "unit" in t ? dieInstance(state, t.unit) : undefined;
    return d !== undefined && ofSpellRace(tables, "call-of-the-wild", d);
  },
  resolve(ctx, casting) {
    if ("unit" in casting.target) moveUnit(ctx, casting.target.unit, casting.from);
  },
};
