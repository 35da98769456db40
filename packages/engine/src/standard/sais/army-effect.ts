// The SAIs whose effect lasts on an army chosen by the rolling player "until the beginning of your
// next turn" (rules/000: Frost Breath line 1954, Galeforce 1960, Illusion 1990, Wither 2210):
// the player picks the army among the armies the SAI names (sai-choice), and the effect is made on
// it. An army effect stays with the army at its location, new units included (line 618); the
// roll stages read it (its modifier at the modify stage, `onArmyRoll` before the SAIs).
import { addEffect, type NewEffect } from "../../kernel/effects.ts";
import type { Ctx } from "../../kernel/flow.ts";
import type { Roll } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { armyOptions, askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiUse } from "../sai-effects.ts";

/** What the effect does besides lasting on the army: its modifier, or nothing (read by name). */
export type ArmyEffectPart = Pick<NewEffect, "modifier">;

/**
 * Asks the rolling player which army the SAI's effect goes on: one of their opponents' armies,
 * or one of their own; the army the roll acts against (or the rolling army) is offered first.
 */
export function askArmyEffect(
  ctx: Ctx,
  roll: Roll,
  use: SaiUse,
  whose: "opposing" | "own",
  say: string,
  prompt: string,
  part: ArmyEffectPart = {},
): void {
  const { state } = ctx;
  const players =
    whose === "own"
      ? [roll.player]
      : state.players.flatMap((p, i) => (i !== roll.player && !p.eliminated ? [i] : []));
  const first = whose === "own" ? { player: roll.player, at: roll.at } : roll.against;
  const options = armyOptions(state, players, say, first);
  if (options.length === 0) return;
  askChoice(ctx, roll.player, { about: "army-effect", by: use.sai }, prompt, options, {
    t: "sai:army-effect",
    name: use.sai,
    owner: roll.player,
    part,
  });
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The army picked: the option given when it was the only one, or the answer. */
    "sai:army-effect": { name: string; owner: number; part: ArmyEffectPart; picked?: SaiOption };
  }
}

const made: HandlerOf<"sai:army-effect"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  addEffect(ctx, {
    name: task.name,
    owner: task.owner,
    target: { army: picked.player as number, at: picked.at as Location },
    expires: "start-of-next-turn",
    ...task.part,
  });
};

export const armyEffectTasks = taskHandlers({ "sai:army-effect": made });
