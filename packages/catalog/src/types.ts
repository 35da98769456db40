// The catalogue's vocabulary: every die, spell and SAI is described with these types.
// Dice data is generated (see tools/import-dice) and validated against the zod schemas in
// schema.ts; rules data per edition is hand-written TypeScript under editions/.

/** Rules editions the project knows about. */
export type Edition = "2.9a" | "v4" | "tsr1996";

/** The five elements plus the two non-elemental dragon/terrain colours. */
export type Element = "air" | "death" | "earth" | "fire" | "water";
/** Colour names as the 2.9a rulebook uses them (gold = earth; the XML says yellow). */
export type MagicColor = "blue" | "black" | "gold" | "green" | "red";
/** Everything a die can be coloured: elements, ivory, white (dragons) and the metals (medallions). */
export type DieColor = Element | "ivory" | "white" | "bronze" | "silver" | "gold-metal";

/** The twelve first species of the game, in the rulebook's order of "Racial Abilities". */
export const FIRST_SPECIES = [
  "coral-elves",
  "dwarves",
  "goblins",
  "lava-elves",
  "amazons",
  "firewalkers",
  "undead",
  "feral",
  "swamp-stalkers",
  "frostwings",
  "scalders",
  "treefolk",
] as const;

/** Every species id: the first twelve, the Eldarim and the Dragonkin. */
export const SPECIES_IDS = [...FIRST_SPECIES, "eldarim", "dragonkin"] as const;
export type SpeciesId = (typeof SPECIES_IDS)[number];

/** The normal icons: every other icon on a unit, item or monster is an SAI. */
export const NORMAL_ICONS = ["ID", "Melee", "Missile", "Magic", "Save", "Maneuver"] as const;
export type NormalIcon = (typeof NORMAL_ICONS)[number];

/** One face of a unit, monster, item or artifact: `3 Trample` is { icon: "Trample", count: 3 }. */
export interface Face {
  /** A normal icon, or an SAI name from the icon vocabulary (see icons.ts). */
  icon: string;
  /** How many of the icon the face shows (for monsters and artifacts: the points it counts as). */
  count: number;
  /**
   * The art printed, where it differs from the icon and another edition reads it otherwise:
   * the Satyr's "Hoof" is a maneuver icon in 2.9a and an SAI in V4.
   */
  art?: string;
}

/** Dragon faces: Jaws, Claw, Wing, Tail, Belly, Breath, Treasure. */
export const DRAGON_ICONS = [
  "Jaws",
  "Claw",
  "Wing",
  "Tail",
  "Belly",
  "Breath",
  "Treasure",
] as const;
export type DragonIcon = (typeof DRAGON_ICONS)[number];

/** The icon on faces 1-7 of a terrain die, and the eighth-face icons. */
export const TERRAIN_ACTION_ICONS = ["Maneuver", "Melee", "Missile", "Magic"] as const;
export type TerrainActionIcon = (typeof TERRAIN_ACTION_ICONS)[number];
export const EIGHTH_FACE_ICONS = [
  "City",
  "Standing Stones",
  "Temple",
  "Tower",
  "Castle",
  "Dragon's Lair",
  "Grove",
  "Vortex",
  "Bridge",
  "Knoll",
  "Village",
  "Woods",
] as const;
export type EighthFaceIcon = (typeof EIGHTH_FACE_ICONS)[number];

/** Icons on the faces of minor terrains other than their named face. */
export const MINOR_TERRAIN_ICONS = [
  "Double Saves",
  "Double Maneuvers",
  "Flood",
  "Landslide",
  "Lost",
  "Revolt",
] as const;
export type MinorTerrainIcon = (typeof MINOR_TERRAIN_ICONS)[number];

export interface TerrainFace {
  /**
   * The number printed on the face, 1 to 8. Minor terrains print no numbers: their faces are
   * numbered by their position in the reference data.
   */
  number: number;
  icon: TerrainActionIcon | EighthFaceIcon | MinorTerrainIcon;
}

/** A change the importer made to what the reference XML says, with why. */
export interface Correction {
  /** What was changed, e.g. "faces", "name", "face 3". */
  field: string;
  /** The value in the reference data, as text. */
  from: string;
  /** The value in the catalogue, as text. */
  to: string;
  reason: string;
  /** Where the correct value is stated, e.g. `rules/000 "Dragonkin Champion"`. */
  source: string;
}

export type UnitSize = "common" | "uncommon" | "rare" | "champion" | "monster";

/**
 * Unit classes. The 2.9a rulebook names heavy melee, light melee, cavalry, missile and magic;
 * Eldarim and Dragonkin add their own (shield bearer, skirmisher, heavy/light magic...).
 */
export const UNIT_CLASSES = [
  "heavy-melee",
  "light-melee",
  "cavalry",
  "missile",
  "magic",
  "monster",
  "shield-bearer",
  "skirmisher",
  "heavy-magic",
  "light-magic",
  "heavy-missile",
  "light-missile",
  "royalty",
] as const;
export type UnitClass = (typeof UNIT_CLASSES)[number];

interface DieBase {
  /** Stable identifier, lower-kebab-case, unique across the whole catalogue. */
  id: string;
  /** Display name (2.9a spelling where it differs from the reference data). */
  name: string;
  /** Editions in which this die is legal. */
  editions: Edition[];
  /** Changes made to the reference data for this die, with reasons. Absent when none. */
  corrections?: Correction[];
}

export interface UnitDie extends DieBase {
  kind: "unit";
  /** Species id (see species data), e.g. "coral-elves"; "none" for the Kings' Die. */
  species: string;
  size: UnitSize;
  health: number;
  class: UnitClass;
  /** The unit's aspects (Amazons and the white Eldarim have none of their own). */
  elements: Element[];
  /** The colours printed on the die: its elements, or ivory (Amazons), or white (Eldarim). */
  colors: DieColor[];
  /** Six faces for units, ten for monsters; faces[0] is the ID face. */
  faces: Face[];
  /** Dragonkin only: automatic saves (equal to health). */
  autoSaves?: number;
}

export type DragonType = "elemental" | "ivory" | "hybrid" | "ivory-hybrid" | "white";

export interface DragonDie extends DieBase {
  kind: "dragon";
  form: "drake" | "wyrm";
  dragonType: DragonType;
  /** Colours: one or two elements, "ivory", or "white". */
  colors: DieColor[];
  health: number;
  /** Automatic saves every dragon has (5). */
  autoSaves: number;
  /** Twelve faces; count is the points the face does (0 for belly). */
  faces: Face[];
}

export type TerrainCategory = "major" | "advanced" | "minor";

export interface TerrainDie extends DieBase {
  kind: "terrain";
  category: TerrainCategory;
  /** Terrain type id, e.g. "highland" (see terrain types data). */
  terrainType: string;
  colors: DieColor[];
  eighthFace: EighthFaceIcon;
  /** Eight faces, numbered 1 to 8. */
  faces: TerrainFace[];
}

export type ItemType = "magical-item" | "artifact" | "medallion" | "relic";
export type ItemSize = "common" | "uncommon" | "rare" | "artifact" | "medallion" | "relic";

export interface ItemDie extends DieBase {
  kind: "item";
  itemType: ItemType;
  size: ItemSize;
  /** Health cost to include the item in a force (items are never killed). */
  health: number;
  colors: DieColor[];
  /** The kind of result the item specialises in, when it has one. */
  specialty?: NormalIcon;
  /** Four faces for magical items and medallions, ten for artifacts. */
  faces: Face[];
}

export type Die = UnitDie | DragonDie | TerrainDie | ItemDie;
