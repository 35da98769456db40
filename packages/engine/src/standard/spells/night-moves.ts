// 2.9a Night Moves (black, 9, Undead; rules/000 line 1244): the caster's army, with an Undead unit
// and at a terrain, attempts a maneuver there at once; opponents there may counter-maneuver. It is
// no march: no action follows (line 2626). The maneuver flow (maneuver.ts) plays it. The race is
// the spell's own (spell-race.ts).
import { atTerrain, type Location } from "../../kernel/state.ts";
import { unitsAt } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { ofSpellRace } from "./spell-race.ts";

export const nightMoves: SpellEffect = {
  allows(state, _caster, target, tables) {
    if (!("army" in target) || !atTerrain(target.army.at)) return false;
    const { player, at } = target.army;
    return unitsAt(state, player, at as Location).some((d) =>
      ofSpellRace(tables, "night-moves", d),
    );
  },
  resolve(ctx, casting) {
    if (!("army" in casting.target)) return;
    const { player, at } = casting.target.army;
    ctx.schedule({ t: "maneuver:ask", at: at as Location, player, night: true });
  },
};
