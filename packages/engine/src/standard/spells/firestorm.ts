// 2.9a Firestorm (red, 3, Scalder; rules/000 line 1552): at a terrain with an enemy army, two
// points of damage per casting to each army there, which roll saves at once (line 1155; the
// example at line 1157). Castings at one terrain add up in one save roll (line 1199); a
// Hailstorm at one of those armies is saved against apart (line 1203).
import { PURPOSES } from "../purposes.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { enemyAt, strikeArmies, terrainArmiesTasks } from "./terrain-armies.ts";

export const firestorm: SpellEffect = {
  allows: (state, caster, t) => "terrain" in t && enemyAt(state, t.terrain, caster),
  resolve(ctx, casting) {
    strikeArmies(ctx, casting, {
      purpose: PURPOSES.saveVsSpell,
      wants: ["save"],
      damage: 2 * casting.times,
    });
  },
  tasks: terrainArmiesTasks,
};
