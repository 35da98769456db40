// What a spell may be cast at (2.9a "Spell Attributes", Target, lines 1095-1125, and "Reserve
// Magic", lines 514-532): the catalogue's target kind and whose it is, the spell's own condition
// (spell-effects.ts `allows`), the reserve area's limits, and the Temple's guard against enemy
// black magic (line 759). Used to offer targets, to check an announcement, and to tell whether a
// target is still there when its spell resolves.
import type { SpellDef } from "@dragondice/catalog";
import { atTerrain, type Location, type Table, terrainLocation } from "../kernel/state.ts";
import { dieInstance, hasUnitsAt, healthOf, isUnit, itemDice, terrainsInPlay } from "./army.ts";
import type { EditionTables } from "./edition-tables.ts";
import { isItem } from "./items.ts";
import { minorTerrainDie } from "./minor-terrains.ts";
import { outOfReach } from "./reach.ts";
import { hiddenByIllusion } from "./sais/illusion.ts";
import { castingsCost, castingsOf } from "./spell-castings.ts";
import type { SpellEffect, SpellTarget } from "./spell-effects.ts";
import { templeGuards } from "./terrain-nature.ts";

/**
 * A target as text, the same for the same target: castings at one target group by it. Built by
 * hand, not as JSON: an announcement's check makes several for every spell announced. Die ids
 * and terrain ids hold no ",".
 */
export function targetKey(t: SpellTarget): string {
  if ("army" in t) return `army:${t.army.player}@${t.army.at}`;
  if ("unit" in t) return `unit:${t.unit}`;
  if ("units" in t) return `units:${idsInOrder(t.units)}`;
  if ("terrain" in t) return `terrain:${t.terrain}`;
  if ("dua" in t) return `dua:${t.dua}`;
  if ("player" in t) return `player:${t.player}`;
  if ("spells" in t) {
    return `spells:${t.spells.length === 1 ? t.spells[0] : [...t.spells].sort((a, b) => a - b).join(",")}`;
  }
  if ("item" in t) return `item:${t.item}`;
  return `items:${idsInOrder(t.items)}`;
}

/** Ids sorted, as text; most targets name one (each offered names one), which needs no sort. */
const idsInOrder = (ids: readonly string[]): string =>
  ids.length === 1 ? (ids[0] as string) : [...ids].sort().join(",");

const inPlay = (at: string): boolean => atTerrain(at) || at === "reserve";

/** The player a target belongs to, and where it is, when it is one player's. */
function ownerOf(state: Table, t: SpellTarget): { player: number; at?: string } | null {
  if ("army" in t) return { player: t.army.player, at: t.army.at };
  if ("unit" in t) {
    const d = dieInstance(state, t.unit);
    return d ? { player: d.owner, at: d.at } : null;
  }
  if ("units" in t) {
    const d = dieInstance(state, t.units[0] ?? "");
    return d ? { player: d.owner, at: d.at } : null;
  }
  if ("dua" in t) return { player: t.dua, at: "dua" };
  if ("item" in t) {
    const d = dieInstance(state, t.item);
    return d ? { player: d.owner, at: d.at } : null;
  }
  if ("items" in t) {
    const d = dieInstance(state, t.items[0] ?? "");
    return d ? { player: d.owner, at: "bua" } : null;
  }
  if ("player" in t) return { player: t.player };
  return null;
}

/** Why a target's kind does not fit the spell's, or null. */
function kindProblem(state: Table, spell: SpellDef, t: SpellTarget): string | null {
  const kind = spell.target.kind;
  switch (kind) {
    case "army":
      if (!("army" in t)) return "it targets an army: { army: { player, at } }";
      if (!inPlay(t.army.at) || !hasUnitsAt(state, t.army.player, t.army.at as Location)) {
        return "there is no such army";
      }
      return null;
    case "all-armies":
      return "player" in t ? null : "it targets all of a player's armies: { player }";
    case "unit": {
      if (!("unit" in t)) return "it targets one unit: { unit: id }";
      const d = dieInstance(state, t.unit);
      return d && isUnit(d) && inPlay(d.at) ? null : `${t.unit} is not a unit in play`;
    }
    case "units-health":
    case "dua-health":
    case "summoning-pool-health": {
      if (!("units" in t) || t.units.length === 0) return "it targets units: { units: [ids] }";
      const where =
        kind === "dua-health" ? "dua" : kind === "summoning-pool-health" ? "pool" : null;
      const owner = dieInstance(state, t.units[0] as string)?.owner;
      for (const id of t.units) {
        const d = dieInstance(state, id);
        if (!d || !isUnit(d)) return `${id} is not a unit`;
        if (where ? d.at !== where : !inPlay(d.at)) {
          if (!where) return `${id} is not in play`;
          return `${id} is not in a ${where === "dua" ? "dead unit area" : "summoning pool"}`;
        }
        if (d.owner !== owner) return "its units must all be one player's";
        if (t.units.indexOf(id) !== t.units.lastIndexOf(id)) return `${id} is named twice`;
      }
      return null;
    }
    case "terrain":
      if (!("terrain" in t)) return "it targets a terrain: { terrain: id }";
      return terrainsInPlay(state).some((x) => x.id === t.terrain)
        ? null
        : `${t.terrain} is not a terrain in play`;
    case "minor-terrain": {
      if (!("unit" in t)) return "it targets a minor terrain: { unit: id }";
      const d = dieInstance(state, t.unit);
      return d && minorTerrainDie(d) && d.at === "pool"
        ? null
        : `${t.unit} is not a minor terrain in a summoning pool`;
    }
    case "dead-unit-area":
      if (!("dua" in t)) return "it targets a dead unit area: { dua: player }";
      return t.dua >= 0 && t.dua < state.players.length ? null : "there is no such player";
    case "spell":
      if (!("spells" in t) || t.spells.length === 0) {
        return "it targets spells in play: { spells: [effect ids] }";
      }
      for (const id of new Set(t.spells)) {
        const e = state.effects.find((x) => x.id === id && x.spell);
        if (!e) return `no spell ${id} is in play`;
        // Each casting is named once (line 1185: the castings are instances of their own).
        const named = t.spells.filter((x) => x === id).length;
        if (named > castingsOf(e))
          return `spell ${id} holds ${castingsOf(e)} castings, not ${named}`;
      }
      return null;
    case "magical-item": {
      if (!("item" in t)) return "it targets one item: { item: id }";
      const d = dieInstance(state, t.item);
      return d && isItem(d) && inPlay(d.at) ? null : `${t.item} is not an item in play`;
    }
    case "bua-health": {
      if (!("items" in t) || t.items.length === 0)
        return "it targets buried items: { items: [ids] }";
      const owner = dieInstance(state, t.items[0] as string)?.owner;
      for (const [i, id] of t.items.entries()) {
        const d = dieInstance(state, id);
        if (!d || !isItem(d) || d.at !== "bua") return `${id} is not a buried item`;
        if (d.owner !== owner) return "its items must all be one player's";
        if (t.items.indexOf(id) !== i) return `${id} is named twice`;
      }
      return null;
    }
    default:
      return `its target (${kind}) is not in the game yet`;
  }
}

/**
 * Why `caster`, casting from `from`, may not cast `spell` at `t`, or null when it may. Checked when
 * spells are announced (line 500: the target must exist then).
 */
export function targetProblem(
  tables: EditionTables,
  state: Table,
  caster: number,
  from: Location,
  spell: SpellDef,
  t: SpellTarget,
): string | null {
  return kindProblem(state, spell, t) ?? castAtProblem(tables, state, caster, from, spell, t);
}

/**
 * Why `caster`'s spell cannot be aimed at what `owner` owns (a dead unit area: `atDua`), or null:
 * an enemy's, or their own, as the spell says; never a damaging spell at their own armies, units
 * or items (line 1095; Haunt, aimed at their own DUA, strikes an enemy army).
 */
function ownerProblem(
  spell: SpellDef,
  caster: number,
  owner: number,
  atDua: boolean,
): string | null {
  const { whose } = spell.target;
  if (whose === "enemy" && owner === caster) return "it targets an enemy's";
  if (whose === "own" && owner !== caster) return "it targets your own";
  if (spell.dealsDamage && owner === caster && !atDua) {
    return "a damaging spell cannot target your own";
  }
  return null;
}

/** The unit of a target that Hide or Camouflage keeps magic off (lines 1318, 1330), if any. */
function hiddenUnit(state: Table, t: SpellTarget): string | undefined {
  if ("unit" in t) return outOfReach(state, t.unit, "magic") ? t.unit : undefined;
  if ("units" in t) return t.units.find((id) => outOfReach(state, id, "magic"));
  return undefined;
}

/**
 * Why `caster`, casting from `from`, may not cast `spell` at `t`, a target of the spell's kind,
 * or null: whose it is, the reserve area's limits, what guards or hides it, the spell's own
 * condition.
 */
function castAtProblem(
  tables: EditionTables,
  state: Table,
  caster: number,
  from: Location,
  spell: SpellDef,
  t: SpellTarget,
): string | null {
  const problem = placeProblem(state, caster, from, spell, t);
  if (problem) return problem;
  const allows = tables.effects.spells[spell.id]?.allows;
  if (allows && !allows(state, caster, t, tables))
    return `it cannot target that (${spell.target.constraint ?? "see the spell"})`;
  return null;
}

/**
 * Why `caster`, casting from `from`, may not cast `spell` at `t` for whose it is and where it is,
 * before the spell's own condition: it reads only what `alikeKey` names of the spell.
 */
function placeProblem(
  state: Table,
  caster: number,
  from: Location,
  spell: SpellDef,
  t: SpellTarget,
): string | null {
  const hidden = hiddenUnit(state, t);
  if (hidden) return `${hidden} cannot be the target of magic now`;
  const owner = ownerOf(state, t);
  const whose = owner && ownerProblem(spell, caster, owner.player, "dua" in t);
  if (whose) return whose;
  // Lines 514, 1123: from the reserve area only the listed spells, and only at your own.
  const fromThere = fromProblem(spell, from);
  if (fromThere) return fromThere;
  if (!owner) return from === "reserve" ? FROM_RESERVE : null;
  const illusion = "army" in t || "unit" in t || "units" in t || "item" in t;
  return guardProblem(state, caster, from, spell, owner.player, owner.at, illusion);
}

const FROM_RESERVE = "from the reserve area, only at your own";

/**
 * Why `caster`, casting from `from`, may not cast `spell` at a target of `owner`'s at `at`
 * (undefined: a player's armies) for where it is, or null: placeProblem's last checks, once
 * whose it is allows it. `illusion`: it is an army, a unit or an item, which an Illusion hides.
 */
function guardProblem(
  state: Table,
  caster: number,
  from: Location,
  spell: SpellDef,
  owner: number,
  at: string | undefined,
  illusion: boolean,
): string | null {
  if (from === "reserve" && owner !== caster) return FROM_RESERVE;
  // Line 759: a Temple's army keeps new enemy black magic off itself and its units.
  if (at !== undefined && templeGuards(state, owner, at, caster, spell.color)) {
    return "its army holds a Temple: enemy black magic cannot affect it";
  }
  // Line 1990: an army under its owner's Illusion cannot be targeted by enemy magic.
  if (
    at !== undefined &&
    owner !== caster &&
    illusion &&
    hiddenByIllusion(state, owner, at as Location)
  ) {
    return "an Illusion hides its army from enemy magic";
  }
  return null;
}

/** Why `spell` cannot be cast from `from` at any target (line 1123), or null. */
const fromProblem = (spell: SpellDef, from: Location): string | null =>
  from === "reserve" && !spell.castableFromReserves
    ? "it cannot be cast from the reserve area"
    : null;

/**
 * What `placeProblem` and the candidates of `targetsFor` read of a spell: spells alike in it have
 * the same targets before their own conditions, cast from the same place.
 */
function alikeKey(spell: SpellDef, from: "terrain" | "reserve"): string {
  const key = `${spell.target.kind}|${spell.target.whose}|${spell.dealsDamage}|${spell.color === "black"}`;
  return from === "reserve" ? `${key}|${spell.castableFromReserves}` : key;
}

/** A number for each `alikeKey` seen: targets found are kept in an array by it, not by text. */
const ALIKE_NUMBERS = new Map<string, number>();

function alikeNumber(key: string): number {
  let n = ALIKE_NUMBERS.get(key);
  if (n === undefined) {
    n = ALIKE_NUMBERS.size;
    ALIKE_NUMBERS.set(key, n);
  }
  return n;
}

/**
 * A spell as `targetsFor` reads it, made once per edition's tables (spell-cast.ts): its effect
 * looked up by id and its alike key looked up for every spell a magic action lists cost more
 * than once.
 */
export interface TargetedSpell {
  spell: SpellDef;
  /** Its own condition (spell-effects.ts `allows`), if it has one. */
  allows: SpellEffect["allows"];
  /** Its `alikeKey` cast from a terrain, and from the reserve area, as numbers. */
  alike: readonly [number, number];
}

/** A spell's `alikeKey`s, cast from a terrain and from the reserve area, as numbers. */
export const alikeNumbers = (spell: SpellDef): readonly [number, number] => [
  alikeNumber(alikeKey(spell, "terrain")),
  alikeNumber(alikeKey(spell, "reserve")),
];

/**
 * The targets found before each spell's own condition for one table, caster and place, by the
 * spell's alike number: a magic action lists the targets of every spell the pool can pay for, and
 * most spells share a kind of target with others.
 */
export type AlikeTargets = (readonly SpellTarget[] | undefined)[];

/**
 * The targets `caster` may cast `spell` at from `from`, one of each: for the spells aimed at
 * health-worth of units, each unit alone (a player may name several, within the castings'
 * health). `alike` keeps what was found for spells alike, on the same table from the same place.
 */
export function targetsFor(
  tables: EditionTables,
  state: Table,
  caster: number,
  from: Location,
  { spell, allows, alike: numbers }: TargetedSpell,
  alike: AlikeTargets,
): SpellTarget[] {
  const n = numbers[from === "reserve" ? 1 : 0];
  let placed = alike[n];
  if (!placed) {
    placed = placedTargets(state, caster, from, spell);
    alike[n] = placed;
  }
  // A list of its own: another spell's shares the targets, not the list.
  return allows ? placed.filter((t) => allows(state, caster, t, tables)) : [...placed];
}

/** The targets of the spell's kind whose owner and place allow it (`placeProblem`). */
function placedTargets(
  state: Table,
  caster: number,
  from: Location,
  spell: SpellDef,
): SpellTarget[] {
  const targets: SpellTarget[] = [];
  // placeProblem would refuse every target: over a quarter of the lists a random game's magic
  // actions make are of spells that cannot be cast from the reserve area, cast from there.
  if (fromProblem(spell, from) !== null) return targets;
  // Each target is of the spell's kind, made from what is there (kindProblem finds nothing to say
  // about it), and made only when placeProblem finds nothing either: its checks are made here
  // from what each kind is, not asked of each target made (a target's kind is read by `in`, slow
  // over the nine kinds of target). Each kind's list is made by a function of its own, found by
  // the kind: one call site, so that the compiled lists are not thrown away when a rare kind
  // comes by, and only the kinds played are compiled.
  LISTERS[spell.target.kind]?.({ state, caster, from, spell }, targets);
  return targets;
}

/** What the targets are listed for: a caster's spell cast from `from`. */
interface Listing {
  state: Table;
  caster: number;
  from: Location;
  spell: SpellDef;
}

/** Adds the targets of one kind to `targets`, in the order of the table. */
type Lister = (l: Listing, targets: SpellTarget[]) => void;

/** Whether whose it is (a dead unit area: `atDua`) keeps the spell off it (`ownerProblem`). */
const notFor = (l: Listing, owner: number, atDua = false): boolean =>
  ownerProblem(l.spell, l.caster, owner, atDua) !== null;

/** Whether where it is keeps the spell off it (`guardProblem`). */
const guarded = (l: Listing, owner: number, at: string, illusion: boolean): boolean =>
  guardProblem(l.state, l.caster, l.from, l.spell, owner, at, illusion) !== null;

const armyTargets: Lister = (l, targets) => {
  const { state } = l;
  // The terrains listed once, not again for each player.
  const terrains = terrainsInPlay(state);
  for (let p = 0; p < state.players.length; p++) {
    if (notFor(l, p)) continue;
    for (const t of terrains) {
      const at = terrainLocation(t.id);
      if (hasUnitsAt(state, p, at) && !guarded(l, p, at, true)) {
        targets.push({ army: { player: p, at } });
      }
    }
    if (hasUnitsAt(state, p, "reserve") && !guarded(l, p, "reserve", true)) {
      targets.push({ army: { player: p, at: "reserve" } });
    }
  }
};

const unitTargets: Lister = (l, targets) => {
  const { state } = l;
  const kind = l.spell.target.kind;
  const where = kind === "dua-health" ? "dua" : kind === "summoning-pool-health" ? "pool" : null;
  for (const d of state.dice) {
    // Where a die is, read first: whether it is a unit is a look-up in the catalogue's units,
    // needed only for the dice in the place.
    if (notFor(l, d.owner) || (where ? d.at !== where : !inPlay(d.at)) || !isUnit(d)) continue;
    if (outOfReach(state, d.id, "magic") || guarded(l, d.owner, d.at, true)) continue;
    if (kind === "unit") targets.push({ unit: d.id });
    else targets.push({ units: [d.id] });
  }
};

/**
 * The lister of each kind of target, by the kind (the compiler checks the names). No 2.9a spell
 * aims at a buried unit area or a dragon: those kinds list nothing, as before.
 */
const LISTERS: Readonly<Partial<Record<SpellDef["target"]["kind"], Lister>>> = {
  army: armyTargets,
  // Their own armies, wherever they are: nothing guards them all.
  "all-armies": (l, targets) => {
    if (!notFor(l, l.caster)) targets.push({ player: l.caster });
  },
  unit: unitTargets,
  "units-health": unitTargets,
  "dua-health": unitTargets,
  "summoning-pool-health": unitTargets,
  // From the reserve area only at your own (line 514): not at a terrain or a spell, no one's.
  terrain: (l, targets) => {
    if (l.from === "reserve") return;
    for (const t of terrainsInPlay(l.state)) targets.push({ terrain: t.id });
  },
  "minor-terrain": (l, targets) => {
    for (const d of l.state.dice) {
      if (d.at !== "pool" || !minorTerrainDie(d) || notFor(l, d.owner)) continue;
      if (outOfReach(l.state, d.id, "magic") || guarded(l, d.owner, d.at, true)) continue;
      targets.push({ unit: d.id });
    }
  },
  "dead-unit-area": (l, targets) => {
    for (let p = 0; p < l.state.players.length; p++) {
      if (!notFor(l, p, true) && !guarded(l, p, "dua", false)) targets.push({ dua: p });
    }
  },
  spell: (l, targets) => {
    if (l.from === "reserve") return;
    // One per casting, the same for each: several may be picked together.
    for (const e of l.state.effects) {
      if (e.spell) for (let i = 0; i < castingsOf(e); i++) targets.push({ spells: [e.id] });
    }
  },
  "magical-item": (l, targets) => {
    for (const d of itemDice(l.state)) {
      if (inPlay(d.at) && !notFor(l, d.owner) && !guarded(l, d.owner, d.at, true)) {
        targets.push({ item: d.id });
      }
    }
  },
  "bua-health": (l, targets) => {
    for (const d of itemDice(l.state)) {
      if (d.at === "bua" && !notFor(l, d.owner) && !guarded(l, d.owner, "bua", false)) {
        targets.push({ items: [d.id] });
      }
    }
  },
};

/** What the castings named by a `spells` target cost (Elemental Blast). */
export function spellsCost(state: Table, t: SpellTarget): number {
  if (!("spells" in t)) return 0;
  return castingsCost(state.effects, t.spells);
}

/** The health-worth of a `units` target, or of an `items` one. */
export function targetHealth(state: Table, t: SpellTarget): number {
  const ids = "units" in t ? t.units : "items" in t ? t.items : [];
  return ids.reduce((sum, id) => {
    const d = dieInstance(state, id);
    return sum + (d ? healthOf(d) : 0);
  }, 0);
}
