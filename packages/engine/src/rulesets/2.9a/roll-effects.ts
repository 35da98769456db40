// The lasting effects that act on an army's roll (2.9a "Spell Attributes", lines 1107-1125, and
// "Dice Modifiers", lines 616-652): the effects on the army, those on the terrain where it rolls
// (every army roll made there), and those on the terrain its attack goes into (Dust Devil, Wall
// of Fog: line 1121) or comes out of (Dust Devil). A unit rolled on its own feels none of them
// (line 650).
import { armyEffects, type Effect, terrainEffects } from "../../kernel/effects.ts";
import type { ArmyModifier, ResultName, Roll, RollModifier } from "../../kernel/roll.ts";
import { atTerrain, type Location, type Table } from "../../kernel/state.ts";
import { terrainAt } from "./army.ts";
import type { NamedArmyModifier } from "./modifiers.ts";

/** Whether an effect may act on this player's army at all (a Temple keeps enemy black magic off). */
export function reaches(_state: Table, _player: number, _e: Effect): boolean {
  return true;
}

/** The effects on the terrain at a terrain location. */
const effectsAtTerrain = (state: Table, at: Location): Effect[] =>
  terrainEffects(state, terrainAt(state, at).id);

/** The effects acting on an army's roll made at `roll.at`: the army's and its terrain's. */
export function effectsOnRoll(state: Table, roll: Roll): Effect[] {
  const here = armyEffects(state, roll.player, roll.at);
  if (!atTerrain(roll.at)) return here.filter((e) => reaches(state, roll.player, e));
  return [...here, ...effectsAtTerrain(state, roll.at)].filter((e) =>
    reaches(state, roll.player, e),
  );
}

/** The subtracting and dividing modifiers on an army's roll, in the order the effects were made. */
export function modifiersOnRoll(state: Table, roll: Roll): NamedArmyModifier[] {
  const named: NamedArmyModifier[] = [];
  for (const e of effectsOnRoll(state, roll)) {
    if (e.modifier) named.push({ label: e.name, modifier: e.modifier });
  }
  // An attack meets the effects on what comes into its target's terrain (Wall of Fog), and on
  // what goes out of its own terrain to another (Dust Devil). Only on the results they name that
  // the roll is for: a save roll's `against` is the attacker.
  const into = roll.against?.at;
  if (into === undefined) return named;
  const add = (e: Effect, m: ArmyModifier | undefined) => {
    if (m && (m.results ?? roll.wants).some((r) => roll.wants.includes(r))) {
      named.push({ label: e.name, modifier: m });
    }
  };
  if (atTerrain(into)) for (const e of effectsAtTerrain(state, into)) add(e, e.incoming);
  if (into !== roll.at && atTerrain(roll.at)) {
    for (const e of effectsAtTerrain(state, roll.at)) add(e, e.outgoing);
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

/**
 * The count-as modifiers lasting effects put on an army's roll for the units that rolled
 * (Necromantic Wave), as roll modifiers for the racial step, when the roll is for what they count
 * as.
 */
export function countsAsOnRoll(state: Table, roll: Roll, units: string[]): RollModifier[] {
  const modifiers: RollModifier[] = [];
  for (const e of effectsOnRoll(state, roll)) {
    if (!e.countsAs || !roll.wants.includes(e.countsAs.as)) continue;
    const { results, as } = e.countsAs;
    const spell = e.spell ? { spell: true as const } : {};
    modifiers.push({
      source: "automatic",
      label: e.name,
      units,
      results,
      step: "count-as",
      as,
      ...spell,
    });
  }
  return modifiers;
}
