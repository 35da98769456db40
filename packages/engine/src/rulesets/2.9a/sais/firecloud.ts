// 2.9a Firecloud (rules/000 line 1912), Special in a missile action: the shooting player picks up
// to its points of health-worth of defending units (at least one, line 1751); each must roll a
// maneuver on its own or be killed. Crush (crush.ts) adds a save against burial.
import type { TaskHandler } from "../../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { failed, killUnits, type Outcome, rollEach } from "../individual.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";

/** The SAI's effect, its tasks named after `key`; with `burialSave` the killed save or are buried. */
export function maneuverOrKilled(key: string, burialSave: boolean): SaiEffect {
  const picked: TaskHandler = (ctx, task) => {
    const ids = (task.targets as string[] | undefined) ?? answer<string[]>(ctx);
    const player = task.player as number;
    rollEach(
      ctx,
      player,
      ids.map((unit) => ({ unit })),
      "maneuver",
      { t: `sai:${key}-rolled`, player },
    );
  };
  const rolled: TaskHandler = (ctx, task) =>
    killUnits(ctx, task.player as number, failed(task.outcomes as Outcome[]), burialSave);
  return {
    immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: `sai:${key}` }),
    tasks: { [`sai:${key}`]: picked, [`sai:${key}-rolled`]: rolled },
  };
}

export const firecloud = maneuverOrKilled("firecloud", false);
