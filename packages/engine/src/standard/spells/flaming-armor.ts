// 2.9a Flaming Armor (red, 4, Lava Elf; rules/000 line 1561): one of your units' save results count
// double until it uses them (line 1127); it follows the unit (line 1131).
import { doublingSpell } from "./doubling.ts";

export const flamingArmor = doublingSpell("flaming-armor", "save");
