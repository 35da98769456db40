// Minor terrains (2.9a rules/000 lines 2232-2268): when the bot brings one in instead of turning
// the terrain, and what it makes its ID icon do.
//
// The weighing: a successful maneuver either turns the terrain (progress toward the eighth face,
// and the action the new face allows) or brings in a minor terrain, rolled at once (line 2236):
// the terrain keeps its face, and the army gets what the minor face rolled gives it. An action
// face the terrain lacks is worth that action (the better of it and the terrain's own); Double
// Saves and Double Maneuvers help while the opponents attack or maneuver there before the army's
// next march; the ID icon is worth the best of those; a disaster (one face in eight) costs units
// or the march. Turning wins whenever its progress is worth more than the minor face's expected
// gain: near the eighth face, or where the new face gives the army a good action anyway. Later
// rolls of the minor terrain are not counted: each new march rolls it again, for as much gain and
// as much risk as this one. Reform Land (line 1390) is worth the minor terrain's gain at the
// swampland terrains it then matches.
import type { TerrainDie } from "@dragondice/catalog";
import { dieById } from "@dragondice/catalog";
import type { DieState, Location } from "@dragondice/engine";
import { atTerrain } from "@dragondice/engine";
import { dieIn, locationOf, opponentsAt, terrainAt, terrainDie, unitsAt } from "./board.ts";
import { magicActionValue } from "./spell-plan.ts";
import type { Situation } from "./strategy.ts";
import { allowedActions, missileReach } from "./values.ts";

export type MinorAction = "melee" | "missile" | "magic";
export type IdChoice = MinorAction | "doubles";

/**
 * What a disaster costs, in health-worth of units: a Flood kills about half of five health
 * (line 2262), a Landslide about the army's units less its maneuvers (line 2264), a Revolt halves
 * the army's melee and saves for a turn (line 2268), a Lost loses the march (line 2266).
 */
const DISASTER_COST = 2;

const DISASTERS: ReadonlySet<string> = new Set(["Flood", "Landslide", "Revolt", "Lost"]);

/** The catalogue die of a minor terrain, or null. */
export function minorDie(dieId: string): TerrainDie | null {
  const die = dieById(dieId);
  return die?.kind === "terrain" && die.category === "minor" ? die : null;
}

/** The army's best attack or magic if the minor terrain allowed `action` (lines 2252-2256). */
export function boonValue(s: Situation, at: Location, action: MinorAction): number {
  let best = 0;
  if (action === "magic") return magicActionValue(s, at);
  if (action === "melee") {
    for (const p of opponentsAt(s.view, s.me, at)) {
      best = Math.max(best, s.melee(p, at));
    }
    return best;
  }
  for (const where of missileReach(s.view, s.me, at)) {
    for (const p of opponentsAt(s.view, s.me, where)) {
      best = Math.max(best, s.missile(at, p, where));
    }
  }
  return best;
}

/**
 * What doubled saves and maneuvers are worth until the army's next march (lines 2258-2260): about
 * half of what the opponents' melee there would kill, and about half of their chance to turn the
 * terrain a step against it.
 */
export function doublesValue(s: Situation, at: Location, saves = true, maneuvers = true): number {
  const t = terrainAt(s.view, at);
  if (!t) return 0;
  const army = unitsAt(s.view, s.me, at);
  return (saves ? 0.5 * s.exposure(t, army) : 0) + (maneuvers ? 0.5 * s.opponentChance(at) : 0);
}

/** What each choice for the ID icon adds to the army's next action or defence (line 2250). */
function idGains(s: Situation, at: Location): Map<IdChoice, number> {
  const allowed = allowedActions(s.view, s.me, at);
  const base = s.actionValue(at, terrainAt(s.view, at)?.face ?? 1);
  const gains = new Map<IdChoice, number>();
  for (const action of ["melee", "missile", "magic"] as const) {
    gains.set(action, allowed.has(action) ? 0 : Math.max(0, boonValue(s, at, action) - base));
  }
  gains.set("doubles", doublesValue(s, at));
  return gains;
}

/** The ID icon's effect (line 2250): what helps the army most, doubles when nothing else does. */
export function idChoice(s: Situation, at: Location): IdChoice {
  let best: IdChoice = "doubles";
  let bestGain = 0;
  for (const [choice, gain] of idGains(s, at)) {
    if (gain > bestGain) {
      best = choice;
      bestGain = gain;
    }
  }
  return best;
}

/** The army a minor terrain showing its ID icon (face 8, index 7) and no choice yet is with. */
export function idRolledAt(s: Situation): Location | null {
  const d = s.view.dice.find(
    (x: DieState) =>
      x.owner === s.me &&
      atTerrain(x.at) &&
      x.face === 7 &&
      x.chosen === undefined &&
      minorDie(x.die) !== null,
  );
  return d ? d.at : null;
}

/**
 * What the army at `at` expects after bringing in the minor terrain `id` (a die in the summoning
 * pool) and rolling it: the
 * average over its eight faces of the army's action (and defence) with that face, less the
 * disasters' cost.
 */
export function minorOutcome(s: Situation, at: Location, id: string): number {
  const die = minorDie(dieIn(s.view, id)?.die ?? "");
  const t = terrainAt(s.view, at);
  if (!die || !t) return Number.NEGATIVE_INFINITY;
  const base = s.actionValue(at, t.face);
  // Each face's worth, from the ID icon's gains worked out once: an action face adds what the ID
  // icon choosing it would.
  const gains = idGains(s, at);
  let total = 0;
  for (const [i, face] of die.faces.entries()) {
    const icon = i === 7 ? "ID" : face.icon;
    if (icon === "Melee" || icon === "Missile" || icon === "Magic") {
      total += base + (gains.get(icon.toLowerCase() as MinorAction) ?? 0);
    } else if (icon === "Double Maneuvers") total += base + doublesValue(s, at, false, true);
    else if (icon === "Double Saves") total += base + doublesValue(s, at, true, false);
    else if (icon === "ID") total += base + Math.max(0, ...gains.values());
    else if (DISASTERS.has(icon)) total += (icon === "Lost" ? 0 : base) - DISASTER_COST;
    else total += base;
  }
  return total / die.faces.length;
}

/**
 * A minor terrain made to match more terrains helps only after a successful maneuver there, and
 * instead of turning the terrain: a share of what bringing it in would gain.
 */
const REFORM_SHARE = 0.5;

/** The terrain type Reform Land makes a minor terrain (line 1390). */
const SWAMPLAND = "swampland";

/** The terrain type of the bot's minor terrain: its own, or swampland after a Reform Land. */
function minorType(s: Situation, d: DieState): string | undefined {
  const reformed = s.view.effects.find(
    (e) => "unit" in e.target && e.target.unit === d.id && e.becomesType !== undefined,
  );
  return reformed?.becomesType ?? minorDie(d.die)?.terrainType;
}

/**
 * What the minor terrain `id` of the bot's pool would gain, as a `type` terrain, at the best of the
 * terrains of that type where the bot has an army that may bring it in (line 2236: not while it
 * holds the eighth face) and no other minor terrain of its pool matches already.
 */
function bringInGain(s: Situation, id: string, type: string): number {
  const pool = s.view.dice.filter((d) => d.owner === s.me && d.at === "pool" && d.id !== id);
  if (pool.some((d) => minorDie(d.die) && minorType(s, d) === type)) return 0;
  let best = 0;
  for (const t of s.terrains) {
    const at = locationOf(t);
    if (terrainDie(t)?.terrainType !== type || s.holds(t) || unitsAt(s.view, s.me, at).length === 0)
      continue;
    best = Math.max(best, minorOutcome(s, at, id) - s.actionValue(at, t.face));
  }
  return best;
}

/**
 * Reform Land at the bot's minor terrain of the pool with the water element (line 1390): it then
 * matches swampland terrains instead of its own type's, worth a share of the gain there more.
 */
export function reformValue(s: Situation, id: string): number {
  const d = dieIn(s.view, id);
  const die = minorDie(d?.die ?? "");
  if (!d || !die || d.owner !== s.me || d.at !== "pool" || !die.colors.includes("water")) return 0;
  const type = minorType(s, d);
  if (type === undefined || type === SWAMPLAND) return 0;
  return REFORM_SHARE * Math.max(0, bringInGain(s, id, SWAMPLAND) - bringInGain(s, id, type));
}
