// A roll as data. Who rolls which dice for what, every face, and every result counted with where
// it came from, kept in the state while the roll is made, so that a roll can stop for a player's
// decision (an SAI's targets, the order of SAIs...) and carry on after, be replayed and be shown.
//
// A roll is made in stages that the edition names and orders (`Ruleset.rollStages`): 2.9a rolls
// the dice and rerolls them (Instant SAIs), resolves Special and Unique SAIs, counts the normal
// results, applies the modifiers in its order, and totals. The kernel only runs the stages, one
// after another, for all the rolls made at the same time; each stage may ask for decisions, and
// the next stage waits for the answers.
import type { RolledDie } from "./events.ts";
import type { Ctx, Task } from "./flow.ts";
import { type HandlerOf, taskHandlers } from "./ruleset.ts";
import type { GameState, Location } from "./state.ts";

/**
 * The results a game's rolls count, by name, and where a counted result can come from. The kernel
 * names none: a game registers its own by declaration merging (the standard game's are in
 * `standard/purposes.ts`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the registry a game extends by merging.
export interface ResultNames {}
// biome-ignore lint/suspicious/noEmptyInterface: the registry a game extends by merging.
export interface ResultSources {}

/** A result a roll can be for. */
export type ResultName = keyof ResultNames & string;
/** Where a counted result came from. */
export type ResultSource = keyof ResultSources & string;

/**
 * Results of one kind from one source, for one unit (or the whole army when `unit` is null). A
 * game adds what it says of a result by merging (the standard game: `standard/roll-fields.ts`).
 */
export interface Counted {
  unit: string | null;
  result: ResultName;
  /** How many results; a modifier that takes results away counts negative. */
  amount: number;
  source: ResultSource;
}

/** An army a roll acts against: the target of an attack, the attacker of a save roll. */
export interface Opponent {
  player: number;
  at: Location;
}

/**
 * The fields of a roll whatever the game. A game adds its own to `Roll` by merging, and makes
 * them for each new roll (`Ruleset.rollFields`).
 */
export interface KernelRoll {
  id: number;
  player: number;
  /** Where the rolling army is (or the unit, for a unit rolled on its own). */
  at: Location;
  /** The army the roll acts against, when there is one. */
  against: Opponent | null;
  /** The edition's name for this kind of roll, e.g. "save-vs-melee", "maneuver". */
  purpose: string;
  /** The results rolled for: one, or several in a combination roll. */
  wants: ResultName[];
  /** Rolled at the same time as another army's roll. */
  simultaneous: boolean;
  /** The dice rolling (die instance ids), in the order they roll. */
  dice: string[];
  /** Every face rolled, rerolls included, in the order rolled. */
  faces: RolledDie[];
  /** Every result counted so far. */
  counted: Counted[];
  /** The totals of the results rolled for, once the roll is final; null until then. */
  totals: Partial<Record<ResultName, number>> | null;
}

/** A roll: the kernel's fields and the game's own (merged). */
export interface Roll extends KernelRoll {}

/** What a roll is for and who makes it (a game may add to it by merging). */
export interface RollSpec {
  player: number;
  at: Location;
  against?: Opponent;
  purpose: string;
  wants: ResultName[];
  dice: string[];
}

/** One stage of making a roll, run for all the rolls made at the same time. */
export interface RollStage {
  name: string;
  run(ctx: Ctx, rolls: Roll[]): void;
  /**
   * Once it has run and scheduled nothing, the later stage the rolls go on to, when the stages
   * between have nothing to do for them (undefined: the next): most rolls meet nothing special,
   * and asking each stage whether it has anything to do costs.
   */
  goesOnTo?(ctx: Ctx, rolls: Roll[]): string | undefined;
}

/**
 * A new roll, its id `ids[index]`; `ids`: the rolls started with it (the game's own fields may
 * name them). The game's fields come after the kernel's, the same for every roll: rolls then
 * share one shape (Ruleset.stateFields says why that matters). The game sets them on the roll:
 * an `Object.assign` of them costs a generic store per field.
 */
function newRoll(ctx: Ctx, spec: RollSpec, ids: readonly number[], index: number): Roll {
  const roll: KernelRoll = {
    id: ids[index] as number,
    player: spec.player,
    at: spec.at,
    against: spec.against ?? null,
    purpose: spec.purpose,
    wants: spec.wants,
    simultaneous: ids.length > 1,
    dice: copyOf(spec.dice),
    faces: [],
    counted: [],
    totals: null,
  };
  ctx.rules.rollFields?.(roll, spec, ids, index);
  return roll as Roll;
}

/**
 * A copy of a list of dice, made element by element: a list the engine made may be of either of
 * two array kinds (`map` in optimized code or not), and code optimized for a roll's dice of one
 * kind is thrown away when it first meets the other; copies are all of one kind.
 */
function copyOf(dice: readonly string[]): string[] {
  const copy: string[] = [];
  for (const id of dice) copy.push(id);
  return copy;
}

/** The ids of `count` rolls about to be made, numbered on from the game's last. */
function nextRollIds(state: GameState, count: number): number[] {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(++state.counters.roll);
  return ids;
}

/**
 * Starts rolls made at the same time (one: an ordinary roll; several: a simultaneous roll). The
 * edition's stages run for them; then `then` runs with the rolls' ids in `rolls`, and takes the
 * finished rolls with `takeRolls`.
 */
export function startRolls(ctx: Ctx, specs: RollSpec[], then: Task): void {
  const { state } = ctx;
  const ids = nextRollIds(state, specs.length);
  for (let i = 0; i < specs.length; i++)
    state.rolls.push(newRoll(ctx, specs[i] as RollSpec, ids, i));
  // Not a spread with a new field: that makes every such task a hidden class of its own
  // (with-fields.ts).
  ctx.schedule({ t: "roll:stage", rolls: ids, stage: 0 }, Object.assign({}, then, { rolls: ids }));
}

declare module "./flow.ts" {
  interface TaskTypes {
    /** The rolls (ids) made together, and the stage they are at. */
    "roll:stage": { rolls: number[]; stage: number };
  }
}

/**
 * Runs the stages of rolls from `stage` on. A stage that asks for decisions or schedules work
 * stops the run: the next stage is scheduled under what it added, to run once that is done.
 */
const stageTask: HandlerOf<"roll:stage"> = (ctx, task) => {
  const stages = ctx.rules.rollStages;
  const ids = task.rolls;
  const rolls = rollsById(ctx.state, ids);
  const stack = ctx.state.stack;
  for (let i = task.stage; i < stages.length; ) {
    const depth = stack.length;
    (stages[i] as RollStage).run(ctx, rolls);
    if (stack.length === depth) {
      i = nextStage(ctx, stages, i, rolls);
      continue;
    }
    if (i + 1 < stages.length) {
      stack.splice(depth, 0, { t: "roll:stage", rolls: ids, stage: i + 1 });
    }
    return;
  }
};

/** The stage the rolls go on to once stage `i` has run (`RollStage.goesOnTo`). */
function nextStage(ctx: Ctx, stages: readonly RollStage[], i: number, rolls: Roll[]): number {
  const stage = stages[i] as RollStage;
  const name = stage.goesOnTo?.(ctx, rolls);
  if (name === undefined) return i + 1;
  // A loop, not a `findIndex`: asked after most stages of most rolls, and a closure each costs.
  for (let next = i + 1; next < stages.length; next++) {
    if ((stages[next] as RollStage).name === name) return next;
  }
  throw new Error(`no roll stage ${name} after ${stage.name}`);
}

export const rollTasks = taskHandlers({ "roll:stage": stageTask });

/**
 * Schedules a task to run once a roll being made is final, just before the task that takes it:
 * for an effect made during the roll that depends on how the roll ends.
 */
export function whenFinal(ctx: Ctx, id: number, task: Task): void {
  const stack = ctx.state.stack;
  const then = stack.findIndex(
    (t) => t.t !== "roll:stage" && Array.isArray(t.rolls) && (t.rolls as number[]).includes(id),
  );
  if (then < 0) throw new Error(`no roll ${id} in progress`);
  stack.splice(then + 1, 0, task);
}

/** A roll being made, by its id. */
export function rollInProgress(state: GameState, id: number): Roll {
  const roll = state.rolls.find((r) => r.id === id);
  if (!roll) throw new Error(`no roll ${id} in progress`);
  return roll;
}

const rollsById = (state: GameState, ids: readonly number[]): Roll[] =>
  ids.map((id) => rollInProgress(state, id));

/**
 * The finished rolls of a task that `startRolls` scheduled, taken out of the state: the task's
 * registered fields say it has them (`rolls`, which `startRolls` sets).
 */
export function takeRolls(state: GameState, task: { rolls: number[] }): Roll[] {
  const ids = task.rolls;
  const rolls = rollsById(state, ids);
  state.rolls = state.rolls.filter((r) => !ids.includes(r.id));
  return rolls;
}

/**
 * Makes a roll at once, every stage in turn, for effects that resolve in one step (a unit's roll
 * to resist burial). None of its stages may ask for a decision or schedule work (an SAI's effect
 * would run after the roll is gone).
 */
export function rollNow(ctx: Ctx, spec: RollSpec): Roll {
  const roll = newRoll(ctx, spec, nextRollIds(ctx.state, 1), 0);
  const { pending, stack } = ctx.state;
  const [asked, scheduled] = [pending.length, stack.length];
  const stages = ctx.rules.rollStages;
  const rolls = [roll];
  for (let i = 0; i < stages.length; ) {
    const stage = stages[i] as RollStage;
    stage.run(ctx, rolls);
    if (pending.length !== asked || stack.length !== scheduled) {
      throw new Error(`the ${stage.name} stage of a ${roll.purpose} roll cannot be made at once`);
    }
    i = nextStage(ctx, stages, i, rolls);
  }
  return roll;
}

/** The sum of counted results of one kind, only from one source when `source` is given. */
export function sumCounted(
  counted: readonly Counted[],
  result: ResultName,
  source?: ResultSource,
): number {
  let total = 0;
  for (const c of counted) {
    if (c.result === result && (source === undefined || c.source === source)) total += c.amount;
  }
  return total;
}

/** The sum of the roll's counted results of one kind so far. */
export const countedTotal = (roll: Roll, result: ResultName): number =>
  sumCounted(roll.counted, result);

/** The roll's final total of one of the results it was for (0 before it is final). */
export function rollTotal(roll: Roll, result: ResultName = roll.wants[0] as ResultName): number {
  return roll.totals?.[result] ?? 0;
}
