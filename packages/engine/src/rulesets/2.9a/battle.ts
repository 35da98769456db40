// The dragon attack being fought (`state.dragonBattle`, kernel/dragon-battle.ts), as its steps
// read it: where the attacked army is, whether it still stands, which dragons roll.
import type { BattleDragon, DragonBattle } from "../../kernel/dragon-battle.ts";
import { type GameState, type Location, terrainLocation } from "../../kernel/state.ts";
import { hasUnitsAt } from "./army.ts";

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
