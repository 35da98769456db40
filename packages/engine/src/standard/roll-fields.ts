// What the standard game adds to the kernel's rolls (kernel/roll.ts): where a counted result came
// from in the rules' terms, the modifiers effects put on a roll, the Delayed SAIs aimed from one
// roll at another (2.9a line 1701), and what happened while the dice were rolled.

import type { ResultName, ResultSource, Roll } from "../kernel/roll.ts";
import type { Ruleset } from "../kernel/ruleset.ts";
import { writtenAgain } from "../kernel/written-again.ts";

/**
 * A modifier an effect puts on one roll, applied to some units' results at its step of the
 * modifier order: a factor (Trumpet doubles), or results counted as another at the racial step
 * (Charge: maneuvers as melee).
 */
export type RollModifier = {
  source: ResultSource;
  label: string;
  /** The units whose results it changes. */
  units: string[];
  results: ResultName[];
  /** A spell's: it leaves SAI results alone (2.9a line 1635). */
  spell?: true;
} & ({ step: "multiply"; factor: number } | { step: "count-as"; as: ResultName });

/**
 * A modifier an effect on an army puts on each roll the army makes, at its step of the modifier
 * order: take `amount` results away (Wither), or divide the results by `divisor`, rounding down
 * (Frost Breath). `results` names the results it acts on (Decay: melee); without it a subtracting
 * modifier takes the result rolled for and a dividing one divides every result. A spell's leaves
 * SAI results alone (2.9a line 1635).
 */
export type ArmyModifier = (
  | { step: "subtract"; amount: number }
  | { step: "divide"; divisor: number }
) & {
  results?: ResultName[];
  spell?: true;
};

/**
 * An SAI rolled in one roll whose effect waits for its target's roll (Delayed, 2.9a line 1701):
 * the acting army's Screech, applied to the defenders' save roll before it is final.
 */
export interface AimedSai {
  name: string;
  points: number;
  /** The dice that rolled it. */
  dice: string[];
}

declare module "../kernel/roll.ts" {
  interface Counted {
    /** The SAI's or the ability's name (as the catalogue has it), "eighth face"; none for icons. */
    label?: string;
    /** The species whose racial ability this is. */
    species?: string;
    /** Magic that may be spent as any colour (Attune, the logo faces). */
    anyColor?: true;
    /**
     * In a roll for several results, the results it may count as instead, the player's choice (an
     * ID icon, an SAI giving one result or another).
     */
    either?: ResultName[];
    /**
     * Results a racial ability counts again as this one from the unit's results of another kind
     * (maneuvers as saves): in a roll for both, the player counts each as one or the other.
     */
    again?: ResultName;
  }

  interface Opponent {
    /**
     * What each of its units rolled of the result of the roll this one answers, by unit: the
     * attack's hits, for a save roll (Bash strikes back at one unit for its own hits).
     */
    results?: Record<string, number>;
  }

  interface Roll {
    /** Modifiers effects have put on this roll, for its modifier steps. */
    modifiers: RollModifier[];
    /** Its Delayed SAIs, for the roll of the army it acts against (the flow hands them on). */
    aimed: AimedSai[];
    /** The opposing roll's Delayed SAIs aimed at this roll. */
    incoming: AimedSai[];
    /**
     * Points of SAIs taken for their effect instead of their normal results (Regenerate brings the
     * dead back instead of saving), by SAI name: the count stage leaves that many results out.
     */
    forgone: Record<string, number>;
    /** Units joined the army while it rolled (Regenerate) and rolled at the count stage. */
    joined?: true;
    /** Units were rolled again, their new faces replacing their last (2.9a Flashfire). */
    rerolled?: true;
    /**
     * In a roll for several results, how many results of each its player takes off for the
     * penalties that name no result (2.9a Palsy, Ash Storm: line 1163).
     */
    penalties?: Partial<Record<ResultName, number>>;
    /**
     * Rolls made at the same time that its Delayed SAIs act on (their ids): the maneuvering army's
     * Wave on the counter-maneuvering armies' rolls.
     */
    aimsAt: number[];
  }

  interface RollSpec {
    /** Delayed SAIs of the opposing roll that act on this one. */
    incoming?: AimedSai[];
    /**
     * The rolls started with it (by their index among them) that its Delayed SAIs act on: they go
     * to those rolls' `incoming` as soon as they are rolled.
     */
    aimsAt?: number[];
  }
}

/**
 * Sets a new roll's fields of the standard game, one store each (not an `Object.assign` of them:
 * kernel/roll.ts). Those a roll may come to have (`joined`, `rerolled`, `penalties`) are there
 * from the start, undefined, so that every roll has one shape.
 */
export const rollFields: NonNullable<Ruleset["rollFields"]> = (kernelRoll, spec, ids) => {
  const roll = kernelRoll as Roll;
  roll.modifiers = [];
  roll.aimed = [];
  roll.incoming = spec.incoming ?? [];
  roll.forgone = {};
  roll.joined = undefined;
  roll.rerolled = undefined;
  roll.penalties = undefined;
  roll.aimsAt = (spec.aimsAt ?? []).map((j) => ids[j] as number);
  // What the rules write again while a roll is made, now and then (a Blue Dragon Breath, a
  // Confuse, a unit joining or moved away, a Flashfire).
  writtenAgain("roll", roll, ROLL_FIELDS_WRITTEN_AGAIN);
};

const ROLL_FIELDS_WRITTEN_AGAIN = [
  "wants",
  "dice",
  "faces",
  "totals",
  "joined",
  "rerolled",
  "penalties",
] as const;
