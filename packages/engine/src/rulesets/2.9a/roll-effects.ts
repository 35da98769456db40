// The lasting effects that act on an army's roll (2.9a "Spell Attributes", lines 1107-1125, and
// "Dice Modifiers", lines 616-652): the effects on the army, those on the terrain where it rolls
// (every army roll made there), and those on the terrain its attack goes into (Dust Devil, Wall
// of Fog: line 1121). A unit rolled on its own feels none of them (line 650).
import { armyEffects, type Effect, terrainEffects } from "../../kernel/effects.ts";
import type { ResultName, Roll } from "../../kernel/roll.ts";
import { atTerrain, type Table } from "../../kernel/state.ts";
import { terrainAt } from "./army.ts";
import type { NamedArmyModifier } from "./modifiers.ts";

/** Whether an effect may act on this player's army at all (a Temple keeps enemy black magic off). */
export function reaches(_state: Table, _player: number, _e: Effect): boolean {
  return true;
}

/** The effects acting on an army's roll made at `roll.at`: the army's and its terrain's. */
export function effectsOnRoll(state: Table, roll: Roll): Effect[] {
  const here = armyEffects(state, roll.player, roll.at);
  if (!atTerrain(roll.at)) return here.filter((e) => reaches(state, roll.player, e));
  // A terrain's effects are on its id; a roll is made at its location ("t:" and the id).
  const terrain = terrainAt(state, roll.at).id;
  return [...here, ...terrainEffects(state, terrain)].filter((e) => reaches(state, roll.player, e));
}

/** The subtracting and dividing modifiers on an army's roll, in the order the effects were made. */
export function modifiersOnRoll(state: Table, roll: Roll): NamedArmyModifier[] {
  const named: NamedArmyModifier[] = [];
  for (const e of effectsOnRoll(state, roll)) {
    if (e.modifier) named.push({ label: e.name, modifier: e.modifier });
  }
  // An attack into another terrain meets that terrain's effects on what comes in.
  const into = roll.against?.at;
  if (into !== undefined && into !== roll.at && atTerrain(into)) {
    for (const e of terrainEffects(state, terrainAt(state, into).id)) {
      if (e.incoming) named.push({ label: e.name, modifier: e.incoming });
    }
  }
  return named;
}

/** What lasting effects add to an army's roll, by result (Cloak, Stoneskin, Wind Walk...). */
export function additionsOnRoll(
  state: Table,
  roll: Roll,
): { label: string; result: ResultName; amount: number }[] {
  const added: { label: string; result: ResultName; amount: number }[] = [];
  for (const e of effectsOnRoll(state, roll)) {
    for (const [result, amount] of Object.entries(e.adds ?? {}) as [ResultName, number][]) {
      if (amount > 0 && roll.wants.includes(result)) added.push({ label: e.name, result, amount });
    }
  }
  return added;
}
