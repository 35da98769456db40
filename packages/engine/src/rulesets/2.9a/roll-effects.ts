// The lasting effects that act on an army's roll (2.9a "Spell Attributes", lines 1107-1125, and
// "Dice Modifiers", lines 616-652): the effects on the army, those on the terrain where it rolls
// (every army roll made there), and those on the terrain its attack goes into (Dust Devil, Wall
// of Fog: line 1121). A unit rolled on its own feels none of them (line 650).
import { armyEffects, type Effect, terrainEffects } from "../../kernel/effects.ts";
import type { ResultName, Roll } from "../../kernel/roll.ts";
import { atTerrain, type Location, type Table } from "../../kernel/state.ts";
import type { NamedArmyModifier } from "./modifiers.ts";
import { partedAway, templeGuards } from "./terrain-nature.ts";

/**
 * Whether an effect may act on this player's army at `at` at all: not an enemy's black spell on
 * the terrain while the army holds its Temple (line 759: a Temple does not keep black magic off
 * the terrain, but it cannot affect the army), nor a spell that needs water where a Part Water
 * took it away (line 1474).
 */
export function reaches(state: Table, player: number, at: Location, e: Effect): boolean {
  const { spell } = e;
  if (spell && "terrain" in e.target && templeGuards(state, player, at, e.owner, spell.color)) {
    return false;
  }
  return !partedAway(state, e);
}

/** The effects acting on an army's roll made at `roll.at`: the army's and its terrain's. */
export function effectsOnRoll(state: Table, roll: Roll): Effect[] {
  const here = armyEffects(state, roll.player, roll.at);
  const acts = (e: Effect) => reaches(state, roll.player, roll.at, e);
  if (!atTerrain(roll.at)) return here.filter(acts);
  return [...here, ...terrainEffects(state, roll.at)].filter(acts);
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
    for (const e of terrainEffects(state, into)) {
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
