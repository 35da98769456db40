// 2.9a "Step 1: Decide Total Force Size": what each player may bring.
import { type Die, dieById, magicPointValue } from "@dragondice/catalog";
import type { GameConfig } from "../../kernel/game.ts";
import { splitIntoThree } from "./partition.ts";

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

/**
 * Why a die cannot be brought in a force in this version of the game, or null: what 2.9a does
 * not allow, and what the engine cannot play yet (refused until the issue that brings it).
 */
export function componentProblem(die: Die): string | null {
  if (!die.editions.includes("2.9a")) return `${die.name} is not a 2.9a component`;
  if (die.kind === "terrain") {
    if (die.category === "minor") return `${die.name} is a minor terrain`;
    // Their advanced eighth faces have no rules in the game yet (the advanced rules, issue 15).
    if (die.category === "advanced") {
      return `${die.name} is an advanced terrain: not in the game yet (the advanced rules come later)`;
    }
    return null;
  }
  if (die.kind === "dragon") return null;
  if (die.kind !== "unit") {
    return `${die.name}: only units can be in a force so far (items come later)`;
  }
  if (die.species === "dragonkin")
    return `${die.name}: Dragonkin are summoned, not brought in armies`;
  if (die.species === "none") return `${die.name}: the Kings' Die is not supported yet`;
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
  let health = 0;
  let magic = 0;
  const healths: number[] = [];
  for (const id of p.dice) {
    const die = dieById(id);
    if (!die) return `no die with id "${id}"`;
    const problem = componentProblem(die);
    if (problem) return problem;
    if (die.kind !== "unit") return `${die.name} is not a unit`;
    health += die.health;
    healths.push(die.health);
    magic += magicPointValue(die);
  }
  if (health !== size) return `the force has ${health} health; the game is played at ${size}`;
  const champions = championProblem(p.dice, size);
  if (champions) return champions;
  const cap = Math.floor(size / 2);
  if (magic > cap) return `${magic} health of magic users is more than half the force (${cap})`;
  if (!splitIntoThree(healths, cap, (min) => min)) {
    return `the units cannot form three armies of 1 to ${cap} health`;
  }
  if (p.terrains.length !== 2) return "bring exactly two terrains (home and proposed frontier)";
  let majors = 0;
  for (const id of p.terrains) {
    const die = dieById(id);
    if (die?.kind !== "terrain") return `"${id}" is not a terrain die`;
    const problem = componentProblem(die);
    if (problem) return problem;
    if (die.category === "major") majors++;
  }
  if (majors === 0) return "at least one terrain must be a major terrain (to be the home)";
  let dragonSlots = 0;
  for (const id of p.dragons) {
    const die = dieById(id);
    if (die?.kind !== "dragon") return `"${id}" is not a dragon`;
    dragonSlots += die.dragonType === "white" ? 2 : 1;
  }
  const required = Math.ceil(size / 24);
  if (dragonSlots !== required) {
    return `bring exactly ${required} dragon${required > 1 ? "s" : ""} (a white dragon counts as two); brought ${dragonSlots}`;
  }
  return null;
}
