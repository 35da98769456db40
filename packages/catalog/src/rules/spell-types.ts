// Vocabulary for spells. Each edition lists its spells as SpellDef[] under editions/<edition>/spells.ts.
// The attribute names follow the 2.9a rulebook's "Spell Attributes" section: colour, casting cost,
// racial limitation (species), target, duration, effect (summary) and multiplicity.

import { type Edition, type MagicColor, SPECIES_IDS } from "../types.ts";

/** The five magic colours, plus "elemental" for spells castable with any one colour of magic. */
export const SPELL_COLORS = ["black", "blue", "gold", "green", "red", "elemental"] as const;
export type SpellColor = MagicColor | "elemental";

/** Species whose spell lists exist (ids match the species data). An empty list means Basic. */
export const SPELL_SPECIES = SPECIES_IDS;
export type SpellSpecies = (typeof SPELL_SPECIES)[number];

/**
 * What a spell is aimed at.
 * - `army`: one army (at a terrain or in a reserve area, unless a constraint says otherwise).
 * - `all-armies`: every army of the given owner at once.
 * - `unit`: one unit in play.
 * - `units-health`: a number of health-worth of units in play (see `amount`).
 * - `terrain`: a terrain die; the effect reaches every army there.
 * - `minor-terrain`: a minor terrain die.
 * - `dead-unit-area`: a whole dead unit area.
 * - `dua-health`: a number of health-worth of units in a dead unit area (see `amount`).
 * - `buried-unit-area`: a whole buried unit area (no 2.9a spell; kept for other editions).
 * - `bua-health`: a number of health-worth of buried components (see `amount`).
 * - `summoning-pool-health`: a number of health-worth of Dragonkin in a summoning pool.
 * - `spell`: spells in play, measured in casting-cost points (see `amount`).
 * - `magical-item`: one magical item (2.9a also lets some spells take artifacts and medallions).
 * - `dragon`: one dragon (no 2.9a spell; the summoning spells target a terrain instead).
 */
export type SpellTargetKind =
  | "army"
  | "all-armies"
  | "unit"
  | "units-health"
  | "terrain"
  | "minor-terrain"
  | "dead-unit-area"
  | "dua-health"
  | "buried-unit-area"
  | "bua-health"
  | "summoning-pool-health"
  | "spell"
  | "magical-item"
  | "dragon";

/** Whose target: the caster's own, an opponent's, or anybody's (terrains and spells are "any"). */
export type SpellTargetOwner = "any" | "enemy" | "own";

export interface SpellTarget {
  kind: SpellTargetKind;
  whose: SpellTargetOwner;
  /**
   * For the `*-health` kinds: health-worth per casting. For `spell`: casting-cost points per
   * casting. Absent for the other kinds.
   */
  amount?: number;
  /** Extra conditions on the target, in our own words (e.g. "swampland terrain only"). */
  constraint?: string;
}

/**
 * How long the effect lasts.
 * - `immediate`: resolved at once, then gone.
 * - `until-start-of-your-next-turn`: the rulebook's "until the beginning of your next turn".
 * - `until-end-of-your-next-turn`: through the whole of the caster's next turn.
 * - `until-terrain-face-changes`: lasts while the target terrain keeps its current face.
 * - `until-used`: a one-off bonus that stays on the unit until spent (no time limit).
 * - `permanent`: for the rest of the game.
 */
export type SpellDuration =
  | "immediate"
  | "until-start-of-your-next-turn"
  | "until-end-of-your-next-turn"
  | "until-terrain-face-changes"
  | "until-used"
  | "permanent";

/**
 * The four multiplicity rules of 2.9a "Spell Attributes" (casting the same spell more than once in
 * one magic action or Cantrip resolution).
 * - `multiple-targets`: each casting needs a different target. `sameTargetAllowed` marks the
 *   spells whose text says castings may also share a target (the dragon-summoning spells).
 * - `increase-effect`: castings on one target stack; `orTargetAnother` when they may also be spread
 *   over several targets.
 * - `increase-health-affected`: each casting adds health-worth (or units/components) affected;
 *   `orTargetAnother` as above; `orDamageInflicted` when each casting also adds damage.
 * - `once-per-magic-action`: at most one casting per magic action.
 */
export type SpellMultiplicity =
  | { kind: "multiple-targets"; sameTargetAllowed: boolean }
  | { kind: "increase-effect"; orTargetAnother: boolean }
  | { kind: "increase-health-affected"; orTargetAnother: boolean; orDamageInflicted: boolean }
  | { kind: "once-per-magic-action" };

export interface SpellDef {
  /** Kebab-case of the name, e.g. "finger-of-death". */
  id: string;
  /** Name as the rulebook spells it. */
  name: string;
  edition: Edition;
  color: SpellColor;
  /** Casting cost in magic points of the spell's colour. */
  cost: number;
  /** Species allowed to cast it; empty means Basic (any race). */
  species: SpellSpecies[];
  target: SpellTarget;
  duration: SpellDuration;
  multiplicity: SpellMultiplicity;
  /**
   * Whether an army in the reserve area may cast it. For spells whose target is "any", casting
   * from reserves is only legal on the caster's own units, items, armies, DUA or BUA.
   */
  castableFromReserves: boolean;
  /**
   * Whether the effect itself inflicts damage or kills (at once, or when its trigger happens), as
   * opposed to modifying results, moving, demoting or burying.
   */
  dealsDamage: boolean;
  /** One or two sentences in our own words; not the rulebook text. */
  summary: string;
}
