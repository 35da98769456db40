// The dragon attack being fought (`state.dragonBattle`, dragon-battle.ts), as its steps
// read it: where the attacked army is, whether it still stands, which dragons roll.

import type { Ctx } from "../kernel/flow.ts";
import { type GameState, type Location, terrainLocation } from "../kernel/state.ts";
import { hasUnitsAt } from "./army.ts";
import type { BattleDragon, DragonBattle } from "./dragon-battle.ts";
import { dragonById } from "./dragons.ts";

/** The battle being fought; throws when none is (a rules error). */
export function battleOf(state: GameState): DragonBattle {
  const battle = state.dragonBattle;
  if (!battle) throw new Error("no dragon attack is being fought");
  return battle;
}

/** Where the army the dragons attack is. */
export const battleArmyAt = (battle: DragonBattle): Location => terrainLocation(battle.terrain);

/** Whether the army the dragons attack still has units: if not, the attack is over. */
export const armyStands = (state: GameState, battle: DragonBattle): boolean =>
  hasUnitsAt(state, battle.player, battleArmyAt(battle));

/** The dragons that roll against the army: attacking, not held, not turned on a dragon (line 346). */
export const rolling = (battle: DragonBattle): BattleDragon[] =>
  battle.dragons.filter((d) => !d.held && d.turnedOn === undefined);

/** Whether a dragon of the battle is slain: by the army or a champion, or by another dragon. */
export const isSlain = (battle: DragonBattle, id: string): boolean =>
  battle.slain.includes(id) || battle.fight?.slain.includes(id) === true;

/** The attacking dragons still standing: the army may slay them, and they fly off on Wings. */
export const standing = (battle: DragonBattle): BattleDragon[] =>
  battle.dragons.filter((d) => !isSlain(battle, d.id));

/** The most times a dragon rolls in one attack: Tails cannot go on for ever. */
const MAX_ROLLS = 20;

/** Rolls a dragon (line 700): a Tail rolls it again, and every face counts. Its icons, in order. */
export function rollDragon(ctx: Ctx, id: string): string[] {
  const dragon = dragonById(ctx.state, id);
  const faces: string[] = [];
  let again = true;
  for (let n = 0; again && n < MAX_ROLLS; n++) {
    const face = ctx.rollFace(id, dragon.faces.length);
    const icon = dragon.faces[face]?.icon ?? "Belly";
    faces.push(icon);
    again = icon === "Tail";
  }
  return faces;
}
