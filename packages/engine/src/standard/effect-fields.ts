// What the standard game's effects do (spells, SAIs, breaths, racial abilities): the fields an
// effect carries beyond what the kernel keeps to end it on time, and the looks the rules take at
// them on every roll and every damage.
import { armyEffects, type Effect, type EffectCore, effectsOn } from "../kernel/effects.ts";
import type { ResultName } from "../kernel/roll.ts";
import type { Location, Table } from "../kernel/state.ts";
import type { ArmyModifier } from "./roll-fields.ts";

declare module "../kernel/effects.ts" {
  interface Effect {
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
}

/**
 * The standard game's effect fields, each undefined (`Ruleset.effectFields`): every effect is made
 * with them all, in this order.
 */
export const EFFECT_FIELDS: Record<Exclude<keyof Effect, keyof EffectCore>, undefined> = {
  noRoll: undefined,
  adds: undefined,
  modifier: undefined,
  incoming: undefined,
  spell: undefined,
  gainsElement: undefined,
  losesElement: undefined,
  alsoType: undefined,
  outgoing: undefined,
  tiesToNonActing: undefined,
  countsAs: undefined,
  doubles: undefined,
  unreachable: undefined,
  sitsOut: undefined,
  picks: undefined,
  rerolls: undefined,
  noAutoSaves: undefined,
  tames: undefined,
  ignoresIds: undefined,
  savesOnly: undefined,
  becomesType: undefined,
};

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
