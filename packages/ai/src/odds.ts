// The odds of an attack as the attacking player sees them (their view, hidden dice left out):
// exact, from the distributions of the dice's faces that the heuristic bot weighs attacks with,
// each face counted as the engine counts it under the game's edition (`oddsFor(view.edition)`
// .faceWorth). For players choosing an attack.
import type { Location, PlayerView } from "@dragondice/engine";
import { healthOf, missileUnits, rollAt, unitsAt } from "./heuristic/board.ts";
import { chanceDamageAtLeast, expectedDamage, mean } from "./heuristic/expectations.ts";

/** An attack as a choose-action option names it. */
export interface Attack {
  action: "melee" | "missile";
  target: { player: number; at: Location };
}

export interface AttackOdds {
  /** Expected hits of the attacking army's roll. */
  hits: number;
  /** Expected saves of the target army's save roll. */
  saves: number;
  /** Expected damage: hits not saved, up to the target army's health. */
  damage: number;
  /**
   * The chance of at least one kill: that the damage reaches the smallest health among the
   * target's units (2.9a Damage, rules/000 line 572: damage is covered by whole units).
   */
  kill: number;
}

/**
 * The odds of `player`'s army at `from` making `attack`, from `view`; null when either army is
 * unknown or empty in the view.
 */
export function attackOdds(
  view: PlayerView,
  player: number,
  from: Location,
  attack: Attack,
): AttackOdds | null {
  const { target } = attack;
  const melee = attack.action === "melee";
  const mine = melee ? unitsAt(view, player, from) : missileUnits(view, player, from);
  const theirs = unitsAt(view, target.player, target.at);
  if (mine.length === 0 || theirs.length === 0) return null;
  const hits = rollAt(view, player, from, melee ? "melee-attack" : "missile-action", mine);
  const saves = rollAt(
    view,
    target.player,
    target.at,
    melee ? "save-vs-melee" : "save-vs-missile",
    theirs,
  );
  const smallest = Math.min(...theirs.map((u) => u.die.health));
  return {
    hits: mean(hits),
    saves: mean(saves),
    damage: expectedDamage(hits, saves, healthOf(theirs)),
    kill: chanceDamageAtLeast(hits, saves, smallest),
  };
}
