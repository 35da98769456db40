// 2.9a Wall of Thorns (green, 8, Treefolk; rules/000 line 1522): until the end of the caster's
// next turn, an army whose maneuver turns the terrain hurts itself (maneuver.ts: its health-worth
// in damage, less its melee results). Not at a terrain already under one, nor at one showing its
// eighth face.
import type { Table } from "../../kernel/state.ts";
import { guardedBy, terrainGuard } from "./terrain-guard.ts";

/** Whether a Wall of Thorns holds on the terrain. */
export const thorny = (state: Table, terrain: string): boolean =>
  guardedBy(state, terrain, "wall-of-thorns");

export const wallOfThorns = terrainGuard("wall-of-thorns");
