// The heuristic bot's answers to the choices dragons leave beyond the response (2.9a "Dragon
// Attack Phase", rules/000 lines 322-390): the foe its dragon attacks in a dragon fight (line
// 356), the colour of a hybrid's breath and the order of breaths (lines 674, 2454, 2458), the
// Eldarim champions' logos (line 342, lines 947-961, 2470), its tamed dragons' attacks and rides
// (lines 949-957, 985, 997).
import type { DragonDie } from "@dragondice/catalog";
import {
  type DieState,
  dragonTerrain,
  oddsFor,
  type PlayerView,
  SAYS,
  type SaiQuestion,
  terrainIdAt,
  terrainLocation,
} from "@dragondice/engine";
import { bestBy } from "./best.ts";
import { dieIn, healthOf, unitsAt } from "./board.ts";
import { chanceToSlay, dragonHarm, knownTable } from "./dragons.ts";
import type { Choice } from "./spell-answers.ts";
import type { Situation } from "./strategy.ts";

/** The name the champions' logos go by in their "sai-targets" decisions (the rollers). */
export const LOGOS = "Eldarim logos";

const dragonAt = (view: PlayerView, id: string | undefined): DieState | undefined =>
  dieIn(view, id);

const dragonDie = (view: PlayerView, id: string | undefined): DragonDie | null => {
  const d = dragonAt(view, id);
  return d && d.die !== "hidden" ? oddsFor(view.edition).dragonOf(d) : null;
};

/**
 * What taking a dragon out of the fight is worth to the bot: the harm it does the bot's armies
 * (its attacks to come), and an opponent's dragon over one of its own.
 */
function removalWorth(s: Situation, id: string): number {
  const own = dragonAt(s.view, id)?.owner === s.me;
  return (own ? -10 : 1) + dragonHarm(s, id);
}

/**
 * "dragon-foe" (line 356): the foe the bot's dragon is likeliest to slay, weighed by what slaying
 * it is worth (the dragon about to attack the bot's armies first, never its own when another is
 * offered).
 */
export function dragonFoe(
  s: Situation,
  data: { dragon: string },
  options: { foe: string }[],
): { foe: string } | undefined {
  const attacker = dragonDie(s.view, data.dragon);
  return bestBy(options, (o) => {
    const foe = dragonDie(s.view, o.foe);
    const chance = attacker && foe ? chanceToSlay(s.odds, attacker, foe) : 0;
    // A blow that does not slay still takes something off: a tenth of the worth.
    return removalWorth(s, o.foe) * (0.1 + chance);
  });
}

/**
 * How hard each breath colour hits the units it takes (lines 676-688): killed and then buried
 * unless they save (red), killed (black, gold, ivory), each saving or dying and the dead saving
 * again or buried (green), each saving or dying (blue).
 */
const HARSHNESS: Readonly<Record<string, number>> = {
  red: 4,
  black: 3,
  gold: 3,
  ivory: 3,
  green: 2,
  blue: 1,
};
const harshness = (color: string): number => HARSHNESS[color] ?? 0;

/**
 * "choose-breath" (lines 2454, 2458): the hybrid's owner picks the colour that strikes the units;
 * the army gets the same army effects either way, so the harshest colour on an opponent's army,
 * the mildest on the bot's own.
 */
export function breathColor(s: Situation, options: { color: string }[]) {
  const own = s.view.dragonBattle?.player === s.me;
  return bestBy(options, (o) => (own ? -1 : 1) * harshness(o.color));
}

/**
 * "order-breaths" (line 674): each colour takes five health-worth while the army has them, so the
 * colours that kill outright go first and those the units may save against last, when fewer units
 * may be left to them; among each, a burying colour later (it buries only what it killed).
 */
export function breathOrder(options: { color: string }[]) {
  const first: Readonly<Record<string, number>> = {
    black: 4,
    gold: 4,
    ivory: 4,
    red: 3,
    blue: 2,
    green: 1,
  };
  return bestBy(options, (o) => first[o.color] ?? 0);
}

/** The dragons of the battle the champion's logo can act on (not already controlled). */
function logoTargets(s: Situation, champion: string): string[] {
  const battle = s.view.dragonBattle;
  if (!battle) return [];
  const table = knownTable(s.view, s.view.dice);
  return battle.dragons
    .filter((b) => !b.held && b.turnedOn === undefined)
    .map((b) => b.id)
    .filter((id) => s.odds.logoAffects(table, champion, id));
}

/**
 * "sai-targets" of step 1 (line 342): every champion rolls for its logo, except a Dragonslayer
 * whose only dragons are white when the risk outweighs the gain (line 2470: on the dragon's Jaws
 * the Dragonslayer is killed and buried, and the army loses its shelter from breaths, line 352):
 * the chance of Jaws times twice its health, against the harm the white dragons do.
 */
export function logoRollers(s: Situation, units: { id: string; health: number }[]): string[] {
  return units
    .filter((u) => {
      if (dieIn(s.view, u.id)?.die !== "dragonslayer") return true;
      const targets = logoTargets(s, u.id).map((id) => ({ id, die: dragonDie(s.view, id) }));
      if (targets.some((t) => t.die !== null && !s.odds.isWhite(t.die))) return true;
      const gain = Math.max(0, ...targets.map((t) => dragonHarm(s, t.id)));
      const risk = Math.max(0, ...targets.map((t) => (t.die ? jawsChance(t.die) : 0)));
      return gain > risk * 2 * u.health;
    })
    .map((u) => u.id);
}

const jawsChance = (d: DragonDie): number =>
  d.faces.filter((f) => f.icon === "Jaws").length / d.faces.length;

/**
 * The "sai-choice" questions of the logos (lines 949-961), told apart by the question asked:
 * - which champion acts next: the one with the fewest dragons to act on (so each logo finds a
 *   dragon), slaying before taming before control;
 * - on which dragon: the one that harms the bot most; a controlled one turned on another dragon
 *   when it may slay one of the opponents' there, else held (the army may slay it, line 961);
 * - which dragon a turned one attacks: the opponents' dragon that harms the bot most.
 */
export function logoChoice(
  s: Situation,
  about: SaiQuestion,
  options: Choice[],
): Choice | undefined {
  if (about === "logo-champion") {
    const powers: Readonly<Record<string, number>> = { slay: 2, tame: 1 };
    return bestBy(options, (o) => -10 * logoTargets(s, o.unit ?? "").length + (powers[o.say] ?? 0));
  }
  if (about === "logo-turned") {
    return bestBy(options, (o) => (o.unit ? removalWorth(s, o.unit) : 0));
  }
  return bestBy(options, (o) => {
    if (!o.unit) return Number.NEGATIVE_INFINITY;
    const harm = dragonHarm(s, o.unit);
    if (o.say === SAYS.hold) return harm + 0.5;
    if (o.say !== SAYS.turn) return harm;
    const turned = dragonDie(s.view, o.unit);
    const here = dragonAt(s.view, o.unit)?.at;
    const foes = s.view.dice.filter(
      (d) => d.at === here && d.id !== o.unit && d.owner !== s.me && d.die !== "hidden",
    );
    const best = Math.max(
      0,
      ...foes.map((d) => {
        const foe = s.odds.dragonOf(d);
        return turned && foe ? chanceToSlay(s.odds, turned, foe) : 0;
      }),
    );
    return harm + best;
  });
}

/** "Dragon Taming" (line 951): the tamed dragon attacks an opponent's army, never the bot's. */
export function tamedAttacks(s: Situation, options: Choice[]): Choice | undefined {
  const theirs = s.view.dragonBattle ? s.view.dragonBattle.player !== s.me : true;
  return options.find((o) => (o.say === SAYS.attack) === theirs);
}

/**
 * "Dragon riding" (lines 985, 997): the rider and its dragon go where the opponents' armies stand
 * and the bot's do not (the dragon attacks them there, never its controller's armies), the most
 * opponents' health first; it stays while opponents stand at its own terrain.
 */
export function rideTo(s: Situation, options: Choice[]): Choice | undefined {
  const stay = options.find((o) => o.say === SAYS.stay);
  const here = dragonAt(s.view, stay?.unit ?? options[0]?.unit)?.at;
  const opponentsHealth = (terrain: string) =>
    s
      .liveOpponents()
      .reduce((n, p) => n + healthOf(unitsAt(s.view, p, terrainLocation(terrain))), 0);
  const worth = (o: Choice): number => {
    if (o.say === SAYS.stay) {
      const summonedTo = here === undefined ? null : dragonTerrain(here);
      return summonedTo === null ? 0 : opponentsHealth(summonedTo);
    }
    if (o.at === undefined) return -1;
    const terrain = terrainIdAt(o.at);
    if (terrain === null || unitsAt(s.view, s.me, o.at).length > 0) return -1;
    return opponentsHealth(terrain) - 0.5;
  };
  return bestBy(options, worth) ?? stay;
}
