// 2.9a Charge (rules/000 line 1827), Delayed/Late Special in the acting army's melee attack (no
// effect in a counter-attack): the attacking army counts its maneuver results as melee results at
// the racial-abilities step; then the defenders make no counter-attack, but a combination
// melee/save roll instead of their save roll: the saves reduce the attack's damage, the melee
// results are damage on the attacking army, which only magical saves stop (none before spells, so
// it rolls no saves: the melee action and damage.ts play that part).
import type { SaiEffect } from "../sai-effects.ts";

export const charge: SaiEffect = {
  immediate(_ctx, roll) {
    roll.modifiers.push({
      step: "count-as",
      source: "sai",
      label: "Charge",
      units: roll.dice,
      results: ["maneuver"],
      as: "melee",
    });
  },
  late: { counterAttack: "in-save-roll" },
};
