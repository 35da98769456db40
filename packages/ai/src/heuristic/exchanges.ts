// Bringing units back: the combined exchanges (a mutation's, the Kings' Die's, rules/000 lines
// 1057-1081, 2420) and the Kings' Die's choice in the initial effects phase (2.9a lines 2418-2420).
import { oddsFor, type PlayerView } from "@dragondice/engine";
import { dieIn, type Unit, unitsAt } from "./board.ts";
import { unitDie } from "./expectations.ts";
import { valueOfDie } from "./values.ts";

export interface Promotion {
  unit: string;
  to: string;
}

/** The units an exchange may move, as the engine lists them in the decision's data. */
export interface Eligible {
  recruits: string[];
  promotions: Promotion[];
}

export interface Exchange {
  recruits: string[];
  promotions: Promotion[];
}

/** One step of an exchange: the units it moves, the health it adds and what it is worth. */
interface Pick {
  recruit?: string;
  promotion?: Promotion;
  moves: string[];
  gain: number;
  worth: number;
}

/** Enough search for the few picks a few health allow; the first path searched is the greedy. */
const SEARCH_LIMIT = 4000;

const healthIn = (view: PlayerView, id: string): number => {
  const d = dieIn(view, id);
  return (d && unitDie(d.die)?.health) || 0;
};

/**
 * The exchange adding the most worth within `health` (each unit moved once, line 1071), and that
 * worth: a depth-first search over the picks, the most worth first.
 */
export function richestExchange(
  view: PlayerView,
  eligible: Eligible,
  health: number,
): { exchange: Exchange; worth: number } {
  const picks: Pick[] = [
    ...eligible.recruits.map((id) => ({
      recruit: id,
      moves: [id],
      gain: healthIn(view, id),
      worth: valueOfDie(view, id),
    })),
    ...eligible.promotions.map((p) => ({
      promotion: p,
      moves: [p.unit, p.to],
      gain: healthIn(view, p.to) - healthIn(view, p.unit),
      worth: valueOfDie(view, p.to) - valueOfDie(view, p.unit),
    })),
  ]
    .filter((p) => p.worth > 0 && p.gain <= health)
    .sort((a, b) => b.worth - a.worth);
  let best: Pick[] = [];
  let bestWorth = 0;
  let visited = 0;
  const search = (from: number, chosen: Pick[], used: Set<string>, left: number, worth: number) => {
    if (worth > bestWorth) {
      best = [...chosen];
      bestWorth = worth;
    }
    for (let i = from; i < picks.length && visited < SEARCH_LIMIT; i++) {
      const p = picks[i] as Pick;
      if (p.gain > left || p.moves.some((id) => used.has(id))) continue;
      visited++;
      const next = new Set(used);
      for (const id of p.moves) next.add(id);
      search(i + 1, [...chosen, p], next, left - p.gain, worth + p.worth);
    }
  };
  search(0, [], new Set(), health, 0);
  return {
    exchange: {
      recruits: best.flatMap((p) => (p.recruit ? [p.recruit] : [])),
      promotions: best.flatMap((p) => (p.promotion ? [p.promotion] : [])),
    },
    worth: bestWorth,
  };
}

/**
 * What a roll of the Kings' Die may bring back when it names `race` (null: any): the player's dead
 * units of it up to `health` (4 in 2.9a), and its reserve units promoted to any larger dead unit
 * of it.
 */
function kingsEligible(
  view: PlayerView,
  me: number,
  race: string | null,
  health: number,
): Eligible {
  const odds = oddsFor(view.edition);
  const ofRace = (u: Unit) => (race === null || u.die.species === race) && odds.hasRace(u.die);
  const dua = unitsAt(view, me, "dua").filter(ofRace);
  const pool = unitsAt(view, me, "pool").filter(ofRace);
  const promotions: Promotion[] = [];
  for (const u of unitsAt(view, me, "reserve").filter(ofRace)) {
    const dead = odds.isDragonkin(u.die) ? pool : dua;
    for (const t of dead) {
      if (t.die.species === u.die.species && t.die.health > u.die.health) {
        promotions.push({ unit: u.id, to: t.id });
      }
    }
  }
  return {
    recruits: dua
      .filter((u) => !odds.isDragonkin(u.die) && u.die.health <= health)
      .map((u) => u.id),
    promotions,
  };
}

/**
 * What rolling the Kings' Die is expected to bring back: the best exchange for each face. The
 * game's edition says what a roll brings (`Odds.kingsDie`); one without the die rolls none.
 */
export function kingsRollWorth(view: PlayerView, me: number): number {
  const rule = oddsFor(view.edition).kingsDie;
  const kings = view.dice.find((d) => d.owner === me && d.at === "court");
  const faces = (kings && unitDie(kings.die)?.faces) || [];
  if (!rule || faces.length === 0) return 0;
  let total = 0;
  for (const f of faces) {
    const race = rule.races[f.icon] ?? null;
    total += richestExchange(view, kingsEligible(view, me, race, rule.health), rule.health).worth;
  }
  return total / faces.length;
}

export type KingsChoice =
  | { skip: true }
  | { recruit: string }
  | { promote: string; to: string }
  | { roll: true };

/**
 * The Kings' Die's choice (line 2418): a common recruited, one promotion, or the roll, whichever is
 * worth most; the roll is worth its faces' best exchanges on average. Never skips when anything
 * adds worth.
 */
export function kingsChoice(view: PlayerView, me: number, options: KingsChoice[]): KingsChoice {
  let best: KingsChoice = { skip: true };
  let bestWorth = 0;
  for (const o of options) {
    let worth = 0;
    if ("recruit" in o) worth = valueOfDie(view, o.recruit);
    else if ("promote" in o) worth = valueOfDie(view, o.to) - valueOfDie(view, o.promote);
    else if ("roll" in o) worth = kingsRollWorth(view, me);
    if (worth > bestWorth) {
      best = o;
      bestWorth = worth;
    }
  }
  return best;
}
