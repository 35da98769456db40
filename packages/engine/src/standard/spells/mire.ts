// 2.9a Mire (green, 6, Swamp Stalker; rules/000 line 1498): until the end of the caster's next
// turn, no army at the terrain may attempt a maneuver to turn it (maneuver.ts). Not at a terrain
// already under a Mire, nor at one showing its eighth face.
import type { Table } from "../../kernel/state.ts";
import { guardedBy, terrainGuard } from "./terrain-guard.ts";

/** Whether a Mire holds on the terrain. */
export const mired = (state: Table, terrain: string): boolean => guardedBy(state, terrain, "mire");

export const mire = terrainGuard("mire");
