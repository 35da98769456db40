// What most SAIs aimed at defending units do (Slay, Poison, Stun, Web, Seize, Scare...): the
// roller picks units of the army the roll acts against, each target rolls on its own for what the
// SAI names (individual.ts), and then what the SAI says befalls them. Each such SAI is this, with
// its roll and its outcome.
import type { Ctx } from "../../kernel/flow.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { type Avoid, type Outcome, rollEach } from "../individual.ts";
import type { SaiEffect, SaiUse } from "../sai-effects.ts";
import { askDefenders, type TargetLimit } from "../sai-targets.ts";

/** How the targets' rolls came out, for what follows them. */
export interface Rolled {
  /** The targets' owner, and where their army is. */
  player: number;
  at: Location;
  /** The player who rolled the SAI, and where their army is. */
  roller: number;
  rollerAt: Location;
  outcomes: Outcome[];
}

/**
 * The SAI's effect, its tasks named after `key`: targets picked up to its points of health-worth
 * (or as `limit` says), each rolls for `avoid`, then `after`.
 */
export function pickThenRoll(
  key: string,
  avoid: Avoid,
  after: (ctx: Ctx, rolled: Rolled) => void,
  limit?: (use: SaiUse) => TargetLimit,
): SaiEffect {
  const picked: TaskHandler = (ctx, task) => {
    const ids = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
    const { player, at, roller, rollerAt } = task;
    const then = { t: `sai:${key}-rolled`, player, at, roller, rollerAt };
    rollEach(
      ctx,
      task.player as number,
      ids.map((unit) => ({ unit })),
      avoid,
      then,
    );
  };
  const rolled: TaskHandler = (ctx, task) =>
    after(ctx, {
      player: task.player as number,
      at: task.at as Location,
      roller: task.roller as number,
      rollerAt: task.rollerAt as Location,
      outcomes: task.outcomes as Outcome[],
    });
  return {
    immediate: (ctx, roll, use) =>
      askDefenders(
        ctx,
        roll,
        use,
        { t: `sai:${key}`, roller: roll.player, rollerAt: roll.at },
        limit?.(use),
      ),
    tasks: { [`sai:${key}`]: picked, [`sai:${key}-rolled`]: rolled },
  };
}

/** One unit per die that rolled the SAI ("choose one unit", docs/rulings.md). */
export const oneUnitPerDie = (use: SaiUse): TargetLimit => ({ units: use.dice.length });
