// What becomes of units a spell made roll on their own (individual.ts; rules/000 line 574: an
// effect aimed at a unit has unlimited range, and the Stoneskin Rule, line 580: its army's spells
// do not protect it): those that failed are killed (Lightning Strike, Firebolt), or flee to their
// reserve area (Mirage, Fearful Flames). Shared by the spells that do these.
import type { Ctx, Task } from "../../kernel/flow.ts";
import { taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { dieInstance } from "../army.ts";
import {
  type Avoid,
  failed,
  fleeToReserve,
  type IndividualTarget,
  killUnits,
  type Outcome,
  rollEach,
} from "../individual.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "spell:roll-each": { player: number; targets: IndividualTarget[]; avoid: Avoid; then: Task };
    /** The outcomes of `rollEach`. */
    "spell:kill-failed": { player: number; outcomes: Outcome[] };
    "spell:flee-failed": { player: number; outcomes: Outcome[] };
  }
}

/**
 * A task that makes `player`'s `targets` roll each for `avoid`, then runs `then`: scheduled like
 * any task, so that several players' rolls (Mirage) or a second roll after the first's killing
 * (Fearful Flames) come in order.
 */
export const rollEachTask = (
  player: number,
  targets: IndividualTarget[],
  avoid: Avoid,
  then: Task,
): Task => ({ t: "spell:roll-each", player, targets, avoid, then });

/** After `rollEach`: the units that failed are killed. */
export const killFailed = (player: number): Task => ({ t: "spell:kill-failed", player });

/** After `rollEach`: the units that failed flee to their reserve area. */
export const fleeFailed = (player: number): Task => ({ t: "spell:flee-failed", player });

/** Units flee to the reserve area from wherever each is (fleeToReserve moves one place's). */
function fleeFromEach(ctx: Ctx, player: number, units: string[]): void {
  const byPlace = new Map<Location, string[]>();
  for (const u of units) {
    const at = dieInstance(ctx.state, u)?.at;
    if (at !== undefined) byPlace.set(at, [...(byPlace.get(at) ?? []), u]);
  }
  for (const group of byPlace.values()) fleeToReserve(ctx, player, group);
}

export const unitRollTasks = taskHandlers({
  "spell:roll-each": (ctx, task) => rollEach(ctx, task.player, task.targets, task.avoid, task.then),
  "spell:kill-failed": (ctx, task) => killUnits(ctx, task.player, failed(task.outcomes)),
  "spell:flee-failed": (ctx, task) => fleeFromEach(ctx, task.player, failed(task.outcomes)),
});
