// 2.9a "Damage": the owner removes units covering as much of the damage as possible, but never
// more than the damage ("If possible, enough units must be discarded to cover the health loss,
// but never in excess of that loss").
import type { DieState } from "../kernel/state.ts";
import { healthOf } from "./army.ts";

export interface CasualtyUnit {
  id: string;
  health: number;
}

/** A unit in play as a decision lists it: its id and health. */
export const asCasualty = (d: DieState): CasualtyUnit => ({ id: d.id, health: healthOf(d) });

/** The most health that units can cover without exceeding the damage (a subset sum). */
export function coverable(units: CasualtyUnit[], damage: number): number {
  const reach = new Array<boolean>(damage + 1).fill(false);
  reach[0] = true;
  for (const u of units) {
    for (let s = damage; s >= u.health; s--) if (reach[s - u.health]) reach[s] = true;
  }
  for (let s = damage; s > 0; s--) if (reach[s]) return s;
  return 0;
}

/** Why a set of casualties is not legal, or null. */
export function casualtyProblem(
  units: CasualtyUnit[],
  damage: number,
  choice: readonly string[],
): string | null {
  if (new Set(choice).size !== choice.length) return "a unit is listed twice";
  let sum = 0;
  for (const id of choice) {
    const u = units.find((x) => x.id === id);
    if (!u) return `${id} is not a unit of the damaged army`;
    sum += u.health;
  }
  const must = coverable(units, damage);
  if (sum > damage) return `${sum} health is more than the ${damage} damage`;
  if (sum !== must) return `the casualties must cover ${must} health (they cover ${sum})`;
  return null;
}

/** A random legal set of casualties. */
export function sampleCasualties(
  units: CasualtyUnit[],
  damage: number,
  randomInt: (min: number, max: number) => number,
): string[] {
  let target = coverable(units, damage);
  const order = [...units];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [order[i], order[j]] = [order[j] as CasualtyUnit, order[i] as CasualtyUnit];
  }
  const chosen: string[] = [];
  for (let i = 0; i < order.length && target > 0; i++) {
    const u = order[i] as CasualtyUnit;
    const rest = order.slice(i + 1);
    const canWith = u.health <= target && reachable(rest, target - u.health);
    const canWithout = reachable(rest, target);
    if (canWith && (!canWithout || randomInt(0, 1) === 1)) {
      chosen.push(u.id);
      target -= u.health;
    }
  }
  return chosen;
}

function reachable(units: CasualtyUnit[], target: number): boolean {
  if (target === 0) return true;
  return coverable(units, target) === target;
}
