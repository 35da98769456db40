// What the spells that demote Dragonkin are worth to the heuristic bot (2.9a rules/000): Degenerate
// Dragonkin (line 1302) and Demote Dragonkin (line 1591), and the colour it names for the latter.
// A Dragonkin that drops a health loses about a health's share of its worth; one sent back to the
// summoning pool half its worth (it can be summoned again, line 2320); one buried all of it.
import type { Location } from "@dragondice/engine";
import { terrainLocation } from "@dragondice/engine";
import { marchingArmy, type Unit, unitsAt } from "./board.ts";
import type { Choice } from "./spell-answers.ts";
import type { Situation } from "./strategy.ts";
import { unitValue } from "./values.ts";

/** What a Dragonkin sent back to the summoning pool costs: half its worth. */
const POOL_SHARE = 0.5;

/** Whether a unit is of the edition's Dragonkin class. */
const isKin = (s: Situation, u: Unit): boolean => s.odds.isDragonkin(u.die);

/** A Dragonkin's colour: its element's (line 2304), as the engine reads it for the game. */
const kinColor = (s: Situation, u: Unit): string => {
  const { COLOR_OF } = s.odds;
  return COLOR_OF[u.die.elements[0] as keyof typeof COLOR_OF] ?? "";
};

/** The chance a unit rolls a face with `icon`. */
const chanceOf = (u: Unit, icon: string): number =>
  u.die.faces.filter((f) => f.icon === icon).length / u.die.faces.length;

/**
 * What a demotion costs a Dragonkin's owner: a health's share of its worth when its pool holds one
 * a health smaller (line 2554), else what `otherwise` does with it (buried: all of it; back to the
 * pool: half).
 */
function demotionLoss(s: Situation, owner: number, u: Unit, otherwise: "bury" | "pool"): number {
  const pool = unitsAt(s.view, owner, "pool").filter((u) => isKin(s, u));
  const value = unitValue(u.die, s.odds);
  if (pool.some((p) => p.die.health === u.die.health - 1)) return value / u.die.health;
  return otherwise === "bury" ? value : POOL_SHARE * value;
}

/** The bot's Dragonkin in the casting army (of a colour, when given): buried by the spell. */
function ownKinBuried(s: Situation, color?: string): number {
  const at = marchingArmy(s.view);
  if (!at) return 0;
  return unitsAt(s.view, s.me, at)
    .filter((u) => isKin(s, u) && (color === undefined || kinColor(s, u) === color))
    .reduce((sum, u) => sum + unitValue(u.die, s.odds), 0);
}

/**
 * Degenerate Dragonkin (line 1302): each Dragonkin of the target army that misses its ID icon
 * drops a health, or is buried when it has none to drop to; every Dragonkin of the casting army is
 * buried.
 */
export function degenerateWorth(s: Situation, player: number, at: Location): number {
  if (player === s.me) return 0;
  const kill = s.attackWeights(player, at).kill;
  let value = 0;
  for (const u of unitsAt(s.view, player, at).filter((u) => isKin(s, u))) {
    value += (1 - chanceOf(u, "ID")) * kill * demotionLoss(s, player, u, "bury");
  }
  return value - ownKinBuried(s);
}

/**
 * What Demote Dragonkin (line 1591) naming `color` does to the target army: each of its Dragonkin
 * of that colour that misses its ID icon is buried on its Belly, else demoted (or sent back to the
 * pool when it cannot be).
 */
function demoteHarm(s: Situation, player: number, at: Location, color: string): number {
  if (player === s.me) return 0;
  const kill = s.attackWeights(player, at).kill;
  let value = 0;
  for (const u of unitsAt(s.view, player, at).filter(
    (x) => isKin(s, x) && kinColor(s, x) === color,
  )) {
    const belly = chanceOf(u, "Belly");
    const demoted = 1 - chanceOf(u, "ID") - belly;
    value +=
      kill * (belly * unitValue(u.die, s.odds) + demoted * demotionLoss(s, player, u, "pool"));
  }
  return value;
}

/** Demote Dragonkin naming `color`: its harm, less the casting army's Dragonkin of it, buried. */
export const demoteWorth = (s: Situation, player: number, at: Location, color: string): number =>
  demoteHarm(s, player, at, color) - ownKinBuried(s, color);

/**
 * Demote Dragonkin at an army, cast with magic of one of `magic`: the colour worth most of those
 * its Dragonkin show that some magic colour differs from.
 */
export function demoteValue(
  s: Situation,
  player: number,
  at: Location,
  magic: readonly string[],
): number {
  const colors = new Set(
    unitsAt(s.view, player, at)
      .filter((u) => isKin(s, u))
      .map((u) => kinColor(s, u)),
  );
  let best = 0;
  for (const c of colors) {
    if (magic.length > 0 && !magic.some((m) => m !== c)) continue;
    best = Math.max(best, demoteWorth(s, player, at, c));
  }
  return best;
}

/**
 * The colour Demote Dragonkin names (its SAI choice, options `{ say: colour }`): the decision does
 * not name the target army, so each colour is weighed at every opponent's army, which the army
 * offering those colours dominates.
 */
export function demoteColor(s: Situation, choices: Choice[]): Choice | undefined {
  let best = choices[0];
  let bestWorth = Number.NEGATIVE_INFINITY;
  for (const c of choices) {
    let worth = -ownKinBuried(s, c.say);
    for (const p of s.liveOpponents()) {
      for (const t of s.terrains) worth += demoteHarm(s, p, terrainLocation(t.id), c.say);
      worth += demoteHarm(s, p, "reserve", c.say);
    }
    if (worth > bestWorth) {
      best = c;
      bestWorth = worth;
    }
  }
  return best;
}
