// The 2.9a dice modifiers (rules/000 "Applying Dice Modifiers", line 628) that apply to one
// unit's results, in their order: subtract and divide (spells, later), multiply (the eighth
// face, effects such as Trumpet), racial abilities, add (results given without rolling). Pure: the roll's modify stage and
// the odds of a single face (bots) use the same functions.
import type { Die } from "@dragondice/catalog";
import { type Counted, type ResultName, type RollModifier, sumCounted } from "../../kernel/roll.ts";
import type { RollPurpose } from "./purposes.ts";
import { racialCounts } from "./racial.ts";

/** Where a roll is made, as the modifiers need it. */
export interface RollSetting {
  /** The terrain's type ("coastland"...), or null away from a terrain. */
  terrainType: string | null;
  /** The army holds the terrain's eighth face: saves and maneuvers double (line 460). */
  doubles: boolean;
}

/**
 * What the multiply and racial steps add to one unit's results (`counted`: that unit's results so
 * far): the eighth face doubles saves and maneuvers, the roll's multiplying modifiers that name
 * the unit multiply theirs (Trumpet), then its race counts or multiplies.
 */
export function unitModifiers(
  unit: string,
  die: Die,
  counted: readonly Counted[],
  purpose: RollPurpose,
  wants: readonly ResultName[],
  setting: RollSetting,
  modifiers: readonly RollModifier[] = [],
): Counted[] {
  const added: Counted[] = [];
  if (setting.doubles) {
    for (const result of ["save", "maneuver"] as const) {
      const amount = sumCounted(counted, result);
      if (amount > 0) {
        added.push({ unit, result, amount, source: "eighth-face", label: "eighth face" });
      }
    }
  }
  for (const m of modifiers) {
    if (!m.units.includes(unit)) continue;
    for (const result of m.results) {
      const amount = (sumCounted(counted, result) + sumCounted(added, result)) * (m.factor - 1);
      if (amount > 0) added.push({ unit, result, amount, source: m.source, label: m.label });
    }
  }
  if (die.kind === "unit") {
    const soFar = {
      unit,
      species: die.species,
      counted: added.length === 0 ? counted : [...counted, ...added],
      saveFactor: setting.doubles ? 2 : 1,
    };
    added.push(...racialCounts(soFar, purpose, wants, setting.terrainType));
  }
  return added;
}

/** 2.9a Scalders, Intangibility (line 923): one automatic save per unit against missiles. */
const INTANGIBILITY = { species: "scalders", ability: "Intangibility" };

/** What the add step gives a unit without rolling: Scalder intangibility. */
export function automaticResults(unit: string, die: Die, purpose: RollPurpose): Counted[] {
  if (purpose.name !== "save-vs-missile") return [];
  if (die.kind !== "unit" || die.species !== INTANGIBILITY.species) return [];
  return [
    {
      unit,
      result: "save",
      amount: 1,
      source: "automatic",
      label: INTANGIBILITY.ability,
      species: INTANGIBILITY.species,
    },
  ];
}
