// 2.9a "Promotion", "Recruitment" and "Exchanging Units from the DUA" (rules/000 lines 184-190,
// 1026-1083, 2682): the exchanges between an army and its owner's dead unit area that promotion
// and recruitment make, for every effect that promotes or recruits (Feralization, mutation,
// City, dragons' treasure, spells, the Kings' Die).
//
// - Recruit: bring a common (1-health) unit from the DUA into the army (line 190, 2682). Some
//   effects bring back larger units (mutation, the Kings' Die): `maxHealth`.
// - Promote: trade a unit of the army with a unit of the same race worth exactly 1 health more
//   from the DUA, or from the summoning pool for Dragonkin (lines 184, 1029); the traded unit goes
//   where its replacement came from. Eldarim and Dragonkin need not match colours (line 1033):
//   the race is the catalogue species, which for them spans the colours. A race's dead are in one
//   of the two places only (Dragonkin die to the pool, line 2322; no other unit is ever in it), so
//   both are looked in without asking which race is the Dragonkin.
// - A die of no race (2.9a's Kings' Die, line 2416) is in no army and never dies to the DUA: no
//   exchange ever finds it.
// - One effect's exchanges happen at once: only units in the army and the DUA at the start of the
//   effect may move (line 1057). Eligibility is therefore listed once, before the effect, and a
//   combined exchange may use each listed unit at most once.
import type { UnitDie } from "@dragondice/catalog";
import { exactly, listOf, text } from "../kernel/choice-shape.ts";
import type { DecisionData, DecisionKindName } from "../kernel/decisions.ts";
import { effectsOn } from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import { decisionKind } from "../kernel/ruleset.ts";
import type { DieState, Location, Table } from "../kernel/state.ts";
import { dieInstance, ownedUnits, unitOf, unitsAt } from "./army.ts";
import type { ExchangeData } from "./decision-types.ts";

/** A unit of the army (`unit`) traded for a unit of the DUA or summoning pool (`to`). */
export interface Promotion {
  unit: string;
  to: string;
}

/** What one exchange effect does: units brought from the DUA, and promotions. */
export interface Exchange {
  recruits: string[];
  promotions: Promotion[];
}

/** An answer that recruits one unit or promotes one (a City's, Feralization's, a Kings' Die's). */
export type RecruitOrPromote = { recruit: string } | { promote: string; to: string };

/** The exchange of the one recruit or promotion an answer names. */
export const exchangeOf = (choice: RecruitOrPromote): Exchange =>
  "recruit" in choice
    ? { recruits: [choice.recruit], promotions: [] }
    : { recruits: [], promotions: [{ unit: choice.promote, to: choice.to }] };

/** The units an exchange effect may move, listed at its start (line 1057). */
export interface Eligible {
  recruits: string[];
  promotions: Promotion[];
}

/** Restricts an effect to some races (Feralization's, Mutation's, a king's, Convert's). */
export interface RaceFilter {
  species?: ReadonlySet<string>;
  /**
   * Promotions may go up by more than one step, to any larger unit of the race (the Kings' Die
   * rolled, line 2420).
   */
  anyStep?: boolean;
}

/** Spells that make a unit invisible: such a unit cannot be promoted (line 1035). */
const INVISIBLE_SPELLS = new Set(["camouflage", "fade", "hide"]);

export function isInvisible(state: Table, unitId: string): boolean {
  return effectsOn(state, unitId).some(
    (e) => "unit" in e.target && INVISIBLE_SPELLS.has(e.spell?.id ?? ""),
  );
}

/** Same race, exactly 1 health more. */
export function canPromoteTo(from: UnitDie, to: UnitDie): boolean {
  return from.species === to.species && to.health === from.health + 1;
}

const ofRace = (filter: RaceFilter, u: UnitDie | null): u is UnitDie =>
  u !== null && (filter.species === undefined || filter.species.has(u.species));

/** Every promotion possible now for the player's army at `at` (unit -> DUA or pool unit). */
export function promotionsFor(
  state: Table,
  player: number,
  at: Location,
  filter: RaceFilter = {},
): Promotion[] {
  const out: Promotion[] = [];
  // Looked up on first need: most armies have nothing to promote.
  let dead: DieState[] | undefined;
  for (const d of unitsAt(state, player, at)) {
    const u = unitOf(d);
    if (!ofRace(filter, u) || isInvisible(state, d.id)) continue;
    dead ??= deadUnits(state, player);
    for (const t of dead) {
      const tu = unitOf(t);
      if (!tu) continue;
      const fits = filter.anyStep
        ? tu.species === u.species && tu.health > u.health
        : canPromoteTo(u, tu);
      if (fits) out.push({ unit: d.id, to: t.id });
    }
  }
  return out;
}

/** The player's units in the DUA and the summoning pool, where promoted units come from. */
function deadUnits(state: Table, player: number): DieState[] {
  const out: DieState[] = [];
  for (const { d } of ownedUnits(state, player)) if (d.at === "dua" || d.at === "pool") out.push(d);
  return out;
}

/**
 * The player's dead units that can be brought into an army: commons by default (recruiting),
 * up to `maxHealth` for effects that return larger units. Dragonkin are never recruited
 * (line 1033): they are never in the DUA.
 */
export function recruitsFor(
  state: Table,
  player: number,
  filter: RaceFilter & { maxHealth?: number } = {},
): string[] {
  const max = filter.maxHealth ?? 1;
  const out: string[] = [];
  for (const d of unitsAt(state, player, "dua")) {
    const u = unitOf(d);
    if (!ofRace(filter, u)) continue;
    if (u.health <= max) out.push(d.id);
  }
  return out;
}

const healthById = (state: Table, id: string): number => {
  const d = dieInstance(state, id);
  const u = d ? unitOf(d) : null;
  return u ? u.health : 0;
};

/** The health an exchange adds to the army: recruits' health plus each promotion's gain. */
export function netGain(state: Table, exchange: Exchange): number {
  let gain = 0;
  for (const id of exchange.recruits) gain += healthById(state, id);
  for (const p of exchange.promotions) gain += healthById(state, p.to) - healthById(state, p.unit);
  return gain;
}

/** The exact shape of an exchange (kernel/choice-shape.ts), and how one is written. */
export const exchangeShape = exactly({
  recruits: listOf(text),
  promotions: listOf(exactly({ unit: text, to: text })),
});
export const EXCHANGE_ANSWER = "{ recruits: [dead unit ids], promotions: [{ unit, to }] }";

/**
 * Why `exchange` is not a legal combined exchange out of `eligible`, or null. Each unit moves at
 * most once: a unit is promoted once, a dead unit is brought back or promoted to once, and
 * units that change place during the effect are not eligible (they are not listed). `maxGain`
 * caps the health the army gains (mutation: the health killed).
 */
export function exchangeProblem(
  state: Table,
  eligible: Eligible,
  exchange: Exchange,
  maxGain = Number.POSITIVE_INFINITY,
): string | null {
  const fromDead = new Set<string>();
  for (const id of exchange.recruits) {
    if (!eligible.recruits.includes(id)) return `${id} cannot be brought back by this effect`;
    if (fromDead.has(id)) return `${id} is chosen twice`;
    fromDead.add(id);
  }
  const promoted = new Set<string>();
  for (const p of exchange.promotions) {
    if (!eligible.promotions.some((e) => e.unit === p.unit && e.to === p.to)) {
      return `${p.unit} cannot be promoted to ${p.to} by this effect (same race, a larger unit, in the army and DUA at its start)`;
    }
    if (promoted.has(p.unit)) return `${p.unit} is promoted twice`;
    promoted.add(p.unit);
    if (fromDead.has(p.to)) return `${p.to} is chosen twice`;
    fromDead.add(p.to);
  }
  const gain = netGain(state, exchange);
  if (gain > maxGain) return `the exchange adds ${gain} health; at most ${maxGain}`;
  return null;
}

/** A random legal combined exchange within `maxGain` (possibly empty). */
export function sampleExchange(
  state: Table,
  eligible: Eligible,
  maxGain: number,
  randomInt: (min: number, max: number) => number,
): Exchange {
  type Pick = { recruit: string } | { promotion: Promotion };
  const picks: Pick[] = [
    ...eligible.recruits.map((recruit) => ({ recruit })),
    ...eligible.promotions.map((promotion) => ({ promotion })),
  ];
  for (let i = picks.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [picks[i], picks[j]] = [picks[j] as Pick, picks[i] as Pick];
  }
  const chosen: Exchange = { recruits: [], promotions: [] };
  for (const pick of picks) {
    if (randomInt(0, 2) === 0) continue;
    const next: Exchange =
      "recruit" in pick
        ? { ...chosen, recruits: [...chosen.recruits, pick.recruit] }
        : { ...chosen, promotions: [...chosen.promotions, pick.promotion] };
    if (exchangeProblem(state, eligible, next, maxGain) === null) {
      chosen.recruits = next.recruits;
      chosen.promotions = next.promotions;
    }
  }
  return chosen;
}

/**
 * Makes a checked exchange for the player's army at `at`: recruits join the army, promoted units
 * go where their replacements came from (the DUA; the summoning pool for Dragonkin) and their
 * replacements join the army. `by` names the effect in the events.
 */
export function applyExchange(
  ctx: Ctx,
  player: number,
  at: Location,
  exchange: Exchange,
  by: string,
): void {
  const die = (id: string): DieState => {
    const d = dieInstance(ctx.state, id);
    if (d?.owner !== player) throw new Error(`no die ${id} of player ${player}`);
    return d;
  };
  for (const id of exchange.recruits) {
    die(id).at = at;
    ctx.emit({ type: "recruited", player, location: at, die: id, by });
  }
  for (const p of exchange.promotions) {
    const unit = die(p.unit);
    const to = die(p.to);
    unit.at = to.at;
    to.at = at;
    ctx.emit({ type: "promoted", player, location: at, unit: p.unit, to: p.to, by });
  }
}

/** The decision kinds whose data is a combined exchange: Mutation's, and an edition's own. */
type ExchangeKindName = {
  [K in DecisionKindName]: DecisionData<K> extends ExchangeData ? K : never;
}[DecisionKindName];

/**
 * A combined exchange within `data.health`, for decisions of `kinds` (mutation, line 899; an
 * edition's own, such as 2.9a's Kings' Die rolled, line 2422).
 */
export const exchangeKind = (kinds: readonly ExchangeKindName[]) =>
  decisionKind({
    kinds,
    shape: exchangeShape,
    answer: EXCHANGE_ANSWER,
    validate(state, decision, choice) {
      const data = decision.data;
      return exchangeProblem(state, data, choice, data.health);
    },
    sample(state, decision, randomInt) {
      const data = decision.data;
      return sampleExchange(state, data, data.health, randomInt);
    },
  });
