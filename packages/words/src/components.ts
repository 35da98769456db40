// The advanced rules' components on the table in words (rules/000 "Advanced Rules", lines
// 2214-2450): the items with the army carrying them, a minor terrain with the face in effect, the
// summoning pool by kind (dragons, Dragonkin, minor terrains) and the Kings' Die beside its
// owner's reserve area. Shared by the terminal's board and the browser's table.
import { dieById } from "@dragondice/catalog";
import type { DieState } from "@dragondice/engine";
import { isMinorTerrain, minorTerrainBadge } from "./minor-terrains.ts";
import { diceAt, dieName, type Shown } from "./names.ts";

/** A player's items (magical items, artifacts, medallions) at a location: "Dawn Blade (Red)". */
export function itemsAt(g: Shown, player: number, at: string): DieState[] {
  return diceAt(g, player, at).filter((d) => dieById(d.die)?.kind === "item");
}

/** A player's minor terrains at a location (in play at an army's terrain, or in the pool). */
export function minorTerrainsAt(g: Shown, player: number, at: string): DieState[] {
  return diceAt(g, player, at).filter(isMinorTerrain);
}

/**
 * "Highland Knoll: ID (melee)": a minor terrain with the face in effect (line 2238: it stays on
 * the face it rolled until it is rolled again), or its name alone before it is rolled.
 */
export const minorTerrainText = (d: DieState): string => minorTerrainBadge(d) ?? dieName(d.die);

/** "items: Dawn Blade (Red), Blade Golem (Red)": the items of an army, or null for none. */
export function itemsText(g: Shown, player: number, at: string): string | null {
  const items = itemsAt(g, player, at);
  return items.length > 0 ? `items: ${items.map((d) => dieName(d.die)).join(", ")}` : null;
}

/** A kind of die in a player's summoning pool, with its dice. */
export interface PoolGroup {
  label: "dragons" | "Dragonkin" | "minor terrains";
  dice: DieState[];
}

/**
 * A player's summoning pool by kind (lines 2238, 2314): dragons, Dragonkin, minor terrains, the
 * kinds with no die left out. The pool is public: every player sees every pool.
 */
export function poolGroups(g: Shown, player: number): PoolGroup[] {
  const groups: PoolGroup[] = [
    { label: "dragons", dice: [] },
    { label: "Dragonkin", dice: [] },
    { label: "minor terrains", dice: [] },
  ];
  for (const d of diceAt(g, player, "pool")) {
    const die = dieById(d.die);
    const i = die?.kind === "terrain" ? 2 : die?.kind === "unit" ? 1 : 0;
    groups[i]?.dice.push(d);
  }
  return groups.filter((group) => group.dice.length > 0);
}

/** The Kings' Die of a player, beside the reserve area once the armies are revealed (line 2414). */
export function kingsDieAtCourt(g: Shown, player: number): DieState | null {
  return diceAt(g, player, "court")[0] ?? null;
}
