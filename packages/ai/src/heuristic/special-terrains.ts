// Special terrains (2.9a rules/000 lines 2270-2298): the type the bot declares a Castle it has
// captured, and the buried unit a Grove it holds sends back to a DUA.
import type { Location } from "@dragondice/engine";
import { atTerrain } from "@dragondice/engine";
import { dieIn, terrainAt, terrainDie, unitsAt } from "./board.ts";
import { expectedResult, noContext, unitDie } from "./expectations.ts";
import type { Choice } from "./spell-answers.ts";
import type { Situation } from "./strategy.ts";
import { valueOfDie } from "./values.ts";

export type CastleType = "City" | "Standing Stones" | "Temple" | "Tower";

/**
 * What each type a Castle may be declared (line 2292) is worth to the army holding it, each turn:
 * - City (line 751): the best recruit (a common from the DUA) or promotion of one of its units;
 * - Standing Stones (line 753): the magic its units roll of colours they could not cast before;
 * - Temple (line 759): an opponent's dead unit buried (their choice: their cheapest, about half a
 *   common) and the army safe from their black magic;
 * - Tower (line 763): nothing: a Castle is only ever the frontier (line 2272), whose missiles
 *   reach every terrain already.
 */
export function castleWorths(s: Situation, at: Location): Map<CastleType, number> {
  const army = unitsAt(s.view, s.me, at);
  const dead = unitsAt(s.view, s.me, "dua");
  let city = 0;
  for (const d of dead) {
    if (d.die.health === 1) city = Math.max(city, valueOfDie(s.view, d.id));
    for (const u of army) {
      if (u.die.species === d.die.species && d.die.health === u.die.health + 1) {
        city = Math.max(city, valueOfDie(s.view, d.id) - valueOfDie(s.view, u.id));
      }
    }
  }
  const t = terrainAt(s.view, at);
  const colors: string[] = (t && terrainDie(t)?.colors) || [];
  let stones = 0;
  for (const u of army) {
    if (colors.some((c) => !(u.die.elements as string[]).includes(c))) {
      stones += 0.3 * expectedResult(u.die, "magic-action", noContext(s.odds));
    }
  }
  const theirDead = s.liveOpponents().some((p) => unitsAt(s.view, p, "dua").length > 0);
  // Black magic: units of death's colour in the opponents' armies (line 759).
  const blackMagic = s.view.dice.some(
    (d) =>
      d.owner !== s.me &&
      (atTerrain(d.at) || d.at === "reserve") &&
      (unitDie(d.die)?.elements as string[] | undefined)?.includes("death"),
  );
  const temple = (theirDead ? 0.5 : 0) + (blackMagic ? 0.3 : 0);
  return new Map<CastleType, number>([
    ["City", city],
    ["Standing Stones", stones],
    ["Temple", temple],
    ["Tower", 0],
  ]);
}

/** The Castle's type (line 2292): the one worth most to the army holding it, City when none. */
export function castleType(s: Situation, at: Location): CastleType {
  let best: CastleType = "City";
  let bestWorth = 0;
  for (const [type, worth] of castleWorths(s, at)) {
    if (worth > bestWorth) {
      best = type;
      bestWorth = worth;
    }
  }
  return best;
}

/**
 * The Grove's buried unit back to its owner's DUA (line 2296): the bot's own unit worth most;
 * when it has none buried, the opponents' unit worth least.
 */
export function grovePick(s: Situation, choices: Choice[]): Choice | undefined {
  const owner = (c: Choice) => dieIn(s.view, c.unit)?.owner;
  const worth = (c: Choice) => (c.unit ? valueOfDie(s.view, c.unit) : 0);
  let best: Choice | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of choices) {
    const score = owner(c) === s.me ? 100 + worth(c) : -worth(c);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
