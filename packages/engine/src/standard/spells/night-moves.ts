// 2.9a Night Moves (black, 9, Undead; rules/000 line 1244): the caster's army, with an Undead unit
// and at a terrain, attempts a maneuver there at once; opponents there may counter-maneuver. It is
// no march: no action follows (line 2626). The maneuver flow (maneuver.ts) plays it.
import { atTerrain, type Location } from "../../kernel/state.ts";
import { isSpecies, unitsAt } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";

export const nightMoves: SpellEffect = {
  allows(state, _caster, target) {
    if (!("army" in target) || !atTerrain(target.army.at)) return false;
    const { player, at } = target.army;
    return unitsAt(state, player, at as Location).some(isSpecies("undead"));
  },
  resolve(ctx, casting) {
    if (!("army" in casting.target)) return;
    const { player, at } = casting.target.army;
    ctx.schedule({ t: "maneuver:ask", at: at as Location, player, night: true });
  },
};
