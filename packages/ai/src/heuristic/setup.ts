// The heuristic bot's set-up: home terrain, the split into three armies, the frontier and (with
// more than two players) where the horde and campaign armies go.
import { dieById, type ItemDie, type UnitDie } from "@dragondice/catalog";
import {
  type DecisionData,
  type Location,
  type Odds,
  oddsFor,
  type PlayerView,
  terrainLocation,
} from "@dragondice/engine";
import { dieIn, rollingDice, terrainDie, unitsAt } from "./board.ts";
import {
  armyDistribution,
  armyExpectation,
  chanceAtLeast,
  itemDie,
  type RollingDie,
  unitDie,
} from "./expectations.ts";
import { unitValue } from "./values.ts";

export const ARMY_NAMES = ["home", "campaign", "horde"] as const;
export type ArmyName = (typeof ARMY_NAMES)[number];

type AssembleData = DecisionData<"assemble-armies">;

export interface AssembleChoice {
  home: string;
  armies: Record<ArmyName, string[]>;
}

/** The share of the force's health each army aims at (home, campaign, horde). */
export const DEFAULT_SHARES: Record<ArmyName, number> = { home: 0.1, campaign: 0.45, horde: 0.45 };

/** The force's expected maneuvers at a terrain type (racial abilities double or count them). */
function maneuverAt(odds: Odds, dice: RollingDie[], terrainType: string): number {
  return armyExpectation(dice, "maneuver", { odds, terrainType, controlsEighth: false });
}

/** A unit and the item it carries, if any: they go into the same army. */
interface Bundle {
  ids: string[];
  health: number;
  value: number;
}

/** The force's units and items, read from the view; null when a die is unknown. */
interface Force {
  units: { id: string; die: UnitDie }[];
  items: { id: string; die: ItemDie }[];
}

function forceOf(view: PlayerView, ids: string[]): Force | null {
  const force: Force = { units: [], items: [] };
  for (const id of ids) {
    const d = dieIn(view, id);
    const unit = d ? unitDie(d.die) : null;
    const item = d ? itemDie(d.die) : null;
    if (unit) force.units.push({ id, die: unit });
    else if (item) force.items.push({ id, die: item });
    else return null;
  }
  return force;
}

/** The units of the force, each with the item it carries when item `i` goes to `carriedBy[i]`. */
function bundlesUnder(force: Force, carriedBy: readonly number[], odds: Odds): Bundle[] {
  const out = force.units.map((u) => ({
    ids: [u.id],
    health: u.die.health,
    value: unitValue(u.die, odds),
  }));
  for (const [i, item] of force.items.entries()) {
    const bundle = out[carriedBy[i] as number] as Bundle;
    bundle.ids.push(item.id);
    bundle.health += item.die.health;
    bundle.value += unitValue(item.die, odds);
  }
  return out;
}

/**
 * Home: the major terrain where the force maneuvers best. Armies: units (with the items they
 * carry) sorted by worth, each to the army furthest below its share of the health that still has
 * room, so the armies are as even in quality as in size; every army gets at least one unit. The
 * items are carried as the engine's matching has them first (2.9a line 2379: one item per unit,
 * of its colour), or another way when the armies cannot be made under that one (which unit
 * carries an item changes the armies' healths).
 */
export function assemble(
  view: PlayerView,
  data: AssembleData,
  shares = DEFAULT_SHARES,
): AssembleChoice | null {
  const force = forceOf(view, data.dice);
  if (!force) return null;
  const homes = data.terrains.filter((id) => {
    const t = view.terrains.find((x) => x.id === id);
    const die = t ? dieById(t.die) : undefined;
    return die?.kind === "terrain" && die.category === "major";
  });
  if (homes.length === 0) return null;
  const odds = oddsFor(view.edition);
  const dice: RollingDie[] = [...force.units, ...force.items].map((x) => x.die);
  const home = [...homes].sort((a, b) => {
    const ta = view.terrains.find((x) => x.id === a);
    const tb = view.terrains.find((x) => x.id === b);
    const ma = ta ? maneuverAt(odds, dice, terrainDie(ta)?.terrainType ?? "") : 0;
    const mb = tb ? maneuverAt(odds, dice, terrainDie(tb)?.terrainType ?? "") : 0;
    return mb - ma;
  })[0] as string;

  // The armies made under the way of carrying the search stops at.
  const made: { armies: string[][] | null } = { armies: null };
  const found = odds.carryingThatSplits(
    force.units.map((u) => u.die),
    force.items.map((i) => i.die),
    (_healths, carriedBy) => {
      made.armies = divide(bundlesUnder(force, carriedBy, odds), data.maxArmyHealth, shares);
      // Which army each unit is in is read from `made`: the search only needs to stop.
      return made.armies ? [] : null;
    },
  );
  const armies = found ? made.armies : null;
  if (!armies) return null;
  return {
    home,
    armies: { home: armies[0] ?? [], campaign: armies[1] ?? [], horde: armies[2] ?? [] },
  };
}

/** The bundles in three armies of at most `cap` health each, as even as `shares` say; or null. */
function divide(bundles: Bundle[], cap: number, shares: typeof DEFAULT_SHARES): string[][] | null {
  const total = bundles.reduce((s, u) => s + u.health, 0);
  const goal = ARMY_NAMES.map((n) => Math.min(cap, Math.max(1, Math.round(total * shares[n]))));
  // Big units first (they are the hard ones to fit), then by worth.
  const ordered = [...bundles].sort((a, b) => b.health - a.health || b.value - a.value);
  // Each unit to the army furthest below its goal (empty armies first); if that leaves an army
  // empty or a unit without room, to the army with the least health instead.
  return (
    fill(ordered, cap, (sum, g, size) => (goal[g] ?? 0) - sum + (size === 0 ? 100 : 0)) ??
    fill(ordered, cap, (sum, _g, size) => -sum + (size === 0 ? 100 : 0))
  );
}

function fill(
  ordered: Bundle[],
  cap: number,
  need: (sum: number, group: 0 | 1 | 2, size: number) => number,
): string[][] | null {
  const sums = [0, 0, 0];
  const armies: string[][] = [[], [], []];
  for (const u of ordered) {
    let best = -1;
    let bestNeed = Number.NEGATIVE_INFINITY;
    for (const g of [0, 1, 2] as const) {
      const sum = sums[g] ?? 0;
      if (sum + u.health > cap) continue;
      const n = need(sum, g, armies[g]?.length ?? 0);
      if (n > bestNeed) {
        best = g;
        bestNeed = n;
      }
    }
    if (best < 0) return null;
    armies[best]?.push(...u.ids);
    sums[best] = (sums[best] ?? 0) + u.health;
  }
  return armies.some((a) => a.length === 0) ? null : armies;
}

/**
 * The frontier: the proposed terrain where the bot's campaign army out-maneuvers the
 * opponents' campaign armies best.
 */
export function chooseFrontier(view: PlayerView, me: number, options: string[]): string | null {
  const odds = oddsFor(view.edition);
  let best: { id: string; score: number } | null = null;
  for (const id of options) {
    const t = view.terrains.find((x) => x.id === id);
    const type = t ? (terrainDie(t)?.terrainType ?? null) : null;
    const ctx = { odds, terrainType: type, controlsEighth: false };
    const campaign = (p: number) =>
      rollingDice(view, p, "setup:campaign", unitsAt(view, p, "setup:campaign"));
    const mineDist = armyDistribution(campaign(me), "maneuver", ctx);
    const theirs = view.players
      .map((_, p) => p)
      .filter((p) => p !== me)
      .map((p) => armyDistribution(campaign(p), "counter-maneuver", ctx));
    const score = chanceAtLeast(mineDist, theirs) + (t?.owner === me ? 0.01 : 0);
    if (!best || score > best.score) best = { id, score };
  }
  return best?.id ?? null;
}

/** With three or more players: the placement where the armies' maneuvers beat those present. */
export function choosePlacement(
  view: PlayerView,
  me: number,
  options: { horde: string; campaign: string }[],
): { horde: string; campaign: string } | null {
  const odds = oddsFor(view.edition);
  let best: { option: { horde: string; campaign: string }; score: number } | null = null;
  for (const option of options) {
    let score = 0;
    for (const [name, terrain] of [
      ["horde", option.horde],
      ["campaign", option.campaign],
    ] as const) {
      const t = view.terrains.find((x) => x.id === terrain);
      const ctx = {
        odds,
        terrainType: t ? (terrainDie(t)?.terrainType ?? null) : null,
        controlsEighth: false,
      };
      const from: Location = `setup:${name}`;
      const mine = armyDistribution(
        rollingDice(view, me, from, unitsAt(view, me, from)),
        "maneuver",
        ctx,
      );
      const at: Location = terrainLocation(terrain);
      const theirs = view.players
        .map((_, p) => p)
        .filter((p) => p !== me)
        .map((p) => {
          // Opponents already placed there, or the owner's home army still to be placed.
          const placed = unitsAt(view, p, at);
          const home = t?.owner === p && view.players[p]?.home === terrain;
          if (placed.length > 0) return rollingDice(view, p, at, placed);
          return home ? rollingDice(view, p, "setup:home", unitsAt(view, p, "setup:home")) : [];
        })
        .filter((dice) => dice.length > 0)
        .map((dice) => armyDistribution(dice, "counter-maneuver", ctx));
      score += chanceAtLeast(mine, theirs);
    }
    if (!best || score > best.score) best = { option, score };
  }
  return best?.option ?? null;
}
