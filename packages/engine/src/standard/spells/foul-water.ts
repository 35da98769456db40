// 2.9a Foul Water (green, 2, Swamp Stalker; rules/000 line 1418): one point of damage per casting
// to an enemy army; only its 1-health (common) units roll saves, and only they can be taken as
// casualties (an army without any takes nothing). Castings at one army add up, one save roll.
import { armyDamage } from "./army-damage.ts";

export const foulWater = armyDamage({ onlyHealth: 1 });
