// Looking at the table: dice of the catalogue behind die instances, armies, terrains.
import { type Die, dieById, type TerrainDie, type UnitDie, units } from "@dragondice/catalog";
import type { DieState, Location, Table, TerrainState } from "../../kernel/state.ts";

export function catalogDie(d: DieState): Die {
  const die = dieById(d.die);
  if (!die) throw new Error(`unknown die ${d.die}`);
  return die;
}

export function unitOf(d: DieState): UnitDie | null {
  const die = catalogDie(d);
  return die.kind === "unit" ? die : null;
}

export function terrainDie(t: TerrainState): TerrainDie {
  const die = dieById(t.die);
  if (die?.kind !== "terrain") throw new Error(`not a terrain die: ${t.die}`);
  return die;
}

export function healthOf(d: DieState): number {
  const die = catalogDie(d);
  return die.kind === "terrain" ? 0 : die.health;
}

/** Catalogue ids of units, to tell units from dragons and items without a look-up per die. */
const UNIT_IDS: ReadonlySet<string> = new Set(units.map((u) => u.id));

export const isUnit = (d: DieState): boolean => UNIT_IDS.has(d.die);

/** A player's units at a location (an army, the reserve army, the DUA...). */
export function unitsAt(state: Table, player: number, at: Location): DieState[] {
  const out: DieState[] = [];
  for (const d of state.dice)
    if (d.owner === player && d.at === at && UNIT_IDS.has(d.die)) out.push(d);
  return out;
}

export function armyHealth(state: Table, player: number, at: Location): number {
  return unitsAt(state, player, at).reduce((sum, d) => sum + healthOf(d), 0);
}

/** Terrains in play (homes and the frontier). */
export function terrainsInPlay(state: Table): TerrainState[] {
  return state.terrains.filter((t) => t.role === "home" || t.role === "frontier");
}

export function terrainById(state: Table, id: string): TerrainState {
  const t = state.terrains.find((x) => x.id === id);
  if (!t) throw new Error(`no terrain ${id}`);
  return t;
}

/** Locations where a player has an army at a terrain, in the order of the terrains. */
export function armyLocations(state: Table, player: number): Location[] {
  const present = new Set<string>();
  for (const d of state.dice) {
    if (d.owner === player && d.at.startsWith("t:") && UNIT_IDS.has(d.die)) {
      present.add(d.at);
    }
  }
  const out: Location[] = [];
  for (const t of state.terrains) {
    const at: Location = `t:${t.id}`;
    if (present.has(at) && (t.role === "home" || t.role === "frontier")) out.push(at);
  }
  return out;
}

/** Other players with an army at a location (one army per player per terrain), in order. */
export function opponentsAt(state: Table, player: number, at: Location): number[] {
  const present = new Set<number>();
  for (const d of state.dice) {
    if (d.owner !== player && d.at === at && UNIT_IDS.has(d.die)) present.add(d.owner);
  }
  return [...present].sort((a, b) => a - b);
}

/** Whether a player still has units in play: at terrains or in reserve. */
export function hasUnitsInPlay(state: Table, player: number): boolean {
  return state.dice.some(
    (d) =>
      d.owner === player && (d.at === "reserve" || d.at.startsWith("t:")) && UNIT_IDS.has(d.die),
  );
}

/** Terrain distance for missiles: 0 same terrain, 1 home <-> frontier, 2 home <-> home. */
export function distance(state: Table, a: string, b: string): number {
  if (a === b) return 0;
  const ta = terrainById(state, a);
  const tb = terrainById(state, b);
  return ta.role === "frontier" || tb.role === "frontier" ? 1 : 2;
}

export function describeArmy(state: Table, player: number, at: Location): string {
  const name = state.players[player]?.name ?? `player ${player}`;
  if (at === "reserve") return `${name}'s reserve army`;
  const id = at.slice(2);
  const t = state.terrains.find((x) => x.id === id);
  return `${name}'s army at ${t ? terrainDie(t).name : id}`;
}
