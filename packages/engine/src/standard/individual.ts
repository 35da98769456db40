// Units rolled on their own against an effect that targets them individually (rules/000
// "Avoidance Rolls", lines 586-612): each target makes its own roll, one after another, through
// the roll pipeline, so that its SAIs act and its decisions are asked as in any roll. What a
// target must roll:
//   maneuver, melee, save   at least `need` results of that kind (an avoidance roll needs one;
//                           a unit saving against damage aimed at it needs enough to live);
//   id                      its ID icon as the final face (line 604: a group monster never can);
//   non-id-save             a save result that is not its ID icon (Scare); its ID is told apart;
//   save-and-melee          a combination roll (line 606) for saves against damage aimed at it
//                           (`need` of them) and melee back at the unit that struck it (Coil).
// The outcomes go to the effect's next task, which does what the effect says to those that failed:
// the shared consequences below (killed, killed and then saved against burial, fled, made unable
// to roll) or its own.
import { addEffect, type Expiry } from "../kernel/effects.ts";
import type { Ctx, Task } from "../kernel/flow.ts";
import { type ResultName, rollTotal, startRolls, sumCounted, takeRolls } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { atTerrain, type Location } from "../kernel/state.ts";
import { catalogDieById, dieInstance, healthOf } from "./army.ts";
import { buryUnits } from "./burial.ts";
import { isDragonkin } from "./dragonkin.ts";
import { tablesOf } from "./edition-tables.ts";
import { PURPOSES, purposeNamed, type RollPurpose, rollFor } from "./purposes.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

export type Avoid = "maneuver" | "melee" | "save" | "id" | "non-id-save" | "save-and-melee";

/** One unit to roll, and how many results it needs (1 unless it saves against damage). */
export interface IndividualTarget {
  unit: string;
  need?: number;
}

/** How one target's roll came out. */
export interface Outcome {
  unit: string;
  /** It rolled what it needed. */
  passed: boolean;
  /** Its final face was its ID icon. */
  rolledId: boolean;
  /** The totals of its roll (none when it did not need to roll): Hug's and Coil's melee back. */
  totals?: Partial<Record<ResultName, number>>;
  /** Its final face's icon, when it rolled (a Dragonkin's Belly: Demote Dragonkin). */
  icon?: string;
}

const PURPOSE_OF: Record<Avoid, RollPurpose> = {
  maneuver: PURPOSES.individualManeuver,
  melee: PURPOSES.individualMelee,
  save: PURPOSES.individualSave,
  "non-id-save": PURPOSES.individualSave,
  id: PURPOSES.individualId,
  "save-and-melee": PURPOSES.individualSaveAndMelee,
};

/** The targets' rolls one by one: the one at `index` next, the outcomes so far. */
type Rolling = {
  player: number;
  targets: IndividualTarget[];
  avoid: Avoid;
  /** The rolls' purpose, by name. */
  purpose: string;
  index: number;
  outcomes: Outcome[];
  then: Task;
};

/** Killed units that roll in the DUA not to be buried. */
type InTheDua = {
  player: number;
  units: string[];
  avoid?: BurialAvoid;
};

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "individual:next": Rolling;
    "individual:rolled": Rolling & { rolls: number[] };
    "individual:bury": { player: number; units: string[] };
    "individual:burial-save": InTheDua;
    "individual:dua-saves": InTheDua;
    "individual:dua-save": InTheDua & { unit: string };
    "individual:dua-saved": InTheDua & { unit: string; rolls: number[] };
  }
}

/** The results a combination roll is for, the first one being what `need` counts. */
const COMBINATION: Partial<Record<Avoid, ResultName[]>> = { "save-and-melee": ["save", "melee"] };

/**
 * The targets roll one by one for `avoid`; then `then` runs with `outcomes` (Outcome[]). A target
 * no longer in an army or the reserve area (killed meanwhile) does not roll and is left out. An
 * effect whose rolls the edition names apart gives their `purpose` (a Swamp Stalker mutation's).
 */
export function rollEach(
  ctx: Ctx,
  player: number,
  targets: IndividualTarget[],
  avoid: Avoid,
  then: Task,
  purpose: RollPurpose = PURPOSE_OF[avoid],
): void {
  ctx.schedule({
    t: "individual:next",
    player,
    targets,
    avoid,
    purpose: purpose.name,
    index: 0,
    outcomes: [],
    then,
  });
}

const next: HandlerOf<"individual:next"> = (ctx, task) => {
  const targets = task.targets;
  const index = task.index;
  const target = targets[index];
  if (!target) {
    ctx.schedule({ ...task.then, outcomes: task.outcomes });
    return;
  }
  const d = dieInstance(ctx.state, target.unit);
  const inPlay = d && (d.at === "reserve" || atTerrain(d.at));
  if (!d || !inPlay || (target.need ?? 1) <= 0) {
    const outcomes = task.outcomes;
    const passed = d !== undefined && inPlay === true;
    const skipped = passed
      ? [...outcomes, { unit: target.unit, passed, rolledId: false }]
      : outcomes;
    ctx.schedule({ ...task, index: index + 1, outcomes: skipped });
    return;
  }
  const spec = rollFor(purposeNamed(task.purpose), task.player, d.at, [d]);
  spec.wants = COMBINATION[task.avoid] ?? spec.wants;
  startRolls(ctx, [spec], { ...task, t: "individual:rolled" });
};

const rolled: HandlerOf<"individual:rolled"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  const targets = task.targets;
  const index = task.index;
  const target = targets[index] as IndividualTarget;
  const last = roll?.faces.filter((f) => f.die === target.unit).at(-1);
  const rolledId = last !== undefined && catalogDieById(last.dieId).faces[last.face]?.icon === "ID";
  let passed: boolean;
  switch (task.avoid) {
    case "id":
      passed = rolledId;
      break;
    case "non-id-save":
      passed = roll !== undefined && !rolledId && sumCounted(roll.counted, "save") > 0;
      break;
    default:
      passed = roll !== undefined && rollTotal(roll) >= (target.need ?? 1);
  }
  ctx.emit({
    type: "avoidance",
    player: task.player,
    unit: target.unit,
    avoid: task.avoid,
    passed,
  });
  const outcome: Outcome = { unit: target.unit, passed, rolledId };
  if (roll?.totals) outcome.totals = roll.totals;
  if (last) outcome.icon = last.icon;
  const outcomes = [...task.outcomes, outcome];
  ctx.schedule({ ...task, t: "individual:next", index: index + 1, outcomes });
};

/**
 * The saves a unit needs against damage aimed at it alone: enough that what is left is less than
 * its health (docs/rulings.md). A unit of 2 health hit for 4 needs 3 saves.
 */
export function savesNeeded(ctx: Ctx, unit: string, damage: number): number {
  const d = dieInstance(ctx.state, unit);
  return d ? Math.max(0, damage - healthOf(d) + 1) : 0;
}

/** The units whose roll failed. */
export const failed = (outcomes: readonly Outcome[]): string[] =>
  outcomes.filter((o) => !o.passed).map((o) => o.unit);

/**
 * What a killed unit rolls in the DUA not to be buried: a save (Poison, Stomp, line 2022), or a
 * save or a maneuver (Firebreath, line 1920: a combination avoidance roll, line 606).
 */
export type BurialAvoid = "save" | "save-or-maneuver";

/** Kills a player's units (as `killUnits`), then buries them with no save (Swallow, Flame, Gore). */
export function killAndBury(ctx: Ctx, player: number, units: string[]): void {
  if (units.length === 0) return;
  ctx.schedule(
    { t: "damage:kill", player, dice: units, individual: true },
    { t: "individual:bury", player, units },
  );
}

const bury: HandlerOf<"individual:bury"> = (ctx, task) => {
  const player = task.player;
  const dead = task.units.filter((u) => dieInstance(ctx.state, u)?.at === "dua");
  if (dead.length > 0) buryUnits(ctx, player, dead);
};

/**
 * Units that cannot be rolled while the effect `name` of `owner` lasts (Stun, Web, Net, Sleep);
 * each keeps it while it stays where it is.
 */
export function keepFromRolling(
  ctx: Ctx,
  name: string,
  owner: number,
  units: string[],
  expires: Expiry,
): void {
  for (const unit of units) {
    const at = dieInstance(ctx.state, unit)?.at;
    if (at) addEffect(ctx, { name, owner, target: { unit, at }, expires, noRoll: true });
  }
}

const BURIAL_WANTS: Record<BurialAvoid, ResultName[]> = {
  save: ["save"],
  "save-or-maneuver": ["save", "maneuver"],
};

/**
 * Kills a player's units (to the DUA, through the owner's Stepped Damage like any killing);
 * with `burialSave` (true: a save) each then rolls in the DUA for it or is buried. With
 * `buryKin` (a Sneak Attack, a breath: line 2322) the Dragonkin among them are buried; otherwise
 * the units were targeted one by one (an individual-targeting effect: Sacrifice Dragonkin, line
 * 945).
 */
export function killUnits(
  ctx: Ctx,
  player: number,
  units: string[],
  burialSave: boolean | BurialAvoid = false,
  buryKin = false,
): void {
  if (units.length === 0) return;
  const kill: Task = { t: "damage:kill", player, dice: units };
  if (buryKin) kill.buryKin = true;
  else kill.individual = true;
  const then: Task[] = [kill];
  if (burialSave) {
    const avoid: BurialAvoid = burialSave === true ? "save" : burialSave;
    then.push({ t: "individual:burial-save", player, units, avoid });
  }
  ctx.schedule(...then);
}

/** Killed units still in the DUA roll each, or are buried. */
const burialSave: HandlerOf<"individual:burial-save"> = (ctx, task) => {
  const dead = task.units.filter((u) => dieInstance(ctx.state, u)?.at === "dua");
  if (dead.length === 0) return;
  ctx.schedule({ ...task, t: "individual:dua-saves", units: dead });
};

const duaSaves: HandlerOf<"individual:dua-saves"> = (ctx, task) => {
  ctx.schedule(...task.units.map((unit) => ({ ...task, t: "individual:dua-save" as const, unit })));
};

/** What a unit in the DUA rolls for: a save unless said (and in tasks saved before Firebreath). */
const avoidOf = (task: InTheDua): BurialAvoid => task.avoid ?? "save";

/**
 * One unit's roll in the DUA (SAIs other than normal results do nothing there, line 1683, so the
 * roll asks nothing); without a result it wanted, it is buried.
 */
const duaSave: HandlerOf<"individual:dua-save"> = (ctx, task) => {
  const d = dieInstance(ctx.state, task.unit);
  if (d?.at !== "dua") return;
  const avoid = avoidOf(task);
  const purpose = avoid === "save" ? PURPOSES.individualSave : PURPOSES.individualSaveOrManeuver;
  const spec = {
    ...rollFor(purpose, task.player, "dua", [d]),
    wants: BURIAL_WANTS[avoid],
  };
  startRolls(ctx, [spec], { ...task, t: "individual:dua-saved" });
};

const duaSaved: HandlerOf<"individual:dua-saved"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  const player = task.player;
  const unit = task.unit;
  const avoid = avoidOf(task);
  const passed = roll !== undefined && BURIAL_WANTS[avoid].some((r) => rollTotal(roll, r) > 0);
  ctx.emit({ type: "avoidance", player, unit, avoid, passed });
  if (!passed) buryUnits(ctx, player, [unit]);
};

/** Units flee to their reserve area (Roar, Scare, Seize). */
export function fleeToReserve(ctx: Ctx, player: number, units: string[]): void {
  // Dragonkin never leave their terrain (line 2324): they stay.
  const tables = tablesOf(ctx);
  const moved = units.filter((u) => {
    const d = dieInstance(ctx.state, u);
    return d !== undefined && atTerrain(d.at) && !isDragonkin(tables, d);
  });
  if (moved.length === 0) return;
  const from = dieInstance(ctx.state, moved[0] as string)?.at as Location;
  for (const u of moved) (dieInstance(ctx.state, u) as { at: Location }).at = "reserve";
  ctx.emit({ type: "moved", player, dice: moved, from, to: "reserve" });
  checkEighthFaces(ctx);
  checkVictory(ctx);
}

export const individualTasks = taskHandlers({
  "individual:next": next,
  "individual:rolled": rolled,
  "individual:burial-save": burialSave,
  "individual:bury": bury,
  "individual:dua-saves": duaSaves,
  "individual:dua-save": duaSave,
  "individual:dua-saved": duaSaved,
});
