// The lasting effects that act on an army's roll (2.9a "Spell Attributes", lines 1107-1125, and
// "Dice Modifiers", lines 616-652): the effects on the army, those on the terrain where it rolls
// (every army roll made there), and those on the terrain its attack goes into (Dust Devil, Wall
// of Fog: line 1121) or comes out of (Dust Devil). A unit rolled on its own feels none of them
// (line 650).
import { armyEffects, type Effect, terrainEffects } from "../kernel/effects.ts";
import type { ResultName, Roll } from "../kernel/roll.ts";
import { atTerrain, type Location, type Table } from "../kernel/state.ts";
import { terrainAt } from "./army.ts";
import type { NamedArmyModifier } from "./modifiers.ts";
import { purposeNamed } from "./purposes.ts";
import type { ArmyModifier, RollModifier } from "./roll-fields.ts";
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

/** The effects on the terrain at a terrain location. */
const effectsAtTerrain = (state: Table, at: Location): readonly Effect[] =>
  terrainEffects(state, terrainAt(state, at).id);

/** The effects acting on an army's roll made at `roll.at`: the army's and its terrain's. */
export function effectsOnRoll(state: Table, roll: Roll): Effect[] {
  // Asked several times for every roll: most are made with no effect in play.
  if (state.effects.length === 0) return [];
  const here = armyEffects(state, roll.player, roll.at);
  const acts = (e: Effect) => reaches(state, roll.player, roll.at, e);
  if (!atTerrain(roll.at)) return here.filter(acts);
  return [...here, ...effectsAtTerrain(state, roll.at)].filter(acts);
}

/**
 * The subtracting and dividing modifiers on an army's roll, in the order the effects were made
 * (`effects`: those on the roll, when the caller has them).
 */
export function modifiersOnRoll(
  state: Table,
  roll: Roll,
  effects: readonly Effect[] = effectsOnRoll(state, roll),
): NamedArmyModifier[] {
  const named: NamedArmyModifier[] = [];
  for (const e of effects) {
    if (e.modifier) named.push({ label: e.name, modifier: e.modifier });
  }
  // An attack meets the effects on what comes into its target's terrain (Wall of Fog), and on
  // what goes out of its own terrain to another (Dust Devil). Only on the results they name that
  // the roll is for: a save roll's `against` is the attacker.
  const into = roll.against?.at;
  if (into === undefined || state.effects.length === 0) return named;
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

/**
 * What lasting effects add to an army's roll, by result (Cloak, Stoneskin, Wind Walk...), from
 * the effects on the roll (`effectsOnRoll`).
 */
export function additionsOnRoll(
  roll: Roll,
  effects: readonly Effect[],
): { label: string; result: ResultName; amount: number }[] {
  const added: { label: string; result: ResultName; amount: number }[] = [];
  for (const e of effects) {
    if (e.adds === undefined) continue;
    for (const [result, amount] of Object.entries(e.adds) as [ResultName, number][]) {
      if (amount > 0 && roll.wants.includes(result)) added.push({ label: e.name, result, amount });
    }
  }
  return added;
}

/**
 * The count-as modifiers lasting effects on an army's roll (`effectsOnRoll`) put on it for the
 * units that rolled (Necromantic Wave), as roll modifiers for the racial step, when the roll is
 * for what they count as.
 */
export function countsAsOnRoll(
  roll: Roll,
  units: string[],
  effects: readonly Effect[],
): RollModifier[] {
  const modifiers: RollModifier[] = [];
  for (const e of effects) {
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

const ignoresIds = (e: Effect): boolean => e.ignoresIds === true;

/**
 * Whether the army's roll ignores its ID results (a Black Dragon Breath, line 678); a unit rolled
 * on its own keeps them (line 678's note).
 */
export const idsIgnored = (state: Table, roll: Roll): boolean =>
  !purposeNamed(roll.purpose).individual &&
  // Asked for every roll: with no such effect in play, none acts on this one.
  state.effects.some(ignoresIds) &&
  effectsOnRoll(state, roll).some(ignoresIds);
