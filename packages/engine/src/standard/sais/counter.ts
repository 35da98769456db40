// 2.9a Counter and Volley (rules/000 lines 1866, 2190), Special and Normal in a save roll against
// a melee attack (Counter) or a missile action (Volley): their save results count from the
// catalogue, and at once the same points are melee (missile) damage on the attacking army, which
// only magical saves protect against (no save roll); its owner takes casualties as from any
// damage. Their melee, missile and other save results come from the catalogue.
import { hasUnitsAt } from "../army.ts";
import { damageOfRoll } from "../reach.ts";
import type { SaiEffect } from "../sai-effects.ts";

const strikeBack: SaiEffect = {
  immediate(ctx, roll, use) {
    const attacker = roll.against;
    if (!attacker || !hasUnitsAt(ctx.state, attacker.player, attacker.at)) return;
    ctx.schedule({
      t: "damage:unsaved",
      player: attacker.player,
      at: attacker.at,
      damage: use.points,
      vs: damageOfRoll(roll.purpose),
    });
  },
};

export const counter = strikeBack;
export const volley = strikeBack;
