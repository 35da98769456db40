// 2.9a Camouflage (gold, 2, Treefolk; rules/000 line 1312): until your next turn begins, only
// melee effects can affect each unit of the health-worth targeted and only melee damage can kill
// it; it cannot be promoted.
import { hidingSpell } from "./hiding.ts";

export const camouflage = hidingSpell({ unreachable: ["missile", "magic", "dragon", "other"] });
