// 2.9a Tidal Wave (green, 6, Scalder; rules/000 line 1506) and Volcanic Eruption (red, 6, Scalder;
// line 1570): at a terrain with the water (fire) element and an enemy army, eight points of damage
// to each army there, which rolls saves and maneuvers in one combination avoidance roll (line
// 606: an SAI of either roll counts, Rend as maneuvers; each ID or either-result is split between
// them, line 612); the terrain turns down one step unless some army rolls eight maneuvers.
import { PURPOSES } from "../purposes.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { enemyAt, hasElement, strikeArmies, terrainArmiesTasks } from "./terrain-armies.ts";

const eightAndTurn = (element: string): SpellEffect => ({
  allows: (state, caster, t) =>
    "terrain" in t && hasElement(state, t.terrain, element) && enemyAt(state, t.terrain, caster),
  resolve(ctx, casting) {
    strikeArmies(ctx, casting, {
      purpose: PURPOSES.saveAndManeuverAvoidance,
      wants: ["save", "maneuver"],
      damage: 8,
      holdWith: 8,
    });
  },
  tasks: terrainArmiesTasks,
});

export const tidalWave = eightAndTurn("water");
export const volcanicEruption = eightAndTurn("fire");
