// 2.9a Scalders, Scorching Touch (rules/000 line 921): in the save roll against the attack of a
// melee action, each non-ID save result of a unit of a race with the ability is one point of
// damage back to the attacking army. Which races have it is the edition's data
// (`effect: "scorching-touch"`); the damage step (damage.ts) deals it.
import type { Roll } from "../../kernel/roll.ts";
import { catalogDieById } from "../army.ts";
import type { EditionTables } from "../edition-tables.ts";
import type { RacialEffectParts } from "../racial-effects.ts";

/**
 * The damage a save roll deals back. Save results from icons and from SAIs count (only ID is
 * excluded, unlike Flaming Shields).
 */
export function scorchingTouch(tables: EditionTables, roll: Roll): number {
  const species = tables.speciesWith("scorching-touch");
  if (species.size === 0) return 0;
  const scorching = new Set(
    roll.faces
      .filter((f) => {
        const die = catalogDieById(f.dieId);
        return die.kind === "unit" && species.has(die.species);
      })
      .map((f) => f.die),
  );
  let damage = 0;
  for (const c of roll.counted) {
    const rolled = c.source === "icon" || c.source === "sai";
    if (rolled && c.result === "save" && c.unit !== null && scorching.has(c.unit)) {
      damage += c.amount;
    }
  }
  return damage;
}

/** Dealt in the damage step: no task or decision of its own. */
export const scorchingTouchEffect: RacialEffectParts = {};
