// Types for the "world" rules data of an edition: races (species), terrain types, eighth-face
// icons and dragons. The data itself lives under editions/<edition>/ and is hand-written; every
// summary is a paraphrase in the project's own words, never rulebook text.

import type {
  DieColor,
  DragonIcon,
  DragonType,
  EighthFaceIcon,
  Element,
  MagicColor,
  NormalIcon,
  SpeciesId,
  TerrainCategory,
  UnitClass,
} from "../types.ts";

// ---------------------------------------------------------------------------------------------
// Species
// ---------------------------------------------------------------------------------------------

export type { SpeciesId } from "../types.ts";

/**
 * Where a race's aspects (elements) come from.
 * - "fixed": every die of the race has all of `elements` (e.g. Coral Elves: air + water).
 * - "per-die": the race comes in several colours and each die has its own (Eldarim, Dragonkin);
 *   `elements` then lists every element the race's dice can have.
 * - "terrain": the dice have no aspect of their own and borrow the colours of the terrain they
 *   are at (Amazons, which are ivory: `elements` is empty).
 */
export type AspectSource = "fixed" | "per-die" | "terrain";

/** A named racial ability (or, for Dragonkin, a named group of race rules). */
export interface RacialAbility {
  name: string;
  /** Short paraphrase of what the ability does, in the project's own words. */
  summary: string;
  /** What it does to a roll's count at the racial step, when it does (the engine reads it). */
  counts?: RacialCount;
  /** A result each unit of the race adds to rolls of a kind without rolling for it. */
  automatic?: AutomaticResult;
  /** How the race's units make magic otherwise than by their own elements (the engine reads it). */
  magic?: RacialMagic;
  /** In the reserve area the race's units take this action instead of casting magic. */
  reserveAction?: "missile";
  /** What the ability adds to the game's steps, by the engine's name for it (`RacialEffect`). */
  effect?: RacialEffect;
}

/**
 * The racial abilities that add a step or a decision to the game, by the name the engine plays
 * them under (one file each in the engine's `standard/racial/`). A race has one by naming it in
 * its ability's `effect`; where an edition gives one to several races, their units act as one
 * group (a killed unit may step down to a dead unit of any of them).
 */
export type RacialEffect =
  /** A killed unit may be traded for a dead one of lesser health from the DUA (2.9a Undead). */
  | "stepped-damage"
  /** A unit sent to be buried goes back to the DUA on a non-ID save (2.9a Undead). */
  | "resist-burial"
  /** Units at a terrain may roll to cut an opposing army's magic there (2.9a Frostwings). */
  | "magic-negation"
  /** Saves against a melee attack deal damage back to the attackers (2.9a Scalders). */
  | "scorching-touch"
  /** In the retreat step, units at a terrain with air may fly to another terrain (Firewalkers). */
  | "terrain-flight"
  /** After a march's maneuver, units may be swapped for dead ones of equal health (Treefolk). */
  | "replanting"
  /** In the initial effects phase, each army with the race recruits or promotes one (Feral). */
  | "feralization"
  /** In the initial effects phase, reserve units are killed to bring back or promote (Stalkers). */
  | "mutation"
  /** In an army with the race, Dragonkin may roll against the dragons that calm them (Eldarim). */
  | "resist-fear"
  /** A dead unit may take a same-health Dragonkin's place, or live on for it (2.9a Eldarim). */
  | "sacrifice-dragonkin";

/** How a race's units make magic otherwise than the basic rules say. */
export interface RacialMagic {
  /** No colour of their own: they cast the colours of the terrain they are at. */
  terrainColors?: true;
  /**
   * They double ID magic only at a terrain whose eighth face is the Standing Stones (showing or
   * not), and never through the dead.
   */
  doubleOnlyAtStandingStones?: true;
  /** Their ID magic doubles through the dead of every dead unit area, not the largest only. */
  doubleThroughAllDead?: true;
  /**
   * Their white dice (no element of their own) cast any colour, and double it as a die of that
   * colour would.
   */
  whiteAnyColor?: true;
}

/**
 * A racial ability that changes how a unit's results are counted, unit by unit, after the eighth
 * face and before the add step. `inRoll` names the kind of roll it needs (the engine's roll
 * purposes, e.g. "counter-maneuver"); `atTerrainType`, the type of terrain the roll is made at.
 */
export type RacialCount =
  /** The unit's maneuver results double. */
  | { kind: "double-maneuvers"; atTerrainType?: TerrainTypeId; inRoll?: string }
  /** The unit's maneuver results also count as `as`, in a roll for `as`. */
  | { kind: "maneuvers-count-as"; as: "save" | "missile"; atTerrainType: TerrainTypeId }
  /** In a roll for melee, the unit's save icons (not its ID, not its SAIs) also count as melee. */
  | { kind: "save-icons-count-as-melee" };

/** Results a unit adds, unrolled, to each roll of one kind (the engine's roll purpose). */
export interface AutomaticResult {
  inRoll: string;
  result: "save";
  amount: number;
}

/**
 * One row of a race's die-name table ("Icons of Each Race"): the names of the dice of one class
 * by size. A size is absent when the race has no die of that size in that class.
 *
 * Note: the rulebook lists each race's monsters alphabetically down the Monster column, so the
 * `monster` of a row is NOT a claim that the monster belongs to that row's class.
 */
export interface DieNameRow {
  /** The class as the catalogue spells it (see UnitClass). */
  class: UnitClass;
  /** The row heading as the rulebook prints it (e.g. "Heavy Melee", "Mount", "Shieldbearer"). */
  label: string;
  common?: string;
  uncommon?: string;
  rare?: string;
  monster?: string;
}

export interface IconTable {
  dieNames: DieNameRow[];
  /** The normal action icons the race's dice carry (besides ID). */
  normalIcons: NormalIcon[];
  /** The special action icons (SAIs) the race's dice carry. */
  saiIcons: string[];
  /**
   * Where the die names come from when the rulebook's own table does not give them (absent means:
   * the rulebook's table).
   */
  dieNamesSource?: string;
}

/** A champion die of the race (Eldarim champions, the Dragonkin Champion). */
export interface ChampionDef {
  name: string;
  /** "white" = all five elements on one die; "single-element" = made in each element. */
  colors: "white" | "single-element";
  health: number;
  /** The six faces in the order the rulebook lists them. */
  faces: string[];
  /**
   * What its logo does to a dragon attacking its army, rolled before the attack: tames it, slays
   * it or controls it (the engine reads it; the dice are the ones whose name starts with `name`).
   */
  logo?: "tame" | "slay" | "control";
  summary: string;
}

export interface SpeciesDef {
  id: SpeciesId;
  /** The rulebook's singular and plural spelling. */
  name: { singular: string; plural: string };
  /** The race's aspects as elements (empty for Amazons; see aspectSource). */
  elements: Element[];
  /** The colours printed on the race's dice, including ivory and white where they appear. */
  colors: DieColor[];
  aspectSource: AspectSource;
  racialAbilities: RacialAbility[];
  iconTable: IconTable;
  /** Champion dice of the race, when the rulebook describes them. */
  champions?: ChampionDef[];
  /**
   * Abilities that only the race's champions have (Eldarim effects on dragons). The engine reads
   * their `magic` as the race's: it says itself which dice it is for.
   */
  championAbilities?: RacialAbility[];
  /**
   * Its units follow the Dragonkin rules, the engine's one class of summoned units (2.9a
   * "Dragonkin", lines 2300-2328): kept in the summoning pool until magic summons them, killed back
   * to it, armored with automatic saves, bound to their terrain, carrying no item. The engine asks
   * this, never the race's name.
   */
  dragonkin?: true;
  /** Rules facts that are not named abilities but matter to an engine. */
  notes?: string[];
}

// ---------------------------------------------------------------------------------------------
// Terrain types
// ---------------------------------------------------------------------------------------------

export type TerrainTypeId =
  | "coastland"
  | "deadland"
  | "feyland"
  | "flatland"
  | "highland"
  | "swampland"
  | "wasteland";

export interface TerrainTypeDef {
  id: TerrainTypeId;
  name: string;
  elements: Element[];
  /** The colours as the rulebook names them (gold = earth). */
  colorNames: MagicColor[];
  /** Where the data is stated, e.g. `rules/000 "Basic Terms"`. */
  source: string;
  note?: string;
}

// ---------------------------------------------------------------------------------------------
// Eighth faces (special location icons) and minor-terrain ID icons
// ---------------------------------------------------------------------------------------------

/** When the icon's own special effect happens. */
export type EighthFaceTiming =
  /** During the controller's Initial Effects phase (start of turn). */
  | "initial-effects"
  /** For as long as the army holds it. */
  | "continuous"
  /** Once, at the moment the terrain is turned to its eighth face. */
  | "on-capture"
  /** Minor terrains: from the roll of the ID face until the minor terrain is rolled again. */
  | "until-next-roll";

export interface EighthFaceDef {
  icon: EighthFaceIcon;
  category: TerrainCategory;
  /** What holding (or, for a minor terrain, rolling) this icon does, in our own words. */
  summary: string;
  timing: EighthFaceTiming;
  /** The holder's army save results are doubled (not saves a single unit rolls on its own). */
  doublesSaves: boolean;
  /** The holder's army maneuver results are doubled (not a single unit's avoidance rolls). */
  doublesManeuvers: boolean;
  /** The holder may take a melee, missile or magic action whatever the terrain shows. */
  controllerChoosesAction: boolean;
  /**
   * Minor terrains: the doubling and the free choice of action are alternatives; the owner picks
   * one of them when the ID face is rolled.
   */
  ownerPicksOneEffect?: boolean;
  /** Major/advanced terrains: enemy armies at the terrain may only take melee actions. */
  enemiesMeleeOnly?: boolean;
  /** Advanced terrains: may only be the frontier terrain. */
  frontierOnly?: boolean;
  /** City: recruit a common or promote one unit in the holding army. */
  recruitOrPromoteOne?: boolean;
  /** Standing Stones: the holder's units may cast magic of the terrain's colours. */
  castTerrainColors?: boolean;
  /** Temple: new enemy death (black) magic cannot affect the holding army or its units. */
  immuneToEnemyDeathMagic?: boolean;
  /** Temple: force another player to bury one of their dead units (they choose which). */
  forceEnemyBurial?: boolean;
  /** Tower: the holder's missile actions may target any terrain (never a reserve area). */
  missileRangeAnyTerrain?: boolean;
  /** Castle: on capture, the holder picks which of these icons the face acts as. */
  actsAsChoiceOf?: EighthFaceIcon[];
  /** Dragon's Lair: summon a dragon sharing a colour with the terrain, to any terrain. */
  summonsMatchingDragon?: boolean;
  /** Grove: move one buried non-Dragonkin unit from any BUA to its owner's DUA. */
  unburiesOneUnit?: boolean;
  /** Grove: no army at this terrain may double magic, eighth face showing or not. */
  noMagicDoublingAtTerrain?: boolean;
  /** Vortex: in each non-maneuver roll, one unit whose result is not yet final may be rerolled. */
  rerollOneUnit?: boolean;
  /** Minor terrains: the disaster face found on the same die. */
  disaster?: { name: string; summary: string };
}

// ---------------------------------------------------------------------------------------------
// Dragons
// ---------------------------------------------------------------------------------------------

export interface DragonFaceDef {
  icon: DragonIcon;
  /** Points of damage the face does to an army (0 for Belly, Breath and Treasure). */
  damage: number;
  /** The same for a white dragon (white dragons double damage). */
  whiteDamage: number;
  /** Tail: roll the dragon again and add the new result. */
  rerollAndAdd?: boolean;
  /** Wing: a dragon that survives the attack goes back to its summoning pool. */
  leavesAfterAttack?: boolean;
  /** Belly: the dragon's own automatic saves do not count in this attack. */
  losesOwnAutoSaves?: boolean;
  /** Breath: the colour's breath effect (see BreathDef); against a dragon it strips its saves. */
  breath?: boolean;
  /** Treasure: units of the attacked army that may be promoted (white dragons: twice as many). */
  promotions?: number;
  whitePromotions?: number;
  summary: string;
}

export type BreathColor = "black" | "blue" | "gold" | "green" | "red" | "ivory" | "white";

/** The part of a breath that hits individual units (the "five health-worth" part). */
export interface BreathUnitEffect {
  /** Health-worth of units in the army that are affected. */
  healthWorth: number;
  /** True when each affected unit may roll a save to avoid being killed. */
  savePossible: boolean;
  /** True when the units killed must then save or be buried. */
  killedMustSaveOrBeBuried: boolean;
}

/** The part of a breath that hits the army until the beginning of the army's next turn. */
export interface BreathArmyEffect {
  ignoresIdResults?: boolean;
  onlySaveRolls?: boolean;
  halves?: "maneuver" | "missile";
}

export interface BreathDef {
  color: BreathColor;
  /** The element, for elemental colours. */
  element?: Element;
  /** The breath's name (the rulebook's label in brackets, e.g. "Disease"). */
  name: string;
  /** Absent for white: its breath is made of other colours' breaths. */
  unitEffect?: BreathUnitEffect;
  armyEffect?: BreathArmyEffect;
  summary: string;
}

export interface DragonTypeDef {
  id: DragonType;
  name: string;
  /** Which colours a die of this type has, in words (the dice data holds each die's colours). */
  colors: string;
  health: number;
  autoSaves: number;
  /** Magic points needed to summon it. */
  summonCost: number;
  /** How many of the required dragons this one dragon counts as. */
  countsAsDragons: number;
  /** The 2.9a spells that can summon it. */
  summonedBy: string[];
  /** Which breath it breathes, in words. */
  breath: string;
  /** Which other dragons it fights, in words. */
  fights: string;
  summary: string;
}
