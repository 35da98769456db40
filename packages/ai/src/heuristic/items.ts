// Which items go with units that move and which are buried (2.9a rules/000 lines 2379-2389): the
// bot keeps the items worth most (artifacts before rares, rares before commons, as their faces
// make them), and keeps them where they roll: in an army at a terrain rather than in the reserve
// area, where items do not function (line 2387). Airy Acquisition (line 1256) sends an item to
// the army where it adds most to what the army rolls.
import type { ItemDie, UnitDie } from "@dragondice/catalog";
import {
  atTerrain,
  type DecisionData,
  type Location,
  type Odds,
  oddsFor,
  type PlayerView,
  terrainLocation,
} from "@dragondice/engine";
import { bestBy } from "./best.ts";
import { dieIn, opponentsAt, unitsAt } from "./board.ts";
import { itemDie, unitDie } from "./expectations.ts";
import type { Choice } from "./spell-answers.ts";
import type { Situation } from "./strategy.ts";
import { unitValue, valueOfDie } from "./values.ts";

/** Items kept in the reserve area are kept, but roll only once they come back to a terrain. */
const RESERVE_SHARE = 0.8;

const placeShare = (at: Location): number => (at === "reserve" ? RESERVE_SHARE : 1);

/** More subsets than this are not searched: the items the movers take are then picked greedily. */
const MAX_ITEMS = 10;

/** What a "carry-items" decision offers (items-carrying.ts): items the units that moved may take. */
type CarryOffer = DecisionData<"carry-items">;

/** The units that hold the player's items at `at` after a move: those left there. */
function holdersAt(view: PlayerView, me: number, at: Location): UnitDie[] {
  const units = unitsAt(view, me, at).map((u) => u.die);
  // In the reserve area the Kings' Die holds items of any colour too (line 2416).
  if (at === "reserve") {
    for (const d of view.dice) {
      const u = d.owner === me && d.at === "court" ? unitDie(d.die) : null;
      if (u) units.push(u);
    }
  }
  return units;
}

/** The worth of the items among `ids` that `holders` can carry, the most valuable first. */
function keptWorth(view: PlayerView, holders: UnitDie[], ids: string[]): number {
  const byWorth = [...ids].sort((a, b) => valueOfDie(view, b) - valueOfDie(view, a));
  const items = byWorth.map((id) => itemDie(dieIn(view, id)?.die ?? ""));
  const known = items.filter((i): i is ItemDie => i !== null);
  const carriedBy = oddsFor(view.edition).carriers(holders, known);
  return byWorth.reduce(
    (sum, id, i) => sum + ((carriedBy[i] ?? -1) >= 0 ? valueOfDie(view, id) : 0),
    0,
  );
}

/**
 * The items the moving units take along (line 2385): of the ways they may (`legal`, the engine's
 * check), the one that keeps most worth, counting the items taken where they go and the items
 * left where the units left behind can carry them (the others would be buried, line 2379). With
 * equal worth, more items go with the units that moved.
 */
export function carryPick(
  view: PlayerView,
  me: number,
  offer: CarryOffer,
  legal: (items: string[]) => boolean,
): string[] {
  const atFrom = view.dice.filter((d) => d.owner === me && d.at === offer.from && itemDie(d.die));
  const stayers = holdersAt(view, me, offer.from);
  const score = (taken: string[]) => {
    const left = atFrom.map((d) => d.id).filter((id) => !taken.includes(id));
    const going = taken.reduce((sum, id) => sum + valueOfDie(view, id), 0);
    return (
      going * placeShare(offer.to) +
      keptWorth(view, stayers, left) * placeShare(offer.from) +
      taken.length * 0.001
    );
  };
  const items = [...offer.items].sort((a, b) => valueOfDie(view, b) - valueOfDie(view, a));
  if (items.length > MAX_ITEMS) {
    const taken: string[] = [];
    for (const id of items) if (legal([...taken, id])) taken.push(id);
    return taken;
  }
  let best: string[] = [];
  let bestScore = score([]);
  for (let mask = 1; mask < 1 << items.length; mask++) {
    const taken = items.filter((_, i) => mask & (1 << i));
    const s = score(taken);
    if (s > bestScore && legal(taken)) {
      best = taken;
      bestScore = s;
    }
  }
  return best;
}

/** What a "bury-items" decision asks: `count` of the army's items at `at` go. */
type BuryOffer = DecisionData<"bury-items">;

/**
 * The items to bury (line 2379): the `count` worth least whose burial leaves items the army's
 * units can carry (`legal`, the engine's check), or null when no way is found.
 */
export function buryPick(
  view: PlayerView,
  offer: BuryOffer,
  legal: (items: string[]) => boolean,
): string[] | null {
  const ways: string[][] = [];
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === offer.count) {
      ways.push(chosen);
      return;
    }
    for (let i = from; i < offer.items.length && ways.length < 5000; i++) {
      pick(i + 1, [...chosen, offer.items[i] as string]);
    }
  };
  pick(0, []);
  const worth = (ids: string[]) => ids.reduce((sum, id) => sum + valueOfDie(view, id), 0);
  const ordered = ways.map((w) => ({ w, worth: worth(w) })).sort((a, b) => a.worth - b.worth);
  return ordered.find(({ w }) => legal(w))?.w ?? null;
}

/**
 * How much more an item's results count in an army that meets an opponent, or that pushes for a
 * terrain the bot wants to capture: the rolls it joins there matter more.
 */
const BUSY_SHARE = 0.3;

/** How many of `items` the units can carry at once (line 2379). */
const carried = (odds: Odds, units: UnitDie[], items: ItemDie[]): number =>
  odds.carriers(units, items).filter((c) => c >= 0).length;

/**
 * What the bot's item `id` adds to the rolls of its army at `at`: nothing in the reserve area
 * (line 2387) or where the army's units cannot carry it beside the items they have (line 2379);
 * else its worth, more where the army meets an opponent or is at a terrain the bot means to take.
 */
export function itemWorthAt(s: Situation, id: string, at: Location): number {
  const item = itemDie(dieIn(s.view, id)?.die ?? "");
  if (!item || !atTerrain(at)) return 0;
  const units = unitsAt(s.view, s.me, at).map((u) => u.die);
  const others = s.view.dice
    .filter((d) => d.owner === s.me && d.at === at && d.id !== id)
    .map((d) => itemDie(d.die))
    .filter((i): i is ItemDie => i !== null);
  if (carried(s.odds, units, [...others, item]) <= carried(s.odds, units, others)) return 0;
  const busy =
    (opponentsAt(s.view, s.me, at).length > 0 ? BUSY_SHARE : 0) + (s.isTarget(at) ? BUSY_SHARE : 0);
  return unitValue(item, s.odds) * (1 + busy);
}

/**
 * Airy Acquisition at the bot's item (line 1256): what moving it to its best other army adds, over
 * what it adds where it is (0 when no army is better). Only its armies at terrains can gain: an
 * item adds nothing in the reserve area, nor where no unit of the bot's is.
 */
export function airyValue(s: Situation, id: string): number {
  const d = dieIn(s.view, id);
  if (!d || d.owner !== s.me || !itemDie(d.die)) return 0;
  const here = itemWorthAt(s, id, d.at);
  const there = s.terrains
    .map((t): Location => terrainLocation(t.id))
    .filter((at) => at !== d.at)
    .map((at) => itemWorthAt(s, id, at));
  return Math.max(0, Math.max(0, ...there) - here);
}

/**
 * Where Airy Acquisition sends the item (line 1256): the army offered where it adds most. The
 * decision's data names the item.
 */
export function airyDestination(s: Situation, item: string, options: Choice[]): Choice | undefined {
  if (!item) return options[0];
  return bestBy(options, (o) => (o.at ? itemWorthAt(s, item, o.at) : 0));
}
