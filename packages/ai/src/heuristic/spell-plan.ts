// Which spells the heuristic bot casts with a pool of magic: greedily the casting (or the few
// castings at one target that only work together: two Fingers of Death at a 2-health unit) worth
// most per point, again and again while the pool pays (2.9a "Spell Attributes", lines 1083-1203).
// The same plan, with a budget of the points an army expects to roll, is what a magic action is
// worth when the bot chooses its action.
import type { MagicColor, SpellDef } from "@dragondice/catalog";
import {
  type AnnouncedSpell,
  atTerrain,
  type CastData,
  type Location,
  type Odds,
  spellTargetKey,
  terrainLocation,
} from "@dragondice/engine";
import {
  dieIn,
  marchingArmy,
  rollContext,
  terrainAt,
  terrainsInPlay,
  type Unit,
  unitsAt,
} from "./board.ts";
import { expectedResult, type RollContext, unitDie } from "./expectations.ts";
import { memoSlot } from "./memo-slots.ts";
import { type SpellTarget, spellValue } from "./spell-value.ts";
import { SPELL_WORTH, spellWorth } from "./spell-worth.ts";
import type { Situation } from "./strategy.ts";

export type Announced = AnnouncedSpell;

/** A spell the bot may cast, in which colours, at which targets. */
export interface SpellOption {
  spell: SpellDef;
  colors: MagicColor[];
  targets: readonly SpellTarget[];
}

/** The most castings of one spell at one target weighed as one step (a 4-health unit's worth). */
const MOST_AT_ONCE = 4;
/** A step worth less than this is not worth casting. */
const WORTH_CASTING = 0.05;
/** How many of the best steps are tried against the pool each round. */
const TRIES = 12;

/** Targets' keys worked out: the plan compares the same targets' keys over and over. */
const targetKeys = new WeakMap<SpellTarget, string>();

/** A key saying what a target is (the engine's: the units of a `units` target in any order). */
function targetKey(t: SpellTarget): string {
  let k = targetKeys.get(t);
  if (k === undefined) {
    k = spellTargetKey(t);
    targetKeys.set(t, k);
  }
  return k;
}

/**
 * Castings to add together: what they are worth and cost, and how to make the ways to pay them:
 * `castings` as they are, or `n` castings of `spell` at `target` in one of `colors` (the ways by
 * colour are made only for the few steps tried: most steps weighed in a round are not).
 */
interface Step {
  gain: number;
  cost: number;
  castings: Announced[] | null;
  n: number;
  spell: string;
  colors: readonly MagicColor[];
  target: SpellTarget | null;
}

/** A step's ways to pay, in the order tried. */
function triesOf(step: Step): Announced[][] {
  if (step.castings) return [step.castings];
  const lists: Announced[][] = [];
  for (const color of step.colors) {
    const casting = { spell: step.spell, color, target: step.target as SpellTarget };
    lists.push(repeated(step.n, casting));
  }
  return lists;
}

/** Spells that add up at one dead unit whatever their colour (line 1171): bring back or bury. */
function deadEffect(spell: SpellDef): "resurrect" | "bury" | null {
  const worth = SPELL_WORTH[spell.id];
  return worth?.resurrect ? "resurrect" : worth?.bury ? "bury" : null;
}

/**
 * Castings' values worked out, by situation: spellValue reads only the situation, and a decision
 * plans several times from it (a magic action's worth at each army, the pool's spells). Kept by
 * spell and colours, then by target, each list by the number of castings: an option's targets
 * share its first key (one key string per target, made for every target of every plan, cost more
 * than most values).
 */
const SPELL_VALUES = new WeakMap<Situation, Map<string, Map<string, number[]>>>();

/** The values of castings of `spell` in `colors`, by target key (filled as they are asked). */
function valuesFor(s: Situation, spell: SpellDef, colors: MagicColor[]): Map<string, number[]> {
  let known = SPELL_VALUES.get(s);
  if (!known) {
    known = new Map();
    SPELL_VALUES.set(s, known);
  }
  const k = `${spell.id}|${colors.join()}`;
  let byTarget = known.get(k);
  if (!byTarget) {
    byTarget = new Map();
    known.set(k, byTarget);
  }
  return byTarget;
}

/** The values of castings at the target of key `key` among `byTarget`, by times. */
function valuesAt(byTarget: Map<string, number[]>, key: string): number[] {
  let values = byTarget.get(key);
  if (!values) {
    values = [0];
    byTarget.set(key, values);
  }
  return values;
}

/**
 * A target of an option as the plan reads it round after round: its key and its values, looked
 * up once per plan (a key built per value asked cost the plan more than most values).
 */
interface Aim {
  target: SpellTarget;
  key: string;
  /** At dead units: brought back or buried by one group of castings. */
  dead: boolean;
  values: number[];
}

/** An aim at `target` (its key given), with the values worked out there so far. */
const aimAt = (target: SpellTarget, key: string, values: number[]): Aim => ({
  target,
  key,
  dead: "units" in target,
  values,
});

/** What `times` castings at an aim are worth (0 for none). */
function valueAt(s: Situation, o: SpellOption, aim: Aim, times: number): number {
  let v = aim.values[times];
  if (v === undefined) {
    v = spellValue(s, o.spell, aim.target, times, o.colors);
    aim.values[times] = v;
  }
  return v;
}

/** An option with its aims, and the most points of its colours the pool has. */
interface Planned {
  option: SpellOption;
  aims: Aim[];
  most: number;
  /**
   * The spell's multiplicity (line 1187), read once: cast once per magic action; each casting at
   * another target; castings may go to other targets than the first's.
   */
  once: boolean;
  spread: boolean;
  anywhere: boolean;
}

/** An option as the plan reads it: its aims, and the most points of its colours. */
function planned(s: Situation, o: SpellOption, points: (color: MagicColor) => number): Planned {
  const byTarget = valuesFor(s, o.spell, o.colors);
  // Multiplicities and targets come in several shapes: the plan's loop, run for every casting
  // it adds, reads these instead (each new shape met there made it be compiled again).
  const m = o.spell.multiplicity;
  const spread = m.kind === "multiple-targets";
  const aims: Aim[] = [];
  for (const t of o.targets) {
    const key = targetKey(t);
    aims.push(aimAt(t, key, valuesAt(byTarget, key)));
  }
  let most = 0;
  for (const c of o.colors) most = Math.max(most, points(c));
  return {
    option: o,
    aims,
    most,
    once: m.kind === "once-per-magic-action",
    spread,
    anywhere: spread || ("orTargetAnother" in m && m.orTargetAnother === true),
  };
}

/**
 * The options as the plan reads them, those the bot sees a worth in: a spell with none is worth 0
 * at every target, never a step, and its values were worked out for nothing (Hide, Camouflage).
 */
function plannedOptions(
  s: Situation,
  options: readonly SpellOption[],
  points: (color: MagicColor) => number,
): Planned[] {
  const out: Planned[] = [];
  for (const o of options) {
    if (!spellWorth(s.odds, o.spell.id)) continue;
    // A Summon spell sends the dragons of the magic's colour (line 1603): one option per colour,
    // made as every option is (a copy by spread has another shape, met by the plan's code late).
    if (SPELL_WORTH[o.spell.id]?.summons && o.colors.length > 1) {
      for (const c of o.colors) {
        out.push(planned(s, { spell: o.spell, colors: [c], targets: o.targets }, points));
      }
    } else out.push(planned(s, o, points));
  }
  return out;
}

/**
 * `n` times the casting, in a list made by pushing: `new Array(n).fill` makes a list of another
 * kind than every other list of castings, and the plan's code was compiled again for it.
 */
function repeated(n: number, casting: Announced): Announced[] {
  const list: Announced[] = [];
  for (let i = 0; i < n; i++) list.push(casting);
  return list;
}

/** How many castings of each spell are announced, in all and at each target (by key). */
interface Announcements {
  bySpell: Map<string, { count: number; at: Map<string, number> }>;
  /** The spells announced at each target, by key. */
  spellsAt: Map<string, string[]>;
}

function announcements(spells: readonly Announced[]): Announcements {
  const bySpell: Announcements["bySpell"] = new Map();
  const spellsAt = new Map<string, string[]>();
  for (const a of spells) {
    const k = targetKey(a.target);
    let cast = bySpell.get(a.spell);
    if (!cast) {
      cast = { count: 0, at: new Map() };
      bySpell.set(a.spell, cast);
    }
    cast.count++;
    cast.at.set(k, (cast.at.get(k) ?? 0) + 1);
    const there = spellsAt.get(k);
    if (there) there.push(a.spell);
    else spellsAt.set(k, [a.spell]);
  }
  return { bySpell, spellsAt };
}

/**
 * The spells to announce, in resolution order, and what they are worth: `afford` says whether the
 * pool pays for a whole announcement, `points` how many points of a colour it has at most.
 */
export function planSpells(
  s: Situation,
  options: readonly SpellOption[],
  afford: (spells: Announced[]) => boolean,
  points: (color: MagicColor) => number,
): { spells: Announced[]; value: number } {
  const byColor = plannedOptions(s, options, points);
  const groups = deadGroups(s, options);
  let spells: Announced[] = [];
  let total = 0;
  for (;;) {
    const { bySpell, spellsAt } = announcements(spells);
    const steps: Step[] = [];
    for (const p of byColor) singleSteps(s, p, bySpell, spellsAt, steps);
    mixedSteps(s, groups, spells, spellsAt, afford, steps);
    steps.sort((a, b) => b.gain / b.cost - a.gain / a.cost);
    let taken: Announced[] | null = null;
    let gain = 0;
    // Loops, not map and find: the lists come of both (`map` makes lists of one kind or another,
    // by whether its caller was compiled yet), and each new kind met made the plan compiled again.
    for (let i = 0; i < steps.length && i < TRIES && !taken; i++) {
      const step = steps[i] as Step;
      for (const t of triesOf(step)) {
        const next = joined(spells, t);
        if (afford(next)) {
          taken = next;
          gain = step.gain;
          break;
        }
      }
    }
    if (!taken) break;
    spells = taken;
    total += gain;
  }
  return { spells, value: total };
}

/**
 * The steps of castings of one option that may be added to the castings announced so far (by
 * `bySpell` and `spellsAt`), each worth casting, added to `steps`. A function of its own: the
 * plan's rounds call it for every option, and only this, their hot part, is worth compiling.
 */
function singleSteps(
  s: Situation,
  p: Planned,
  bySpell: Announcements["bySpell"],
  spellsAt: Announcements["spellsAt"],
  steps: Step[],
): void {
  const { option: o, aims, most, once, spread, anywhere } = p;
  const cast = bySpell.get(o.spell.id);
  const castCount = cast?.count ?? 0;
  if (once && castCount > 0) return;
  for (const aim of aims) {
    const here = cast?.at.get(aim.key) ?? 0;
    if (spread && here > 0) continue;
    // Castings that must share one target (line 1187) stay where the first went.
    if (!anywhere && castCount > here) continue;
    // A dead unit is brought back or buried by one group of castings.
    if (aim.dead && spellsAt.get(aim.key)?.some((id) => id !== o.spell.id)) continue;
    const before = valueAt(s, o, aim, here);
    for (let n = 1; n <= (spread || once ? 1 : MOST_AT_ONCE); n++) {
      if (n * o.spell.cost > most) break;
      const gain = valueAt(s, o, aim, here + n) - before;
      if (gain <= WORTH_CASTING) continue;
      const cost = n * o.spell.cost;
      const spell = o.spell.id;
      steps.push({
        gain,
        cost,
        castings: null,
        n,
        spell,
        colors: o.colors,
        target: aim.target,
      });
    }
  }
}

/**
 * Castings of different spells at one dead unit (by what they do to it): its health, and the
 * ways to cast at it, cheapest first.
 */
interface DeadGroup {
  target: SpellTarget;
  key: string;
  health: number;
  ways: { spell: SpellDef; color: MagicColor }[];
  /** The first spell's values at the unit (what the group is worth). */
  first: SpellOption;
  values: number[];
}

/**
 * The dead units that several spells could bring back (or bury) together, worked out once per
 * plan: only which of them already have castings changes from round to round.
 */
function deadGroups(s: Situation, options: readonly SpellOption[]): DeadGroup[] {
  const groups = new Map<string, { target: SpellTarget; key: string; options: SpellOption[] }>();
  for (const o of options) {
    const effect = deadEffect(o.spell);
    if (!effect) continue;
    for (const t of o.targets) {
      if (!("units" in t)) continue;
      const key = targetKey(t);
      const k = `${effect}|${key}`;
      const group = groups.get(k) ?? { target: t, key, options: [] };
      group.options.push(o);
      groups.set(k, group);
    }
  }
  const out: DeadGroup[] = [];
  for (const { target, key, options: group } of groups.values()) {
    if (group.length < 2 || !("units" in target)) continue;
    const health = target.units.reduce((sum, id) => {
      const d = dieIn(s.view, id);
      return sum + (d ? (unitDie(d.die)?.health ?? 0) : 0);
    }, 0);
    const ways = group
      .flatMap((o) => o.colors.map((color) => ({ spell: o.spell, color })))
      .sort((a, b) => a.spell.cost - b.spell.cost);
    const first = group[0] as SpellOption;
    const values = valuesAt(valuesFor(s, first.spell, first.colors), key);
    out.push({ target, key, health, ways, first, values });
  }
  return out;
}

/**
 * Castings of different spells that together bring back (or bury) a dead unit none of them can
 * alone: Breath of Life with Spark of Life for a 2-health unit (line 1171), cheapest first, added
 * to `steps`.
 */
function mixedSteps(
  s: Situation,
  groups: readonly DeadGroup[],
  spells: Announced[],
  spellsAt: ReadonlyMap<string, readonly string[]>,
  afford: (spells: Announced[]) => boolean,
  steps: Step[],
): void {
  for (const { target, key, health, ways, first, values } of groups) {
    if (spellsAt.has(key)) continue;
    const castings: Announced[] = [];
    let covered = 0;
    let cost = 0;
    while (covered < health) {
      const before = joined(spells, castings);
      let way: DeadGroup["ways"][number] | null = null;
      for (const w of ways) {
        before.push({ spell: w.spell.id, color: w.color, target });
        if (afford(before)) {
          way = w;
          break;
        }
        before.pop();
      }
      if (!way) break;
      castings.push({ spell: way.spell.id, color: way.color, target });
      covered += way.spell.target.amount ?? 1;
      cost += way.spell.cost;
    }
    // Worth what the first spell would be worth covering the whole unit on its own.
    const gain = covered >= health ? valueAt(s, first, aimAt(target, key, values), health) : 0;
    if (gain > WORTH_CASTING) {
      steps.push({ gain, cost, castings, n: 0, spell: "", colors: [], target: null });
    }
  }
}

/** One list of castings after another, in a new list made by pushing (not a spread's). */
function joined(a: readonly Announced[], b: readonly Announced[]): Announced[] {
  const out: Announced[] = [];
  for (const x of a) out.push(x);
  for (const x of b) out.push(x);
  return out;
}

/**
 * `legal`, asked once per announcement: the plan asks again about the same castings (a step
 * tried round after round, a mixed step's castings), and the engine's check is most of its cost.
 */
function remembered(legal: (spells: Announced[]) => boolean): (spells: Announced[]) => boolean {
  const known = new Map<string, boolean>();
  return (spells) => {
    let k = "";
    for (const a of spells) k += `${a.spell}|${a.color}|${targetKey(a.target)};`;
    let ok = known.get(k);
    if (ok === undefined) {
      ok = legal(spells);
      known.set(k, ok);
    }
    return ok;
  };
}

/**
 * Whether the announcement asks no colour for more than the pool holds of it (`pool`: the most
 * of each colour one spell could take, the decision's `pool`). Paying several spells of a colour
 * takes at least as much of it as one spell costing their sum, so an announcement asking more is
 * one the engine refuses: said here without asking it (most of the plan's last tries, when the
 * pool is spent, are such).
 */
function withinPool(
  spells: readonly Announced[],
  byId: ReadonlyMap<string, SpellDef>,
  pool: CastData["pool"],
): boolean {
  const asked = new Map<MagicColor, number>();
  for (const a of spells) {
    const cost = byId.get(a.spell)?.cost;
    if (cost === undefined) continue;
    const total = (asked.get(a.color) ?? 0) + cost;
    if (total > (pool[a.color] ?? 0)) return false;
    asked.set(a.color, total);
  }
  return true;
}

/** The edition's spells by id, made once per edition's odds (not at every decision). */
function spellsById(odds: Odds): ReadonlyMap<string, SpellDef> {
  let found = SPELLS_BY_ID.get(odds);
  if (!found) {
    found = new Map(odds.spells.map((x) => [x.id, x]));
    SPELLS_BY_ID.set(odds, found);
  }
  return found;
}

const SPELLS_BY_ID = new WeakMap<Odds, ReadonlyMap<string, SpellDef>>();

/**
 * The bot's answer to a "cast-spells" decision: the plan for its pool, checked by `legal`, with
 * the damaging spells resolving last (line 500: the caster orders them), after any penalty on the
 * saves their targets roll.
 */
export function castSpells(
  s: Situation,
  data: CastData,
  legal: (spells: Announced[]) => boolean,
): Announced[] {
  const byId = spellsById(s.odds);
  const options: SpellOption[] = [];
  for (const o of data.offers) {
    const spell = byId.get(o.spell);
    if (spell) options.push({ spell, colors: o.colors, targets: o.targets });
  }
  const checked = remembered(legal);
  const afford = (spells: Announced[]) => withinPool(spells, byId, data.pool) && checked(spells);
  const { spells } = planSpells(s, options, afford, (c) => data.pool[c] ?? 0);
  const damaging = (a: Announced) => (byId.get(a.spell)?.dealsDamage ? 1 : 0);
  return [...spells].sort((a, b) => damaging(a) - damaging(b));
}

/**
 * The targets the bot sees for a spell cast from `from` (the engine's own conditions on targets,
 * such as a Temple's, are checked only when it casts), shared by every spell aiming alike: they
 * read only the board and the player, so they are kept by `Situation.memo` (every magic
 * action weighed asks for the same ones; the same target objects also keep their keys).
 */
function targetsFor(s: Situation, spell: SpellDef, from: Location): readonly SpellTarget[] {
  const { kind, whose } = spell.target;
  const k = `${kind}|${whose}|${!!spell.dealsDamage}|${from === "reserve"}`;
  const known = s.memo(TARGETS);
  let targets = known.get(k);
  if (!targets) {
    targets = findTargets(s, spell, from);
    known.set(k, targets);
  }
  return targets;
}

/** `targetsFor`'s answers, by board and player, then by what they depend on in the spell. */
const TARGETS = memoSlot(() => new Map<string, readonly SpellTarget[]>());

function findTargets(s: Situation, spell: SpellDef, from: Location): SpellTarget[] {
  const whose = spell.target.whose;
  const fits = (player: number) =>
    (whose !== "enemy" || player !== s.me) &&
    (whose !== "own" || player === s.me) &&
    !(spell.dealsDamage && player === s.me) &&
    (from !== "reserve" || player === s.me);
  const out: SpellTarget[] = [];
  const kind = spell.target.kind;
  if (kind === "army") {
    for (const p of s.view.players.keys()) {
      if (!fits(p)) continue;
      for (const at of [
        ...s.terrains.map((t): Location => terrainLocation(t.id)),
        "reserve" as Location,
      ]) {
        if (unitsAt(s.view, p, at).length > 0) out.push({ army: { player: p, at } });
      }
    }
  } else if (kind === "terrain" && from !== "reserve") {
    for (const t of terrainsInPlay(s.view)) out.push({ terrain: t.id });
  } else if (kind === "unit" || kind === "units-health" || kind === "dua-health") {
    const dua = kind === "dua-health";
    for (const d of s.view.dice) {
      if (!fits(d.owner) || !unitDie(d.die)) continue;
      if (dua ? d.at !== "dua" : !(d.at === "reserve" || atTerrain(d.at))) continue;
      out.push(kind === "unit" ? { unit: d.id } : { units: [d.id] });
    }
  }
  return out;
}

/** A spell the bot knows the worth of, and the colours that may pay for it. */
interface WeighedSpell {
  spell: SpellDef;
  /** Each colour, with the budget that pays in it: the colour's, or its race's for a racial spell. */
  ways: { color: MagicColor; budget: string }[];
}

/** The spells with a worth, and the least any of them costs. */
interface Weighed {
  spells: WeighedSpell[];
  cheapest: number;
}

/** The spells with a worth, by edition's odds: every magic action weighed reads them all. */
const WEIGHED_SPELLS = new WeakMap<Odds, Weighed>();

function weighedSpells(odds: Odds): Weighed {
  let found = WEIGHED_SPELLS.get(odds);
  if (!found) {
    found = { spells: [], cheapest: Number.POSITIVE_INFINITY };
    for (const spell of odds.spells) {
      const worth = spellWorth(odds, spell.id);
      if (!worth) continue;
      const colors: readonly MagicColor[] =
        spell.color === "elemental" ? ["black", "blue", "gold", "green", "red"] : [spell.color];
      const race = spell.species[0];
      found.spells.push({
        spell,
        ways: colors.map((color) => ({ color, budget: race ? `${color}|${race}` : color })),
      });
      found.cheapest = Math.min(found.cheapest, spell.cost);
    }
    WEIGHED_SPELLS.set(odds, found);
  }
  return found;
}

/**
 * The magic `units` expect to roll in `ctx`, by colour and by colour and race ("colour|race").
 * This and `spellOptions` are functions of their own, as the plan's steps are (`singleSteps`): the
 * loops are the work of a magic action weighed, and compiled alone they cost less to compile than
 * planMagicAction did with them.
 */
function magicBudget(units: readonly Unit[], ctx: RollContext): Map<string, number> {
  const { COLOR_OF } = ctx.odds;
  const budget = new Map<string, number>();
  for (const u of units) {
    const e = expectedResult(u.die, "magic-action", ctx);
    for (const element of u.die.colors) {
      const color = COLOR_OF[element as keyof typeof COLOR_OF];
      if (!color) continue;
      budget.set(color, (budget.get(color) ?? 0) + e);
      const race = `${color}|${u.die.species}`;
      budget.set(race, (budget.get(race) ?? 0) + e);
    }
  }
  return budget;
}

/**
 * The spells with a worth that an army at `at` can pay for with the most points `top` of a colour
 * and `points` of each budget, in the colours that pay, at the targets the bot sees.
 */
function spellOptions(
  s: Situation,
  at: Location,
  weighed: Weighed,
  top: number,
  points: (budget: string) => number,
): SpellOption[] {
  const options: SpellOption[] = [];
  for (const { spell, ways } of weighed.spells) {
    if (spell.cost > top) continue;
    if (at === "reserve" && !spell.castableFromReserves) continue;
    const colors: MagicColor[] = [];
    for (const w of ways) if (points(w.budget) >= spell.cost) colors.push(w.color);
    if (colors.length === 0) continue;
    options.push({ spell, colors, targets: targetsFor(s, spell, at) });
  }
  return options;
}

/** The share of the planned worth a magic action is counted for: the roll may fall short. */
const ROLL_SHORTFALL = 0.7;

/**
 * What a magic action by the bot's army at `at` is worth: the plan for the magic it expects to
 * roll (each unit's expected magic, in each of its colours; racial spells from their race only).
 */
export function magicActionValue(s: Situation, at: Location): number {
  const known = s.memo(MAGIC_ACTIONS);
  const k = magicActionKey(s, at);
  let value = known.get(k);
  if (value === undefined) {
    value = planMagicAction(s, at);
    known.set(k, value);
  }
  return value;
}

/**
 * Magic actions' worths worked out, by board and player (`Situation.memo`), then by army and what
 * else of the view the spells' worths read (`magicActionKey`): an action decision weighs the
 * magic of one army in several options, and the same army is weighed again at each turn that
 * shows the same board (most of the bot's magic actions weighed were such repeats).
 */
const MAGIC_ACTIONS = memoSlot(() => new Map<string, number>());

/**
 * A magic action's key: its army, and what of the view beyond the board (`Situation.memo`) the
 * spells' worths read: the army marching (the casting army's own Dragonkin and units, Rise of
 * the Eldarim) and the effects in play (a terrain's element, a reformed minor terrain, a tamed
 * dragon), most often none.
 */
function magicActionKey(s: Situation, at: Location): string {
  const effects = s.view.effects;
  const marching = marchingArmy(s.view) ?? "";
  return `${at}|${marching}|${effects.length === 0 ? "" : JSON.stringify(effects)}`;
}

function planMagicAction(s: Situation, at: Location): number {
  const ctx = rollContext(s.view, terrainAt(s.view, at), s.me);
  const budget = magicBudget(unitsAt(s.view, s.me, at), ctx);
  // Most armies weighed expect too little magic of any colour (a race's is part of its colour's)
  // for the cheapest spell: they weigh none, found without going through every spell. The others
  // pass over the spells dearer than their most without asking each colour.
  const weighed = weighedSpells(ctx.odds);
  let most = 0;
  for (const n of budget.values()) most = Math.max(most, n);
  const top = Math.floor(most);
  if (top < weighed.cheapest) return 0;
  const points = (c: string) => Math.floor(budget.get(c) ?? 0);
  const options = spellOptions(s, at, weighed, top, points);
  if (options.length === 0) return 0;
  const byId = new Map(options.map((o) => [o.spell.id, o.spell]));
  const afford = (spells: Announced[]) => {
    const spent = new Map<string, number>();
    for (const a of spells) {
      const spell = byId.get(a.spell) as SpellDef;
      const keys = spell.species[0] ? [a.color, `${a.color}|${spell.species[0]}`] : [a.color];
      for (const k of keys) spent.set(k, (spent.get(k) ?? 0) + spell.cost);
    }
    for (const [k, n] of spent) if (n > points(k)) return false;
    return true;
  };
  return ROLL_SHORTFALL * planSpells(s, options, afford, points).value;
}
