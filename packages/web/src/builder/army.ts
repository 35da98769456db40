// The army builder's arithmetic: running totals of a force (health, magic points, dragons, the
// summoning pool) and every problem with it, list by list. The force rules are the engine's, of the
// edition new games are played in (`forcesFor`): the builder only shows them.
import {
  type Die,
  dieById,
  dragonDice,
  type ItemDie,
  itemDice,
  type TerrainDie,
  terrainDice,
  type UnitDie,
  units,
} from "@dragondice/catalog";
import { DEFAULT_EDITION, type ForceList, forcesFor } from "@dragondice/engine";
import type { ForceDraft } from "./draft.ts";

/** The rules of the forces the builder makes: for new games, in the edition they are played in. */
export const FORCE_RULES = forcesFor(DEFAULT_EDITION);
const { isAdvancedComponent } = FORCE_RULES;

/** The dice of the catalogue a list of a force may hold, as far as the game plays them. */
const offered = <T extends Die>(dice: readonly T[], list: ForceList): T[] =>
  dice.filter((d) => FORCE_RULES.componentProblem(d, list) === null);

/** Units of the standard rules (the catalogue the builder filters by species, size, class). */
export const FORCE_UNITS: readonly UnitDie[] = offered(units, "dice").filter(
  (u) => !isAdvancedComponent(u),
);
/** Magical items, artifacts, medallions and the Kings' Die (rules/000 lines 2342-2450). */
export const FORCE_ITEMS: readonly (ItemDie | UnitDie)[] = [
  ...offered(itemDice, "dice"),
  ...offered(units, "dice").filter(isAdvancedComponent),
];
/** Major terrains: a home, or a proposed frontier. */
export const FORCE_TERRAINS: readonly TerrainDie[] = offered(terrainDice, "terrains").filter(
  (t) => !isAdvancedComponent(t),
);
/** Special terrains (line 2272): only ever the proposed frontier. */
export const SPECIAL_TERRAINS: readonly TerrainDie[] = offered(terrainDice, "terrains").filter(
  isAdvancedComponent,
);
export const FORCE_DRAGONS = offered(dragonDice, "dragons");
export const FORCE_DRAGONKIN: readonly UnitDie[] = offered(units, "dragonkin");
export const FORCE_MINOR_TERRAINS: readonly TerrainDie[] = offered(terrainDice, "minorTerrains");

export interface ForceTotals {
  /** What the units and items cost (a second uncommon item costs 1, line 2367). */
  health: number;
  magic: number;
  magicCap: number;
  dragonSlots: number;
  dragonsRequired: number;
  /** Health of the Dragonkin in the summoning pool, and the most allowed (line 2312). */
  dragonkin: number;
  dragonkinAllowed: number;
  minorTerrains: number;
  minorTerrainsAllowed: number;
}

/** The catalogue dice of a list of the draft that are of the kinds given (others are problems). */
function diceOf<K extends Die["kind"]>(ids: readonly string[], kinds: readonly K[]) {
  return ids
    .map((id) => dieById(id))
    .filter((d): d is Extract<Die, { kind: K }> => d !== undefined && kinds.includes(d.kind as K));
}

export function totals(draft: ForceDraft, forceSize: number): ForceTotals {
  const allowed = FORCE_RULES.allowances(forceSize);
  const dice = diceOf(draft.dice, ["unit", "item"]);
  let dragonSlots = 0;
  for (const d of diceOf(draft.dragons, ["dragon"])) {
    dragonSlots += d.dragonType === "white" ? 2 : 1;
  }
  return {
    health: FORCE_RULES.cost(dice),
    magic: dice.reduce((sum, d) => sum + FORCE_RULES.magicPointValue(d), 0),
    magicCap: allowed.magic,
    dragonSlots,
    dragonsRequired: allowed.dragons,
    dragonkin: diceOf(draft.dragonkin, ["unit"]).reduce((sum, d) => sum + d.health, 0),
    dragonkinAllowed: allowed.dragonkin,
    minorTerrains: draft.minorTerrains.length,
    minorTerrainsAllowed: allowed.minorTerrains,
  };
}

/** Each list's problems, the engine's words. */
export type ForceProblems = Record<ForceList, string[]>;

/**
 * The engine's force rules, and besides them a dragon the force's own magic can never summon: the
 * rules allow it, but it would only ever come if an opponent summoned it, which a player building
 * a force rarely means.
 */
export function problems(draft: ForceDraft, forceSize: number): ForceProblems {
  const p = FORCE_RULES.listProblems(draft, forceSize);
  return { ...p, dragons: [...p.dragons, ...FORCE_RULES.dragonSummoningProblems(draft)] };
}

export const isLegal = (p: ForceProblems): boolean =>
  Object.values(p).every((list) => list.length === 0);

/** A file that is not a force file: the message says what is wrong in plain words. */
export class ForceFileError extends Error {
  override name = "ForceFileError";
}

/** The lists of a force file; the summoning pool's may be left out (a force without one). */
const LISTS = {
  dice: { what: "the units", kinds: ["unit", "item"], noun: "a unit", optional: false },
  terrains: {
    what: "the home and frontier terrains",
    kinds: ["terrain"],
    noun: "a terrain",
    optional: false,
  },
  dragons: { what: "the dragons", kinds: ["dragon"], noun: "a dragon", optional: false },
  dragonkin: { what: "the Dragonkin", kinds: ["unit"], noun: "a Dragonkin", optional: true },
  minorTerrains: {
    what: "the minor terrains",
    kinds: ["terrain"],
    noun: "a terrain",
    optional: true,
  },
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
 * `{ name?, dice, terrains, dragons, dragonkin?, minorTerrains? }`, die ids; `label` for a name
 * is read too). Throws ForceFileError naming the field at fault. A force that is not complete yet loads: the builder
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
    const v = o[key] ?? (list.optional ? [] : undefined);
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
