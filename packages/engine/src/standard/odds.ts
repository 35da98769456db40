// What the standard game's roll rules say about single faces, for bots and odds displays: the
// same counting as an army roll, so that nothing outside the engine restates the rules. A client
// takes them from the game's ruleset (`oddsFor(edition)`): they read the edition's tables.
import type { Die, Face, ItemDie, RacialEffect, UnitDie } from "@dragondice/catalog";
import type { Counted } from "../kernel/roll.ts";
import { COLOR_OF } from "./colors.ts";
import { countFace } from "./counting.ts";
import { dragonOf, dragonSides, faceDamage, isWhite, resultsToSlay } from "./dragons.ts";
import type { EditionTables } from "./edition-tables.ts";
import { affects as logoAffects } from "./eldarim-logos.ts";
import { canCarry, carriers, carryingThatSplits } from "./items.ts";
import { minorDoubles, faceInEffect as minorFaceInEffect } from "./minor-terrains.ts";
import { automaticResults as automaticCounted, unitModifiers } from "./modifiers.ts";
import { PURPOSES, type RollPurpose } from "./purposes.ts";
import { actsFromReserve } from "./racial/reserve-attack.ts";
import { terrainBoundRaces } from "./racial.ts";
import { isGroupMonster, rollsAgain as rollsAgainOnFace } from "./roll-dice.ts";
import { saiFor } from "./sai-rules.ts";
import { eighthIcon } from "./special-terrains.ts";
import type { SpellEffectParts } from "./spell-lasting.ts";
import { summonable } from "./spells/summon-dragon.ts";

/** The face's number on the die (0-based): it must be one of the die's own faces. */
function faceIndex(die: Die, face: Face): number {
  const i = die.kind === "terrain" ? -1 : die.faces.indexOf(face);
  if (i < 0) throw new Error(`not a face of ${die.id}: ${face.count} ${face.icon}`);
  return i;
}

/**
 * What one face of a unit is worth in a roll, counted exactly as an army roll counts it: normal
 * icons, ID, SAIs' normal results, the eighth face and racial abilities. SAIs' other effects are
 * worth nothing here.
 */
function faceWorth(
  tables: EditionTables,
  die: Die,
  face: Face,
  purpose: RollPurpose,
  terrainType: string | null,
  controlsEighth: boolean,
): number {
  const wants = [purpose.wanted];
  const counted: Counted[] = [];
  countFace(tables, counted, die.id, die, faceIndex(die, face), purpose, wants);
  const setting = {
    terrainTypes: terrainType ? [terrainType] : [],
    doubles: controlsEighth && !purpose.individual,
  };
  counted.push(...unitModifiers(tables, die.id, die, counted, purpose, wants, setting));
  return counted.reduce((s, c) => (c.result === purpose.wanted ? s + c.amount : s), 0);
}

/** Whether the die rolls again when it shows this face (Instant SAIs, group monsters' ID). */
function rollsAgain(tables: EditionTables, die: Die, face: Face, purpose: RollPurpose): boolean {
  return rollsAgainOnFace(tables, die, faceIndex(die, face), purpose);
}

/** Results a unit gives without rolling (2.9a Scalders' Intangibility). */
function automaticResults(tables: EditionTables, die: Die, purpose: RollPurpose): number {
  return automaticCounted(tables, die.id, die, purpose).reduce((s, c) => s + c.amount, 0);
}

/** The odds of an edition: what its rules say of faces, dragons, items and spells. */
export function oddsOf(tables: EditionTables) {
  const terrainBound = terrainBoundRaces(tables);
  const races = new Set<string>(tables.data.species.map((s) => s.id));
  return {
    /** Whether the die is a unit of the edition's Dragonkin class (`tables.dragonkin`). */
    isDragonkin: (die: Die): boolean => die.kind === "unit" && tables.dragonkin.has(die.species),
    /**
     * Whether the die is a unit of one of the edition's races: not one of no race (2.9a's Kings'
     * Die), which is in no army and is never recruited, promoted or counted as a species.
     */
    hasRace: (die: Die): boolean => die.kind === "unit" && races.has(die.species),
    /** Whether the die is a unit of a race with the racial effect (`tables.speciesWith`). */
    hasRacialEffect: (die: Die, effect: RacialEffect): boolean =>
      die.kind === "unit" && tables.speciesWith(effect).has(die.species),
    /** The colour of magic each element makes. */
    COLOR_OF,
    /**
     * The Kings' Die, in an edition that has it (2.9a lines 2414-2422): the race each king face
     * names, the health a roll brings back.
     */
    kingsDie: tables.extensions.odds?.kingsDie,
    PURPOSES,
    /** The spells the engine plays (the "cast-spells" decision offers what a pool can buy). */
    spells: tables.spells,
    /**
     * What one casting of a spell puts on its target, when the spell is a lasting effect of set
     * parts (results added, subtracted, halved...); undefined for a spell that does more.
     */
    spellParts: (spell: string): SpellEffectParts | undefined => {
      const effect = tables.effects.spells[spell];
      return effect?.parts ?? effect?.lasting?.(1);
    },
    faceWorth: (
      die: Die,
      face: Face,
      purpose: RollPurpose,
      terrainType: string | null,
      controlsEighth: boolean,
    ): number => faceWorth(tables, die, face, purpose, terrainType, controlsEighth),
    /**
     * The terrain type as what a face of the die is worth (`faceWorth`) reads it: the type itself
     * where the die's race has an ability tied to it, "" anywhere else. A face is worth the same
     * at every terrain whose type the die's race names no ability at, so what is worked out from
     * the faces at one holds at them all.
     */
    terrainKey: (die: Die, terrainType: string | null): string => {
      if (die.kind !== "unit" || terrainType === null) return "";
      return terrainBound.get(die.species)?.includes(terrainType) ? terrainType : "";
    },
    rollsAgain: (die: Die, face: Face, purpose: RollPurpose): boolean =>
      rollsAgain(tables, die, face, purpose),
    automaticResults: (die: Die, purpose: RollPurpose): number =>
      automaticResults(tables, die, purpose),
    /** Which SAI an icon is on a given die (icons such as Breath and Logo differ by die). */
    saiFor: (icon: string, die: Die) => saiFor(tables, icon, die),
    // Dragons: who attacks whom at a terrain, what a dragon's faces do and take.
    dragonOf,
    dragonSides,
    faceDamage: (dragon: Parameters<typeof faceDamage>[1], icon: string): number =>
      faceDamage(tables, dragon, icon),
    isWhite,
    resultsToSlay,
    /** Which attacking dragons an Eldarim champion's logo can act on (lines 340, 2470). */
    logoAffects,
    /** Which units carry which items (lines 2379-2389): the items that roll with their units. */
    canCarry: (unit: UnitDie, item: ItemDie): boolean => canCarry(tables.dragonkin, unit, item),
    carriers: (units: readonly UnitDie[], items: readonly ItemDie[]): number[] =>
      carriers(tables.dragonkin, units, items),
    /**
     * A way of carrying the items under which the force forms armies as `split` makes them from
     * the units' healths with their items' (a force with items may split under one way only).
     */
    carryingThatSplits: (
      units: readonly UnitDie[],
      items: readonly ItemDie[],
      split: (bundles: number[], carriedBy: readonly number[]) => number[] | null,
    ) => carryingThatSplits(tables.dragonkin, units, items, split),
    /** A minor terrain in play: its face in effect ("ID" for the eighth), what it doubles. */
    minorFaceInEffect,
    minorDoubles,
    isGroupMonster: (dieId: string): boolean => isGroupMonster(tables, dieId),
    /** Whether a unit of the species rolls for the action from the reserve area (2.9a Amazons). */
    actsFromReserve: (species: string, action: "missile" | "magic"): boolean =>
      actsFromReserve(tables, species, action),
    /** The icon a terrain's eighth face acts as: a Castle's declared type (line 2292). */
    eighthIcon,
    /** Which dragons a Summon spell can send to a terrain with magic of a colour. */
    summonable,
  };
}

export type Odds = ReturnType<typeof oddsOf>;
