// The army builder's arithmetic: running totals of a force (health, magic points) and every
// problem with it, section by section, mirroring the 2.9a force rules the engine checks.
import {
  dieById,
  dragonDice,
  magicPointValue,
  terrainDice,
  type UnitDie,
  units,
} from "@dragondice/catalog";
import { forceComponentProblem, isAdvancedComponent } from "@dragondice/engine";
import type { ForceDraft } from "./draft.ts";

/** Units and terrains a force may bring in 2.9a, as far as the game plays them (the engine says). */
export const FORCE_UNITS: readonly UnitDie[] = units.filter(
  (u) => forceComponentProblem(u, "dice") === null && !isAdvancedComponent(u),
);
export const FORCE_TERRAINS = terrainDice.filter(
  (t) => forceComponentProblem(t, "terrains") === null && !isAdvancedComponent(t),
);
export const FORCE_DRAGONS = dragonDice.filter((d) => d.editions.includes("2.9a"));

export interface ForceTotals {
  health: number;
  magic: number;
  magicCap: number;
  dragonSlots: number;
  dragonsRequired: number;
}

export function totals(draft: ForceDraft, forceSize: number): ForceTotals {
  let health = 0;
  let magic = 0;
  for (const id of draft.dice) {
    const d = dieById(id);
    if (d?.kind !== "unit" && d?.kind !== "item") continue;
    health += d.health;
    magic += magicPointValue(d);
  }
  let dragonSlots = 0;
  for (const id of draft.dragons) {
    const d = dieById(id);
    if (d?.kind === "dragon") dragonSlots += d.dragonType === "white" ? 2 : 1;
  }
  return {
    health,
    magic,
    magicCap: Math.floor(forceSize / 2),
    dragonSlots,
    dragonsRequired: Math.ceil(forceSize / 24),
  };
}

/** Whether unit healths can form three armies of 1 to `cap` health each. */
export function canSplitIntoThree(healths: number[], cap: number): boolean {
  if (healths.length < 3) return false;
  const sorted = [...healths].sort((a, b) => b - a);
  const sums = [0, 0, 0];
  const seen = new Set<string>();
  const go = (i: number): boolean => {
    if (i === sorted.length) return sums.every((s) => s >= 1);
    const key = `${i}:${[...sums].sort((a, b) => a - b).join(",")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const h = sorted[i] ?? 0;
    for (let k = 0; k < 3; k++) {
      if ((sums[k] ?? 0) + h > cap) continue;
      sums[k] = (sums[k] ?? 0) + h;
      const ok = go(i + 1);
      sums[k] = (sums[k] ?? 0) - h;
      if (ok) return true;
    }
    return false;
  };
  return go(0);
}

export interface ForceProblems {
  dice: string[];
  terrains: string[];
  dragons: string[];
}

export function problems(draft: ForceDraft, forceSize: number): ForceProblems {
  const t = totals(draft, forceSize);
  const dice: string[] = [];
  for (const id of draft.dice) {
    const d = dieById(id);
    const problem = d ? forceComponentProblem(d) : `no die with id "${id}"`;
    if (problem) dice.push(problem);
    else if (d?.kind !== "unit") dice.push(`${d?.name} is not a unit`);
  }
  if (t.health !== forceSize) {
    dice.push(
      t.health < forceSize
        ? `${t.health} of ${forceSize} health: add ${forceSize - t.health} more`
        : `${t.health} health is ${t.health - forceSize} more than the force size ${forceSize}`,
    );
  }
  if (t.magic > t.magicCap) {
    dice.push(`${t.magic} magic points is more than half the force (${t.magicCap})`);
  }
  const healths = draft.dice.map((id) => {
    const d = dieById(id);
    return d?.kind === "unit" ? d.health : 0;
  });
  if (t.health === forceSize && !canSplitIntoThree(healths, t.magicCap)) {
    dice.push(`the units cannot form three armies of 1 to ${t.magicCap} health`);
  }
  const terrains: string[] = [];
  if (draft.terrains.length !== 2) {
    terrains.push("bring exactly two terrains (home and proposed frontier)");
  }
  let majors = 0;
  for (const id of draft.terrains) {
    const d = dieById(id);
    if (d?.kind !== "terrain") {
      terrains.push(`"${id}" is not a terrain die`);
      continue;
    }
    const problem = forceComponentProblem(d);
    if (problem) terrains.push(problem);
    else if (d.category === "major") majors++;
  }
  if (draft.terrains.length > 0 && majors === 0) {
    terrains.push("at least one terrain must be a major terrain (to be the home)");
  }
  const dragons: string[] = [];
  for (const id of draft.dragons) {
    if (dieById(id)?.kind !== "dragon") dragons.push(`"${id}" is not a dragon`);
  }
  if (t.dragonSlots !== t.dragonsRequired) {
    dragons.push(
      `bring exactly ${t.dragonsRequired} dragon${t.dragonsRequired > 1 ? "s" : ""} (a white dragon counts as two); now ${t.dragonSlots}`,
    );
  }
  return { dice, terrains, dragons };
}

export const isLegal = (p: ForceProblems): boolean =>
  p.dice.length + p.terrains.length + p.dragons.length === 0;

/** A file that is not a force file: the message says what is wrong in plain words. */
export class ForceFileError extends Error {
  override name = "ForceFileError";
}

const LISTS = {
  dice: { what: "the units", kinds: ["unit", "item"], noun: "a unit" },
  terrains: { what: "the home and frontier terrains", kinds: ["terrain"], noun: "a terrain" },
  dragons: { what: "the dragons", kinds: ["dragon"], noun: "a dragon" },
} as const;

/** "a text", "a number", "a list"... for messages about a JSON value of the wrong type. */
function typeName(v: unknown): string {
  if (v === null) return "empty (null)";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "string") return "a text";
  return typeof v === "object" ? "an object" : `a ${typeof v}`;
}

/**
 * Reads a force file (the builder's save format, the same shape as the terminal's force files:
 * `{ name?, dice, terrains, dragons }`, die ids; `label` for a name is read too). Throws
 * ForceFileError naming the field at fault. A force that is not complete yet loads: the builder
 * lists its problems.
 */
export function readForceFile(text: string): ForceDraft {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ForceFileError("it is not a force file: its text is not JSON");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new ForceFileError(
      "it is not a force file: a force file holds a name and lists of dice, terrains and dragons",
    );
  }
  const o = json as Record<string, unknown>;
  const lists = {} as Record<keyof typeof LISTS, string[]>;
  for (const [key, list] of Object.entries(LISTS) as [
    keyof typeof LISTS,
    (typeof LISTS)[keyof typeof LISTS],
  ][]) {
    const v = o[key];
    if (v === undefined)
      throw new ForceFileError(`it has no "${key}" list (${list.what}, as die ids)`);
    if (!Array.isArray(v)) {
      throw new ForceFileError(`"${key}" should be a list of die ids, not ${typeName(v)}`);
    }
    v.forEach((id: unknown, i) => {
      if (typeof id !== "string") {
        throw new ForceFileError(`"${key}" item ${i + 1} is not a die id: ${JSON.stringify(id)}`);
      }
      const die = dieById(id);
      if (!die)
        throw new ForceFileError(`"${key}" item ${i + 1}, "${id}", is no die of the catalogue`);
      if (!(list.kinds as readonly string[]).includes(die.kind)) {
        throw new ForceFileError(
          `"${key}" item ${i + 1}, "${id}", is ${die.kind === "item" ? "an item" : `a ${die.kind}`}, not ${list.noun}`,
        );
      }
    });
    lists[key] = v as string[];
  }
  const name = o.name ?? o.label;
  if (name !== undefined && typeof name !== "string") {
    throw new ForceFileError(`"name" should be a text, not ${typeName(name)}`);
  }
  return { name: (name ?? "Loaded force").slice(0, 60), ...lists };
}

/** The unit filters the builder offers: species, size and class present in the catalogue. */
export function unitFilters(): { species: string[]; sizes: string[]; classes: string[] } {
  const uniq = (xs: string[]) => [...new Set(xs)].sort();
  return {
    species: uniq(FORCE_UNITS.map((u) => u.species)),
    sizes: ["common", "uncommon", "rare", "champion", "monster"].filter((s) =>
      FORCE_UNITS.some((u) => u.size === s),
    ),
    classes: uniq(FORCE_UNITS.map((u) => u.class)),
  };
}

export function filterUnits(f: {
  species: string;
  size: string;
  cls: string;
  text: string;
}): UnitDie[] {
  const text = f.text.trim().toLowerCase();
  return FORCE_UNITS.filter(
    (u) =>
      (f.species === "" || u.species === f.species) &&
      (f.size === "" || u.size === f.size) &&
      (f.cls === "" || u.class === f.cls) &&
      (text === "" || u.name.toLowerCase().includes(text)),
  );
}
