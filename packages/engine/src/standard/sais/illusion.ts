// 2.9a Illusion (rules/000 line 1990), Delayed Special in any action: the rolling player picks one
// of their own armies; until the beginning of their next turn it cannot be the target of missiles
// (the missile action's targets leave it out) or of enemy magic (spells: issue 13).
import { armyEffects } from "../../kernel/effects.ts";
import type { Location, Table } from "../../kernel/state.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { armyEffectTasks, askArmyEffect } from "./army-effect.ts";

export const illusion: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askArmyEffect(
      ctx,
      roll,
      use,
      "own",
      "hide",
      "pick one of your armies: missiles and enemy magic cannot target it until your next turn.",
    ),
  tasks: armyEffectTasks,
};

/** Whether a player's army is hidden by an Illusion from missiles. */
export const hiddenByIllusion = (state: Table, player: number, at: Location): boolean =>
  state.effects.length > 0 && armyEffects(state, player, at).some((e) => e.name === "Illusion");
