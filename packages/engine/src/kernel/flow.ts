// The flow of play as data: a stack of tasks, each a plain object naming its handler. Handlers
// live in the ruleset; they change the state, push further tasks, or ask for decisions. Asking
// suspends the flow until every decision asked is answered; then the task named in `then` runs,
// with the answers in `ctx.answered`.
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Decision, DecisionKindName, RequestOf } from "./decisions.ts";
import { endLeftPlay } from "./effects.ts";
import type { GameEvent } from "./events.ts";
import type { Ruleset } from "./ruleset.ts";
import { restSecretDice, type SecretDiceGenerator, secretDiceAt } from "./secret-dice.ts";
import type { GameState } from "./state.ts";
import { type With, withFields } from "./with-fields.ts";

/**
 * A unit of work in the flow; `t` names the handler, the rest is the handler's own data. This is
 * any task as the flow keeps it; a task of a registered name is read typed (`TaskOf`).
 */
export interface Task {
  t: string;
  [key: string]: unknown;
}

/**
 * The fields of each task, by task name. The kernel registers its own; an edition adds its tasks
 * by declaration merging (`declare module ".../kernel/flow.ts" { interface TaskTypes { ... } }`),
 * and its handler for a registered task reads the fields typed (`taskHandlers` in ruleset.ts).
 * Fields are type literals, not interfaces: only those have the implicit index signature that
 * makes a typed task also a `Task`, as the stack keeps it.
 */
export interface TaskTypes {
  ask: { then: Task; asked: number[]; answers: Answer[] };
}

/** The name of a registered task. */
export type TaskName = keyof TaskTypes & string;

/** A task of the registered name `K`, with its fields. */
export type TaskOf<K extends TaskName> = { t: K } & TaskTypes[K];

/**
 * What `schedule` and `ask` take: a task of a registered name must have that task's fields, so a
 * task written where it is scheduled is checked there; any other is taken as it is.
 */
export type Checked<T> = T extends { t: infer K extends TaskName } ? TaskOf<K> : T;

/**
 * The task `t` that carries on from `task`: its fields, with `more`'s over them (what
 * `{ ...task, t, ...more }` says; see `withFields` for why it is not written so).
 */
export function nextTask<A extends Task, const K extends TaskName, B extends object>(
  task: A,
  t: K,
  more: B,
): With<A, B & { t: K }> {
  const next = withFields(task, more) as unknown as Task;
  // Every task has `t`: replacing it keeps it where it was, as the spread would.
  next.t = t;
  return next as unknown as With<A, B & { t: K }>;
}

/**
 * An answer to one of the decisions a task asked for, with the decision's kind: the task reads it
 * as that kind's choice, and a read naming another kind is a mistake caught there.
 */
export interface Answer {
  id: number;
  /** None in a game saved before answers kept their kind, while some answers of an ask were in. */
  kind?: string;
  choice: unknown;
}

/** The task that waits for decisions; the answers arrive in any order. */
export type AskTask = TaskOf<"ask">;

/** A request for a decision of a registered kind (see `DecisionTypes`). */
export type DecisionRequest = { [K in DecisionKindName]: RequestOf<K> }[DecisionKindName];

/** Everything a handler works with while the flow runs. */
export class Ctx {
  readonly events: GameEvent[] = [];
  /** While the task an ask named in `then` runs: that ask, with every answer. */
  answered: AskTask | null = null;
  /** Made from the state's PRNG position on the first roll: most steps of play roll nothing. */
  private generator: RandomGenerator | null = null;
  /** The same generator, when the dice are the secret ones. */
  private secretDice: SecretDiceGenerator | null = null;
  /**
   * No die has forced faces waiting (the flow only ever uses them up); found out on the first
   * roll, as most steps of play roll nothing.
   */
  private noForcedFaces: boolean | null = null;

  constructor(
    readonly state: GameState,
    readonly rules: Ruleset,
  ) {}

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  /** Schedules tasks to run in the order given, before anything already scheduled. */
  schedule<const T extends Task[]>(...tasks: { [I in keyof T]: Checked<T[I]> }): void {
    this.scheduleAll(tasks as Task[]);
  }

  /** `schedule` for a list made elsewhere: spread into `schedule`, it would be copied twice. */
  scheduleAll(tasks: readonly Task[]): void {
    const stack = this.state.stack;
    for (let i = tasks.length - 1; i >= 0; i--) stack.push(tasks[i] as Task);
  }

  /**
   * Asks for decisions; the flow resumes at `then` with `answers` once all are answered.
   *
   * Reading fields of objects of more than four shapes is several times slower than of up to
   * four, and every decision's request is read here. Requests come in four shapes: player, kind
   * and prompt, then `options`, or `data`, or `data` and `options`, or (secret requests)
   * `data`, `options` and `secret`, each in that order, undefined where it does not apply.
   */
  ask<const T extends Task>(requests: DecisionRequest[], then: Checked<T>): void {
    const { state } = this;
    // Pushed, not mapped: every list of ids then has one kind of elements (a map's may be
    // another, and the optimised code reading them was thrown away when one came by).
    const asked: number[] = [];
    for (let i = 0; i < requests.length; i++) {
      const r = requests[i] as DecisionRequest;
      const id = ++state.counters.decision;
      // Every decision has every field (undefined when it does not apply; JSON leaves those
      // out), so that all decisions share one shape: reading fields of objects of many shapes is
      // slow, and the kernel, bots and random play read decisions constantly.
      const d: Decision = {
        id,
        player: r.player,
        kind: r.kind,
        prompt: r.prompt,
        options: r.options,
        data: r.data,
        secret: r.secret,
      };
      state.pending.push(d);
      asked.push(id);
    }
    const task: AskTask = { t: "ask", then, asked, answers: NO_ANSWERS };
    state.stack.push(task);
  }

  /** A uniformly random integer in [min, max], from the game's own generator. */
  randomInt(min: number, max: number): number {
    this.generator ??= this.startGenerator();
    return uniformInt(this.generator, min, max);
  }

  private startGenerator(): RandomGenerator {
    const secret = this.state.secretDice;
    if (!secret) return xoroshiro128plusFromState(this.state.rng);
    this.secretDice = secretDiceAt(secret);
    return this.secretDice;
  }

  /** The face a die lands on: a forced result if the scenario set one, otherwise random. */
  rollFace(dieInstance: string, faceCount: number): number {
    this.state.counters.face++;
    // Only scenarios force faces: most games have none, and looking a die up costs.
    this.noForcedFaces ??= isEmpty(this.state.forced);
    if (this.noForcedFaces) return this.randomInt(0, faceCount - 1);
    const forced = this.state.forced[dieInstance];
    if (forced && forced.length > 0) {
      const face = forced.shift() as number;
      if (forced.length === 0) delete this.state.forced[dieInstance];
      if (face >= 0 && face < faceCount) return face;
    }
    return this.randomInt(0, faceCount - 1);
  }

  /** Writes the generator's position back into the state. */
  saveRng(): void {
    if (this.secretDice) {
      this.state.secretDice = this.secretDice.position();
      restSecretDice(this.secretDice);
    }
    // getState() makes a new array.
    else if (this.generator) this.state.rng = this.generator.getState() as number[];
  }
}

/**
 * The answers of an ask before the first arrives: shared by every ask, as it is never written
 * (answerPending puts a new list in its place).
 */
const NO_ANSWERS: Answer[] = [];

function isEmpty(record: Record<string, unknown>): boolean {
  for (const _ in record) return false;
  return true;
}

/**
 * The generator's state for a seed. A seed fills only 32 of its 128 bits (the first draw is the
 * seed's complement): good for games meant to be replayed from a number, guessable from a few
 * rolls. Games that must not be foreseen give the whole state instead (`GameConfig.rng`).
 */
export function initialRng(seed: number): number[] {
  return [...xoroshiro128plus(seed).getState()];
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** Why a value is not a generator's state (`GeneratorState`), or null. */
export function generatorStateProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length !== 4) {
    return "the generator's state (rng) must be a list of four 32-bit integers";
  }
  if (!value.every((w) => Number.isInteger(w) && w >= INT32_MIN && w <= INT32_MAX)) {
    return `the generator's state (rng) must hold integers from ${INT32_MIN} to ${INT32_MAX}`;
  }
  if (value.every((w) => w === 0)) {
    return "the generator's state (rng) must not be all zeros: it would draw nothing but zeros";
  }
  return null;
}

/**
 * Answers the pending decision at `index` with a canonical choice: the ask waiting on top of the
 * flow collects the answer; once it has them all, nothing is pending and the flow can go on.
 */
export function answerPending(ctx: Ctx, index: number, choice: unknown): Decision {
  const { state } = ctx;
  const pending = state.pending;
  const decision = pending[index] as Decision;
  if (index === pending.length - 1) pending.pop();
  else pending.splice(index, 1);
  ctx.emit({ type: "decided", player: decision.player, kind: decision.kind, choice });
  const ask = state.stack[state.stack.length - 1];
  if (ask === undefined || !isNamed(ask, ask.t, "ask")) throw new Error("no ask waits for answers");
  const answer: Answer = { id: decision.id, kind: decision.kind, choice };
  // Most asks pose one decision: a literal is made at its size, a push would make room for 16.
  // The first answer never goes into the list an ask starts with: it is shared (NO_ANSWERS).
  if (ask.answers.length === 0) ask.answers = [answer];
  else ask.answers.push(answer);
  return decision;
}

/**
 * Whether `task`, whose name `t` the caller has read (tasks come in many shapes: reading a field
 * of one is slow, so the flow reads `t` once), is the registered task `name`, its fields then
 * read as registered.
 */
function isNamed<K extends TaskName>(task: Task, t: string, name: K): task is Task & TaskOf<K> {
  return t === name;
}

/** Runs tasks until the game ends, a decision is pending, or nothing is left to do. */
export function runFlow(ctx: Ctx): void {
  const { state, rules, events } = ctx;
  const { tasks, afterTask } = rules;
  const stack = state.stack;
  // How many events there were when `endLeftPlay` last left no effect gone: an effect is gone
  // only once a die moves or it is added, and no task does either without an event (the
  // standard game's after-task checks rely on it too: test/table-watch.test.ts checks it).
  let lookedAt = -1;
  while (state.winner === null && state.pending.length === 0 && stack.length > 0) {
    let task = stack.pop() as Task;
    // Tasks come in many shapes, which makes reading a field of one slow: `t` is read once.
    let name = task.t;
    if (isNamed(task, name, "ask")) {
      // Nothing is pending, so every decision the ask posed is answered: its continuation runs.
      ctx.answered = task;
      task = task.then;
      name = task.t;
    }
    const handler = tasks.get(name);
    if (!handler) throw new Error(`no handler for task "${name}"`);
    const firstEvent = events.length;
    handler(ctx, task);
    ctx.answered = null;
    // A unit's spells end as soon as it leaves play, an army's as soon as its units are all gone,
    // before they could come back with them.
    if (state.effects.length > 0 && events.length !== lookedAt) {
      endLeftPlay(ctx);
      lookedAt = events.length;
    }
    afterTask?.(ctx, firstEvent);
  }
  // A game can end in the middle of a roll (an SAI kills the last defenders): nothing will finish
  // the rolls being made.
  if (state.winner !== null) state.rolls = [];
  ctx.saveRng();
}
