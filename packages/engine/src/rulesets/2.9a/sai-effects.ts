// Every SAI effect the engine plays, found by the SAI's name (the catalogue's `SaiDef.name`). An
// SAI's normal results need no entry: they are read from the catalogue (sai-rules.ts). An entry
// gives the SAI's effect beyond them, at its moment in a roll (sai-stage.ts); each lives in its
// own file under sais/. An SAI rolled with an effect and no entry here is reported as not in the
// game yet.
import type { Ctx } from "../../kernel/flow.ts";
import type { Roll } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { cantrip } from "./sais/cantrip.ts";
import { entangle } from "./sais/entangle.ts";
import { firebreath } from "./sais/firebreath.ts";
import { poison } from "./sais/poison.ts";
import { roar } from "./sais/roar.ts";
import { howl, screech } from "./sais/screech.ts";
import { slay } from "./sais/slay.ts";
import { smite } from "./sais/smite.ts";
import { stun } from "./sais/stun.ts";
import { trumpet } from "./sais/trumpet.ts";

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
   * goes on.
   */
  immediate?(ctx: Ctx, roll: Roll, use: SaiUse): void;
  /**
   * Its Delayed part, on the roll of the army it acts against, once that roll's results are
   * counted and modified and before they are final (line 1701): `roll` is the target's roll.
   */
  delayed?(ctx: Ctx, roll: Roll, use: SaiUse): void;
  /** The flow tasks its effect schedules, by task name ("sai:<name>..."). */
  tasks?: Readonly<Record<string, TaskHandler>>;
}

export const SAI_EFFECTS: Readonly<Record<string, SaiEffect>> = {
  Cantrip: cantrip,
  Entangle: entangle,
  Firebreath: firebreath,
  Howl: howl,
  Poison: poison,
  Roar: roar,
  Screech: screech,
  Slay: slay,
  Smite: smite,
  Stun: stun,
  Trumpet: trumpet,
};
