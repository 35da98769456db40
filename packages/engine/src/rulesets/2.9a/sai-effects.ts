// Every SAI effect the engine plays, found by the SAI's name (the catalogue's `SaiDef.name`). An
// SAI's normal results need no entry: they are read from the catalogue (sai-rules.ts). An entry
// gives the SAI's effect beyond them, at its moment in a roll (sai-stage.ts); each lives in its
// own file under sais/. An SAI rolled with an effect and no entry here is reported as not in the
// game yet.
import type { Effect } from "../../kernel/effects.ts";
import type { Ctx } from "../../kernel/flow.ts";
import type { Roll } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { charge } from "./sais/charge.ts";
import { choke } from "./sais/choke.ts";
import { confuse } from "./sais/confuse.ts";
import { entangle } from "./sais/entangle.ts";
import { frostBreath } from "./sais/frost-breath.ts";
import { galeforce } from "./sais/galeforce.ts";
import { hypnoticGlare } from "./sais/hypnotic-glare.ts";
import { illusion } from "./sais/illusion.ts";
import { poison } from "./sais/poison.ts";
import { roar } from "./sais/roar.ts";
import { howl, screech } from "./sais/screech.ts";
import { slay } from "./sais/slay.ts";
import { smite } from "./sais/smite.ts";
import { stun } from "./sais/stun.ts";
import { surprise } from "./sais/surprise.ts";
import { trumpet } from "./sais/trumpet.ts";
import { wave } from "./sais/wave.ts";
import { wither } from "./sais/wither.ts";

/** One SAI as it came up in a roll: identical SAIs on several dice combine (line 1731). */
export interface SaiUse {
  sai: string;
  /** Its points of effect, summed over the dice that rolled it. */
  points: number;
  /** The dice that rolled it. */
  dice: string[];
}

export interface SaiEffect {
  /**
   * Its Special or Unique part, at the roll's `sais` stage, before the normal results: it may
   * change the roll, ask for decisions and schedule tasks, which all happen before the roll
   * goes on. A Delayed SAI's part that happens in its own roll (choosing the army its lasting
   * effect is on) is here too.
   */
  immediate?(ctx: Ctx, roll: Roll, use: SaiUse): void;
  /**
   * Its Delayed part, on the roll of the army it acts against, once that roll's results are
   * counted and modified and before they are final (line 1701): `roll` is the target's roll.
   */
  delayed?(ctx: Ctx, roll: Roll, use: SaiUse): void;
  /**
   * Its Delayed part that acts "before they apply any unique or special resolution SAIs" (line
   * 1697): on the target's roll once its dice are rolled, before its `sais` stage.
   */
  beforeSais?(ctx: Ctx, roll: Roll, use: SaiUse): void;
  /**
   * Its lasting effect on an army (made by its `immediate` part), on each roll that army makes,
   * once the dice are rolled and before the roll's Special and Unique SAIs (Galeforce).
   */
  onArmyRoll?(ctx: Ctx, roll: Roll, effect: Effect): void;
  /**
   * Its Late part in the acting army's melee attack, once the defenders' save roll is final (line
   * 1703): the defenders make no counter-attack ("none": Surprise), or make it in their save roll,
   * a combination melee/save roll whose melee hits the attacking army ("in-save-roll": Charge).
   */
  late?: { counterAttack: "none" | "in-save-roll" };
  /** The flow tasks its effect schedules, by task name ("sai:<name>..."). */
  tasks?: Readonly<Record<string, TaskHandler>>;
}

export const SAI_EFFECTS: Readonly<Record<string, SaiEffect>> = {
  Charge: charge,
  Choke: choke,
  Confuse: confuse,
  Entangle: entangle,
  "Frost Breath": frostBreath,
  Galeforce: galeforce,
  Howl: howl,
  "Hypnotic Glare": hypnoticGlare,
  Illusion: illusion,
  Poison: poison,
  Roar: roar,
  Screech: screech,
  Slay: slay,
  Smite: smite,
  Stun: stun,
  Surprise: surprise,
  Trumpet: trumpet,
  Wave: wave,
  Wither: wither,
};
