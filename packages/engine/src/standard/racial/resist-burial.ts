// 2.9a Undead, Resist Burial (rules/000 line 869): a unit of a race with the ability that is sent
// to the buried unit area goes back to the DUA instead when it rolls a non-ID save result. Which
// races have it is the edition's data (`effect: "resist-burial"`); every burial goes through
// buryUnits (burial.ts), which asks here.
import type { Ctx } from "../../kernel/flow.ts";
import { rollNow, rollTotal } from "../../kernel/roll.ts";
import type { DieState } from "../../kernel/state.ts";
import { catalogDie } from "../army.ts";
import { tablesOf } from "../edition-tables.ts";
import { PURPOSES, rollFor } from "../purposes.ts";
import type { RacialEffectParts } from "../racial-effects.ts";

/**
 * Whether the unit resists: only a unit of such a race rolls, and it resists on a non-ID save
 * result (a save avoidance roll, line 594: SAIs that make saves in a save roll count).
 */
export function resistsBurial(ctx: Ctx, player: number, d: DieState): boolean {
  const die = catalogDie(d);
  if (die.kind !== "unit" || !tablesOf(ctx).speciesWith("resist-burial").has(die.species)) {
    return false;
  }
  const roll = rollNow(ctx, rollFor(PURPOSES.resistBurial, player, d.at, [d]));
  return rollTotal(roll) > 0;
}

/** Rolled within a burial: no task or decision of its own. */
export const resistBurialEffect: RacialEffectParts = {};
