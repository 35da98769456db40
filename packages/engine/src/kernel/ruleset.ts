// What an edition supplies to the kernel: its task handlers (the flow of play), its decision
// kinds (reading, validation and sampling of combinatorial choices), how a game starts, and the
// stages of a roll.
import type { Edition } from "@dragondice/catalog";
import { type Shape, ShapeProblem } from "./choice-shape.ts";
import {
  type Decision,
  type DecisionChoice,
  type DecisionKindName,
  type DecisionOf,
  isDecision,
} from "./decisions.ts";
import type { Effect } from "./effects.ts";
import type { Ctx, Task, TaskName, TaskOf } from "./flow.ts";
import type { KernelRoll, RollSpec, RollStage } from "./roll.ts";
import type { GameState, Table } from "./state.ts";

export type TaskHandler = (ctx: Ctx, task: Task) => void;

/** The handler of the task named `K`: it reads the task's fields typed when `K` is registered. */
export type HandlerOf<K extends string> = (
  ctx: Ctx,
  task: K extends TaskName ? TaskOf<K> : Task,
) => void;

/**
 * Handlers by task name, each reading its own task's fields as registered (`TaskTypes`). The flow
 * hands a handler only tasks of its name, so the map holds them as handlers of any task.
 */
export function taskHandlers<N extends string>(
  handlers: {
    [K in N]: HandlerOf<K>;
  },
): Readonly<Record<N, TaskHandler>> {
  return handlers as unknown as Readonly<Record<N, TaskHandler>>;
}

/**
 * A ruleset's handlers from its parts. A task name given two different handlers is refused when
 * the ruleset is built: with a merge, one part's would silently replace the other's. Parts may
 * share a handler (SAIs and spells share their strikes' and rolls' tasks).
 */
export function joinTasks(
  ...parts: Readonly<Record<string, TaskHandler>>[]
): ReadonlyMap<string, TaskHandler> {
  const tasks = new Map<string, TaskHandler>();
  for (const part of parts) {
    for (const [name, handler] of Object.entries(part)) {
      const known = tasks.get(name);
      if (known && known !== handler) throw new Error(`task "${name}" has two handlers`);
      tasks.set(name, handler);
    }
  }
  return tasks;
}

/**
 * A ruleset's handlers with some replaced by name (an edition's differences over the game it
 * shares). An override of a task the base has not is refused when the ruleset is built: a
 * misspelt name would otherwise leave the base's rule in play without a word.
 */
export function overrideTasks(
  base: ReadonlyMap<string, TaskHandler>,
  overrides: Readonly<Record<string, TaskHandler>>,
): ReadonlyMap<string, TaskHandler> {
  const tasks = new Map(base);
  for (const [name, handler] of Object.entries(overrides)) {
    if (!tasks.has(name)) throw new Error(`task "${name}" overrides no task of the ruleset`);
    tasks.set(name, handler);
  }
  return tasks;
}

/** A choice read for a decision: the canonical one (keys sorted), or why it is not legal. */
export type ChoiceResult = { ok: true; choice: unknown } | { ok: false; problem: string };

export interface DecisionKind {
  /** The choice read to its exact shape (a copy, keys sorted) when it is legal, or why not. */
  parse(state: Table, decision: Decision, choice: unknown): ChoiceResult;
  /** One legal choice, drawn with `randomInt` (bots, soaks); used when there are no options. */
  sample(
    state: Table,
    decision: Decision,
    randomInt: (min: number, max: number) => number,
  ): unknown;
}

/**
 * A decision kind from the exact shape of its answers and its rules. `validate` sees only
 * answers of that shape (read by the kernel's shapes, keys sorted), so it says what is wrong in
 * the rules' terms; an answer of another shape gets the shape's problem and `answer`, which says
 * how one is written. `kinds` names the kinds it reads (registered in `DecisionTypes`): their data
 * is read typed, and the shape reads the choice registered for them, the one the task that asked
 * reads. A decision of another kind handed to it is a mistake in the ruleset's map, refused.
 */
export function decisionKind<const K extends DecisionKindName>(spec: {
  kinds: readonly K[];
  shape: Shape<DecisionChoice<K>>;
  answer: string;
  validate(state: Table, decision: DecisionOf<K>, choice: DecisionChoice<K>): string | null;
  sample(
    state: Table,
    decision: DecisionOf<K>,
    randomInt: (min: number, max: number) => number,
  ): DecisionChoice<K>;
}): DecisionKind {
  function own(decision: Decision): asserts decision is Decision & DecisionOf<K> {
    for (const kind of spec.kinds) if (isDecision(decision, kind)) return;
    throw new Error(`a "${decision.kind}" decision given to the kind of ${spec.kinds.join(", ")}`);
  }
  return {
    parse(state, decision, choice) {
      own(decision);
      const read = spec.shape(choice);
      if (read instanceof ShapeProblem) {
        return { ok: false, problem: `${read.message("answer")}; expected ${spec.answer}` };
      }
      const problem = spec.validate(state, decision, read);
      return problem === null ? { ok: true, choice: read } : { ok: false, problem };
    },
    sample(state, decision, randomInt) {
      own(decision);
      return spec.sample(state, decision, randomInt);
    },
  };
}

export interface Ruleset {
  edition: Edition;
  /** The handlers of the flow's tasks, by task name (a map: one is looked up per task run). */
  tasks: ReadonlyMap<string, TaskHandler>;
  /** Decision kinds without listed options, by kind. Listed options are checked by the kernel. */
  decisionKinds: ReadonlyMap<string, DecisionKind>;
  /** The first tasks of a new game. */
  start: Task[];
  /** How a roll is made: its stages in order (see kernel/roll.ts). */
  rollStages: readonly RollStage[];
  /**
   * Run after every task, with the index in `ctx.events` of the first event the task emitted: the
   * rules' own look at what any task may have left behind (2.9a: items whose carriers moved away
   * or died), kept in one place instead of after every move and death.
   */
  afterTask?: (ctx: Ctx, firstEvent: number) => void;
  /**
   * The rules' part of a player resigning from a game that goes on (kernel/leaving.ts), once their
   * dice are out of the game: the turn passes on if it was theirs, and the table is looked at again
   * (2.9a: terrains they held at the eighth face, a winner).
   */
  leave?: (ctx: Ctx, player: number) => void;
  /**
   * The rules' own state fields that come and go during a game (declared by merging into
   * `GameState`), each undefined: a new game's state holds them from the start. Added as they were
   * first used, in whatever order a game used them, they gave game states several shapes, and
   * the JavaScript engine's compiled rules, which read the state everywhere, were thrown away each
   * time a state of a new shape came by.
   */
  stateFields?: Partial<GameState>;
  /**
   * The rules' own effect fields (declared by merging into `Effect`), all of them, each
   * undefined: every effect is made with them, in this order (`stateFields` says why).
   */
  effectFields?: Partial<Effect>;
  /**
   * Sets the rules' own fields on a new roll (declared by merging into `Roll`), all of them, each
   * roll alike (`stateFields` says why): `ids` are the rolls started together, this one at `index`.
   */
  rollFields?: (roll: KernelRoll, spec: RollSpec, ids: readonly number[], index: number) => void;
}

/** One legal choice for a pending decision, drawn with `randomInt`. */
export function sampleChoice(
  rules: Ruleset,
  state: Table,
  decision: Decision,
  randomInt: (min: number, max: number) => number,
): unknown {
  if (decision.options) return decision.options[randomInt(0, decision.options.length - 1)];
  const kind = rules.decisionKinds.get(decision.kind);
  if (!kind) throw new Error(`no sampler for decision kind "${decision.kind}"`);
  return kind.sample(state, decision, randomInt);
}
