// The 2.9a dice modifiers (rules/000 "Applying Dice Modifiers", line 628), in their order: the
// unit modifiers (Trumpet), then the army's: subtract and divide (Wither, Frost Breath), multiply
// (the eighth face), racial abilities, add (results given without rolling). Pure: the roll's modify stage and
// the odds of a single face (bots) use the same functions.
import type { Die } from "@dragondice/catalog";
import { type Counted, type ResultName, sumCounted } from "../kernel/roll.ts";
import { kinAutomaticSaves } from "./dragonkin.ts";
import type { EditionTables } from "./edition-tables.ts";
import type { RollPurpose } from "./purposes.ts";
import { racialCounts, racialCountsHere } from "./racial.ts";
import type { ArmyModifier, RollModifier } from "./roll-fields.ts";

/** Where a roll is made, as the modifiers need it. */
export interface RollSetting {
  /** The terrain's types ("coastland"...; a spell may add one), none away from a terrain. */
  terrainTypes: readonly string[];
  /** The army holds the terrain's eighth face: saves and maneuvers double (line 460). */
  doubles: boolean;
  /**
   * The army's minor terrain doubles these results (lines 2258-2260), named for the tally. Items
   * are doubled too (line 2371).
   */
  minorTerrain?: { name: string; doubles: readonly ResultName[] };
}

/**
 * The unit modifiers of a roll on one unit's results (`counted`: that unit's results so far), which
 * come before any army modifier (line 644): the multiplying modifiers that name the unit (Trumpet,
 * Wilding). A spell's leaves the results of SAIs alone (line 1626).
 */
export function unitMultipliers(
  unit: string,
  counted: readonly Counted[],
  modifiers: readonly RollModifier[],
): Counted[] {
  const added: Counted[] = [];
  for (const m of modifiers) {
    if (m.step !== "multiply" || !m.units.includes(unit)) continue;
    for (const result of m.results) {
      const base =
        m.source === "spell"
          ? sumCounted(counted, result, "icon") + sumCounted(counted, result, "id")
          : sumCounted(counted, result) + sumCounted(added, result);
      const amount = base * (m.factor - 1);
      if (amount > 0) added.push({ unit, result, amount, source: m.source, label: m.label });
    }
  }
  return added;
}

/**
 * The roll's modifiers that count some of a unit's results as another at the racial step (Charge),
 * on what the unit has after its own racial abilities (`counted`: its results so far).
 */
export function countedAs(
  unit: string,
  counted: readonly Counted[],
  modifiers: readonly RollModifier[],
): Counted[] {
  const added: Counted[] = [];
  for (const m of modifiers) {
    if (m.step !== "count-as" || !m.units.includes(unit)) continue;
    // A spell's leaves what SAIs gave alone (line 1635); what modifiers took away still counts.
    const from = m.spell ? counted.filter((c) => c.source !== "sai" || c.amount < 0) : counted;
    for (const result of m.results) {
      const amount = sumCounted(from, result);
      if (amount > 0) added.push({ unit, result: m.as, amount, source: m.source, label: m.label });
    }
  }
  return added;
}

/** An army modifier on a roll, with the name of the effect that puts it there. */
export interface NamedArmyModifier {
  label: string;
  modifier: ArmyModifier;
}

const RESULTS: readonly ResultName[] = ["maneuver", "melee", "missile", "magic", "save"];

/**
 * The army modifiers that subtract, then those that divide (line 630), on the army's results
 * after its unit modifiers (line 644), before the multiply and racial steps. Those steps work unit
 * by unit, so what a modifier takes away is taken from the units in the order they rolled
 * (docs/rulings.md). A subtracting modifier takes the result rolled for and leaves SAI results
 * alone (line 1642: non-magical modifiers that subtract); a dividing one halves every result,
 * rounding down.
 */
export function armyCuts(
  units: readonly string[],
  counted: readonly Counted[],
  wants: readonly ResultName[],
  modifiers: readonly NamedArmyModifier[],
  penalties?: Partial<Record<ResultName, number>>,
): Counted[] {
  const spread = penalties && { ...penalties };
  const added: Counted[] = [];
  const of = (unit: string) => [
    ...counted.filter((c) => c.unit === unit),
    ...added.filter((c) => c.unit === unit),
  ];
  const take = (label: string, result: ResultName, amount: number, sais: boolean) => {
    let left = amount;
    for (const unit of units) {
      if (left <= 0) return;
      const own = of(unit);
      const saiResults = sais
        ? 0
        : own.reduce(
            (s, c) =>
              s + (c.source === "sai" && c.amount > 0 && c.result === result ? c.amount : 0),
            0,
          );
      const cut = Math.min(left, Math.max(0, sumCounted(own, result) - saiResults));
      if (cut > 0) added.push({ unit, result, amount: -cut, source: "sai", label });
      left -= cut;
    }
  };
  const total = (result: ResultName) => units.reduce((s, u) => s + sumCounted(of(u), result), 0);
  // What SAIs gave a result, which a spell's modifier leaves alone (line 1635).
  const fromSais = (result: ResultName) =>
    units.reduce(
      (s, u) =>
        s +
        of(u).reduce(
          (n, c) => n + (c.source === "sai" && c.amount > 0 && c.result === result ? c.amount : 0),
          0,
        ),
      0,
    );
  for (const step of ["subtract", "divide"] as const) {
    for (const { label, modifier: m } of modifiers) {
      if (m.step !== step) continue;
      if (m.step === "subtract") {
        for (const [result, amount] of subtracted(m.amount, m.results, wants, spread)) {
          take(label, result, amount, false);
        }
        continue;
      }
      for (const result of m.results ?? RESULTS) {
        const t = total(result) - (m.spell ? fromSais(result) : 0);
        if (t > 0) take(label, result, t - Math.floor(t / m.divisor), !m.spell);
      }
    }
  }
  return added;
}

/**
 * What a subtracting modifier takes: `amount` of each result it names; naming none, of the result
 * rolled for, or in a combination roll of the results its player spread the penalties over
 * (roll-penalties.ts: `spread`, used up as they are taken).
 */
function subtracted(
  amount: number,
  results: readonly ResultName[] | undefined,
  wants: readonly ResultName[],
  spread: Partial<Record<ResultName, number>> | undefined,
): [ResultName, number][] {
  if (results) return results.map((r) => [r, amount]);
  if (!spread) return [[wants[0] as ResultName, amount]];
  const taken: [ResultName, number][] = [];
  let left = amount;
  for (const r of wants) {
    const k = Math.min(left, spread[r] ?? 0);
    if (k === 0) continue;
    taken.push([r, k]);
    spread[r] = (spread[r] ?? 0) - k;
    left -= k;
  }
  return taken;
}

/**
 * What the multiply and racial steps add to one unit's results (`counted`: that unit's results so
 * far): the eighth face doubles saves and maneuvers, as the army's minor terrain may, then its
 * race counts or multiplies.
 */
export function unitModifiers(
  tables: EditionTables,
  unit: string,
  die: Die,
  counted: readonly Counted[],
  purpose: RollPurpose,
  wants: readonly ResultName[],
  setting: RollSetting,
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
  const minor = setting.minorTerrain;
  if (minor) {
    // After the eighth face's (the two never meet: an army holding the eighth face has no minor
    // terrain, line 2238), before the racial step: cumulative with racial abilities.
    const soFar = added.length === 0 ? counted : [...counted, ...added];
    for (const result of minor.doubles) {
      const amount = sumCounted(soFar, result);
      if (amount > 0)
        added.push({ unit, result, amount, source: "minor-terrain", label: minor.name });
    }
  }
  if (die.kind === "unit") {
    const saveFactor =
      (setting.doubles ? 2 : 1) * (minor?.doubles.includes("save") === true ? 2 : 1);
    const soFar = {
      unit,
      species: die.species,
      counted: added.length === 0 ? counted : [...counted, ...added],
      saveFactor,
    };
    added.push(...racialCounts(tables, soFar, purpose, wants, setting.terrainTypes));
  }
  return added;
}

/**
 * Whether a unit adds to its own results at the racial or add step of a roll for `purpose` and
 * `wants` made at a terrain of `terrainTypes` (its race's ability, a Dragonkin's or its race's
 * automatic results).
 */
export const modifiesOwnCount = (
  tables: EditionTables,
  die: Die,
  purpose: RollPurpose,
  wants: readonly ResultName[],
  terrainTypes: readonly string[],
): boolean =>
  die.kind === "unit" &&
  (tables.dragonkin.has(die.species) ||
    tables.automaticResults.get(die.species)?.inRoll === purpose.name ||
    racialCountsHere(tables, die.species, purpose, wants, terrainTypes));

/**
 * What the add step gives a rolled unit without counting its face: its race's automatic results
 * (2.9a Scalders' Intangibility, line 923: one save per unit against missiles), a Dragonkin's
 * automatic saves (not when it shows its Belly: `belly`).
 */
export function automaticResults(
  tables: EditionTables,
  unit: string,
  die: Die,
  purpose: RollPurpose,
  belly = false,
): Counted[] {
  if (die.kind !== "unit") return [];
  if (tables.dragonkin.has(die.species)) return kinAutomaticSaves(unit, die, purpose, belly);
  const automatic = tables.automaticResults.get(die.species);
  if (automatic?.inRoll !== purpose.name) return [];
  return [
    {
      unit,
      result: automatic.result,
      amount: automatic.amount,
      source: "automatic",
      label: automatic.ability,
      species: die.species,
    },
  ];
}
