// Which SAIs the engine can already resolve: those whose effect in a roll is only normal results
// (Fly, Trample, Rend in a maneuver...). They are found from the catalogue's SAI data, so no SAI
// is named here. Every other SAI is reported as not yet implemented and generates nothing.

import type { RollKind, SaiDef, SaiRule } from "@dragondice/catalog";
import { type Die, rules29a } from "@dragondice/catalog";
import type { RollPurpose } from "./purposes.ts";

const NORMAL_RESULTS = new Set(["maneuver", "melee", "missile", "magic", "save"]);

const byIcon = new Map<string, SaiDef[]>();
for (const s of rules29a.sais) byIcon.set(s.icon, [...(byIcon.get(s.icon) ?? []), s]);

/** The SAI definition an icon has on a given die (variants such as Breath and Logo by die). */
export function saiFor(icon: string, die: Die): SaiDef | undefined {
  const defs = byIcon.get(icon);
  if (!defs) return undefined;
  if (defs.length === 1) return defs[0];
  const name = die.name.toLowerCase();
  const byName = defs.find((d) => d.variant && name.startsWith(d.variant.appliesTo.toLowerCase()));
  if (byName) return byName;
  const size = die.kind === "unit" ? die.size : "";
  return defs.find((d) => d.variant?.appliesTo.toLowerCase().includes(size)) ?? defs[0];
}

/** The clause of an SAI that applies to a roll: the one with the most specific roll kind. */
export function ruleFor(sai: SaiDef, kinds: readonly RollKind[]): SaiRule | undefined {
  for (const kind of kinds) {
    const rule = sai.rules.find((r) => r.rolls.includes(kind));
    if (rule) return rule;
  }
  return undefined;
}

/** Normal results an SAI clause yields, when that is all it does; null when it does more. */
export function normalOnly(rule: SaiRule): string[] | null {
  const onlyNormal = rule.resolution.length === 1 && rule.resolution[0] === "Normal";
  if (!onlyNormal || !rule.results.every((r) => NORMAL_RESULTS.has(r))) return null;
  return rule.results;
}

export type SaiOutcome =
  | { kind: "results"; results: string[]; sai: string }
  | { kind: "nothing" }
  | { kind: "not-implemented"; sai: string };

/** Outcomes by purpose, die and icon: they depend on catalogue data only. */
const outcomes = new Map<string, Map<Die, Map<string, SaiOutcome>>>();

/** What an SAI face does in a roll of the given purpose, as far as the engine knows now. */
export function saiOutcome(icon: string, die: Die, purpose: RollPurpose): SaiOutcome {
  let byDie = outcomes.get(purpose.name);
  if (!byDie) {
    byDie = new Map();
    outcomes.set(purpose.name, byDie);
  }
  let byIcon = byDie.get(die);
  if (!byIcon) {
    byIcon = new Map();
    byDie.set(die, byIcon);
  }
  let outcome = byIcon.get(icon);
  if (!outcome) {
    outcome = findOutcome(icon, die, purpose);
    byIcon.set(icon, outcome);
  }
  return outcome;
}

function findOutcome(icon: string, die: Die, purpose: RollPurpose): SaiOutcome {
  const sai = saiFor(icon, die);
  if (!sai) return { kind: "not-implemented", sai: icon };
  const rule = ruleFor(sai, purpose.kinds);
  if (!rule) return { kind: "nothing" };
  const results = normalOnly(rule);
  return results
    ? { kind: "results", results, sai: sai.name }
    : { kind: "not-implemented", sai: sai.name };
}
