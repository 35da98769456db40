// Terrain types of Dragon Dice v2.9a and their elements.
// Source: rules/000 (v2.9a) "Basic Terms" (the list of terrain elements), "Aspects and Elements".
//
// The 2.9a rulebook names six terrain types. It has no Deadland terrain type: "Deadlands" in 2.9a
// is only a spell that gives a terrain the death (black) element for a while. The reference dice
// data does hold four Deadland minor terrains (black and ivory) with V4-era disaster faces; they
// are described in `nonRulebookTerrainTypes` so dice data can refer to them, and are not part of
// the 2.9a `terrainTypes` list.

import type { TerrainTypeDef } from "../../rules/world-types.ts";

const BASIC_TERMS = 'rules/000 "Basic Terms" (elements of the terrains)';

export const terrainTypes: TerrainTypeDef[] = [
  {
    id: "coastland",
    name: "Coastland",
    elements: ["air", "water"],
    colorNames: ["blue", "green"],
    source: BASIC_TERMS,
  },
  {
    id: "feyland",
    // The rulebook writes the plural "Feylands" in that sentence; the die's type name is Feyland.
    name: "Feyland",
    elements: ["water", "fire"],
    colorNames: ["green", "red"],
    source: BASIC_TERMS,
  },
  {
    id: "flatland",
    name: "Flatland",
    elements: ["earth", "air"],
    colorNames: ["gold", "blue"],
    source: BASIC_TERMS,
  },
  {
    id: "highland",
    name: "Highland",
    elements: ["earth", "fire"],
    colorNames: ["gold", "red"],
    source: BASIC_TERMS,
  },
  {
    id: "swampland",
    name: "Swampland",
    elements: ["earth", "water"],
    colorNames: ["gold", "green"],
    source: BASIC_TERMS,
  },
  {
    id: "wasteland",
    // The rulebook writes the plural "Wastelands" in that sentence.
    name: "Wasteland",
    elements: ["air", "fire"],
    colorNames: ["blue", "red"],
    source: BASIC_TERMS,
  },
];

/** Terrain types found in the dice data but not in the 2.9a rulebook. */
export const nonRulebookTerrainTypes: TerrainTypeDef[] = [
  {
    id: "deadland",
    name: "Deadland",
    // The dice are black and ivory; ivory adds no element.
    elements: ["death"],
    colorNames: ["black"],
    source: "reference dice data (dice/terrain.set.xml): Deadland minor terrains only",
    note: "Not a 2.9a terrain type: 2.9a has no Deadland major terrain, and a minor terrain must match the major terrain it is brought in at, so these minor terrains have no legal 2.9a use. 2.9a's 'Deadlands' is a spell adding the death element to a terrain.",
  },
];
