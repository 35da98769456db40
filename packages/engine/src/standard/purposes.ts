// The kinds of roll the engine makes, what result each looks for, and which SAI roll kinds
// (catalogue SAI data) match it, most specific first. A roll in the state names its purpose; the
// stages find it here.
import type { RollKind } from "@dragondice/catalog";
import type { ResultName, RollSpec } from "../kernel/roll.ts";
import type { DieState, Location } from "../kernel/state.ts";

declare module "../kernel/roll.ts" {
  /** The normal results a roll can be for. */
  interface ResultNames {
    maneuver: true;
    melee: true;
    missile: true;
    magic: true;
    save: true;
  }
  /**
   * Where a counted result came from: a normal icon, an ID icon, a special action icon, the
   * eighth face held, a racial ability, results a unit gives without rolling, a spell on the unit,
   * an army's minor terrain doubling its maneuvers or saves (2.9a lines 2258-2260).
   */
  interface ResultSources {
    icon: true;
    id: true;
    sai: true;
    "eighth-face": true;
    racial: true;
    automatic: true;
    spell: true;
    "minor-terrain": true;
  }
}

export type Wanted = ResultName;

export interface RollPurpose {
  name: string;
  wanted: Wanted;
  kinds: readonly RollKind[];
  /**
   * Only normal results count (a counter-maneuver: SAIs' special results are ignored; a roll
   * made at once, `rollNow`, which cannot stop for an SAI's effect).
   */
  normalOnly?: true;
  /** A unit rolled on its own against an individual-targeting effect: no eighth-face doubling. */
  individual?: true;
  /** ID icons count for nothing (a roll that needs a non-ID result). */
  noId?: true;
  /**
   * ID icons (and SAI results that count as ID icons) are not counted as a result: the player
   * assigns them after the roll is final (the army's response to a dragon attack, line 366).
   */
  idsApart?: true;
}

const p = (
  name: string,
  wanted: Wanted,
  kinds: RollKind[],
  extra: Partial<RollPurpose> = {},
): RollPurpose => {
  // Every purpose has every field, in one order (undefined where it does not apply): a roll's
  // counting reads them for every face, and purposes of several shapes made that code be
  // compiled again and again. Every field is named (a field added to RollPurpose must be here).
  const purpose = {
    name,
    wanted,
    kinds,
    normalOnly: extra.normalOnly,
    individual: extra.individual,
    noId: extra.noId,
    idsApart: extra.idsApart,
  } satisfies Record<keyof RollPurpose, unknown>;
  return purpose;
};

export const PURPOSES = {
  // 2.9a rulings: only SAIs whose data names the initial maneuver roll count in it (line 2200).
  initialManeuver: p("initial-maneuver", "maneuver", ["initial-maneuver"]),
  maneuver: p("maneuver", "maneuver", ["maneuver", "any"]),
  // Line 1661: in a counter-maneuver an SAI's normal results work, its special results do not.
  counterManeuver: p("counter-maneuver", "maneuver", ["counter-maneuver", "any"], {
    normalOnly: true,
  }),
  meleeAttack: p("melee-attack", "melee", [
    "acting-melee-attack",
    "melee-attack",
    "non-magic-action",
    "any-action",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  counterAttack: p("counter-attack", "melee", [
    "melee-attack",
    "non-magic-action",
    "any-action",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  missileAction: p("missile-action", "missile", [
    "missile-action",
    "non-magic-action",
    "any-action",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  magicAction: p("magic-action", "magic", [
    "magic-action",
    "any-action",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  saveVsMelee: p("save-vs-melee", "save", [
    "save-vs-melee",
    "save-not-vs-missile",
    "save",
    "any-non-maneuver",
    "any",
  ]),
  /**
   * The defenders' combination melee/save roll against a Charge (line 1827), instead of their save
   * roll and counter-attack: SAIs act as in a save roll against the melee attack (docs/rulings.md).
   */
  saveAndMelee: p("save-and-melee", "save", [
    "save-vs-melee",
    "save-not-vs-missile",
    "save",
    "any-non-maneuver",
    "any",
  ]),
  saveVsMissile: p("save-vs-missile", "save", [
    "save-vs-missile",
    "save-not-vs-melee",
    "save",
    "any-non-maneuver",
    "any",
  ]),
  /** An army's saves against a spell's damage: neither melee nor missile. */
  saveVsSpell: p("save-vs-spell", "save", [
    "save-not-vs-melee",
    "save-not-vs-missile",
    "save",
    "any-non-maneuver",
    "any",
  ]),
  /**
   * An army's maneuver avoidance roll (line 592: Flash Flood): SAIs that count in a maneuver roll
   * count (line 598; the catalogue names this roll for them, as for Rend).
   */
  maneuverAvoidance: p("maneuver-avoidance", "maneuver", ["maneuver-avoidance", "any"]),
  /**
   * An army's saves against a spell's damage and maneuvers against its other effect in one roll
   * (Tidal Wave, Volcanic Eruption): a combination avoidance roll (line 606), where an SAI of
   * either roll counts (Rend as maneuvers).
   */
  saveAndManeuverAvoidance: p("save-and-maneuver-avoidance", "save", [
    "save-not-vs-melee",
    "save-not-vs-missile",
    "save",
    "maneuver-avoidance",
    "any-non-maneuver",
    "any",
  ]),
  /**
   * The army's combination roll against a dragon attack (line 366, line 1765): melee, missile and
   * saves at once. Only SAI clauses that name the dragon attack count, or those for any roll; the
   * ID results are assigned in the army's response once the roll is final (dragon-response.ts).
   */
  dragonAttack: p("dragon-attack", "melee", ["dragon-attack", "any-non-maneuver", "any"], {
    idsApart: true,
  }),
  /**
   * 2.9a dragon attack, step 1 (line 342): an Eldarim champion rolls on its own for its logo before
   * the dragons attack. Only the logo counts (a Cantrip is ignored, lines 981, 993): no SAI acts,
   * and the eldarim step reads the face (eldarim-logos.ts).
   */
  beforeDragonAttack: p("before-dragon-attack", "save", ["before-dragon-attack"], {
    individual: true,
    normalOnly: true,
  }),
  /**
   * The army's response to a dragon attack under a Blue Dragon Breath (line 366, line 680): a save
   * roll only, where SAIs still give what they give during a dragon attack (Example 4, line 376:
   * Counter's melee slays a dragon). IDs count as saves.
   */
  dragonAttackSave: p("dragon-attack-save", "save", ["dragon-attack", "any-non-maneuver", "any"]),
  /**
   * 2.9a Frostwings, Magic Negation (line 911): SAIs that apply "during a magic negation roll"
   * count; each non-ID magic result negates one point.
   */
  magicNegation: p("magic-negation", "magic", ["magic-negation", "any"], { noId: true }),
  /**
   * 2.9a Undead, Resist Burial (line 869): a save avoidance roll (line 594), so SAIs that make
   * save results in a save roll count; ID icons do not ("a non-ID save result"). The unit rolls
   * on its way to the buried unit area, as a dead unit would (line 1683): only SAIs' normal
   * results count, so a Cantrip is never spent there (docs/rulings.md).
   */
  resistBurial: p("resist-burial", "save", ["save", "any-non-maneuver", "any"], {
    individual: true,
    noId: true,
    // Made at once (burial.ts): SAIs count their normal results only (docs/rulings.md).
    normalOnly: true,
  }),
  /**
   * 2.9a Rise from the Ashes (line 2038): a unit killed or buried rolls at once; only the face
   * matters (its icon sends it to the reserve area), so no result is wanted of it.
   */
  riseFromTheAshes: p("rise-from-the-ashes", "save", ["killed-or-buried"], {
    individual: true,
    normalOnly: true,
  }),
  /**
   * 2.9a Dispel Magic (line 1887): a unit magic is aimed at rolls at once; only its face matters
   * (the icon negates the spells), so no result is wanted of it.
   */
  dispelMagic: p("dispel-magic", "save", ["targeted-by-magic"], {
    individual: true,
    normalOnly: true,
  }),
  /**
   * 2.9a Swamp Stalkers, Mutation (line 899): each target rolls on its own and lives on a save
   * result, ID icons included.
   */
  mutationSave: p("mutation-save", "save", ["save", "any-non-maneuver", "any"], {
    individual: true,
  }),
  /**
   * An army's melee avoidance roll (line 590): Wall of Thorns (line 1528). SAIs that give melee in
   * a melee attack or a melee avoidance roll count (line 598: Smite, Counter).
   */
  meleeAvoidance: p("melee-avoidance", "melee", [
    "melee-avoidance",
    "non-maneuver-avoidance",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  // A unit rolled on its own against an effect aimed at it (line 586): an avoidance roll for the
  // result named, or saves against damage aimed at it. SAIs that apply in the corresponding
  // roll apply (line 598); "individual" clauses (Net, Cloak, the logos) first.
  individualManeuver: p(
    "individual-maneuver",
    "maneuver",
    ["individual-roll", "maneuver-avoidance", "any"],
    { individual: true },
  ),
  individualMelee: p(
    "individual-melee",
    "melee",
    [
      "individual-roll",
      "melee-avoidance",
      "non-maneuver-avoidance",
      "any-non-maneuver",
      "any-non-save",
      "any",
    ],
    { individual: true },
  ),
  individualSave: p(
    "individual-save",
    "save",
    ["individual-save", "individual-roll", "save", "any-non-maneuver", "any"],
    { individual: true },
  ),
  /**
   * A unit saving against damage aimed at it and striking back at the unit that dealt it in the
   * same roll (Coil, line 1845): a combination roll (line 606), so an SAI that counts in either
   * roll counts. Its results are totalled for saves and for melee.
   */
  individualSaveAndMelee: p(
    "individual-save-and-melee",
    "save",
    [
      "individual-save",
      "individual-roll",
      "save",
      "melee-avoidance",
      "non-maneuver-avoidance",
      "any-non-maneuver",
      "any-non-save",
      "any",
    ],
    { individual: true },
  ),
  /**
   * A unit rolling for a save or a maneuver (a killed unit against Firebreath's burial, line
   * 1920): a combination avoidance roll, where an SAI of either roll applies (line 606).
   */
  individualSaveOrManeuver: p(
    "individual-save-or-maneuver",
    "save",
    ["individual-save", "individual-roll", "save", "maneuver-avoidance", "any-non-maneuver", "any"],
    { individual: true },
  ),
  /**
   * A unit rolling for its ID icon (Slay, Swallow, Seize): "still an avoidance roll" (line 594)
   * that needs no result of the normal kinds, so a non-maneuver avoidance roll; only its final
   * face matters (line 604). Its saves are counted and ignored.
   */
  individualId: p(
    "individual-id",
    "save",
    ["individual-roll", "non-maneuver-avoidance", "any-non-maneuver", "any"],
    { individual: true },
  ),
} as const;

const BY_NAME = new Map<string, RollPurpose>(Object.values(PURPOSES).map((x) => [x.name, x]));

/** A purpose by the name a roll in the state carries. */
export function purposeNamed(name: string): RollPurpose {
  const purpose = BY_NAME.get(name);
  if (!purpose) throw new Error(`no roll purpose "${name}"`);
  return purpose;
}

/** A roll of these dice by an army (or a unit) for the purpose's result. */
export function rollFor(
  purpose: RollPurpose,
  player: number,
  at: Location,
  dice: readonly DieState[],
): RollSpec {
  return {
    player,
    at,
    purpose: purpose.name,
    wants: [purpose.wanted],
    dice: dice.map((d) => d.id),
  };
}
