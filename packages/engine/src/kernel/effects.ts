// Effects with a duration (spells, SAIs, breath): what made one, on whom, and until when, kept in
// `state.effects`. Durations count in the turns of the player who made the effect: "until the
// beginning of your next turn", "until the end of your (next) turn" (2.9a rules/000 lines 306,
// 556). A unit's effect stays with the unit and ends when it leaves the place it was in, or, a
// spell's, follows it in play and ends when it leaves play (line 1131); an army's stays with the
// army at its location, new units included (line 618); an effect may end with the units that made
// it (Entangle). The edition decides what an effect does; the kernel keeps it and ends it on time.
import type { Ctx } from "./flow.ts";
import type { ArmyModifier, ResultName } from "./roll.ts";
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

export interface Effect {
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
  /** The units it is on cannot be rolled (Entangle, Stun, Web...). */
  noRoll?: true;
  /**
   * Results it adds to each roll of the army it is on, at the add step (line 640), when the roll is
   * for them: magical saves (Cloak, Stoneskin), maneuvers (Wind Walk). On a unit, until used:
   * results the unit gets without rolling (Earthen Armor's save).
   */
  adds?: Partial<Record<ResultName, number>>;
  /**
   * A modifier on every roll of the army it is on (Frost Breath halves, Wither subtracts), or, on a
   * terrain, on every army roll made there (Ash Storm).
   */
  modifier?: ArmyModifier;
  /**
   * On a terrain: a modifier on attacks aimed at an army there, from there or from elsewhere (Dust
   * Devil and Wall of Fog halve missile damage into the terrain, line 1121).
   */
  incoming?: ArmyModifier;
  /**
   * A spell's: its catalogue id, the colour it was cast with, what one casting of it cost, and how
   * many castings at one target it holds (absent: one). Each casting stays an instance of its own
   * that counter-magic may negate (2.9a Elemental Blast, line 1185: "additional instances").
   */
  spell?: { id: string; color: string; cost: number; castings?: number };
  /** For "until-face-changes": the face its terrain showed. */
  face?: number;
  /** On a terrain: an element it gains (Deadlands: death; Call Water: water). */
  gainsElement?: string;
  /** On a terrain: an element it loses, for every player but the effect's owner (Part Water). */
  losesElement?: string;
  /** On a terrain: a terrain type it is as well as its own (Create Mountain: highland). */
  alsoType?: string;
  /** On a terrain: a modifier on attacks made from there at an army elsewhere (Dust Devil). */
  outgoing?: ArmyModifier;
  /** On a terrain: a tied maneuver attempt there goes to the non-acting player (Fields of Ice). */
  tiesToNonActing?: true;
  /**
   * On an army: in its rolls for `as`, its non-SAI `results` may count as `as` at the racial step
   * (Necromantic Wave: magic as melee).
   */
  countsAs?: { results: ResultName[]; as: ResultName };
  /**
   * On a unit: it follows the unit wherever it goes in play (a spell on a unit, 2.9a line 1131)
   * instead of ending when the unit leaves `at`, and ends when the unit leaves play: killed,
   * buried or exchanged (`endLeftPlay`).
   */
  follows?: true;
  /**
   * On a unit: its non-SAI results of this kind count double, a unit modifier (2.9a line 644:
   * Burning Hands, Flaming Armor, Flaming Spears), until used.
   */
  doubles?: ResultName;
  /**
   * On a unit: the kinds of effect (the edition's: 2.9a "melee", "missile", "magic", "dragon",
   * "other") that can neither target it nor take it as a casualty (Fade, Hide, Camouflage).
   */
  unreachable?: string[];
  /** On a unit: the kinds of roll it does not roll in (2.9a Fade: "melee", "missile", "dragon"). */
  sitsOut?: string[];
  /**
   * On an army: after each of its rolls for one of these results, its owner may pick this many
   * of the units that rolled, whose non-SAI results of them count double (2.9a Wilding).
   */
  picks?: { results: ResultName[]; units: number };
  /**
   * On an army: in each of its rolls not for maneuvers, its maker may have this many of its units
   * rolled again as they roll, the new face replacing the last (2.9a Flashfire).
   */
  rerolls?: number;
  /** On a dragon: its automatic saves do not count (another dragon's breath, 2.9a line 672). */
  noAutoSaves?: true;
  /**
   * On a dragon: tamed by the effect's owner (2.9a line 949), by the champion in `madeBy`, while
   * that champion stays at `madeAt`.
   */
  tames?: true;
  /**
   * On an army: it ignores all its ID results in its own rolls, not in a unit's roll on its own
   * (a Black Dragon Breath, 2.9a line 678).
   */
  ignoresIds?: true;
  /**
   * On an army: it may make only save and save avoidance rolls; a combination roll with saves is
   * a save roll only (a Blue Dragon Breath, 2.9a line 680).
   */
  savesOnly?: true;
  /**
   * On a minor terrain in the summoning pool: the terrain type it is instead of its own (2.9a
   * Reform Land, line 1390: swampland). It lasts while the die waits in the pool.
   */
  becomesType?: string;
}

export type NewEffect = Omit<Effect, "id" | "madeIn">;

/** Adds an effect, made now, and reports it. */
export function addEffect(ctx: Ctx, effect: NewEffect): Effect {
  const { state } = ctx;
  const made: Effect = {
    id: ++state.counters.effect,
    madeIn: state.turn?.number ?? 0,
    ...effect,
  };
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

/** The effects that hold on a player's army at a location (not those on single units). */
export function armyEffects(state: Table, player: number, at: Location): Effect[] {
  return state.effects.filter(
    (e) => "army" in e.target && e.target.army === player && e.target.at === at && holds(state, e),
  );
}

/** The effects that hold on a terrain. */
export function terrainEffects(state: Table, terrain: string): Effect[] {
  return state.effects.filter(
    (e) => "terrain" in e.target && e.target.terrain === terrain && holds(state, e),
  );
}

/** The magical saves on a player's army at a location (Cloak's, Stoneskin's...): their sum. */
export const magicalSaves = (state: Table, player: number, at: Location): number =>
  armyEffects(state, player, at).reduce((sum, e) => sum + (e.adds?.save ?? 0), 0);

/** Whether a unit may be rolled: no effect on it keeps it from rolling. */
export function mayRoll(state: Table, unit: string): boolean {
  // Asked for every die of every roll: which effects hold on the unit is the costly part, and
  // only an effect that keeps units from rolling matters.
  if (!state.effects.some((e) => e.noRoll)) return true;
  return !effectsOn(state, unit).some((e) => e.noRoll);
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
