// 2.9a "Magical Items" (rules/000 lines 2379-2389; exchanges, lines 1077-1081): items go only
// where units carry them. When units move from a terrain or the reserve area, each may take one
// item of its colour along, the owner choosing which go; an army left with more items than its
// units can carry buries the extra ones, the owner choosing which. Both are looked at after every
// task (`checkItems`, the ruleset's `afterTask`): every move reports a "moved" event (or "spared",
// "dragon-ridden"), and units are lost in many ways (killed, moved, exchanged, promoted), so the
// check lives here and not at each of them.
import type { ItemDie, UnitDie } from "@dragondice/catalog";
import { listOf, text } from "../kernel/choice-shape.ts";
import type { Ctx, Task } from "../kernel/flow.ts";
import { decisionKind, type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { atTerrain, type DieState, type Location, type Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, gameHasItems, itemDice, ownedUnits, unitOf, unitsAt } from "./army.ts";
import { type EditionTables, tablesOf } from "./edition-tables.ts";
import { carriers, itemOf, itemsAt } from "./items.ts";

/** Units moved together from one place to another, as an event reported them. */
interface Move {
  player: number;
  units: string[];
  from: Location;
  to: Location;
}

/** Where an army's items may be: with an army at a terrain or in the reserve area. */
const armyPlace = (at: string): boolean => atTerrain(at) || at === "reserve";

const unitsOf = (state: Table, ids: readonly string[]): UnitDie[] =>
  ids.flatMap((id) => {
    const d = dieInstance(state, id);
    const unit = d ? unitOf(d) : null;
    return unit ? [unit] : [];
  });

const itemsOf = (state: Table, ids: readonly string[]): ItemDie[] =>
  ids.map((id) => itemOf(dieInstance(state, id) as DieState) as ItemDie);

/**
 * The units that hold a player's items at a location: its army's units; in the reserve area also
 * the units beside it that the edition has (`beside`: 2.9a's Kings' Die, which holds an item of
 * any colour until a unit carries it away, line 2416).
 */
function holders(
  state: Table,
  player: number,
  at: Location,
  beside: Location | undefined,
): UnitDie[] {
  const units = unitsAt(state, player, at).map((d) => unitOf(d) as UnitDie);
  if (at === "reserve" && beside !== undefined) {
    for (const { d, unit } of ownedUnits(state, player)) if (d.at === beside) units.push(unit);
  }
  return units;
}

/** Where the edition's units beside the reserve area are, if it has any. */
const besideAt = (tables: EditionTables): Location | undefined =>
  tables.extensions.besideReserves?.at;

/** Whether units can carry all of the items, one each. */
const allCarried = (
  tables: EditionTables,
  units: readonly UnitDie[],
  items: readonly ItemDie[],
): boolean => carriers(tables.dragonkin, units, items).every((u) => u >= 0);

/**
 * After every task: items follow the units that moved, then items left uncarried are buried:
 * anywhere, or only at `uncarried` places when given (the rest of the table is as it was when
 * every item was carried; none when it is empty). Whether nothing was to be done and every item
 * was found carried.
 */
export function checkItems(
  ctx: Ctx,
  firstEvent: number,
  uncarried: ReadonlySet<Location> | null,
): boolean {
  const { state } = ctx;
  if (state.winner !== null) return false;
  if (!gameHasItems(state)) return true;
  const moves: Move[] = [];
  for (let i = firstEvent; i < ctx.events.length; i++) {
    const e = ctx.events[i];
    if (e?.type === "moved" || e?.type === "spared") {
      moves.push({
        player: e.player,
        units: e.dice,
        from: e.from as Location,
        to: e.to as Location,
      });
    } else if (e?.type === "dragon-ridden") {
      const { player, champion, from, to } = e;
      moves.push({ player, units: [champion], from: from as Location, to: to as Location });
    }
  }
  const carrying = moves.filter(
    (m) => armyPlace(m.from) && armyPlace(m.to) && itemsAt(state, m.player, m.from).length > 0,
  );
  if (carrying.length > 0) {
    runNext(ctx, { t: "items:carry", moves: carrying });
    return false;
  }
  if (uncarried?.size === 0) return true;
  // Not while a decision waits (the check comes again once it is answered), nor before the items
  // of units that moved have gone with them.
  if (state.pending.length > 0 || state.stack.some((t) => t.t === "items:carry")) return false;
  return buryUncarried(ctx, uncarried);
}

/**
 * Runs a task before anything already scheduled; while a decision waits, right after the task
 * that receives its answer (the decision's ask stays on top of the stack).
 */
function runNext(ctx: Ctx, task: Task): void {
  const { stack } = ctx.state;
  if (ctx.state.pending.length === 0) ctx.schedule(task);
  else stack.splice(stack.length - 1, 0, task);
}

/** What a "carry-items" decision offers: items at `from` the units that moved may take along. */
export interface CarryData {
  from: Location;
  to: Location;
  /** The units that moved (still at `to`). */
  units: string[];
  /** The items some of them can carry. */
  items: string[];
}

/** The items the units of a move may take, or null when none can be taken. */
function carryOffer(tables: EditionTables, state: Table, move: Move): CarryData | null {
  const units = move.units.filter((id) => dieInstance(state, id)?.at === move.to);
  const movers = unitsOf(state, units);
  if (movers.length === 0) return null;
  const items = itemsAt(state, move.player, move.from)
    .filter((d) => allCarried(tables, movers, [itemOf(d) as ItemDie]))
    .map((d) => d.id);
  if (items.length === 0) return null;
  return { from: move.from, to: move.to, units, items };
}

/**
 * Units have moved: for each move, the items at the place they left that they may carry (line
 * 2385). The owner picks which go; when no unit of theirs is left there and the movers can carry
 * every item, all go without asking, as any left would only be buried (docs/rulings.md).
 */
declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The moves whose units may take items along, still to ask about. */
    "items:carry": { moves: Move[] };
    "items:carried": { player: number; offer: CarryData };
    /** The owner's army at `at` buries the items it cannot carry: the answer. */
    "items:buried": { player: number; at: Location };
  }
}

const carry: HandlerOf<"items:carry"> = (ctx, task) => {
  const [move, ...rest] = task.moves;
  if (!move) return;
  if (rest.length > 0) ctx.schedule({ t: "items:carry", moves: rest });
  const tables = tablesOf(ctx);
  const offer = carryOffer(tables, ctx.state, move);
  if (!offer) return;
  const all = itemsAt(ctx.state, move.player, move.from);
  const stays = holders(ctx.state, move.player, move.from, besideAt(tables)).length > 0;
  if (
    !stays &&
    offer.items.length === all.length &&
    allCarried(tables, unitsOf(ctx.state, offer.units), itemsOf(ctx.state, offer.items))
  ) {
    takeAlong(ctx, move.player, offer, offer.items);
    return;
  }
  ctx.ask(
    [
      {
        player: move.player,
        kind: "carry-items",
        prompt: "Pick the items your moving units take along, one each of their colour.",
        data: offer,
      },
    ],
    { t: "items:carried", player: move.player, offer },
  );
};

function takeAlong(ctx: Ctx, player: number, offer: CarryData, items: readonly string[]): void {
  if (items.length === 0) return;
  for (const id of items) (dieInstance(ctx.state, id) as DieState).at = offer.to;
  ctx.emit({ type: "items-carried", player, items: [...items], from: offer.from, to: offer.to });
}

const carried: HandlerOf<"items:carried"> = (ctx, task) => {
  takeAlong(ctx, task.player, task.offer, answer(ctx, "carry-items"));
};

/** Why a choice of items to take along cannot be made, or null. */
function carryProblem(
  tables: EditionTables,
  state: Table,
  data: CarryData,
  items: readonly string[],
): string | null {
  for (const [i, id] of items.entries()) {
    if (!data.items.includes(id)) return `${id} is not an item these units can take`;
    if (items.indexOf(id) !== i) return `${id} is listed twice`;
  }
  if (!allCarried(tables, unitsOf(state, data.units), itemsOf(state, items))) {
    return "each moving unit carries one item of its colour: these units cannot carry all of those";
  }
  return null;
}

type RandomInt = (min: number, max: number) => number;

/** The items in a random order. */
function shuffled(items: readonly string[], randomInt: RandomInt): string[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  return order;
}

/** Taking items along, over the edition's tables. */
const carryItemsKind = (tables: EditionTables) =>
  decisionKind({
    kinds: ["carry-items"],
    shape: listOf(text),
    answer: "[item ids]",
    validate(state, decision, choice) {
      return carryProblem(tables, state, decision.data, choice);
    },
    sample(state, decision, randomInt) {
      const data = decision.data;
      const movers = unitsOf(state, data.units);
      // Each item, in a random order, taken or not at random while the movers can carry them all.
      const chosen: string[] = [];
      for (const id of shuffled(data.items, randomInt)) {
        if (randomInt(0, 1) === 1 && allCarried(tables, movers, itemsOf(state, [...chosen, id]))) {
          chosen.push(id);
        }
      }
      return chosen;
    },
  });

/** What a "bury-items" decision is about: `count` of the army's items go. */
export interface BuryData {
  at: Location;
  items: string[];
  count: number;
}

/**
 * The ways to bury `count` of the items so that the holders carry the rest, one of each set of
 * the same dice; at most two are looked for (two mean there is a choice).
 */
function burials(
  tables: EditionTables,
  state: Table,
  holders: UnitDie[],
  items: string[],
  count: number,
): string[][] {
  const found: string[][] = [];
  const kinds = new Set<string>();
  const pick = (from: number, chosen: string[]): boolean => {
    if (chosen.length === count) {
      const rest = items.filter((id) => !chosen.includes(id));
      if (!allCarried(tables, holders, itemsOf(state, rest))) return false;
      const kind = chosen
        .map((id) => dieInstance(state, id)?.die)
        .sort()
        .join(",");
      if (!kinds.has(kind)) {
        kinds.add(kind);
        found.push([...chosen]);
      }
      return found.length >= 2;
    }
    for (let i = from; i <= items.length - (count - chosen.length); i++) {
      if (pick(i + 1, [...chosen, items[i] as string])) return true;
    }
    return false;
  };
  pick(0, []);
  return found;
}

/**
 * Armies left with more items than their units can carry bury the extra ones at once (line 2379);
 * the owner picks which when it makes a difference, and the armies after that one wait for the
 * answer (the check comes again after it). Only the armies at `places` when given. Whether no
 * army had any to bury.
 */
function buryUncarried(ctx: Ctx, places: ReadonlySet<Location> | null): boolean {
  const { state } = ctx;
  const tables = tablesOf(ctx);
  const beside = besideAt(tables);
  // The units beside the reserve area hold its items too.
  const looked = (at: Location): boolean =>
    places === null ||
    places.has(at) ||
    (at === "reserve" && beside !== undefined && places.has(beside));
  const groups = new Map<string, { player: number; at: Location; items: string[] }>();
  for (const d of itemDice(state)) {
    if (!armyPlace(d.at) || !looked(d.at)) continue;
    const key = `${d.owner}@${d.at}`;
    const group = groups.get(key) ?? { player: d.owner, at: d.at, items: [] };
    group.items.push(d.id);
    groups.set(key, group);
  }
  let none = true;
  for (const { player, at, items } of groups.values()) {
    const units = holders(state, player, at, beside);
    const carriedBy = carriers(tables.dragonkin, units, itemsOf(state, items));
    const count = carriedBy.filter((u) => u < 0).length;
    if (count === 0) continue;
    none = false;
    const ways = burials(tables, state, units, items, count);
    // Burying at one army changes nothing at another's: the next is looked at at once, not after
    // the next step of play, which may ask a question first.
    if (ways.length === 1) {
      bury(ctx, player, at, ways[0] as string[]);
      continue;
    }
    const data: BuryData = { at, items, count };
    ctx.ask(
      [
        {
          player,
          kind: "bury-items",
          prompt: `Your units there cannot carry all their items: pick ${count} to bury.`,
          data,
        },
      ],
      { t: "items:buried", player, at },
    );
    return false;
  }
  return none;
}

function bury(ctx: Ctx, player: number, at: Location, items: readonly string[]): void {
  for (const id of items) (dieInstance(ctx.state, id) as DieState).at = "bua";
  ctx.emit({ type: "items-buried", player, items: [...items], location: at });
}

const buried: HandlerOf<"items:buried"> = (ctx, task) => {
  bury(ctx, task.player, task.at, answer(ctx, "bury-items"));
};

/** The burial of items, over the edition's tables (its place of units beside the reserve area). */
const buryItemsKind = (tables: EditionTables) => {
  const beside = besideAt(tables);
  return decisionKind({
    kinds: ["bury-items"],
    shape: listOf(text),
    answer: "[item ids]",
    validate(state, decision, choice) {
      const data = decision.data;
      for (const [i, id] of choice.entries()) {
        if (!data.items.includes(id)) return `${id} is not one of the army's items`;
        if (choice.indexOf(id) !== i) return `${id} is listed twice`;
      }
      if (choice.length !== data.count) return `bury exactly ${data.count} items`;
      const rest = data.items.filter((id) => !choice.includes(id));
      const units = holders(state, decision.player, data.at, beside);
      if (!allCarried(tables, units, itemsOf(state, rest))) {
        return "the units there could not carry the items left: bury others";
      }
      return null;
    },
    sample(state, decision, randomInt) {
      const data = decision.data;
      // The items the units carry when matched in a random order: the others are a legal burial.
      const order = shuffled(data.items, randomInt);
      const carriedBy = carriers(
        tables.dragonkin,
        holders(state, decision.player, data.at, beside),
        itemsOf(state, order),
      );
      return order.filter((_, i) => (carriedBy[i] as number) < 0);
    },
  });
};

export const carryingTasks = taskHandlers({
  "items:carry": carry,
  "items:carried": carried,
  "items:buried": buried,
});

export const carryingDecisionKinds = (tables: EditionTables) => ({
  "carry-items": carryItemsKind(tables),
  "bury-items": buryItemsKind(tables),
});
