// 2.9a Foul Water (green, 2, Swamp Stalker; rules/000 line 1418): one point of damage per casting
// to an enemy army; only its 1-health (common) units roll saves, and only they can be taken as
// casualties (an army without any takes nothing). Castings at one army add up, one save roll.
import type { Location } from "../../../kernel/state.ts";
import type { SpellEffect } from "../spell-effects.ts";

export const foulWater: SpellEffect = {
  resolve(ctx, casting) {
    if (!("army" in casting.target)) return;
    const { player, at } = casting.target.army;
    ctx.schedule({
      t: "damage:save",
      player,
      at: at as Location,
      damage: casting.times,
      vs: "spell",
      onlyHealth: 1,
    });
  },
};
