// 2.9a Hailstorm (blue, 2, basic; rules/000 line 1249): one point of damage to an enemy army,
// which rolls saves; castings at one army add up and are saved against in one roll (line 1199).
import type { Location } from "../../../kernel/state.ts";
import type { SpellEffect } from "../spell-effects.ts";

export const hailstorm: SpellEffect = {
  resolve(ctx, casting) {
    if (!("army" in casting.target)) return;
    const { player, at } = casting.target.army;
    ctx.schedule({
      t: "damage:save",
      player,
      at: at as Location,
      damage: casting.times,
      vs: "spell",
    });
  },
};
