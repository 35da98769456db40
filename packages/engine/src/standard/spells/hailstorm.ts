// 2.9a Hailstorm (blue, 2, basic; rules/000 line 1249): one point of damage to an enemy army,
// which rolls saves; castings at one army add up and are saved against in one roll (line 1199).
import { armyDamage } from "./army-damage.ts";

export const hailstorm = armyDamage();
