// 2.9a Smite (rules/000 line 2130), Special in a melee attack: each point is one damage on the
// defending army that no save can stop, before it rolls its saves; its owner takes casualties
// as from any damage (as much as possible, line 1761). Its melee results against a dragon or in
// a melee avoidance roll come from the catalogue. Stone (stone.ts) does the same in a missile
// action.
import { hasUnitsAt } from "../army.ts";
import { damageOfRoll } from "../reach.ts";
import type { SaiEffect } from "../sai-effects.ts";

/** Each point one damage on the army the roll acts against, with no save. */
export const damageWithNoSave: SaiEffect = {
  immediate(ctx, roll, use) {
    const target = roll.against;
    if (!target || !hasUnitsAt(ctx.state, target.player, target.at)) return;
    ctx.schedule({
      t: "damage:casualties",
      player: target.player,
      at: target.at,
      damage: use.points,
      vs: damageOfRoll(roll.purpose),
    });
  },
};

export const smite = damageWithNoSave;
