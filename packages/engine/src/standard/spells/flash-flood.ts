// 2.9a Flash Flood (green, 5, basic; rules/000 line 1458): each army at the terrain makes a
// maneuver avoidance roll (line 592; at once when several, line 1155); unless one rolls eight or
// more maneuvers, the terrain turns down one face. An army alone there still rolls, its "may"
// being the roll that can only help it.
import { PURPOSES } from "../purposes.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { strikeArmies, terrainArmiesTasks } from "./terrain-armies.ts";

export const flashFlood: SpellEffect = {
  resolve(ctx, casting) {
    strikeArmies(ctx, casting, {
      purpose: PURPOSES.maneuverAvoidance,
      wants: ["maneuver"],
      damage: 0,
      holdWith: 8,
    });
  },
  tasks: terrainArmiesTasks,
};
