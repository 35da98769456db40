// What most SAIs aimed at defending units do (Slay, Poison, Stun, Web, Seize, Scare...): the
// roller picks units of the army the roll acts against, each target rolls on its own for what the
// SAI names (individual.ts), and then what the SAI says befalls them. Each such SAI is this, with
// its roll and its outcome.
import type { Ctx } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { type Avoid, type Outcome, rollEach } from "../individual.ts";
import type { SaiEffect, SaiUse } from "../sai-effects.ts";
import { askDefenders, type TargetLimit } from "../sai-targets.ts";

/** The army aimed at and the roller's, while the targets are picked and roll. */
type Aimed = {
  /** The targets' owner, and where their army is. */
  player: number;
  at: Location;
  /** The player who rolled the SAI, and where their army is. */
  roller: number;
  rollerAt: Location;
};

/** How the targets' rolls came out, for what follows them. */
export type Rolled = Aimed & { outcomes: Outcome[] };

/** Each such SAI has its own two tasks, named after it (`sai-picked:slay`), of one shape each. */
type PickedName = `sai-picked:${string}`;
type RolledName = `sai-rolled:${string}`;

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The targets picked: the one choice given (`targets`), or the roller's answer. */
    [picked: PickedName]: Aimed & { targets?: string[] };
    [rolled: RolledName]: Rolled;
  }
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
  const picked: HandlerOf<PickedName> = (ctx, task) => {
    const ids = task.targets ?? answer(ctx, "sai-targets");
    const { player, at, roller, rollerAt } = task;
    const then = { t: `sai-rolled:${key}`, player, at, roller, rollerAt };
    rollEach(
      ctx,
      player,
      ids.map((unit) => ({ unit })),
      avoid,
      then,
    );
  };
  const rolled: HandlerOf<RolledName> = (ctx, task) => after(ctx, task);
  return {
    immediate: (ctx, roll, use) =>
      askDefenders(
        ctx,
        roll,
        use,
        { t: `sai-picked:${key}`, roller: roll.player, rollerAt: roll.at },
        limit?.(use),
      ),
    tasks: {
      ...taskHandlers<PickedName>({ [`sai-picked:${key}`]: picked }),
      ...taskHandlers<RolledName>({ [`sai-rolled:${key}`]: rolled }),
    },
  };
}

/** One unit per die that rolled the SAI ("choose one unit", docs/rulings.md). */
export const oneUnitPerDie = (use: SaiUse): TargetLimit => ({ units: use.dice.length });
