// 2.9a "Step 1: Decide Total Force Size": what each player may bring.
import {
  type Die,
  type DragonDie,
  dieById,
  type ItemDie,
  magicPointValue,
  type TerrainDie,
  type UnitDie,
} from "@dragondice/catalog";
import type { GameConfig } from "../../kernel/game.ts";
import type {
  ForceAllowances,
  ForceList,
  ForceLists,
  ForceRules,
} from "../../standard/force-rules.ts";
import { carriedHealth, carriers, carryingThatSplits, forceCost } from "../../standard/items.ts";
import { splitIntoThree } from "../../standard/partition.ts";
import {
  dragonSummoningProblem,
  dragonSummoningProblems,
  forceMagicColors,
  summoningColors,
} from "./force-summoning.ts";

export function checkConfig(config: GameConfig): string | null {
  if (config.edition !== "2.9a") return `this ruleset plays edition 2.9a, not ${config.edition}`;
  const size = config.forceSize;
  if (!Number.isInteger(size) || size < 3)
    return "the force size must be a whole number of at least 3";
  if (!Array.isArray(config.players) || config.players.length < 2) {
    return "a game needs at least two players";
  }
  for (const [i, p] of config.players.entries()) {
    const problem = checkPlayer(p, size);
    if (problem) return `player ${i + 1} (${p?.name ?? "?"}): ${problem}`;
  }
  return null;
}

/** 2.9a's Dragonkin, who carry no item (line 2326): the force's `dice` hold none of them. */
const KIN: ReadonlySet<string> = new Set(["dragonkin"]);

/**
 * The list of a force a die belongs in: units, items and the Kings' Die in `dice`; major and
 * special terrains in `terrains`; dragons, Dragonkin and minor terrains in their own lists.
 */
export function listOf(die: Die): ForceList {
  if (die.kind === "terrain") return die.category === "minor" ? "minorTerrains" : "terrains";
  if (die.kind === "dragon") return "dragons";
  if (die.kind === "unit" && die.species === "dragonkin") return "dragonkin";
  return "dice";
}

/** What the lists hold, for messages. */
const LIST_HOLDS: Record<ForceList, string> = {
  dice: "units and items",
  terrains: "major and special terrains",
  dragons: "dragons",
  dragonkin: "Dragonkin",
  minorTerrains: "minor terrains",
};

/**
 * Components of the advanced rules (rules/000 "Advanced Rules", line 2216): items, Dragonkin, the
 * Kings' Die, minor and special terrains. Random forces leave them out unless asked for.
 */
export function isAdvancedComponent(die: Die): boolean {
  if (die.kind === "item") return true;
  if (die.kind === "terrain") return die.category !== "major";
  return die.kind === "unit" && (die.species === "dragonkin" || die.species === "none");
}

/**
 * Why a die cannot be brought in a force in this version of the game, or null; with `list`, why
 * it cannot be brought in that list of the force.
 */
export function componentProblem(die: Die, list?: ForceList): string | null {
  if (!die.editions.includes("2.9a")) {
    return `${die.name} is not a 2.9a component (it belongs to the ${die.editions.map((e) => e.toUpperCase()).join(" and ")} rules)`;
  }
  const belongs = listOf(die);
  if (list !== undefined && list !== belongs) {
    return `${die.name} belongs with the ${LIST_HOLDS[belongs]}, not the ${LIST_HOLDS[list]}`;
  }
  return null;
}

/**
 * 2.9a "The Eldarim Champions" (lines 963-1025): at most one of each champion for each 24 health
 * of the force (as many as the dragons required), counted per colour for the single-coloured
 * Dragonmasters, Dragonhunters and Dragonzealots (each die of those is one colour's).
 */
export function championProblem(dice: readonly string[], size: number): string | null {
  const most = Math.ceil(size / 24);
  const counts = new Map<string, { name: string; n: number }>();
  for (const id of dice) {
    const die = dieById(id);
    if (die?.kind !== "unit" || die.species !== "eldarim" || die.size !== "champion") continue;
    const seen = counts.get(die.id) ?? { name: die.name, n: 0 };
    seen.n++;
    counts.set(die.id, seen);
  }
  for (const { name, n } of counts.values()) {
    if (n > most) {
      return `${n} ${name}: at most ${most} (one for each 24 health of the force)`;
    }
  }
  return null;
}

function checkPlayer(p: GameConfig["players"][number], size: number): string | null {
  if (!p || typeof p.name !== "string" || p.name.trim() === "") return "needs a name";
  if (!Array.isArray(p.dice) || !Array.isArray(p.terrains) || !Array.isArray(p.dragons)) {
    return "needs dice, terrains and dragons lists";
  }
  // Every die of every list first, then the lists' rules.
  for (const list of FORCE_LISTS) {
    const ids: unknown = p[list] ?? [];
    if (!Array.isArray(ids)) return `${list} must be a list of die ids`;
    for (const id of ids) {
      const problem = idProblem(id, list);
      if (problem) return problem;
    }
  }
  const problems = forceListProblems(p, size);
  return FORCE_LISTS.map((list) => problems[list][0]).find((x) => x !== undefined) ?? null;
}

/** Why an id cannot be in a list of a force: no die has it, or the die belongs elsewhere. */
function idProblem(id: unknown, list: ForceList): string | null {
  const die = typeof id === "string" ? dieById(id) : undefined;
  if (!die) return `no die with id "${String(id)}"`;
  return componentProblem(die, list);
}

/** The lists of a force, in the order they are checked and shown. */
const FORCE_LISTS: readonly ForceList[] = [
  "dice",
  "terrains",
  "dragons",
  "dragonkin",
  "minorTerrains",
];

/**
 * Every problem of each list of a force at `size` health, for army builders that show each list's
 * problems beside it (checkConfig reports the first): a die that is no die or belongs in another
 * list, then, once every die of a list is right, that list's rules.
 */
export function forceListProblems(force: ForceLists, size: number): Record<ForceList, string[]> {
  const ids = (list: ForceList): string[] => force[list] ?? [];
  const problems = {} as Record<ForceList, string[]>;
  for (const list of FORCE_LISTS) {
    problems[list] = ids(list).flatMap((id) => idProblem(id, list) ?? []);
  }
  const rules: Record<ForceList, () => string[]> = {
    dice: () => armiesProblems(ids("dice"), size),
    terrains: () => nonNull(terrainsProblem(ids("terrains"))),
    dragons: () => nonNull(dragonsProblem(ids("dragons"), size)),
    dragonkin: () => nonNull(dragonkinProblem(ids("dragonkin"), size)),
    minorTerrains: () => nonNull(minorTerrainsProblem(ids("minorTerrains"))),
  };
  for (const list of FORCE_LISTS) {
    if (problems[list].length === 0) problems[list] = rules[list]();
  }
  return problems;
}

const nonNull = (problem: string | null): string[] => (problem ? [problem] : []);

/**
 * What a force of `size` health may bring (2.9a lines 132-150, 2238, 2312): magic users up to half
 * the force, a dragon for each 24 health, Dragonkin up to a third, four minor terrains.
 */
export function forceAllowances(size: number): ForceAllowances {
  return {
    magic: Math.floor(size / 2),
    dragons: Math.ceil(size / 24),
    dragonkin: Math.floor(size / 3),
    minorTerrains: 4,
  };
}

/**
 * The units and items: their cost is the force size; the champions within their limits; magic
 * users at most half the force; at most one Kings' Die, which waits beside the reserve area; and
 * the rest can form three armies of 1 to half the force in health, each item with a unit to carry
 * it. Every problem, in that order.
 */
function armiesProblems(ids: string[], size: number): string[] {
  const dice = ids.map((id) => dieById(id) as UnitDie | ItemDie);
  const problems: string[] = [];
  const cost = forceCost(dice);
  if (cost !== size) problems.push(`the force costs ${cost} health; the game is played at ${size}`);
  const champions = championProblem(ids, size);
  if (champions) problems.push(champions);
  const cap = forceAllowances(size).magic;
  const magic = dice.reduce((sum, d) => sum + magicPointValue(d), 0);
  if (magic > cap) {
    problems.push(`${magic} health of magic users is more than half the force (${cap})`);
  }
  // Line 2414: one Kings' Die, put in the reserves, not in the three armies.
  const kings = dice.filter((d) => d.kind === "unit" && d.species === "none").length;
  if (kings > 1) problems.push(`${kings} Kings' Dice: at most one`);
  const units = dice.filter((d): d is UnitDie => d.kind === "unit" && d.species !== "none");
  const items = dice.filter((d): d is ItemDie => d.kind === "item");
  if (units.length === 0) return [...problems, "the force needs units"];
  if (carriers(KIN, units, items).some((u) => u < 0)) {
    problems.push("not every item has a unit of its colour to carry it (one item per unit)");
  } else if (
    cost === size &&
    !carryingThatSplits(KIN, units, items, (bundles) => splitIntoThree(bundles, cap, (min) => min))
  ) {
    // Only a force of the right cost: one short of health says so above. Any unit able to carry
    // an item may: the force is legal if some way of carrying them lets the armies form.
    problems.push(`the units cannot form three armies of 1 to ${cap} health`);
  }
  return problems;
}

/**
 * The health of each unit with the item it carries (each item matched to a unit that can carry
 * it), or null when some item has no unit left to carry it.
 */
export function carriedBundles(units: UnitDie[], items: ItemDie[]): number[] | null {
  const carriedBy = carriers(KIN, units, items);
  return carriedBy.some((u) => u < 0) ? null : carriedHealth(units, items, carriedBy);
}

/** Two terrains: a major one for the home; a special terrain only as the proposed frontier. */
function terrainsProblem(ids: string[]): string | null {
  if (ids.length !== 2) return "bring exactly two terrains (home and proposed frontier)";
  const dice = ids.map((id) => dieById(id) as TerrainDie);
  if (!dice.some((d) => d.category === "major")) {
    return "at least one terrain must be a major terrain (to be the home)";
  }
  return null;
}

function dragonsProblem(ids: string[], size: number): string | null {
  let dragonSlots = 0;
  for (const id of ids) {
    dragonSlots += (dieById(id) as DragonDie).dragonType === "white" ? 2 : 1;
  }
  const required = forceAllowances(size).dragons;
  if (dragonSlots !== required) {
    return `bring exactly ${required} dragon${required > 1 ? "s" : ""} (a white dragon counts as two); brought ${dragonSlots}`;
  }
  return null;
}

/** The summoning pool's Dragonkin: one health for each full three of the force (line 2312). */
function dragonkinProblem(dragonkin: string[], size: number): string | null {
  const kin = dragonkin.reduce((sum, id) => sum + (dieById(id) as UnitDie).health, 0);
  const allowed = forceAllowances(size).dragonkin;
  if (kin > allowed) {
    return `${kin} health of Dragonkin: at most ${allowed} (one for each 3 health of the force)`;
  }
  return null;
}

/** The summoning pool's minor terrains: four at most (line 2238). */
function minorTerrainsProblem(minors: string[]): string | null {
  return minors.length > 4 ? `${minors.length} minor terrains: at most four` : null;
}

/** 2.9a's force rules, as the ruleset hands them to army builders and random forces. */
export const forces29a: ForceRules = {
  listOf,
  isAdvancedComponent,
  componentProblem,
  listProblems: forceListProblems,
  allowances: forceAllowances,
  cost: forceCost,
  carriedBundles,
  magicPointValue,
  magicColors: forceMagicColors,
  summoningColors,
  dragonSummoningProblem,
  dragonSummoningProblems,
};
