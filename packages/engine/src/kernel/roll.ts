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

/** Results of one kind from one source, for one unit (or the whole army when `unit` is null). */
export interface Counted {
  unit: string | null;
  result: ResultName;
  /** How many results; a modifier that takes results away counts negative. */
  amount: number;
  source: ResultSource;
  /** The SAI's or the ability's name (as the catalogue has it), "eighth face"; none for icons. */
  label?: string;
  /** The species whose racial ability this is. */
  species?: string;
  /** Magic that may be spent as any colour (Attune, the logo faces). */
  anyColor?: true;
  /**
   * In a roll for several results, the results it may count as instead, the player's choice (an
   * ID icon, an SAI giving one result or another).
   */
  either?: ResultName[];
  /**
   * Results a racial ability counts again as this one from the unit's results of another kind
   * (maneuvers as saves): in a roll for both, the player counts each as one or the other.
   */
  again?: ResultName;
}

/** An army a roll acts against: the target of an attack, the attacker of a save roll. */
export interface Opponent {
  player: number;
  at: Location;
  /**
   * What each of its units rolled of the result of the roll this one answers, by unit: the
   * attack's hits, for a save roll (Bash strikes back at one unit for its own hits).
   */
  results?: Record<string, number>;
}

/**
 * A modifier an effect puts on one roll, applied to some units' results at its step of the
 * modifier order: a factor (Trumpet doubles), or results counted as another at the racial step
 * (Charge: maneuvers as melee).
 */
export type RollModifier = {
  source: ResultSource;
  label: string;
  /** The units whose results it changes. */
  units: string[];
  results: ResultName[];
  /** A spell's: it leaves SAI results alone (2.9a line 1635). */
  spell?: true;
} & ({ step: "multiply"; factor: number } | { step: "count-as"; as: ResultName });

/**
 * A modifier an effect on an army puts on each roll the army makes, at its step of the modifier
 * order: take `amount` results away (Wither), or divide the results by `divisor`, rounding down
 * (Frost Breath). `results` names the results it acts on (Decay: melee); without it a subtracting
 * modifier takes the result rolled for and a dividing one divides every result. A spell's leaves
 * SAI results alone (2.9a line 1635).
 */
export type ArmyModifier = (
  | { step: "subtract"; amount: number }
  | { step: "divide"; divisor: number }
) & {
  results?: ResultName[];
  spell?: true;
};

/**
 * An SAI rolled in one roll whose effect waits for its target's roll (Delayed, 2.9a line 1701):
 * the acting army's Screech, applied to the defenders' save roll before it is final.
 */
export interface AimedSai {
  name: string;
  points: number;
  /** The dice that rolled it. */
  dice: string[];
}

export interface Roll {
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
  /** Modifiers effects have put on this roll, for its modifier steps. */
  modifiers: RollModifier[];
  /** Its Delayed SAIs, for the roll of the army it acts against (the flow hands them on). */
  aimed: AimedSai[];
  /** The opposing roll's Delayed SAIs aimed at this roll. */
  incoming: AimedSai[];
  /**
   * Points of SAIs taken for their effect instead of their normal results (Regenerate brings the
   * dead back instead of saving), by SAI name: the count stage leaves that many results out.
   */
  forgone: Record<string, number>;
  /** Units joined the army while it rolled (Regenerate) and rolled at the count stage. */
  joined?: true;
  /** Units were rolled again, their new faces replacing their last (2.9a Flashfire). */
  rerolled?: true;
  /**
   * In a roll for several results, how many results of each its player takes off for the
   * penalties that name no result (2.9a Palsy, Ash Storm: line 1163).
   */
  penalties?: Partial<Record<ResultName, number>>;
  /**
   * Rolls made at the same time that its Delayed SAIs act on (their ids): the maneuvering army's
   * Wave on the counter-maneuvering armies' rolls.
   */
  aimsAt: number[];
  /** The totals of the results rolled for, once the roll is final; null until then. */
  totals: Partial<Record<ResultName, number>> | null;
}

/** What a roll is for and who makes it. */
export interface RollSpec {
  player: number;
  at: Location;
  against?: Opponent;
  /** Delayed SAIs of the opposing roll that act on this one. */
  incoming?: AimedSai[];
  /**
   * The rolls started with it (by their index in the same `startRolls` call) that its Delayed SAIs
   * act on: they go to those rolls' `incoming` as soon as they are rolled.
   */
  aimsAt?: number[];
  purpose: string;
  wants: ResultName[];
  dice: string[];
}

/** One stage of making a roll, run for all the rolls made at the same time. */
export interface RollStage {
  name: string;
  run(ctx: Ctx, rolls: Roll[]): void;
}

function newRoll(state: GameState, spec: RollSpec, simultaneous: boolean): Roll {
  return {
    id: ++state.counters.roll,
    player: spec.player,
    at: spec.at,
    against: spec.against ?? null,
    purpose: spec.purpose,
    wants: spec.wants,
    simultaneous,
    dice: spec.dice,
    faces: [],
    counted: [],
    modifiers: [],
    aimed: [],
    incoming: spec.incoming ?? [],
    forgone: {},
    // Absent until a roll has them: there from the start all the same, so that every roll has one
    // shape (Ruleset.stateFields says why).
    joined: undefined,
    rerolled: undefined,
    penalties: undefined,
    aimsAt: [],
    totals: null,
  };
}

/**
 * Starts rolls made at the same time (one: an ordinary roll; several: a simultaneous roll). The
 * edition's stages run for them; then `then` runs with the rolls' ids in `rolls`, and takes the
 * finished rolls with `takeRolls`.
 */
export function startRolls(ctx: Ctx, specs: RollSpec[], then: Task): void {
  const { state } = ctx;
  const made = specs.map((spec) => newRoll(state, spec, specs.length > 1));
  specs.forEach((spec, i) => {
    (made[i] as Roll).aimsAt = (spec.aimsAt ?? []).map((j) => (made[j] as Roll).id);
  });
  state.rolls.push(...made);
  const ids = made.map((roll) => roll.id);
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
  for (let i = task.stage; i < stages.length; i++) {
    const depth = stack.length;
    (stages[i] as RollStage).run(ctx, rolls);
    if (stack.length !== depth && i + 1 < stages.length) {
      stack.splice(depth, 0, { t: "roll:stage", rolls: ids, stage: i + 1 });
      return;
    }
  }
};

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
  const roll = newRoll(ctx.state, spec, false);
  const { pending, stack } = ctx.state;
  const [asked, scheduled] = [pending.length, stack.length];
  for (const stage of ctx.rules.rollStages) {
    stage.run(ctx, [roll]);
    if (pending.length !== asked || stack.length !== scheduled) {
      throw new Error(`the ${stage.name} stage of a ${roll.purpose} roll cannot be made at once`);
    }
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
