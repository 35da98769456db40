// Odds where a player chooses an attack: "about 4.2 hits vs 2.1 saves: 2.4 damage expected, 71%
// chance of a kill", computed by @dragondice/ai from the exact distributions of the dice's faces
// as the engine counts them, over what the deciding player's view shows.
import { type AttackOdds, attackOdds } from "@dragondice/ai";
import type { Decision, Location, PlayerView } from "@dragondice/engine";
import { marchingAt } from "./options.ts";

interface ActionOption {
  action?: unknown;
  target?: { player: number; at: Location };
  next?: ActionOption;
}

/** The first melee or missile attack of a choose-action option (a reserve army may act twice). */
function attackOf(option: unknown): ActionOption | null {
  let o = (typeof option === "object" && option !== null ? option : null) as ActionOption | null;
  while (o) {
    if ((o.action === "melee" || o.action === "missile") && o.target) return o;
    o = o.next ?? null;
  }
  return null;
}

/**
 * The chance of a kill as players read it: "71% chance of a kill", never 0% or 100% for what can
 * still go either way.
 */
export function killChance(p: number): string {
  // Sums of products of probabilities land a hair off 0 and 1.
  if (p < 1e-9) return "no chance of a kill";
  if (p > 1 - 1e-9) return "a sure kill";
  if (p < 0.01) return "under 1% chance of a kill";
  if (p > 0.99) return "over 99% chance of a kill";
  return `${Math.round(p * 100)}% chance of a kill`;
}

const tenths = (x: number): string => x.toFixed(1);

/** "about 4.2 hits vs 2.1 saves: 2.4 damage expected, 71% chance of a kill". */
export function oddsText(odds: AttackOdds): string {
  return `about ${tenths(odds.hits)} hits vs ${tenths(odds.saves)} saves: ${tenths(odds.damage)} damage expected, ${killChance(odds.kill)}`;
}

/**
 * The odds of one option of a choose-action decision, as its decider sees them (`view` is their
 * view); null for an option that attacks no one, or when the view shows neither army.
 */
export function attackOddsText(
  view: PlayerView,
  decision: Decision,
  option: unknown,
): string | null {
  if (decision.kind !== "choose-action") return null;
  const from = marchingAt(view);
  const attack = attackOf(option);
  if (!from || !attack?.target) return null;
  const odds = attackOdds(view, decision.player, from as Location, {
    action: attack.action as "melee" | "missile",
    target: attack.target,
  });
  return odds ? oddsText(odds) : null;
}
