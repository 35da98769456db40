// Dragonkin choices asked as SAI choices: which pool Dragonkin a demoted one becomes (2.9a
// glossary "Demotion", rules/000 line 2554) and the Eldarim's Sacrifice Dragonkin (line 945).
// A Dragonkin sent back to the summoning pool may be summoned again (line 2320), so it counts
// half its worth, as among casualties.
import type { PlayerView, SaiChoiceData } from "@dragondice/engine";
import { dieIn, unitsAt } from "./board.ts";
import { unitDie } from "./expectations.ts";
import type { Choice } from "./spell-answers.ts";
import type { Situation } from "./strategy.ts";
import { valueOfDie } from "./values.ts";

/** What sending a Dragonkin back to the pool costs: half its worth (it comes back). */
const KIN_SHARE = 0.5;

const healthIn = (view: PlayerView, id: string): number => {
  const d = dieIn(view, id);
  return (d && unitDie(d.die)?.health) || 0;
};

/**
 * The bot's dead unit of a health, of a race that may take a Dragonkin's place (2.9a's Eldarim),
 * worth most, or 0 when it has none.
 */
function bestDeadEldarim(s: Situation, health: number): number {
  let best = 0;
  for (const u of unitsAt(s.view, s.me, "dua")) {
    if (u.die.health === health && s.odds.hasRacialEffect(u.die, "sacrifice-dragonkin")) {
      best = Math.max(best, valueOfDie(s.view, u.id));
    }
  }
  return best;
}

const worthOf = (s: Situation, c: Choice): number => (c.unit ? valueOfDie(s.view, c.unit) : 0);

/** The option naming the unit worth most (or least), by `sign`. */
function byWorth(s: Situation, choices: Choice[], sign: 1 | -1): Choice | undefined {
  let best: Choice | undefined;
  for (const c of choices) {
    if (c.unit && (!best || sign * (worthOf(s, c) - worthOf(s, best)) > 0)) best = c;
  }
  return best;
}

/** The first option that names no unit: skip, or let it die. */
const noUnit = (choices: Choice[]): Choice | undefined => choices.find((c) => !c.unit);

/**
 * The answer to a Dragonkin choice, by the question asked, or undefined for other questions:
 * - demoted to which Dragonkin: the one worth most, as the owner wants;
 * - a Dragonkin in play for a dead Eldarim of its health: the exchange gaining most, when the
 *   Eldarim is worth more than half the Dragonkin; the Eldarim then worth most;
 * - a Dragonkin sent back so that an Eldarim lives: the cheapest, when the Eldarim is worth more
 *   than half of it.
 */
export function kinChoice(
  s: Situation,
  data: SaiChoiceData,
  choices: Choice[],
): Choice | undefined {
  const about = data.about;
  if (about === "kin-demote" || about === "kin-promote") return byWorth(s, choices, 1);
  if (about === "kin-eldarim") return byWorth(s, choices, 1);
  if (about === "kin-sacrifice") {
    let best = noUnit(choices);
    let bestGain = 0;
    for (const c of choices) {
      if (!c.unit) continue;
      const gain = bestDeadEldarim(s, healthIn(s.view, c.unit)) - KIN_SHARE * worthOf(s, c);
      if (gain > bestGain) {
        best = c;
        bestGain = gain;
      }
    }
    return best;
  }
  // The Eldarim that would die is named for programs in the decision's data.
  if (data.about === "kin-lives") {
    const cheapest = byWorth(s, choices, -1);
    const eldarim = valueOfDie(s.view, data.unit);
    return cheapest && eldarim > KIN_SHARE * worthOf(s, cheapest) ? cheapest : noUnit(choices);
  }
  return undefined;
}
