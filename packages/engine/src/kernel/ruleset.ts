// What an edition supplies to the kernel: its task handlers (the flow of play), its decision
// kinds (validation and sampling of combinatorial choices), and how a game starts.
import type { Edition } from "@dragondice/catalog";
import type { Decision } from "./decisions.ts";
import type { Ctx, Task } from "./flow.ts";
import type { Table } from "./state.ts";

export type TaskHandler = (ctx: Ctx, task: Task) => void;

export interface DecisionKind {
  /** Why `choice` is not legal for `decision`, or null when it is. */
  validate(state: Table, decision: Decision, choice: unknown): string | null;
  /** One legal choice, drawn with `randomInt` (bots, soaks); used when there are no options. */
  sample(
    state: Table,
    decision: Decision,
    randomInt: (min: number, max: number) => number,
  ): unknown;
}

export interface Ruleset {
  edition: Edition;
  /** The handlers of the flow's tasks, by task name (a map: one is looked up per task run). */
  tasks: ReadonlyMap<string, TaskHandler>;
  /** Decision kinds without listed options. Listed options are checked by the kernel. */
  decisionKinds: Record<string, DecisionKind>;
  /** The first tasks of a new game. */
  start: Task[];
}
