// Spells that deal one point of damage per casting to an army, which rolls saves against it
// (saves against a spell: neither melee nor missile); castings at one army add up and are saved
// against in one roll (rules/000 line 1199). `extra` narrows who may save and be taken.
import type { Location } from "../../kernel/state.ts";
import type { SpellEffect } from "../spell-effects.ts";

export function armyDamage(extra: { onlyHealth?: number } = {}): SpellEffect {
  return {
    resolve(ctx, casting) {
      if (!("army" in casting.target)) return;
      const { player, at } = casting.target.army;
      ctx.schedule({
        t: "damage:save",
        player,
        at: at as Location,
        damage: casting.times,
        vs: "spell",
        ...extra,
      });
    },
  };
}
