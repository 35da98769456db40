// What the 2.9a rules ask of a dragon die (rules/000 "Dragons", "Hybrid Dragons", "Ivory Hybrid
// Dragons", "White Dragons"): its colours, what each face does, what it takes to slay it, and
// which dragons fight each other instead of the army (Step 5, line 356).
import type { DragonDie, Element } from "@dragondice/catalog";
import { type DieState, dragonPlace, dragonTerrain, type Table } from "../kernel/state.ts";
import { catalogDie, dieInstance, dragonDice } from "./army.ts";
import type { EditionTables } from "./edition-tables.ts";

/** The catalogue's dragon behind a die instance, or null when the die is not a dragon. */
export function dragonOf(d: DieState): DragonDie | null {
  const die = catalogDie(d);
  return die.kind === "dragon" ? die : null;
}

/** The dragon behind a die instance id; throws when it is not one (a rules error). */
export function dragonById(state: Table, id: string): DragonDie {
  const d = dieInstance(state, id);
  const dragon = d ? dragonOf(d) : null;
  if (!dragon) throw new Error(`${id} is not a dragon`);
  return dragon;
}

/**
 * The terrains (ids) dragons have been summoned to, each once: none in most turns, which is
 * found with one look at each dragon.
 */
export function terrainsWithDragons(state: Table): Set<string> {
  const terrains = new Set<string>();
  for (const d of dragonDice(state)) {
    const terrain = dragonTerrain(d.at);
    if (terrain !== null) terrains.add(terrain);
  }
  return terrains;
}

/** The dragons summoned to a terrain (by its id). */
export function dragonsAt(state: Table, terrain: string): DieState[] {
  const at = dragonPlace(terrain);
  return dragonDice(state).filter((d) => d.at === at);
}

const ELEMENTS: readonly string[] = ["air", "death", "earth", "fire", "water"];

/**
 * A dragon's elements: an elemental dragon's one, a hybrid's two, an ivory hybrid's one; none for
 * a pure ivory dragon; all five for a white dragon ("composed of all five aspects", line 160).
 */
export function dragonElements(dragon: DragonDie): Element[] {
  if (dragon.dragonType === "white") return ELEMENTS as Element[];
  return dragon.colors.filter((c): c is Element => ELEMENTS.includes(c));
}

export const isWhite = (dragon: DragonDie): boolean => dragon.dragonType === "white";

/** Ivory in its make-up: pure ivory and ivory hybrids always attack the army (line 336). */
export const hasIvory = (dragon: DragonDie): boolean =>
  dragon.dragonType === "ivory" || dragon.dragonType === "ivory-hybrid";

/**
 * Whether dragon `a` attacks dragon `b` when both are at a terrain (line 356, lines 2454-2470):
 * - a pure ivory dragon attacks no dragon and no dragon attacks it; an ivory hybrid attacks no
 *   dragon, but elemental dragons and hybrids sharing none of its element attack it, and white
 *   dragons do;
 * - dragons of exactly the same colours never fight (two white dragons included);
 * - elemental and white dragons fight every other elemental, hybrid and white dragon;
 * - a hybrid fights every dragon whose colours are not exactly its own.
 */
export function attacksDragon(a: DragonDie, b: DragonDie): boolean {
  if (hasIvory(a) || b.dragonType === "ivory") return false;
  if (sameColors(a, b)) return false;
  if (b.dragonType === "ivory-hybrid") {
    if (isWhite(a)) return true;
    const element = dragonElements(b)[0];
    return element === undefined || !dragonElements(a).includes(element);
  }
  return true;
}

function sameColors(a: DragonDie, b: DragonDie): boolean {
  return a.colors.length === b.colors.length && a.colors.every((c) => b.colors.includes(c));
}

/** The dragons at a terrain, split: those that attack the army, and those that fight dragons. */
export interface DragonSides {
  /** Dragons that attack the army there: ivory in their make-up, or no dragon to fight. */
  army: string[];
  /** Dragons that fight other dragons there (Step 5), each with the dragons it may attack. */
  fights: { dragon: string; foes: string[] }[];
}

/**
 * Who attacks whom at a terrain (line 336): ivory and ivory hybrid dragons always attack the army
 * (an ivory hybrid may be attacked all the same); any other dragon fights the dragons there it
 * attacks, tamed or not (line 953), and attacks the army only when it has none to fight.
 */
export function dragonSides(state: Table, terrain: string): DragonSides {
  const here = dragonsAt(state, terrain).map((d) => ({ id: d.id, die: dragonOf(d) as DragonDie }));
  const sides: DragonSides = { army: [], fights: [] };
  for (const a of here) {
    const foes = here.filter((b) => b.id !== a.id && attacksDragon(a.die, b.die)).map((b) => b.id);
    const attacked = here.some((b) => b.id !== a.id && attacksDragon(b.die, a.die));
    if (foes.length > 0) sides.fights.push({ dragon: a.id, foes });
    if (hasIvory(a.die) || (foes.length === 0 && !attacked)) sides.army.push(a.id);
  }
  return sides;
}

/** The damage a dragon face does to an army or a dragon (line 690-708; doubled for white). */
export function faceDamage(tables: EditionTables, dragon: DragonDie, icon: string): number {
  const face = tables.dragonFaces.get(icon);
  if (!face) return 0;
  return isWhite(dragon) ? face.whiteDamage : face.damage;
}

/** How many units a Treasure lets the army promote (line 706; two for a white dragon). */
export function treasurePromotions(tables: EditionTables, dragon: DragonDie): number {
  const face = tables.dragonFaces.get("Treasure");
  return (isWhite(dragon) ? face?.whitePromotions : face?.promotions) ?? 1;
}

/**
 * The melee or missile results it takes to slay a dragon (line 368): its health plus its five
 * automatic saves, or its health alone when they do not count (it rolled Belly, or a dragon's
 * breath took them away).
 */
export function resultsToSlay(dragon: DragonDie, autoSaves: boolean): number {
  return dragon.health + (autoSaves ? dragon.autoSaves : 0);
}
