// What the 2.9a roll rules say about single faces, for bots and odds displays: the same counting
// as an army roll, so that nothing outside the engine restates the rules.
import type { Die, Face } from "@dragondice/catalog";
import type { Counted } from "../../kernel/roll.ts";
import { countFace } from "./counting.ts";
import { automaticResults as automaticCounted, unitModifiers } from "./modifiers.ts";
import type { RollPurpose } from "./purposes.ts";
import { rollsAgain as rollsAgainOnFace } from "./roll-dice.ts";

// The colour of magic each element makes, and the spells the engine plays (a bot weighing a magic
// action looks at these; the "cast-spells" decision offers what a pool can buy).
export { COLOR_OF } from "./colors.ts";
// Dragons (issue 14): who attacks whom at a terrain, what a dragon's faces do and take.
export { dragonOf, dragonSides, faceDamage, isWhite, resultsToSlay } from "./dragons.ts";
// Which attacking dragons an Eldarim champion's logo can act on (lines 340, 2470).
export { affects as logoAffects } from "./eldarim-logos.ts";
// Which units carry which items (lines 2379-2389): the items that roll with an army's units.
export { canCarry, carriers } from "./items.ts";
// The Kings' Die (lines 2414-2420): the race each king face names, the health a roll brings back.
export { KING_RACES, KINGS_HEALTH } from "./kings-die.ts";
// A minor terrain in play: its face in effect ("ID" for the eighth), what it doubles (2250-2260).
export { faceInEffect as minorFaceInEffect, minorDoubles } from "./minor-terrains.ts";
export { PURPOSES, type RollPurpose, type Wanted } from "./purposes.ts";
export { isGroupMonster } from "./roll-dice.ts";
// Which SAI an icon is on a given die (icons such as Breath and Logo differ by die).
export { saiFor } from "./sai-rules.ts";
// The icon a terrain's eighth face acts as: a Castle's declared type (line 2292).
export { eighthIcon } from "./special-terrains.ts";
export {
  type Announced,
  type CastData,
  SPELLS as PLAYABLE_SPELLS,
  type SpellOffer,
} from "./spell-cast.ts";
export type { SpellTarget } from "./spell-effects.ts";
// Which dragons a Summon spell can send to a terrain with magic of a colour.
export { summonable } from "./spells/summon-dragon.ts";

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
export function faceWorth(
  die: Die,
  face: Face,
  purpose: RollPurpose,
  terrainType: string | null,
  controlsEighth: boolean,
): number {
  const wants = [purpose.wanted];
  const counted: Counted[] = [];
  countFace(counted, die.id, die, faceIndex(die, face), purpose, wants);
  const setting = {
    terrainTypes: terrainType ? [terrainType] : [],
    doubles: controlsEighth && !purpose.individual,
  };
  counted.push(...unitModifiers(die.id, die, counted, purpose, wants, setting));
  return counted.reduce((s, c) => (c.result === purpose.wanted ? s + c.amount : s), 0);
}

/** Whether the die rolls again when it shows this face (Instant SAIs, group monsters' ID). */
export function rollsAgain(die: Die, face: Face, purpose: RollPurpose): boolean {
  return rollsAgainOnFace(die, faceIndex(die, face), purpose);
}

/** Results a unit gives without rolling (Scalder intangibility). */
export function automaticResults(die: Die, purpose: RollPurpose): number {
  return automaticCounted(die.id, die, purpose).reduce((s, c) => s + c.amount, 0);
}
