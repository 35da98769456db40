// 2.9a Belly (rules/000 lines 1781, 1797-1799), Special in any roll: a Dragonkin showing it gives
// no result and loses its automatic saves for the roll. The saves are left out where they are
// added (modifiers.ts `automaticResults`); taking effect, it only says so.
import type { SaiEffect } from "../sai-effects.ts";

export const belly: SaiEffect = {
  immediate() {},
};
