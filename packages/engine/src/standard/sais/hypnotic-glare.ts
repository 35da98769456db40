// 2.9a Hypnotic Glare (rules/000 line 1984), Delayed Special in a melee attack: once the defenders
// have rolled their saves, before they apply their Special and Unique SAIs, every defending unit
// that rolled its ID icon is hypnotized: what it rolled does not count (it may still be taken as a
// casualty), and it may not roll until the end of the glaring player's next turn. It ends for a
// unit that leaves the terrain, and for all when the glaring unit leaves it, is killed or is
// rolled; so before each roll of its army the glaring unit's owner may leave it out of the roll
// (`keepGlaring`, the roll's `leave-out` stage).
import { addEffect, type Effect } from "../../kernel/effects.ts";
import type { Ctx } from "../../kernel/flow.ts";
import { type Roll, rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { catalogDieById, dieInstance } from "../army.ts";
import { purposeNamed } from "../purposes.ts";
import { showingId } from "../roll-dice.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { aimedBy } from "../sai-targets.ts";

const NAME = "Hypnotic Glare";
const KEEP = "keep glaring: leave it out of this roll";

const isGlare = (e: Effect): boolean => e.name === NAME;

/**
 * Before an army's roll: for each of its units glaring now, its owner says whether it stays out
 * of the roll (the glare goes on) or rolls (the glare ends). Not in a unit's roll on its own,
 * which the effect aimed at it requires.
 */
export function keepGlaring(ctx: Ctx, roll: Roll): void {
  // Every roll passes here: with no Hypnotic Glare in play, no unit glares.
  if (!ctx.state.effects.some(isGlare) || purposeNamed(roll.purpose).individual) return;
  const glaring = roll.dice.filter((id) =>
    ctx.state.effects.some((e) => e.name === NAME && e.madeBy?.includes(id)),
  );
  ctx.schedule(...glaring.map((unit) => ({ t: "sai:glare-keep?", roll: roll.id, unit })));
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** Whether the glaring `unit` stays out of the roll `roll`. */
    "sai:glare-keep?": { roll: number; unit: string };
    /** The answer, or the option given when it was the only one. */
    "sai:glare-kept": { roll: number; unit: string; picked?: SaiOption };
  }
}

const keepAsk: HandlerOf<"sai:glare-keep?"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const options: SaiOption[] = [{ say: KEEP }, { say: "roll it: the hypnosis ends" }];
  const d = dieInstance(ctx.state, task.unit);
  const name = d ? catalogDieById(d.die).name : "unit";
  askChoice(
    ctx,
    roll.player,
    { about: "glare", by: NAME },
    `roll your glaring ${name} with its army?`,
    options,
    {
      ...task,
      t: "sai:glare-kept",
    },
  );
};

const kept: HandlerOf<"sai:glare-kept"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  if (picked.say !== KEEP) return;
  const roll = rollInProgress(ctx.state, task.roll);
  roll.dice = roll.dice.filter((id) => id !== task.unit);
};

export const hypnoticGlare: SaiEffect = {
  beforeSais(ctx, roll, use) {
    const madeAt = dieInstance(ctx.state, use.dice[0] as string)?.at as Location;
    for (const unit of showingId(ctx.state, roll)) {
      addEffect(ctx, {
        name: NAME,
        owner: aimedBy(ctx, use),
        target: { unit, at: roll.at },
        expires: "end-of-next-turn",
        madeBy: use.dice,
        madeAt,
        endsIfRolled: true,
        noRoll: true,
      });
    }
  },
  tasks: taskHandlers({ "sai:glare-keep?": keepAsk, "sai:glare-kept": kept }),
};
