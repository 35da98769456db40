// Effects with a duration (spells, SAIs, breath): what made one, on whom, and until when, kept in
// `state.effects`. Durations count in the turns of the player who made the effect: "until the
// beginning of your next turn", "until the end of your (next) turn" (2.9a rules/000 lines 306,
// 556). A unit's effect stays with the unit and ends when it leaves the place it was in, or, a
// spell's, follows it in play and ends when it leaves play (line 1131); an army's stays with the
// army at its location, new units included (line 618); an effect may end with the units that made
// it (Entangle). The edition decides what an effect does; the kernel keeps it and ends it on time.
import type { Ctx } from "./flow.ts";
import { noObjects } from "./no-objects.ts";
import { atTerrain, type DieState, type Location, type Table } from "./state.ts";

/** On whom an effect acts. */
export type EffectTarget =
  /** One unit, while it stays at `at` (or, an effect that `follows` it, while it is in play). */
  | { unit: string; at: Location }
  /** A player's army at a location: whichever of their units are there. */
  | { army: number; at: Location }
  | { terrain: string }
  /** A dragon while it stays summoned at `at` (tamed, its automatic saves taken by a breath). */
  | { dragon: string; at: Location }
  /** A player's dead unit area (Honor the Dead), however many units are in it. */
  | { dua: number };

/** When an effect ends, in the turns of its owner. */
export type Expiry =
  | "start-of-next-turn"
  | "end-of-this-turn"
  | "end-of-next-turn"
  /** Ended by what uses it up. */
  | "until-used"
  /** While its terrain shows the face it showed when the effect was made (`face`). */
  | "until-face-changes"
  | "permanent";

/**
 * An effect the kernel keeps and ends on time. What it does is the rules': they add its fields by
 * declaration merging (`declare module ".../kernel/effects.ts" { interface Effect { ... } }`; the
 * standard game's in standard/effect-fields.ts).
 */
export interface Effect extends EffectCore {}

/** The fields the kernel keeps on every effect to end it on time. */
export interface EffectCore {
  id: number;
  /** What made it: an SAI's or a spell's name. */
  name: string;
  /** The player who made it, whose turns time it. */
  owner: number;
  /** The turn (its number) it was made in. */
  madeIn: number;
  target: EffectTarget;
  expires: Expiry;
  /** Units whose deaths end it: it lasts while one of them is alive (not in the DUA or BUA). */
  madeBy?: string[];
  /** It lasts only while one of `madeBy` stays here (Hypnotic Glare: the glaring unit's terrain). */
  madeAt?: Location;
  /** It ends as soon as one of `madeBy` is rolled (Hypnotic Glare). */
  endsIfRolled?: true;
  /** For "until-face-changes": the face its terrain showed. */
  face?: number;
  /**
   * On a unit: it follows the unit wherever it goes in play (a spell on a unit, 2.9a line 1131)
   * instead of ending when the unit leaves `at`, and ends when the unit leaves play: killed,
   * buried or exchanged (`endLeftPlay`).
   */
  follows?: true;
}

export type NewEffect = Omit<Effect, "id" | "madeIn">;

/** Adds an effect, made now, and reports it. */
export function addEffect(ctx: Ctx, effect: NewEffect): Effect {
  const { state } = ctx;
  // Every effect has every field, in one order (undefined where it does not apply; JSON leaves
  // those out): the rules read effects' fields on every roll, which is slow over objects of
  // many shapes (Ruleset.stateFields says why). The kernel's are all named here (a field added to
  // EffectCore must be), the rules' in their `effectFields`.
  const made: Effect = Object.assign(
    {
      id: ++state.counters.effect,
      name: effect.name,
      owner: effect.owner,
      madeIn: state.turn?.number ?? 0,
      target: effect.target,
      expires: effect.expires,
      madeBy: undefined,
      madeAt: undefined,
      endsIfRolled: undefined,
      face: undefined,
      follows: undefined,
    } satisfies Record<keyof EffectCore, unknown>,
    ctx.rules.effectFields,
    effect,
  );
  state.effects.push(made);
  ctx.emit({ type: "effect", effect: made });
  return made;
}

/** Out of play after being in it: dead, buried, or (Dragonkin, killed) back in the pool. */
const dead = (at: Location | undefined): boolean =>
  at === undefined || at === "dua" || at === "bua" || at === "pool";

/** At a terrain or in a reserve area: where a unit's following effect holds. */
const inPlay = (at: Location | undefined): boolean =>
  at !== undefined && (atTerrain(at) || at === "reserve");

/** Each die's place in a dice list, by id, made once per list (a game's dice never change). */
const DICE_INDEX = new WeakMap<readonly DieState[], Map<string, number>>();

/** The die with an instance id. */
function dieOf(state: Table, id: string): DieState | undefined {
  let index = DICE_INDEX.get(state.dice);
  if (!index) {
    index = new Map(state.dice.map((d, i) => [d.id, i]));
    DICE_INDEX.set(state.dice, index);
  }
  const i = index.get(id);
  return i === undefined ? undefined : state.dice[i];
}

/**
 * Whether an effect still holds: its unit has not left, its army still has units there, and a
 * unit that made it lives.
 */
export function holds(state: Table, e: Effect): boolean {
  if ("unit" in e.target) {
    const at = dieOf(state, e.target.unit)?.at;
    if (e.follows ? !inPlay(at) : at !== e.target.at) return false;
  }
  if ("dragon" in e.target && dieOf(state, e.target.dragon)?.at !== e.target.at) return false;
  // An army's effect ends when all its units have left (line 618).
  const { target } = e;
  if (e.expires === "until-face-changes" && "terrain" in target) {
    if (state.terrains.find((t) => t.id === target.terrain)?.face !== e.face) return false;
  }
  if ("army" in target && !state.dice.some((d) => d.owner === target.army && d.at === target.at)) {
    return false;
  }
  return e.madeBy === undefined || !allGone(state, e.madeBy, e.madeAt);
}

/** Whether every unit of a list is dead, or has left `madeAt` when it is given. */
function allGone(state: Table, units: readonly string[], madeAt: Location | undefined): boolean {
  for (const id of units) {
    const at = dieOf(state, id)?.at;
    if (madeAt === undefined ? !dead(at) : at === madeAt) return false;
  }
  return true;
}

/** The effects that hold on a unit now: its own and its army's. */
export function effectsOn(state: Table, unit: string): Effect[] {
  if (state.effects.length === 0) return [];
  const d = dieOf(state, unit);
  if (!d) return [];
  // Whom an effect is on is cheap to tell; whether it still holds is not.
  return state.effects.filter(
    (e) =>
      (("unit" in e.target && e.target.unit === unit) ||
        ("army" in e.target && e.target.army === d.owner && e.target.at === d.at)) &&
      holds(state, e),
  );
}

/**
 * No effects, in a list of the kind a list of effects is when it has some (`noObjects`): the
 * lists below are most often empty, and an empty `[]` (or what `filter` gives when it keeps
 * nothing) reaching their readers beside full ones had the readers compiled again.
 */
const NO_EFFECTS: readonly Effect[] = noObjects();

/** The effects that hold on a player's army at a location (not those on single units). */
export function armyEffects(state: Table, player: number, at: Location): readonly Effect[] {
  let found: Effect[] | undefined;
  for (const e of state.effects) {
    if ("army" in e.target && e.target.army === player && e.target.at === at && holds(state, e)) {
      if (found === undefined) found = [e];
      else found.push(e);
    }
  }
  return found ?? NO_EFFECTS;
}

/** The effects that hold on a terrain. */
export function terrainEffects(state: Table, terrain: string): readonly Effect[] {
  let found: Effect[] | undefined;
  for (const e of state.effects) {
    if ("terrain" in e.target && e.target.terrain === terrain && holds(state, e)) {
      if (found === undefined) found = [e];
      else found.push(e);
    }
  }
  return found ?? NO_EFFECTS;
}

/** Ends the effects that end when `unit`, one of the units that made them, is rolled. */
export function endEffectsOnRolling(ctx: Ctx, unit: string): void {
  const { state } = ctx;
  // Run for every die rolled: with no effect in play there is nothing to end.
  if (state.effects.length === 0) return;
  const ended = state.effects.filter((e) => e.endsIfRolled && e.madeBy?.includes(unit));
  if (ended.length === 0) return;
  state.effects = state.effects.filter((e) => !ended.includes(e));
  ctx.emit({ type: "expired", effects: ended });
}

/**
 * Ends the effects of `player` that end at the start or end of this turn of theirs (turn number
 * `turn`), and those that no longer hold. An effect made in this very turn that lasts "until the
 * end of your next turn" waits for the next one.
 */
export function expireEffects(ctx: Ctx, when: "start" | "end", player: number, turn: number): void {
  const { state } = ctx;
  if (state.effects.length === 0) return;
  const ended: Effect[] = [];
  state.effects = state.effects.filter((e) => {
    const over =
      !holds(state, e) ||
      (e.owner === player &&
        (when === "start"
          ? e.expires === "start-of-next-turn" && turn > e.madeIn
          : e.expires === "end-of-this-turn" ||
            (e.expires === "end-of-next-turn" && turn > e.madeIn)));
    if (over) ended.push(e);
    return !over;
  });
  if (ended.length > 0) ctx.emit({ type: "expired", effects: ended });
}

/**
 * Ends, at once, the following effects of units that have left play (line 1131: killed, buried or
 * exchanged with the dead unit area), and the effects on armies all of whose units have left or
 * died (line 1131: they "immediately expire"; line 1139: an eliminated player's armies): a unit
 * brought back later, or units coming to that location later, come without them. Run after every
 * task while such an effect exists.
 */
export function endLeftPlay(ctx: Ctx): void {
  const { state } = ctx;
  // Run after every task: a quick look for one effect whose army or unit has gone comes first.
  if (!state.effects.some((e) => gone(state, e))) return;
  endEffects(ctx, (e) => gone(state, e) || (watched(e) && !holds(state, e)));
}

const watched = (e: Effect): boolean => e.follows === true || "army" in e.target;

/** Whether an army's effect has no unit left at its place, or a unit's following effect no unit. */
function gone(state: Table, e: Effect): boolean {
  const { target } = e;
  if ("army" in target) {
    for (const d of state.dice) if (d.owner === target.army && d.at === target.at) return false;
    return true;
  }
  return e.follows === true && "unit" in target && !inPlay(dieOf(state, target.unit)?.at);
}

/** Ends the effects `which` picks before their time (used up, or ended by an event), reported. */
export function endEffects(ctx: Ctx, which: (e: Effect) => boolean): void {
  const { state } = ctx;
  const ended = state.effects.filter(which);
  if (ended.length === 0) return;
  state.effects = state.effects.filter((e) => !ended.includes(e));
  ctx.emit({ type: "expired", effects: ended });
}
