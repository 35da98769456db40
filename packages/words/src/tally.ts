// The arithmetic of a roll: "7 melee + 2 ID = 9 hits", and every step the engine reports that
// changed the total, named with where it comes from ("+ 3 (saves x 2, holding the eighth face)").
// The engine's tally computes; these functions only put its report into words.
import { isNormalIcon } from "@dragondice/catalog";
import type { RolledDie, TallyStep } from "@dragondice/engine";
import { capitalised, dieName, speciesName } from "./names.ts";
import { saiName } from "./sai.ts";

/** What a kind of roll is for, in words. */
export interface PurposeWords {
  /** The icon that counts. */
  icon: string;
  /** The word for its total. */
  noun: string;
  /** What the roller does: "rolls to maneuver". */
  doing: string;
  /**
   * ID icons count for nothing (the Undead's Resist Burial and the Frostwings' Magic Negation
   * count only icons, rules/000 lines 869 and 907).
   */
  ids?: false;
  /** One unit rolls on its own (rules/000 line 586): the roll is named after the unit. */
  alone?: true;
  /** Its total means nothing by itself (a roll for an ID icon): the log leaves it out. */
  untallied?: true;
}

/**
 * Every kind of roll the engine makes (its purposes, engine standard/purposes.ts): the icon
 * that counts, the word for its total, a verb, and how it is told.
 */
export const PURPOSES: Record<string, PurposeWords> = {
  "initial-maneuver": { icon: "Maneuver", noun: "maneuvers", doing: "rolls for the first turn" },
  maneuver: { icon: "Maneuver", noun: "maneuvers", doing: "rolls to maneuver" },
  "counter-maneuver": { icon: "Maneuver", noun: "maneuvers", doing: "rolls to counter-maneuver" },
  "melee-attack": { icon: "Melee", noun: "hits", doing: "rolls to attack in melee" },
  "counter-attack": { icon: "Melee", noun: "hits", doing: "rolls to counter-attack" },
  "missile-action": { icon: "Missile", noun: "hits", doing: "rolls to shoot missiles" },
  "magic-action": { icon: "Magic", noun: "magic", doing: "rolls for magic" },
  "magic-negation": {
    icon: "Magic",
    noun: "magic negated",
    doing: "rolls to negate magic",
    ids: false,
  },
  "save-vs-melee": { icon: "Save", noun: "saves", doing: "rolls saves" },
  "save-vs-missile": { icon: "Save", noun: "saves", doing: "rolls saves" },
  "save-vs-spell": { icon: "Save", noun: "saves", doing: "rolls saves against the spell" },
  "maneuver-avoidance": {
    icon: "Maneuver",
    noun: "maneuvers",
    doing: "rolls maneuvers against the spell",
  },
  // Tidal Wave, Volcanic Eruption: saves against the damage, maneuvers to keep the terrain.
  "save-and-maneuver-avoidance": {
    icon: "Save",
    noun: "saves",
    doing: "rolls saves and maneuvers against the spell",
  },
  // Against a Charge (line 1827): one roll for saves and for melee back.
  "save-and-melee": { icon: "Save", noun: "saves", doing: "rolls saves and melee hits back" },
  // Against a dragon attack (line 362): melee, missile and saves at once; IDs are assigned after.
  "dragon-attack": {
    icon: "Melee",
    noun: "melee",
    doing: "rolls melee, missiles and saves against the dragons",
    ids: false,
  },
  // Under a Blue Dragon Breath (line 374, line 680): a save roll only, SAIs still giving melee.
  "dragon-attack-save": {
    icon: "Save",
    noun: "saves",
    doing: "rolls saves only against the dragons",
  },
  "resist-burial": {
    icon: "Save",
    noun: "saves",
    doing: "rolls to resist burial",
    ids: false,
    alone: true,
  },
  "mutation-save": {
    icon: "Save",
    noun: "saves",
    doing: "rolls on its own for a save against the mutation",
    alone: true,
  },
  "dispel-magic": {
    icon: "Save",
    noun: "saves",
    doing: "rolls to dispel the magic aimed at it",
    ids: false,
    alone: true,
    // Only the icon matters: the spells negated are told next.
    untallied: true,
  },
  // An Eldarim champion before a dragon attack (line 342): only its logo matters, told next.
  "before-dragon-attack": {
    icon: "Logo",
    noun: "saves",
    doing: "rolls on its own for its logo before the dragons attack",
    ids: false,
    alone: true,
    untallied: true,
  },
  "rise-from-the-ashes": {
    icon: "Save",
    noun: "saves",
    doing: "rolls to rise from the ashes",
    ids: false,
    alone: true,
  },
  // An army's melee avoidance roll (Wall of Thorns, line 1528).
  "melee-avoidance": {
    icon: "Melee",
    noun: "melee results",
    doing: "rolls melee to avoid the spell",
  },
  // A unit against an effect aimed at it (Poison, Stun, Bullseye, Coil...), lines 586-612.
  "individual-maneuver": {
    icon: "Maneuver",
    noun: "maneuvers",
    doing: "rolls on its own for a maneuver",
    alone: true,
  },
  "individual-melee": {
    icon: "Melee",
    noun: "melee results",
    doing: "rolls on its own for a melee result",
    alone: true,
  },
  "individual-save": {
    icon: "Save",
    noun: "saves",
    doing: "rolls on its own for saves",
    alone: true,
  },
  "individual-save-and-melee": {
    icon: "Save",
    noun: "saves",
    doing: "rolls on its own for saves and melee back",
    alone: true,
  },
  "individual-save-or-maneuver": {
    icon: "Save",
    noun: "saves",
    doing: "rolls on its own for a save or a maneuver",
    alone: true,
  },
  // Only its last face matters (line 604): whether it rolled its ID is told after the roll.
  "individual-id": {
    icon: "ID",
    noun: "ID icons",
    doing: "rolls on its own for its ID icon",
    alone: true,
    untallied: true,
  },
};

/** What the roller of a roll does, in words: "rolls to maneuver". */
export function rollDoing(purpose: string): string {
  return PURPOSES[purpose]?.doing ?? `rolls (${purpose.replace(/-/g, " ")})`;
}

/**
 * "Footman 2 Melee", "Crack Shot 3 ID", "Dragonlord 4 SFR/TSR Logo"... one per die (a die rolled
 * twice shows both faces); SAIs by their names in full.
 */
export function rolledFaces(dice: RolledDie[]): string[] {
  const byDie = new Map<string, { name: string; faces: string[] }>();
  for (const r of dice) {
    const entry = byDie.get(r.die) ?? { name: dieName(r.dieId), faces: [] };
    entry.faces.push(`${r.count} ${isNormalIcon(r.icon) ? r.icon : saiName(r.icon, r.dieId)}`);
    byDie.set(r.die, entry);
  }
  return [...byDie.values()].map((e) => `${e.name} ${e.faces.join(" then ")}`);
}

/** What a roll's dice show for its purpose: the counted icon, the ID icons, SAIs by name. */
function countDice(purpose: string, dice: RolledDie[]) {
  const kind = PURPOSES[purpose];
  const icon = kind?.icon ?? "";
  let normal = 0;
  let id = 0;
  const sais = new Map<string, number>();
  for (const r of dice) {
    if (r.icon === icon) normal += r.count;
    else if (r.icon === "ID") id += r.count;
    else if (!isNormalIcon(r.icon)) {
      const name = saiName(r.icon, r.dieId);
      sais.set(name, (sais.get(name) ?? 0) + r.count);
    }
  }
  const idsCount = kind?.ids !== false;
  const parts = [`${normal} ${icon.toLowerCase() || "results"}`];
  if (id > 0 && idsCount) parts.push(`${id} ID`);
  return { parts, base: normal + (idsCount ? id : 0), sais };
}

const saiList = (sais: [string, number][]): string =>
  sais.length > 0
    ? ` (also rolled: ${sais.map(([name, n]) => `${n} ${name} (SAI)`).join(", ")})`
    : "";

/** The counted icon, the ID icons and the SAIs a roll shows for its purpose. */
export function rollParts(
  purpose: string,
  dice: RolledDie[],
): { parts: string[]; base: number; sais: string[] } {
  const { parts, base, sais } = countDice(purpose, dice);
  return { parts, base, sais: [...sais].map(([name, n]) => `${n} ${name} (SAI)`) };
}

const possessiveOf = (name: string): string => (name.endsWith("s") ? `${name}'` : `${name}'s`);

/** The results a roll is for, as a plural: "saves", "maneuvers", "missiles". */
function resultsWord(purpose: string): string {
  const icon = PURPOSES[purpose]?.icon ?? "";
  return icon === "Magic" ? "magic" : `${icon.toLowerCase()}s`;
}

/**
 * Where a modifier step comes from and what it does, in the words of the roll:
 * "saves x 2, holding the eighth face", "maneuvers x 2, Dwarves at a Highland", "maneuvers as
 * saves, Coral Elves at a Coastland". `terrainType` is the type of the terrain rolled at.
 */
export function stepReason(step: TallyStep, purpose: string, terrainType?: string | null): string {
  const results = resultsWord(purpose);
  const species = step.species ? speciesName(step.species) : "";
  const at = terrainType ? ` at a ${capitalised(terrainType)}` : "";
  if (step.source === "eighth-face") return `${results} x 2, holding the eighth face`;
  // The army's minor terrain (2.9a lines 2258-2260): `label` is its name.
  if (step.source === "minor-terrain") return `${results} x 2, ${step.label}`;
  // A spell on a unit doubling its results (Burning Hands).
  if (step.source === "spell") return `${results} x 2, ${step.label}`;
  switch (step.label) {
    case "Terrain Advantage":
      // Doubled in a maneuver roll; counted as the results rolled for in any other.
      return PURPOSES[purpose]?.icon === "Maneuver"
        ? `maneuvers x 2, ${species}${at}`
        : `maneuvers as ${results}, ${species}${at}`;
    case "Double Maneuvers":
      return `maneuvers x 2, ${species} counter-maneuvering`;
    case "Flaming Shields":
      return `save icons as melee, ${possessiveOf(species)} Flaming Shields`;
    case "Intangibility":
      return `one automatic save per unit against missiles, ${possessiveOf(species)} Intangibility`;
    case "Armored Skin":
      // 2.9a line 2316: a rolled Dragonkin's automatic saves, its health.
      return `automatic saves equal to their health, ${possessiveOf(species)} Armored Skin`;
    case "Cloak":
      return "magical saves, Cloak";
    default:
      return species ? `${possessiveOf(species)} ${step.label}` : step.label;
  }
}

/** One step as a term of the sum: "4 Fly" (an SAI), "3 (saves x 2, holding the eighth face)". */
export function stepText(step: TallyStep, purpose: string, terrainType?: string | null): string {
  if (step.source === "sai") return `${step.effect} ${step.label}`;
  return `${step.effect} (${stepReason(step, purpose, terrainType)})`;
}

/** What the engine reported about a roll's count beyond its dice, and where it was rolled. */
export interface TallyReport {
  /** The tally event's steps (none: the dice's icons and IDs are the whole total). */
  steps?: readonly TallyStep[];
  /** The type of the terrain rolled at ("highland"), for the racial abilities' reasons. */
  terrainType?: string | null;
}

/**
 * "7 melee + 2 ID = 9 hits"; with the engine's steps, "2 maneuver + 1 ID + 3 (maneuvers x 2,
 * Dwarves at a Highland) = 6 maneuvers"; SAIs that counted for nothing are listed after. Without
 * steps that explain a changed total (records from before the engine reported them), "4 maneuver
 * -> 8 maneuvers after modifiers".
 */
export function tallyText(
  purpose: string,
  dice: RolledDie[] | undefined,
  total: number,
  report: TallyReport = {},
): string {
  const noun = PURPOSES[purpose]?.noun ?? "results";
  const counted = `${total} ${total === 1 ? noun.replace(/s( |$)/, "$1") : noun}`;
  if (!dice) return counted;
  const { parts, base, sais } = countDice(purpose, dice);
  const steps = report.steps ?? [];
  const stepped = steps.reduce((s, step) => s + step.effect, base);
  if (stepped === total && (steps.length > 0 || total === base)) {
    // SAIs the engine counted are terms of the sum; the others are only mentioned.
    const uncounted = [...sais].filter(([name]) => !steps.some((s) => s.label === name));
    const terms = [...parts, ...steps.map((s) => stepText(s, purpose, report.terrainType))];
    // A step that takes results away (Screech) reads as a subtraction.
    const sum =
      terms.length > 1 ? `${terms.join(" + ").replaceAll(" + -", " - ")} = ${counted}` : counted;
    return `${sum}${saiList(uncounted)}`;
  }
  return `${parts.join(" + ")} -> ${counted} after modifiers${saiList([...sais])}`;
}
