// 2.9a Blue Dragon Breath on an army (rules/000 line 680): until the beginning of its next turn,
// the army "can only make save and save avoidance rolls. All other rolls are either not allowed,
// or, if a combination avoidance roll that includes saves, becomes simply and only a save
// avoidance roll." The rolls its player would choose to make (a maneuver, an action, a
// counter-maneuver, a counter-attack) are not offered; any other roll it would have to make for
// something else is made with no dice (an avoidance roll for maneuvers or melee fails), and a
// combination roll with saves is a save roll only. A unit rolled on its own is not the army
// (line 650, docs/rulings.md).
import { armyEffects } from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import type { Roll } from "../kernel/roll.ts";
import type { Location, Table } from "../kernel/state.ts";
import { purposeNamed } from "./purposes.ts";

/**
 * The effect on the player's army at `at` that lets it make save rolls only, if any. Asked before
 * every roll: with no such effect in play, there is no army's to look for.
 */
const savesOnlyEffect = (state: Table, player: number, at: Location) =>
  state.effects.some((e) => e.savesOnly)
    ? armyEffects(state, player, at).find((e) => e.savesOnly)
    : undefined;

/** Whether the player's army at `at` may make only save and save avoidance rolls. */
export const savesOnly = (state: Table, player: number, at: Location): boolean =>
  savesOnlyEffect(state, player, at) !== undefined;

/**
 * When the army may not make a roll of this kind (`roll`: "maneuver", "action",
 * "counter-maneuver", "counter-attack" or a roll's purpose), says so and returns true.
 */
export function refusedRoll(ctx: Ctx, player: number, at: Location, roll: string): boolean {
  const effect = savesOnlyEffect(ctx.state, player, at);
  if (!effect) return false;
  ctx.emit({ type: "roll-refused", player, location: at, roll, by: effect.name });
  return true;
}

/** The roll's first stage: a roll with saves becomes a save roll only; any other has no dice. */
export function keepToSaves(ctx: Ctx, roll: Roll): void {
  if (purposeNamed(roll.purpose).individual) return;
  if (!savesOnly(ctx.state, roll.player, roll.at)) return;
  if (roll.wants.includes("save")) {
    roll.wants = ["save"];
    return;
  }
  if (refusedRoll(ctx, roll.player, roll.at, roll.purpose)) roll.dice = [];
}
