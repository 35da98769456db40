// The vocabulary for Special Action Icons (SAIs): when an SAI applies, when it resolves, what it
// produces and how many points of effect it has. The data lives per edition under editions/.
// Line numbers in comments refer to rules/000 (the v2.9a rulebook as text).

import type { SpeciesId } from "../types.ts";

/**
 * When an SAI's effect is applied (2.9a "Special Action Icons – General Information",
 * "Resolution", lines 1687-1715; resolution order summary line 3726).
 */
export type SaiResolution =
  /** Rerolls the die that showed it, before any other dice are rolled (first in the order). */
  | "Instant"
  /** Resolved before the army's normal results, after all Instant SAIs ("immediately"). */
  | "Special"
  /** Results counted together with the other normal results. */
  | "Normal"
  /** Waits until the target has rolled, but acts before the target finalises its results. */
  | "Delayed"
  /** Waits until the target has rolled and finalised its results. */
  | "Late"
  /** Only takes effect when a triggering event happens and the die then shows the icon. */
  | "Conditional"
  /** Applied outside the current roll (e.g. spells bought at once); never in a simultaneous roll. */
  | "Unique";

/**
 * The kinds of roll the 2.9a SAI list distinguishes ("Application", lines 1647-1683, and the
 * glossary, lines 2486-2744).
 *
 * Matching conventions used by the data:
 * - The army's roll against a dragon attack (a melee-avoidance + missile-avoidance + save
 *   combination roll, line 1765) is matched only by `dragon-attack`, `any` and
 *   `any-non-maneuver`. Where line 1665 extends a clause to dragon attacks (normal results in a
 *   melee avoidance, missile avoidance or save roll, and no dragon-attack clause of its own), the
 *   data lists `dragon-attack` in that clause explicitly.
 * - When several rules of one SAI match a roll, the rule with the narrowest roll kind wins
 *   (e.g. Cloak: `individual-roll` before `save` or `any-non-save`).
 */
export type RollKind =
  /** Every roll: actions, maneuver and counter-maneuver rolls, saves, dragon attacks, avoidance rolls (1653, 2488). */
  | "any"
  /** Any melee (attack or counter-attack), missile or magic action; not saves, maneuvers or avoidance rolls (1651). */
  | "any-action"
  /** Any action, save roll or non-maneuver avoidance roll, including the roll against a dragon attack (1677). */
  | "any-non-maneuver"
  /** Any roll except a save roll (Cloak, 1851). */
  | "any-non-save"
  /** A melee or missile action, i.e. any action except a magic action (Cantrip, bronze medallion). */
  | "non-magic-action"
  /** The acting army's melee attack or the defending army's counter-attack in a melee action (1655). */
  | "melee-attack"
  /** Only the attack phase of the acting army's melee action, never the counter-attack (Charge, Surprise). */
  | "acting-melee-attack"
  /** A roll that needs melee results to avoid an effect (1667). */
  | "melee-avoidance"
  /** The acting army's roll for missile results in a missile action (1657). */
  | "missile-action"
  /** A roll that needs missile results to avoid an effect (1667). */
  | "missile-avoidance"
  /** The acting army's roll for magic results in a magic action (1657). */
  | "magic-action"
  /** A roll to negate an opponent's magic results (Frostwing racial ability, 1659). */
  | "magic-negation"
  /** The maneuvering army's roll in the maneuver part of a march (1661). */
  | "maneuver"
  /** An opposing army's counter-maneuver roll: only normal maneuver results count (1661, 2548). */
  | "counter-maneuver"
  /** The set-up roll of the horde armies that decides the order of play (276, 2598). */
  | "initial-maneuver"
  /** A roll that needs maneuver results to avoid an effect (1667, 2622). */
  | "maneuver-avoidance"
  /** A roll that needs melee, missile, magic or save results to avoid an effect (1675). */
  | "non-maneuver-avoidance"
  /** Any save roll, including save avoidance rolls (1663, 2698). */
  | "save"
  /** The defending army's save roll against a melee attack. */
  | "save-vs-melee"
  /** Any save roll other than one against a melee attack (Bash "non-melee save", 1791). */
  | "save-not-vs-melee"
  /** The defending army's save roll against a missile action. */
  | "save-vs-missile"
  /** Any save roll other than one against a missile action (Volley, 2190). */
  | "save-not-vs-missile"
  /** A save roll against an individual-targeting effect (2742). */
  | "individual-save"
  /** Any roll against an individual-targeting effect, whatever result it needs (Cloak, 1852). */
  | "individual-roll"
  /** The army's combination roll against a dragon attack (1665, 1765, 2558). */
  | "dragon-attack"
  /** The roll made when magic targets the unit, its army or its terrain, before any spell resolves (Dispel Magic). */
  | "targeted-by-magic"
  /** The roll made when the unit is killed or buried (Rise from the Ashes). */
  | "killed-or-buried"
  /** The roll made just before a dragon attacks the army containing the unit (Eldarim champion logos). */
  | "before-dragon-attack";

/** Every RollKind, in declaration order (kept complete by the `satisfies` check). */
const ROLL_KIND_SET = {
  any: true,
  "any-action": true,
  "any-non-maneuver": true,
  "any-non-save": true,
  "non-magic-action": true,
  "melee-attack": true,
  "acting-melee-attack": true,
  "melee-avoidance": true,
  "missile-action": true,
  "missile-avoidance": true,
  "magic-action": true,
  "magic-negation": true,
  maneuver: true,
  "counter-maneuver": true,
  "initial-maneuver": true,
  "maneuver-avoidance": true,
  "non-maneuver-avoidance": true,
  save: true,
  "save-vs-melee": true,
  "save-not-vs-melee": true,
  "save-vs-missile": true,
  "save-not-vs-missile": true,
  "individual-save": true,
  "individual-roll": true,
  "dragon-attack": true,
  "targeted-by-magic": true,
  "killed-or-buried": true,
  "before-dragon-attack": true,
} as const satisfies Record<RollKind, true>;
export const ROLL_KINDS = Object.keys(ROLL_KIND_SET) as RollKind[];

/** What an SAI produces during a roll. */
export type ResultKind =
  /** Normal maneuver results. */
  | "maneuver"
  /** Normal melee results (hits). */
  | "melee"
  /** Normal missile results (hits). */
  | "missile"
  /** Normal magic results in the colour(s) of the die. */
  | "magic"
  /** Normal magic results that may be spent as any colour. */
  | "magic-any-color"
  /** Normal save results. */
  | "save"
  /** Counts as an ID icon of the stated size: whatever result the army is rolling for. */
  | "id"
  /** Magic points spent at once on spells, outside the roll (Cantrip's Unique effect). */
  | "cantrip-spells"
  /** An effect that is not a normal result: damage, kills, moves, penalties, doubling... */
  | "special"
  /** No result at all. */
  | "none";

/** One clause of an SAI: the rolls it applies to, how it resolves and what it produces. */
export interface SaiRule {
  rolls: RollKind[];
  /** Every resolution type the rulebook's header gives the clause (e.g. Instant + Normal). */
  resolution: SaiResolution[];
  results: ResultKind[];
  /**
   * True when the clause's results are alternatives (the rulebook's "or"): each point of effect,
   * or the whole SAI, yields one of them, by the player's choice or as the note says. When
   * absent, every listed result is produced (e.g. Trample: a maneuver AND a melee result).
   */
  either?: true;
  /**
   * With `either` and an Instant resolution: the one result whose taking rolls the die again
   * (Flurry against a dragon: melee, and the item rolls again; saves, and it does not).
   */
  rerollsWith?: ResultKind;
  /** Our own short clarification of the clause. */
  note?: string;
}

/** The default point rules of the SAI list (lines 1767-1773, 1645). */
export type StandardPoints =
  /** Six-sided dice: as many results as icons shown on the face. */
  | "icon-count"
  /** Ten-sided dice (monsters, artifacts) and medallions: four results per icon. */
  | "four"
  /** Rare (3-health) magical items: three results per icon. */
  | "three";

/** The kinds of die that carry SAIs, for resolving the standard point rule. */
export type SaiCarrier = "six-sided" | "ten-sided" | "rare-magical-item" | "medallion";

/** Which standard rule applies on which die (lines 1767-1773). */
export const STANDARD_POINTS: Record<SaiCarrier, StandardPoints> = {
  "six-sided": "icon-count",
  "ten-sided": "four",
  "rare-magical-item": "three",
  medallion: "four",
};

/**
 * How many results (or damage points, health-worth, units...) an SAI's effect is worth.
 * `amount` counts whatever the SAI's effect counts; the note says what.
 */
export type PointsOfEffect =
  /** The standard rule for the die (see STANDARD_POINTS), with any die-specific exceptions. */
  | { kind: "standard"; exceptions?: PointsException[]; note?: string }
  /** Equal to the health of the die that rolled it (Bash). */
  | { kind: "die-health"; note: string }
  /** A fixed amount whatever the die (e.g. Gore: two). */
  | { kind: "fixed"; amount: number; note: string }
  /** Depends on the roll (e.g. the Eldarim logos: four saves in an individual save, else 0 or 2). */
  | { kind: "by-roll"; byRoll: { rolls: RollKind[]; amount: number }[]; note: string }
  /** The effect is not counted in results at all (e.g. Belly, Dispel Magic, Frost Breath). */
  | { kind: "none"; note: string };

/** A die on which an SAI is worth a different amount from the standard rule. */
export interface PointsException {
  /** The die, in the rulebook's words, e.g. "Feral Tiger-folk (rare heavy melee)". */
  appliesTo: string;
  amount: number;
  note: string;
}

/** One Special Action Icon as an edition defines it. */
export interface SaiDef {
  /** Lower-kebab-case, unique within the edition; die-specific variants carry a suffix. */
  id: string;
  /** The face icon name dice data uses (e.g. "Logo" for every SFR/TSR logo face). */
  icon: string;
  /** The SAI's name as the rulebook spells it. */
  name: string;
  edition: "2.9a";
  /** Present when the meaning depends on the die showing the icon (Breath, the logo faces). */
  variant?: { appliesTo: string };
  /** One entry per clause of the rulebook's header line, split where results differ by roll. */
  rules: SaiRule[];
  pointsOfEffect: PointsOfEffect;
  /**
   * The races whose units it acts on, where its text names them (2.9a Convert brings back Undead,
   * Trumpet doubles Feral units' results): the engine reads them here, never by name.
   */
  actsOnSpecies?: SpeciesId[];
  /** What the SAI does, in our own words (one to three sentences). */
  summary: string;
}

/** An icon found on dice that the 2.9a rulebook does not define as an SAI. */
export interface V4OnlySai {
  /** The face icon name (raw name in the reference dice data). */
  icon: string;
  /** The die or dice the entry is about, when the icon itself is also a 2.9a SAI (e.g. "Logo"). */
  appliesTo?: string;
  reason: string;
  /** Where V4 defines it. */
  source: string;
}
