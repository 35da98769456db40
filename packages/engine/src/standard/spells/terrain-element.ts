// Spells that target a terrain, or an army at a terrain, "with the green (water) element" (2.9a
// Water Walking, line 1456; Black Rain, line 1520): the elements its die shows.
import type { Element } from "@dragondice/catalog";
import { atTerrain, type Location, type Table } from "../../kernel/state.ts";
import { terrainAt, terrainDie } from "../army.ts";

/** Whether the terrain at `at` (a location: an army's is in the reserve area for none) has it. */
export function terrainHasElement(state: Table, at: string, element: Element): boolean {
  if (!atTerrain(at)) return false;
  return (terrainDie(terrainAt(state, at as Location)).colors as string[]).includes(element);
}
