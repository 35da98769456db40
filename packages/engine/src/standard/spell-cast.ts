// Casting spells (2.9a "Magic", lines 494-512; "Spell Attributes", lines 1083-1203): a player
// spends a pool of magic (a magic action's, or a Cantrip's) by announcing every spell with its
// target in one "cast-spells" decision, in the order they are to resolve ("Sequential Spell
// Resolution", line 500); then they resolve one after another. Castings of one spell at one target
// resolve together (line 1199); spells of one effect that combine at one target (line 1171) too.
// Spirit Furnace is announced alone and resolved first, and its points join the pool (line 506).
import type { MagicColor, SpellDef } from "@dragondice/catalog";
import {
  amount,
  exactly,
  listOf,
  MAX_ENTRIES,
  oneOf,
  type Shape,
  ShapeProblem,
  text,
} from "../kernel/choice-shape.ts";
import type { Ctx } from "../kernel/flow.ts";
import { decisionKind, type HandlerOf, type TaskHandler, taskHandlers } from "../kernel/ruleset.ts";
import { atTerrain, type Location, type Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, unitsAt } from "./army.ts";
import { type EditionTables, tablesOf } from "./edition-tables.ts";
import { dispelThenResolve } from "./sais/dispel-magic.ts";
import type { Casting, SpellEffect, SpellTarget } from "./spell-effects.ts";
import { canPay, type Demand, MAGIC_COLORS, type MagicPool, poolTotals } from "./spell-pool.ts";
import {
  type AlikeTargets,
  alikeNumbers,
  spellsCost,
  type TargetedSpell,
  targetHealth,
  targetKey,
  targetProblem,
  targetsFor,
} from "./spell-targets.ts";
import { backlashAfter } from "./spells/backlash.ts";

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** Asks for spells again from the pool, grown (Spirit Furnace). */
    "spells:ask": {
      player: number;
      from: Location;
      magic: MagicPool;
      what: string;
      cantrip: boolean;
      furnace?: boolean;
    };
    /** The spells announced, in the answer; `paid`: what was paid before (none in older tasks). */
    "spells:announced": {
      player: number;
      from: Location;
      cantrip: boolean;
      magic: MagicPool;
      paid?: number;
    };
    "spell:resolve": { casting: Casting; dispelled?: true };
  }
}

/** One spell announced: which, paid with which colour, at what. */
export interface Announced {
  spell: string;
  color: MagicColor;
  target: SpellTarget;
}

/** A spell the pool can buy, as the decision lists it. */
export interface SpellOffer {
  spell: string;
  name: string;
  cost: number;
  /** The colours it may be paid with. */
  colors: MagicColor[];
  /** The race whose points must pay for it, if racial. */
  species: string | null;
  targets: SpellTarget[];
  summary: string;
  /** For spells aimed at health-worth of units: health-worth per casting. */
  amount: number | undefined;
}

/** What the "cast-spells" decision is about. */
export interface CastData {
  /** The most of each colour the pool holds. */
  pool: Partial<Record<MagicColor, number>>;
  magic: MagicPool;
  from: Location;
  cantrip: boolean;
  offers: SpellOffer[];
  /** Spirit Furnace was cast in this magic action: it cannot be again. */
  furnace?: true;
}

/** A spell as offers reads it, made once per edition's tables. */
interface OfferedSpell extends TargetedSpell {
  cost: number;
  /** The race whose points must pay for it, if racial. */
  race: string | undefined;
  /** For each colour it may be paid with (line 1089: an elemental spell, any), its demand. */
  payments: readonly { color: MagicColor; demands: readonly Demand[] }[];
  /** Which colours can do something at a target (spell-effects.ts `allowsColor`), if it says. */
  allowsColor: SpellEffect["allowsColor"];
}

/**
 * An edition's spells as offers reads them, made once per tables: at `[m]` those costing at most
 * m, in the tables' order (the last holds them all).
 */
const OFFERED = new WeakMap<EditionTables, readonly (readonly OfferedSpell[])[]>();

/** The spells costing at most `most`, in the order the tables list them. */
function spellsWithin(tables: EditionTables, most: number): readonly OfferedSpell[] {
  let byMost = OFFERED.get(tables);
  if (!byMost) {
    const all: OfferedSpell[] = tables.spells.map((spell) => ({
      spell,
      allows: tables.effects.spells[spell.id]?.allows,
      alike: alikeNumbers(spell),
      cost: spell.cost,
      race: spell.species[0],
      payments: colorsOf(spell).map((color) => ({ color, demands: [demandOf(spell, color)] })),
      allowsColor: tables.effects.spells[spell.id]?.allowsColor,
    }));
    const dearest = Math.max(0, ...all.map((s) => s.cost));
    byMost = Array.from({ length: dearest + 1 }, (_, m) => all.filter((s) => s.cost <= m));
    OFFERED.set(tables, byMost);
  }
  return byMost[Math.min(most, byMost.length - 1)] as readonly OfferedSpell[];
}

const colorsOf = (spell: SpellDef): MagicColor[] =>
  spell.color === "elemental" ? [...MAGIC_COLORS] : [spell.color];

const demandOf = (spell: SpellDef, color: MagicColor): Demand => ({
  color,
  species: spell.species[0] ?? null,
  cost: spell.cost,
});

/** Whether the pool has points that pay for racial spells of races not in the army. */
const anyRace = (magic: MagicPool): boolean => magic.points.some((p) => p.anyRace);

/** The most points of any one colour in the pool's totals (0 for none). */
function mostOfOneColor(totals: CastData["pool"]): number {
  let most = 0;
  for (const c of MAGIC_COLORS) most = Math.max(most, totals[c] ?? 0);
  return most;
}

/** The spells the pool can buy one of, with their targets. */
function offers(
  tables: EditionTables,
  state: Table,
  player: number,
  data: Omit<CastData, "offers">,
): SpellOffer[] {
  const out: SpellOffer[] = [];
  const anyRacePaid = anyRace(data.magic);
  const most = mostOfOneColor(data.pool);
  const alike: AlikeTargets = [];
  // A colour the pool has fewer points of than the cost cannot pay, racial or not (below): a
  // spell costing more than every colour holds has no colour to be paid with.
  for (const offered of spellsWithin(tables, most)) {
    const { spell, cost, race, payments } = offered;
    if (spell.id === "spirit-furnace" && (data.furnace || data.cantrip)) continue;
    // Line 1091: a racial spell needs a unit of its race in the casting army (Spirit Furnace's
    // points pay for any race's, line 1231, but only of a race there), unless a Dragon Staff's ID
    // points pay for it (line 2404: the pool says which points may).
    if (race !== undefined && !data.magic.races.includes(race) && !anyRacePaid) continue;
    // The colours the pool pays first: listing targets costs more. A colour the pool has fewer
    // points of than the cost cannot pay, racial or not: no need to ask the pool.
    const payable: MagicColor[] = [];
    for (const { color, demands } of payments) {
      if ((data.pool[color] ?? 0) >= cost && canPay(data.magic, demands)) payable.push(color);
    }
    if (payable.length === 0) continue;
    const targets = targetsFor(tables, state, player, data.from, offered, alike);
    if (targets.length === 0) continue;
    // Only the colours that can do something at one of the targets.
    const forColor = offered.allowsColor;
    const colors = forColor
      ? payable.filter((c) => targets.some((t) => forColor(state, c, t, tables)))
      : payable;
    if (colors.length === 0) continue;
    // `amount` last and undefined when the spell has none (JSON leaves it out, as before): every
    // offer of one shape, which the code reading offers compiles for once.
    out.push({
      spell: spell.id,
      name: spell.name,
      cost: spell.cost,
      colors,
      species: spell.species[0] ?? null,
      targets,
      summary: spell.summary,
      amount: spell.target.amount,
    });
  }
  return out;
}

/**
 * Asks the player to spend a pool of magic on spells cast from the army at `from`: the magic
 * action's, or a Cantrip's in another roll (which waits for the spells, line 1711).
 */
export function askSpells(
  ctx: Ctx,
  player: number,
  from: Location,
  magic: MagicPool,
  what: string,
  cantrip = false,
  furnace: true | undefined = undefined,
): void {
  // Its offers are found from the rest of it.
  const data: CastData = { pool: poolTotals(magic), magic, from, cantrip, furnace, offers: [] };
  data.offers = offers(tablesOf(ctx), ctx.state, player, data);
  const said =
    data.offers.length === 0
      ? `${what}: no spell can be cast with it here.`
      : `${what}: announce the spells and their targets, in the order they resolve.`;
  ctx.ask(
    [
      {
        player,
        kind: "cast-spells",
        prompt: said,
        data,
      },
    ],
    // What was paid before (Spirit Furnace) counts towards a Backlash.
    { t: "spells:announced", player, from, cantrip: data.cantrip, magic, paid: paidBefore(magic) },
  );
}

const paidBefore = (magic: MagicPool): number =>
  (magic.spent ?? []).reduce((sum, d) => sum + d.cost, 0);

/**
 * The castings at one target, grouped as they resolve, in the order first announced; `magic`, the
 * pool they are bought from, for castings that resolve (a check needs none).
 */
export function groupCastings(
  tables: EditionTables,
  player: number,
  from: Location,
  cantrip: boolean,
  spells: readonly Announced[],
  magic?: MagicPool,
): Casting[] {
  const groups = new Map<string, Casting>();
  for (const a of spells) {
    const spell = tables.spellsById.get(a.spell);
    if (!spell) continue;
    const key = `${tables.effects.spells[spell.id]?.combines ?? spell.id}@${targetKey(a.target)}`;
    const group = groups.get(key);
    if (group) group.times += 1;
    else
      groups.set(key, {
        spell,
        color: a.color,
        target: a.target,
        times: 1,
        caster: player,
        from,
        cantrip,
        magic,
      });
  }
  return [...groups.values()];
}

/** Why an announcement cannot be made, or null. */
export function castProblem(
  tables: EditionTables,
  state: Table,
  player: number,
  data: CastData,
  spells: readonly Announced[],
): string | null {
  for (const a of spells) {
    const problem = announcedProblem(tables, state, player, data, a);
    if (problem) return problem;
  }
  return togetherProblem(tables, state, player, data, spells);
}

/** Why one spell announced cannot be, on its own, or null. */
function announcedProblem(
  tables: EditionTables,
  state: Table,
  player: number,
  data: CastData,
  a: Announced,
): string | null {
  const spell = tables.spellsById.get(a.spell);
  const offer = data.offers.find((o) => o.spell === a.spell);
  if (!spell || !offer) return `${a.spell} is not a spell this pool can buy here`;
  if (!offer.colors.includes(a.color)) {
    return `${spell.name} cannot be paid with ${a.color} magic here`;
  }
  const problem = targetProblem(tables, state, player, data.from, spell, a.target);
  if (problem) return `${spell.name}: ${problem}`;
  if (tables.effects.spells[spell.id]?.allowsColor?.(state, a.color, a.target, tables) === false) {
    return `${spell.name}: ${a.color} magic can do nothing at that target`;
  }
  return null;
}

/**
 * Why spells announced, each of which could be on its own (`announcedProblem`), cannot be
 * together, or null: how often each may be cast and at what, what the castings must cover, what
 * the pool can pay.
 */
function togetherProblem(
  tables: EditionTables,
  state: Table,
  player: number,
  data: CastData,
  spells: readonly Announced[],
): string | null {
  const problem = castingsProblem(tables, state, player, data, spells);
  if (problem) return problem;
  const demands: Demand[] = [];
  for (const a of spells)
    demands.push(demandOf(tables.spellsById.get(a.spell) as SpellDef, a.color));
  if (!canPay(data.magic, demands)) return "the pool cannot pay for all of these spells";
  return furnaceProblem(spells);
}

/** Why Spirit Furnace is not announced as it must be, alone (line 506), or null. */
const furnaceProblem = (spells: readonly Announced[]): string | null =>
  spells.length > 1 && spells.some((a) => a.spell === "spirit-furnace")
    ? "Spirit Furnace is announced on its own, before any other spell"
    : null;

/**
 * Why spells announced cannot be together for their castings, before what they cost
 * (`togetherProblem`), or null: how often each may be cast and at what, what the castings must
 * cover.
 */
function castingsProblem(
  tables: EditionTables,
  state: Table,
  player: number,
  data: CastData,
  spells: readonly Announced[],
): string | null {
  // Multiplicity (line 1179), of each spell where first named: each rule is of a spell cast more
  // than once, and most announcements, a few spells, name each once: their targets need not be
  // compared, nor the spells counted in a map.
  for (let i = 0; i < spells.length; i++) {
    const n = timesNamed(spells, i);
    if (n < 2) continue;
    const id = (spells[i] as Announced).spell;
    const spell = tables.spellsById.get(id) as SpellDef;
    const m = spell.multiplicity;
    if (m.kind === "once-per-magic-action") {
      return `${spell.name} can be cast only once per magic action`;
    }
    if (m.kind === "multiple-targets" && !m.sameTargetAllowed) {
      if (targetsNamed(spells, id) < n) return `${spell.name} cannot be cast twice at one target`;
    }
    if (
      (m.kind === "increase-effect" || m.kind === "increase-health-affected") &&
      !m.orTargetAnother
    ) {
      if (targetsNamed(spells, id) > 1) return `${spell.name}'s castings must share one target`;
    }
  }
  // Health-worth targets: the castings at one target cover its units' health; spells in play as
  // targets (Elemental Blast, line 1264): the castings cover their cost. Castings at any other
  // target have nothing to cover (most announcements): no need to group them.
  const covering = spells.some(
    (a) => "spells" in a.target || "units" in a.target || "items" in a.target,
  );
  const groups = covering ? groupCastings(tables, player, data.from, data.cantrip, spells) : [];
  // Each spell's target as text, once: every group compares it.
  const keys = groups.length > 0 ? spells.map((a) => targetKey(a.target)) : [];
  for (const c of groups) {
    if (!("spells" in c.target) && !("units" in c.target) && !("items" in c.target)) continue;
    const key = targetKey(c.target);
    const members = spells.filter(
      (a, i) => keys[i] === key && sameEffect(tables, a.spell, c.spell.id),
    );
    if ("spells" in c.target) {
      const covers = members.reduce(
        (s, a) => s + (tables.spellsById.get(a.spell)?.target.amount ?? 0),
        0,
      );
      const cost = spellsCost(state, c.target);
      if (cost > covers) {
        return `${c.spell.name}: ${cost} points of spells need castings covering ${cost}, not ${covers}`;
      }
      continue;
    }
    const covers = members.reduce(
      (s, a) => s + (tables.spellsById.get(a.spell)?.target.amount ?? 1),
      0,
    );
    const needs = tables.effects.spells[c.spell.id]?.needs;
    const health = needs
      ? needs(state, player, data.from, c.target)
      : targetHealth(state, c.target);
    if (health > covers) {
      const what = "items" in c.target ? "items" : "units";
      return `${c.spell.name}: ${health} health-worth of ${what} needs castings covering ${health}, not ${covers}`;
    }
  }
  return null;
}

/** How often the `i`th spell announced is, or 0 when it was before. */
function timesNamed(spells: readonly Announced[], i: number): number {
  const id = (spells[i] as Announced).spell;
  let n = 0;
  for (let j = 0; j < spells.length; j++) {
    if ((spells[j] as Announced).spell !== id) continue;
    if (j < i) return 0;
    n++;
  }
  return n;
}

/** How many targets the announcement names for a spell (by id). */
const targetsNamed = (spells: readonly Announced[], id: string): number =>
  new Set(spells.filter((a) => a.spell === id).map((a) => targetKey(a.target))).size;

const sameEffect = (tables: EditionTables, a: string, b: string): boolean =>
  a === b ||
  (tables.effects.spells[a]?.combines !== undefined &&
    tables.effects.spells[a]?.combines === tables.effects.spells[b]?.combines);

const target = oneOf({
  army: exactly({ player: amount, at: text }),
  unit: text,
  units: listOf(text),
  terrain: text,
  dua: amount,
  player: amount,
  spells: listOf(amount),
  item: text,
  items: listOf(text),
});

/** One spell announced, as an answer reads it. */
const announcedShape = exactly({ spell: text, color: text, target });

/** The "cast-spells" decision of an edition: it reads the announced spells in its tables. */
export const castSpellsKind = (tables: EditionTables) =>
  decisionKind({
    kinds: ["cast-spells"],
    // A colour is read as any text and typed as the colour it must be: castProblem refuses one
    // that is none, in the spell's own words.
    shape: exactly({ spells: listOf(announcedShape) }) as Shape<{ spells: Announced[] }>,
    answer:
      "{ spells: [{ spell: id, color, target: { army: { player, at } } | { unit } | { units: [ids] } | { terrain } | { dua: player } | { player } | { spells: [ids] } | { item } | { items: [ids] } }] }",
    validate(state, decision, choice) {
      return castProblem(tables, state, decision.player, decision.data, choice.spells);
    },
    sample(state, decision, randomInt) {
      const data = decision.data;
      const spells: Announced[] = [];
      // What the spells kept and the new one cost: a spell the pool cannot pay for with those
      // kept is refused whatever else is said of it (half the tries of random games'), and
      // whether the pool pays is the cheapest check, so it is asked first.
      const demands: Demand[] = [];
      // Random play casts a few spells at random targets, each kept only if the whole stays legal.
      for (let tries = 0; tries < 4 && data.offers.length > 0; tries++) {
        const offer = data.offers[randomInt(0, data.offers.length - 1)] as SpellOffer;
        const color = offer.colors[randomInt(0, offer.colors.length - 1)] as MagicColor;
        const t = offer.targets[randomInt(0, offer.targets.length - 1)] as SpellTarget;
        const one: Announced = { spell: offer.spell, color, target: t };
        demands.push({ color, species: offer.species, cost: offer.cost });
        spells.push(one);
        // The spells kept so far are each fine: only the new one, and all together, to check
        // (togetherProblem's checks, its payment asked first, not twice).
        if (
          !canPay(data.magic, demands) ||
          announcedProblem(tables, state, decision.player, data, one) !== null ||
          castingsProblem(tables, state, decision.player, data, spells) !== null ||
          furnaceProblem(spells) !== null
        ) {
          spells.pop();
          demands.pop();
        }
      }
      return { spells };
    },
  });

/**
 * Why announcements would not be legal answers `{ spells }` to a "cast-spells" decision, or null:
 * the answer's shape and `castProblem`, as the decision's own check reads them, for a player
 * weighing announcements by the dozen (a bot's plan, each a few spells more than the last). Each
 * spell announced is read and checked on its own once (by spell, colour and target object), and
 * only what the spells do together is checked for every announcement.
 */
export function castChecker(
  tables: EditionTables,
  state: Table,
  player: number,
  data: CastData,
): (spells: readonly Announced[]) => string | null {
  const known = new Map<string, Map<MagicColor, Map<SpellTarget, string | null>>>();
  const ownProblem = (a: Announced): string | null => {
    let byColor = known.get(a.spell);
    if (!byColor) {
      byColor = new Map();
      known.set(a.spell, byColor);
    }
    let byTarget = byColor.get(a.color);
    if (!byTarget) {
      byTarget = new Map();
      byColor.set(a.color, byTarget);
    }
    let problem = byTarget.get(a.target);
    if (problem === undefined) {
      const read = announcedShape(a);
      problem =
        read instanceof ShapeProblem
          ? read.message("announced spell")
          : announcedProblem(tables, state, player, data, a);
      byTarget.set(a.target, problem);
    }
    return problem;
  };
  return (spells) => {
    if (spells.length > MAX_ENTRIES) return `${spells.length} spells; at most ${MAX_ENTRIES}`;
    for (const a of spells) {
      const problem = ownProblem(a);
      if (problem) return problem;
    }
    return togetherProblem(tables, state, player, data, spells);
  };
}

/** The spells are announced: each resolves in turn (Dispel Magic rolls come first, line 1887). */
const announced: HandlerOf<"spells:announced"> = (ctx, task) => {
  const player = task.player;
  const from = task.from;
  const cantrip = task.cantrip === true;
  const { spells } = answer(ctx, "cast-spells");
  if (spells.length === 0) return;
  ctx.emit({ type: "spells-announced", player, spells });
  const tables = tablesOf(ctx);
  const castings = groupCastings(tables, player, from, cantrip, spells, task.magic);
  // A Backlash there before the magic action acts once every spell has resolved (line 1358);
  // Spirit Furnace, announced alone, is followed by the rest of the action's spells.
  const cost = spells.reduce((sum, a) => sum + (tables.spellsById.get(a.spell)?.cost ?? 0), 0);
  const furnace = spells.some((a) => a.spell === "spirit-furnace");
  const paid = task.paid ?? 0;
  const after = cantrip || furnace ? [] : backlashAfter(ctx.state, player, from, cost + paid);
  // Dispel Magic rolls come first (line 1887).
  dispelThenResolve(ctx, castings, after);
};

/** Whether a casting's target is still there to be affected (a spell on a unit gone expires). */
function stillThere(state: Table, c: Casting): boolean {
  const t = c.target;
  if ("unit" in t) {
    const at = dieInstance(state, t.unit)?.at;
    // A minor terrain is targeted in the summoning pool (Reform Land, line 1390).
    if (c.spell.target.kind === "minor-terrain") return at === "pool";
    return at !== undefined && at !== "dua" && at !== "bua" && at !== "pool";
  }
  if ("army" in t) return unitsAt(state, t.army.player, t.army.at as Location).length > 0;
  if ("spells" in t) return state.effects.some((e) => t.spells.includes(e.id));
  if ("item" in t) {
    const at = dieInstance(state, t.item)?.at;
    return at !== undefined && (atTerrain(at) || at === "reserve");
  }
  if ("items" in t) return t.items.some((id) => dieInstance(state, id)?.at === "bua");
  if ("units" in t) {
    const kind = c.spell.target.kind;
    const where = kind === "dua-health" ? "dua" : kind === "summoning-pool-health" ? "pool" : null;
    return t.units.some((id) => {
      const at = dieInstance(state, id)?.at;
      if (where) return at === where;
      return at !== undefined && at !== "dua" && at !== "bua" && at !== "pool";
    });
  }
  return true;
}

const resolve: HandlerOf<"spell:resolve"> = (ctx, task) => {
  const casting = task.casting;
  const { spell } = casting;
  // Negated by a Dispel Magic (line 1887): reported, and it does nothing.
  const dispelled = task.dispelled === true;
  const there = !dispelled && stillThere(ctx.state, casting);
  ctx.emit({
    type: "spell",
    player: casting.caster,
    spell: spell.id,
    color: casting.color,
    target: casting.target,
    times: casting.times,
    ...(dispelled ? { dispelled } : there ? {} : { gone: true as const }),
  });
  if (there) tablesOf(ctx).effects.spells[spell.id]?.resolve(ctx, casting);
};

/** Asks for spells again from a pool that grew (Spirit Furnace's). */
const askAgain: HandlerOf<"spells:ask"> = (ctx, task) => {
  const furnace = task.furnace === true ? true : undefined;
  askSpells(ctx, task.player, task.from, task.magic, task.what, task.cantrip === true, furnace);
};

export const spellTasks: Record<string, TaskHandler> = {
  ...taskHandlers({
    "spells:ask": askAgain,
    "spells:announced": announced,
    "spell:resolve": resolve,
  }),
};
