// What casting a spell some times at one target is worth to the heuristic bot, in the same unit
// as its attacks (expected health of units, weighted as in values.ts): the catalogue says what the
// spell aims at, spell-worth.ts how much one casting does. Damage is weighed as expected health
// killed; a bonus or a penalty on armies by how it changes the attacks and maneuvers those armies
// may soon take part in (the opponents' on the bot's armies, the bot's on the opponents'); bringing
// back a dead unit by the unit's worth, burying an opponent's by a little of it. A target where
// the spell does nothing is worth 0 (or less), so the bot never casts there.
import type { MagicColor, SpellDef } from "@dragondice/catalog";
import type { Location, Odds, SpellTarget } from "@dragondice/engine";
import { atTerrain, terrainLocation } from "@dragondice/engine";
import {
  dieIn,
  healthOf,
  marchingArmy,
  NO_ROLLS,
  opponentsAt,
  rollAt,
  terrainAt,
  terrainDie,
  type Unit,
  unitOf,
  unitsAt,
} from "./board.ts";
import { degenerateWorth, demoteValue } from "./dragonkin-spells.ts";
import { summonSpellWorth } from "./dragons.ts";
import {
  chanceAtLeast,
  chanceDamageAtLeast,
  type Distribution,
  expectedDamage,
  expectedResult,
  itemDie,
  mapped,
  noContext,
  type Purpose,
  type unitDie,
  unitDistribution,
  type Wanted,
} from "./expectations.ts";
import { airyValue } from "./items.ts";
import { memoSlot } from "./memo-slots.ts";
import { reformValue } from "./minor-terrains.ts";
import { type SpellWorth, spellWorth } from "./spell-worth.ts";
import type { Situation } from "./strategy.ts";
import { missileReach, unitValue } from "./values.ts";

export type { SpellTarget };

/** How likely an opponent's attack or maneuver is to meet a spell lasting into its turn. */
const ENEMY_ACTS = 0.5;
/** How likely the bot's own attack is to meet a penalty on an opponent's army. */
const BOT_ACTS = 0.4;
/** Burying an opponent's dead keeps them from coming back: a little of their worth. */
const BURY_SHARE = 0.1;
/** A unit sent to its reserve comes back later: part of its worth as killed. */
const FLEE_SHARE = 0.5;
/** Casualties kept in the reserve (Open Grave) rather than dead: most of their worth. */
const SPARE_SHARE = 0.8;
/** A point of magic more in the magic actions an army may take while a terrain keeps an element. */
const MAGIC_POINT = 0.4;

/** A change a spell makes to an army's results, by kind of result. */
type Change = Partial<Record<Wanted, (x: number) => number>>;

interface Army {
  player: number;
  at: Location;
  units: readonly Unit[];
}

const key = (a: { player: number; at: string }) => `${a.player}@${a.at}`;

/** The kinds of result a change may change, in the order every change has them. */
const KINDS: readonly Wanted[] = ["maneuver", "melee", "missile", "magic", "save"];

/**
 * A change of the results of each kind (in KINDS' order), made with every kind, undefined where
 * it changes none: the clashes' code reads changes of one shape (each new shape met made it be
 * compiled again).
 */
const changeOfKinds = (f: readonly (((x: number) => number) | undefined)[]): Change => ({
  maneuver: f[0],
  melee: f[1],
  missile: f[2],
  magic: f[3],
  save: f[4],
});

/**
 * The changes worked out, by spell's worth and number of castings: they follow from those alone,
 * and every value of a spell weighed at an army asked for them again.
 */
const CHANGES = new WeakMap<SpellWorth, (Change | null)[]>();

/** The change `times` castings make to an army's rolls (null when they change none). */
function changeOf(worth: SpellWorth, times: number): Change | null {
  let byTimes = CHANGES.get(worth);
  if (!byTimes) {
    byTimes = [];
    CHANGES.set(worth, byTimes);
  }
  let change = byTimes[times];
  if (change === undefined) {
    change = changeBy(worth.adds, worth.cuts, worth.halves, times);
    byTimes[times] = change;
  }
  return change;
}

/** Results added, subtracted and halved, `times` over (null when they change none). */
function changeBy(
  adds: SpellWorth["adds"],
  cuts: SpellWorth["cuts"],
  halves: SpellWorth["halves"],
  times: number,
): Change | null {
  const f: (((x: number) => number) | undefined)[] = [];
  let any = false;
  for (const k of KINDS) {
    const add = (adds?.[k] ?? 0) * times;
    const cut = ((cuts?.[k] ?? 0) + (cuts?.all ?? 0)) * times;
    const halve = halves?.includes(k) ?? false;
    if (add === 0 && cut === 0 && !halve) {
      f.push(undefined);
      continue;
    }
    any = true;
    f.push((x) => {
      const y = Math.max(0, x + add - cut);
      return halve ? Math.floor(y / 2) : y;
    });
  }
  return any ? changeOfKinds(f) : null;
}

/** The changes to attacks aimed into a terrain, by spell's worth (as `CHANGES`). */
const INTO = new WeakMap<SpellWorth, Change | null>();

/** The change a spell makes to attacks aimed into its terrain from elsewhere (null: none). */
function intoChangeOf(worth: SpellWorth): Change | null {
  let change = INTO.get(worth);
  if (change === undefined) {
    change = worth.halvesInto ? changeBy(undefined, undefined, worth.halvesInto, 1) : null;
    INTO.set(worth, change);
  }
  return change;
}

/** The armies a target reaches: the army, or every army at the terrain. */
function armiesOf(s: Situation, t: SpellTarget): Army[] {
  // Made by pushing, as every list of armies the clashes' code reads (see changeOfKinds).
  const out: Army[] = [];
  if ("army" in t) {
    const at = t.army.at as Location;
    out.push({ player: t.army.player, at, units: unitsAt(s.view, t.army.player, at) });
  } else if ("terrain" in t) {
    const at: Location = terrainLocation(t.terrain);
    for (let p = 0; p < s.view.players.length; p++) {
      const units = unitsAt(s.view, p, at);
      if (units.length > 0) out.push({ player: p, at, units });
    }
  }
  return out;
}

/** One roll between two armies the bot cares about: an attack, or an opponent's maneuver. */
interface Clash {
  kind: "melee" | "missile" | "maneuver";
  acting: Army;
  other: Army | null;
  /**
   * The armies' keys and the clash's, made with it: every spell and target weighed reads them
   * (building them again for each cost more than the look-ups they are for).
   */
  actingKey: string;
  otherKey: string | null;
  key: string;
}

function clash(kind: Clash["kind"], acting: Army, other: Army | null): Clash {
  const actingKey = key(acting);
  const otherKey = other ? key(other) : null;
  return {
    kind,
    acting,
    other,
    actingKey,
    otherKey,
    key: `${kind}:${actingKey}>${otherKey ?? "-"}`,
  };
}

/**
 * The clashes of whole armies worked out, by army and what they are read from (the board, the
 * player: `Situation.memo`): every spell and target weighed asks for the same armies'
 * clashes, in one decision and in the next showing the same board (a magic action weighed, then
 * its spells cast).
 */
const CLASHES = memoSlot(() => new Map<string, readonly Clash[]>());

/** The attacks and maneuvers an army may soon take part in, as the bot sees them. */
function clashesOf(s: Situation, a: Army): readonly Clash[] {
  // Only a whole army's (the list unitsAt gives) are the same whoever asks.
  if (a.units !== unitsAt(s.view, a.player, a.at)) return findClashes(s, a);
  const known = s.memo(CLASHES);
  const k = key(a);
  let clashes = known.get(k);
  if (!clashes) {
    clashes = findClashes(s, a);
    known.set(k, clashes);
  }
  return clashes;
}

function findClashes(s: Situation, a: Army): Clash[] {
  const out: Clash[] = [];
  const mine = a.player === s.me;
  const armyAt = (player: number, at: Location): Army => ({
    player,
    at,
    units: unitsAt(s.view, player, at),
  });
  const onTerrain = atTerrain(a.at);
  const others = mine ? s.liveOpponents() : [s.me];
  for (const p of others) {
    const there = armyAt(p, a.at);
    if (onTerrain && there.units.length > 0) {
      // Melee both ways at the terrain.
      out.push(clash("melee", there, a), clash("melee", a, there));
    }
    // Missiles from every army of the other side that reaches this one, and back.
    for (const t of s.terrains) {
      const at: Location = terrainLocation(t.id);
      const from = armyAt(p, at);
      if (from.units.length === 0) continue;
      if (missileReach(s.view, p, at).includes(a.at)) {
        out.push(clash("missile", from, a));
      }
      if (onTerrain && missileReach(s.view, a.player, a.at).includes(at)) {
        out.push(clash("missile", a, from));
      }
    }
  }
  // An opponent's maneuver there, against the bot's counter-maneuver.
  if (onTerrain) {
    if (mine) {
      for (const p of opponentsAt(s.view, s.me, a.at)) {
        out.push(clash("maneuver", armyAt(p, a.at), a));
      }
    } else {
      const counter = armyAt(s.me, a.at);
      out.push(clash("maneuver", a, counter.units.length > 0 ? counter : null));
    }
  }
  return out;
}

/** A roll's distribution, changed by the spell when the army is one it reaches. */
function roll(s: Situation, a: Army, purpose: Purpose, wanted: Wanted, change?: Change) {
  const d = rollAt(s.view, a.player, a.at, purpose, a.units);
  const f = change?.[wanted];
  return f ? mapped(d, f) : d;
}

/** A change to the results of rolls aimed into a terrain from elsewhere (Dust Devil). */
interface Into {
  at: Location;
  change: Change;
}

/**
 * What a clash is worth to the bot with its armies' rolls changed: `acting` on the acting army's,
 * `other` on the other's (none: unchanged).
 */
function clashWorth(s: Situation, c: Clash, acting?: Change, other?: Change, into?: Into): number {
  if (c.kind === "maneuver") {
    const t = terrainAt(s.view, c.acting.at);
    if (!t) return 0;
    // An opponent's maneuver: the bot's eighth face, a capture, or a step the wrong way.
    const stake =
      t.face === 8 && t.controller === s.me ? s.w.capture : t.face === 7 ? s.w.capture / 2 : 1;
    const moves = roll(s, c.acting, "maneuver", "maneuver", acting);
    const counters = c.other ? [roll(s, c.other, "counter-maneuver", "maneuver", other)] : NO_ROLLS;
    return -ENEMY_ACTS * stake * chanceAtLeast(moves, counters);
  }
  if (!c.other) return 0;
  let hits =
    c.kind === "melee"
      ? roll(s, c.acting, "melee-attack", "melee", acting)
      : roll(s, c.acting, "missile-action", "missile", acting);
  const incoming = into?.change[c.kind === "melee" ? "melee" : "missile"];
  if (incoming && c.other.at === into?.at && c.acting.at !== into.at) hits = mapped(hits, incoming);
  const purpose = c.kind === "melee" ? "save-vs-melee" : "save-vs-missile";
  const saves = roll(s, c.other, purpose, "save", other);
  const damage = expectedDamage(hits, saves, healthOf(c.other.units));
  if (c.acting.player === s.me) {
    return BOT_ACTS * damage * s.attackWeights(c.other.player, c.other.at).kill;
  }
  return -ENEMY_ACTS * damage * (s.isTarget(c.other.at) ? 1.3 : 1);
}

/**
 * What each clash is worth with no spell, by what it is read from (`Situation.memo`): every
 * spell and target weighed asks for the same ones (the armies are always whole, so a clash's key
 * says it all).
 */
const UNCHANGED = memoSlot(() => new Map<string, number>());

function unchangedWorth(s: Situation, c: Clash): number {
  const known = s.memo(UNCHANGED);
  const k = c.key;
  let worth = known.get(k);
  if (worth === undefined) {
    worth = clashWorth(s, c);
    known.set(k, worth);
  }
  return worth;
}

/**
 * What spells' changes to whole armies' rolls are worth, by what they are read from (the board,
 * the player: `Situation.memo`) and a key saying the change and the armies: a magic action
 * weighed, then its spells cast, weigh the same ones in decisions showing the same board.
 */
const CHANGED = memoSlot(() => new Map<string, number>());

function boardOnly(s: Situation, key: string, work: () => number): number {
  const known = s.memo(CHANGED);
  let worth = known.get(key);
  if (worth === undefined) {
    worth = work();
    known.set(key, worth);
  }
  return worth;
}

/**
 * What a bonus or penalty on these armies is worth: the clashes they take part in, changed. Each
 * clash is summed once, in the order the armies meet it (an army's own clashes are all different;
 * a terrain's armies share some).
 */
function changeWorth(s: Situation, armies: Army[], change: Change | null, into?: Into): number {
  const keys: string[] = [];
  for (const a of armies) keys.push(key(a));
  const seen = armies.length > 1 ? new Set<string>() : null;
  let gain = 0;
  for (const a of armies) {
    for (const c of clashesOf(s, a)) {
      if (seen) {
        if (seen.has(c.key)) continue;
        seen.add(c.key);
      }
      gain = withClash(s, c, keys, change, into, gain);
    }
  }
  return gain;
}

/**
 * `gain` and what the clash gains by the change on the armies of `keys`. A function of its own:
 * changeWorth, called for every spell and target weighed, then costs less to compile, the work
 * per clash compiled apart.
 */
function withClash(
  s: Situation,
  c: Clash,
  keys: readonly string[],
  change: Change | null,
  into: Into | undefined,
  gain: number,
): number {
  // Every army reached takes the same change.
  const acting = changeOn(keys, change, c.actingKey);
  const other = changeOn(keys, change, c.otherKey);
  // A clash whose rolls the spell leaves alone is worth what it was: it gains exactly 0.
  if (!changesClash(c, acting, other, into)) return gain;
  return gain + (clashWorth(s, c, acting, other, into) - unchangedWorth(s, c));
}

/** The change on the army of key `k`: `change` when it is one of the armies of `keys`. */
const changeOn = (keys: readonly string[], change: Change | null, k: string | null) =>
  change !== null && k !== null && keys.includes(k) ? change : undefined;

/**
 * Whether the changes reach a roll of the clash, as clashWorth reads them: its acting army's
 * maneuver or attack, the other army's counter-maneuver or save, or the attack into a terrain.
 */
function changesClash(c: Clash, acting?: Change, other?: Change, into?: Into): boolean {
  if (c.kind === "maneuver") return !!acting?.maneuver || !!other?.maneuver;
  if (!c.other) return false;
  if (c.kind === "melee" ? acting?.melee : acting?.missile) return true;
  if (other?.save) return true;
  const incoming = into?.change[c.kind === "melee" ? "melee" : "missile"];
  return !!incoming && c.other.at === into?.at && c.acting.at !== into.at;
}

/** What the bot's army loses to the opponents' attacks it may soon meet (a number above 0). */
function threatTo(s: Situation, a: Army): number {
  let loss = 0;
  const k = key(a);
  for (const c of clashesOf(s, a)) {
    if (c.kind !== "maneuver" && c.other && c.otherKey === k) {
      loss -= unchangedWorth(s, c);
    }
  }
  return loss;
}

/** Units fleeing to their reserve: the health gone from the army, worth part of its killing. */
function fleeWorth(s: Situation, a: Army, health: number): number {
  // Only an army at a terrain flees (line 1252).
  if (!atTerrain(a.at)) return 0;
  const gone = Math.min(health, healthOf(a.units));
  if (a.player === s.me) return -FLEE_SHARE * gone;
  return FLEE_SHARE * gone * s.attackWeights(a.player, a.at).kill;
}

/** Mirage (line 1285): each common unit at the terrain flees unless it rolls a save. */
function commonsFleeWorth(s: Situation, a: Army): number {
  let fled = 0;
  for (const u of a.units) {
    if (u.die.health === 1)
      fled += unitDistribution(u.die, "save-vs-spell", noContext(s.odds))[0] ?? 0;
  }
  return fled === 0 ? 0 : fleeWorth(s, a, 1) * fled;
}

/**
 * A fixed amount of damage, as a distribution of the kind every other one is, a list of fractions
 * (`[0.5]` cut down to nothing, then pushed to): to V8 a list of whole numbers is of another kind,
 * and expectedDamage, optimized on fractions, was thrown away at the first such list reaching it.
 */
const exactly = (n: number): Distribution => {
  const d = [0.5].slice(1);
  for (let i = 0; i < n; i++) d.push(0);
  d.push(1);
  return d;
};

/** What `damage` points the army saves against are worth to the bot (less than 0 for its own). */
function damageWorth(s: Situation, a: Army, damage: number, commons: boolean): number {
  const units = commons ? a.units.filter((u) => u.die.health === 1) : a.units;
  if (units.length === 0) return 0;
  const health = healthOf(units);
  const saves = rollAt(s.view, a.player, a.at, "save-vs-spell", units);
  const killed = expectedDamage(exactly(damage), saves, health);
  if (a.player === s.me) return -killed * (s.isTarget(a.at) ? 1.3 : 1);
  const w = s.attackWeights(a.player, a.at);
  const wiped =
    healthOf(a.units) === health ? chanceDamageAtLeast(exactly(damage), saves, health) : 0;
  return killed * w.kill + wiped * w.wipe;
}

/** The chance a unit rolled on its own against `damage` dies of it (line 1199, individual.ts). */
function killChance(
  odds: Odds,
  die: NonNullable<ReturnType<typeof unitDie>>,
  damage: number,
  noSave: boolean,
) {
  if (damage < die.health) return 0;
  if (noSave) return 1;
  // It needs a save for each point beyond its health, and one more.
  const need = damage - die.health + 1;
  const saves = unitDistribution(die, "save-vs-spell", noContext(odds));
  let p = 0;
  for (let k = 0; k < need && k < saves.length; k++) p += saves[k] ?? 0;
  return p;
}

/** The unit a target names (the first of a `units` target), with where it is. */
function unitTarget(s: Situation, t: SpellTarget): Unit | null {
  const id = "unit" in t ? t.unit : "units" in t ? t.units[0] : undefined;
  const d = id === undefined ? undefined : dieIn(s.view, id);
  return d ? unitOf(d) : null;
}

/** What turning the terrain down a face is worth: an opponent's eighth face lost, or the bot's. */
function turnDownWorth(s: Situation, at: Location): number {
  const t = terrainAt(s.view, at);
  if (t?.face !== 8 || t.controller === null) return 0;
  // It stays unless an army there rolls eight maneuvers.
  let turns = 1;
  for (const p of s.view.players.keys()) {
    const units = unitsAt(s.view, p, at);
    if (units.length === 0) continue;
    const d = rollAt(s.view, p, at, "maneuver", units);
    let eight = 0;
    for (let k = 8; k < d.length; k++) eight += d[k] ?? 0;
    turns *= 1 - eight;
  }
  return turns * (t.controller === s.me ? -s.w.capture : s.w.deny);
}

/**
 * What `times` castings of `spell` at `target` are worth to the bot (0: nothing it sees), cast
 * with magic of one of `colors` (which dragons a Summon spell can send depends on the colour).
 */
export function spellValue(
  s: Situation,
  spell: SpellDef,
  target: SpellTarget,
  times: number,
  colors: readonly MagicColor[] = [],
): number {
  const worth = spellWorth(s.odds, spell.id);
  if (!worth || times <= 0) return 0;
  if (worth.summons) {
    // One dragon per casting, each at its own terrain (the plan casts one per target).
    return "terrain" in target ? summonSpellWorth(s, spell.id, target.terrain, colors) : 0;
  }
  if ("item" in target) return itemSpellValue(s, worth, target.item, times);
  if ("items" in target) return itemSpellValue(s, worth, target.items[0] ?? "", times);
  if (worth.reformsMinor) return "unit" in target ? reformValue(s, target.unit) : 0;
  const unit = unitTarget(s, target);
  if (unit) return unitSpellValue(s, worth, unit, times);
  const armies = armiesOf(s, target);
  let value = 0;
  if (worth.damage) {
    for (const a of armies) value += damageWorth(s, a, worth.damage * times, !!worth.commons);
  }
  for (const a of armies) {
    if (worth.flee) value += fleeWorth(s, a, worth.flee * times);
    if (worth.commonsFlee) value += commonsFleeWorth(s, a);
    if (worth.spares && a.player === s.me) value += SPARE_SHARE * threatTo(s, a);
  }
  if (armies.length > 0) {
    // The armies, the change and where it goes in all follow from the spell, the castings and
    // the target (an army or a terrain, the only targets with armies).
    const aim = "army" in target ? `${target.army.player}@${target.army.at}` : armies[0]?.at;
    value += boardOnly(s, `s|${spell.id}|${times}|${aim}`, () => {
      const change = changeOf(worth, times);
      const halved = intoChangeOf(worth);
      const into =
        halved && "terrain" in target
          ? { at: terrainLocation(target.terrain), change: halved }
          : null;
      return change || into
        ? changeWorth(s, armies, change, (into as Into | null) ?? undefined)
        : 0;
    });
  }
  if ("army" in target) {
    const { player, at } = target.army;
    if (worth.degenerates) value += degenerateWorth(s, player, at as Location);
    if (worth.demotes) value += demoteValue(s, player, at as Location, colors);
  }
  if (worth.turnsDown && "terrain" in target)
    value += turnDownWorth(s, terrainLocation(target.terrain));
  if (worth.element && "terrain" in target) value += elementWorth(s, target.terrain, worth.element);
  if (worth.guardsDead && "dua" in target && target.dua === s.me) value += guardedWorth(s);
  return value;
}

/** A spell at one unit: damage, a doubled or added result, bringing it back, burying it. */
function unitSpellValue(s: Situation, worth: SpellWorth, unit: Unit, times: number): number {
  const die = unit.die;
  const value = unitValue(die, s.odds);
  if (worth.risesEldarim) return unit.at === "dua" ? riseWorth(s, unit, times) : 0;
  if (unit.at === "dua" || unit.at === "pool") {
    // Castings add up to bring back or bury a unit of their health-worth (line 1171), or to
    // summon a Dragonkin from the pool (Summon Dragonkin, line 1587).
    if (worth.resurrect && worth.resurrect * times >= die.health) return value;
    if (worth.bury && worth.bury * times >= die.health) return BURY_SHARE * value;
    return 0;
  }
  if (unit.owner !== s.me) {
    const w = s.attackWeights(unit.owner, unit.at);
    if (worth.killUnlessSave) return killChance(s.odds, die, die.health, false) * value * w.kill;
    if (worth.damage)
      return killChance(s.odds, die, worth.damage * times, !!worth.noSave) * value * w.kill;
    return 0;
  }
  if (worth.moves) return moveWorth(s, unit);
  if (worth.promotesKin) return kinPromotionWorth(s, unit, times);
  // The bot's own unit: a result doubled or added helps when its army meets an attack.
  const kind = worth.doubles ?? (worth.adds?.save ? "save" : null);
  if (!kind) return 0;
  const army: Army = { player: s.me, at: unit.at, units: unitsAt(s.view, s.me, unit.at) };
  const more =
    worth.doubles === undefined
      ? (worth.adds?.save ?? 0)
      : expectedResult(die, kind === "save" ? "save-vs-melee" : purposeOf(kind), noContext(s.odds));
  if (!(more >= 0.5)) return 0;
  const add = Math.round(more);
  return boardOnly(s, `d|${kind}|${add}|${unit.at}`, () => {
    // Made by changeBy as every spell's change is (a result added to a count, 0 or more, is
    // the same there): `mapped` then calls functions made in one place only (one made here too
    // made it be compiled again).
    const change = changeBy({ [kind]: add }, undefined, undefined, 1);
    const armies: Army[] = [];
    armies.push(army);
    return changeWorth(s, armies, change);
  });
}

/**
 * Promote Dragonkin (line 1579): the bot's Dragonkin becomes the one of its pool worth most that
 * has more health, by at most one health per casting.
 */
function kinPromotionWorth(s: Situation, unit: Unit, times: number): number {
  let best = 0;
  for (const p of unitsAt(s.view, s.me, "pool")) {
    const h = p.die.health;
    if (p.die.species !== unit.die.species || h <= unit.die.health || h > unit.die.health + times)
      continue;
    best = Math.max(best, unitValue(p.die, s.odds) - unitValue(unit.die, s.odds));
  }
  return best;
}

/**
 * Rise of the Eldarim (line 1583): the bot's dead Eldarim joins the casting army, recruited (its
 * worth) once the castings cover its health, or else promoted in place of the army's Eldarim worth
 * least among those it outgrows by no more health than the castings cover (that unit goes to the
 * DUA, its worth lost).
 */
function riseWorth(s: Situation, dead: Unit, times: number): number {
  // The spell is offered only at dead units of its race (the engine's targets).
  if (dead.owner !== s.me) return 0;
  const value = unitValue(dead.die, s.odds);
  if (times >= dead.die.health) return value;
  const at = marchingArmy(s.view);
  let best = 0;
  for (const u of at ? unitsAt(s.view, s.me, at) : []) {
    const h = u.die.health;
    if (u.die.species !== dead.die.species || h >= dead.die.health || dead.die.health - h > times)
      continue;
    best = Math.max(best, value - unitValue(u.die, s.odds));
  }
  return best;
}

/**
 * An item spell: an opponent's item buried (Explode Stone, line 1366) is worth what it added to
 * its army's rolls, as killed; the bot's buried item restored (Reforge Item, line 1556) its worth,
 * once the castings cover its health; the bot's item moved (Airy Acquisition, line 1256) what it
 * adds more where it goes.
 */
function itemSpellValue(s: Situation, worth: SpellWorth, id: string, times: number): number {
  const d = dieIn(s.view, id);
  const item = d ? itemDie(d.die) : null;
  if (!d || !item) return 0;
  const value = unitValue(item, s.odds);
  if (worth.buriesItem && d.owner !== s.me && d.at !== "bua") {
    return value * s.attackWeights(d.owner, d.at as Location).kill;
  }
  if (worth.restoresItems && d.owner === s.me && d.at === "bua") {
    return worth.restoresItems * times >= item.health ? value : 0;
  }
  if (worth.movesItem) return airyValue(s, id);
  return 0;
}

const purposeOf = (kind: Wanted): Purpose =>
  kind === "melee" ? "melee-attack" : kind === "missile" ? "missile-action" : "maneuver";

/**
 * Path (line 1344): the bot's unit moved to the terrain where it adds most to taking or keeping
 * an eighth face (as a reinforcement, exposure counted), less what it adds where it is.
 */
function moveWorth(s: Situation, unit: Unit): number {
  const from = terrainAt(s.view, unit.at);
  if (!from) return 0;
  const here = unitsAt(s.view, s.me, unit.at);
  const rest = here.filter((u) => u.id !== unit.id);
  const lost = s.holdingValue(from, here) - s.holdingValue(from, rest);
  let best = 0;
  for (const t of s.terrains) {
    if (t.id === from.id) continue;
    const army = unitsAt(s.view, s.me, terrainLocation(t.id));
    const gain =
      s.holdingValue(t, [...army, unit]) -
      s.holdingValue(t, army) -
      0.5 * (s.exposure(t, [...army, unit]) - s.exposure(t, army));
    best = Math.max(best, gain);
  }
  return best - lost;
}

/**
 * Deadlands (line 1221, line 478): a terrain that gains an element lets the units of that element
 * there double their ID magic: the bot's expected ID magic gained, less the opponents'.
 */
function elementWorth(s: Situation, terrain: string, element: string): number {
  const t = s.terrains.find((x) => x.id === terrain);
  const has =
    (t && terrainDie(t)?.colors.includes(element as never)) ||
    s.view.effects.some(
      (e) => "terrain" in e.target && e.target.terrain === terrain && e.gainsElement === element,
    );
  if (!t || has) return 0;
  let value = 0;
  for (const p of s.view.players.keys()) {
    for (const u of unitsAt(s.view, p, terrainLocation(terrain))) {
      if (!u.die.colors.includes(element as never)) continue;
      const ids = u.die.faces.filter((f) => f.icon === "ID").length / u.die.faces.length;
      value += (p === s.me ? 1 : -1) * MAGIC_POINT * ids * u.die.health;
    }
  }
  return value;
}

/** Honor the Dead (line 1225): the bot's dead without the black aspect kept from burial. */
function guardedWorth(s: Situation): number {
  let value = 0;
  for (const u of unitsAt(s.view, s.me, "dua")) {
    if (!u.die.colors.includes("death")) value += BURY_SHARE * unitValue(u.die, s.odds);
  }
  return value;
}
