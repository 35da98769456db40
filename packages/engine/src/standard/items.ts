// 2.9a "Magical Items", "Artifacts" and "Medallions" (rules/000 lines 2363-2440): what an item
// costs in a force, which units can carry it, and which items an army's units carry. Items are
// dice at their army's location, like its units, but never units: `unitsAt` and every count of
// units leave them out. Which unit carries which item is not kept: whenever it matters (a roll,
// a move, a unit lost) the items are matched to the units that can carry them, one item each.
import { dieById, type ItemDie, type UnitDie } from "@dragondice/catalog";
import type { Roll } from "../kernel/roll.ts";
import { atTerrain, type DieState, type Table } from "../kernel/state.ts";
import { dieInstance, gameHasItems, itemDice, unitOf } from "./army.ts";
import type { EditionTables } from "./edition-tables.ts";
import { purposeNamed } from "./purposes.ts";

/** The catalogue item behind an item die of the game, or null for any other die. */
export function itemOf(d: DieState): ItemDie | null {
  const die = dieById(d.die);
  return die?.kind === "item" ? die : null;
}

export const isItem = (d: DieState): boolean => itemOf(d) !== null;

/**
 * Whether a unit can carry an item (lines 2379-2383, 2434, 979-1023, 2416): each unit one item of
 * a colour matching its own; medallions are colourless, so any unit carries one. A unit of no
 * element of its own carries any colour: Amazons, which are ivory (line 2383), 2.9a's Kings' Die
 * and the white Eldarim champions, who are of every colour anyway. Dragonkin (`kin`: the
 * edition's) carry nothing (line 2326).
 */
export function canCarry(kin: ReadonlySet<string>, unit: UnitDie, item: ItemDie): boolean {
  if (kin.has(unit.species)) return false;
  if (item.itemType === "medallion") return true;
  if (unit.elements.length === 0 || unit.colors.includes("white")) return true;
  return item.colors.some((c) => (unit.elements as string[]).includes(c));
}

/**
 * The largest set of items that distinct units can carry, one each: for each item (by index) the
 * index of the unit carrying it, or -1 for an item none is left to carry. Items earlier in the
 * list are matched first, so the caller decides which items stay when not all can.
 */
export function carriers(
  kin: ReadonlySet<string>,
  units: readonly UnitDie[],
  items: readonly ItemDie[],
): number[] {
  const carriedBy = new Array<number>(items.length).fill(-1);
  const carrying = new Array<number>(units.length).fill(-1);
  // Augmenting paths (Kuhn's algorithm): armies hold a few dozen dice at most.
  const tryItem = (i: number, seen: boolean[]): boolean => {
    for (let u = 0; u < units.length; u++) {
      if (seen[u] || !canCarry(kin, units[u] as UnitDie, items[i] as ItemDie)) continue;
      seen[u] = true;
      const other = carrying[u] as number;
      if (other < 0 || tryItem(other, seen)) {
        carrying[u] = i;
        carriedBy[i] = u;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < items.length; i++) tryItem(i, new Array<boolean>(units.length).fill(false));
  return carriedBy;
}

/** Each unit's health with the item it carries (`carriedBy`: each item's unit) added. */
export function carriedHealth(
  units: readonly UnitDie[],
  items: readonly ItemDie[],
  carriedBy: readonly number[],
): number[] {
  const health = units.map((u) => u.health);
  carriedBy.forEach((u, i) => {
    health[u] = (health[u] as number) + (items[i] as ItemDie).health;
  });
  return health;
}

/** How many ways of carrying the items `carryingThatSplits` tries at most, the first included. */
const MOST_CARRYINGS = 5000;

/**
 * A way for the items to be carried, one each by units that can carry them (`carriedBy`: each
 * item's unit), under which the units with the items they carry form three armies: `split` gives
 * the army of each unit from their healths with their items' (`bundles`) and that way of carrying
 * (`carriedBy`, for a caller weighing more than health: read it there, it changes after), or
 * null. Which unit carries an item changes the armies' healths: a 2-health unit carrying a
 * 2-health item makes a bundle of 4 where a 1-health unit would make 3, and only one of them may
 * fit under half the force. The first way `carriers` finds is tried first (most forces split
 * with it); then the others, a unit like one tried before (the same health, the same items it can
 * carry) not tried in its place. Null when no way splits, or when no way carries them all.
 */
export function carryingThatSplits(
  kin: ReadonlySet<string>,
  units: readonly UnitDie[],
  items: readonly ItemDie[],
  split: (bundles: number[], carriedBy: readonly number[]) => number[] | null,
): { carriedBy: number[]; groups: number[] } | null {
  const bundlesOf = (carriedBy: readonly number[]) => carriedHealth(units, items, carriedBy);
  const first = carriers(kin, units, items);
  if (first.some((u) => u < 0)) return null;
  const groups = split(bundlesOf(first), first);
  if (groups) return { carriedBy: first, groups };
  // What tells units apart here: their health, and which items they can carry.
  const kindOf = units.map(
    (u) => `${u.health}|${items.map((item) => (canCarry(kin, u, item) ? 1 : 0)).join("")}`,
  );
  const carriedBy = new Array<number>(items.length).fill(-1);
  const carrying = new Array<boolean>(units.length).fill(false);
  let tried = 1;
  const go = (i: number): { carriedBy: number[]; groups: number[] } | null => {
    if (i === items.length) {
      tried++;
      const found = split(bundlesOf(carriedBy), carriedBy);
      return found ? { carriedBy: [...carriedBy], groups: found } : null;
    }
    const kinds = new Set<string>();
    for (let u = 0; u < units.length && tried < MOST_CARRYINGS; u++) {
      if (carrying[u] || !canCarry(kin, units[u] as UnitDie, items[i] as ItemDie)) continue;
      const kind = kindOf[u] as string;
      if (kinds.has(kind)) continue;
      kinds.add(kind);
      carrying[u] = true;
      carriedBy[i] = u;
      const found = go(i + 1);
      carrying[u] = false;
      if (found) return found;
    }
    return null;
  };
  return go(0);
}

/**
 * The health an item costs in a force (line 2367, line 144): its health, except that every second
 * uncommon item costs 1 (a pair of uncommons costs 3). `uncommonsBefore` is how many uncommon
 * items the force lists before this one.
 */
export function itemCost(item: ItemDie, uncommonsBefore: number): number {
  if (item.size === "uncommon" && uncommonsBefore % 2 === 1) return 1;
  return item.health;
}

/** The health the components of a force cost: units their health, items `itemCost`. */
export function forceCost(dice: readonly (UnitDie | ItemDie)[]): number {
  let cost = 0;
  let uncommons = 0;
  for (const die of dice) {
    if (die.kind === "unit") cost += die.health;
    else {
      cost += itemCost(die, uncommons);
      if (die.size === "uncommon") uncommons++;
    }
  }
  return cost;
}

/** A player's items at a location, in the order of the table's dice. */
export function itemsAt(state: Table, player: number, at: string): DieState[] {
  const out: DieState[] = [];
  for (const d of itemDice(state)) if (d.owner === player && d.at === at) out.push(d);
  return out;
}

/**
 * The items that roll with a roll (lines 2387-2389): an army's roll at a terrain or at set-up
 * (never the reserve army's, nor a unit's roll on its own), each item carried by a unit of the
 * roll.
 */
export function itemsRolling(tables: EditionTables, state: Table, roll: Roll): string[] {
  const army = atTerrain(roll.at) || roll.at.startsWith("setup:");
  if (!gameHasItems(state) || !army || purposeNamed(roll.purpose).individual) return [];
  const items = itemsAt(state, roll.player, roll.at);
  if (items.length === 0) return [];
  const units: UnitDie[] = [];
  for (const id of roll.dice) {
    const d = dieInstance(state, id);
    const unit = d ? unitOf(d) : null;
    if (unit) units.push(unit);
  }
  const carried = carriers(
    tables.dragonkin,
    units,
    items.map((d) => itemOf(d) as ItemDie),
  );
  return items.filter((_, i) => (carried[i] as number) >= 0).map((d) => d.id);
}
