// 2.9a Flaming Spears (red, 4, Amazon; rules/000 line 1564): one of your units' missile results
// count double until it uses them (line 1125); it follows the unit (line 1131).
import { doublingSpell } from "./doubling.ts";

export const flamingSpears = doublingSpell("flaming-spears", "missile");
