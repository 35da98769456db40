// 2.9a "First March", Maneuver: announce without revealing the direction, opponents at the
// terrain may counter-maneuver, all roll at once, ties go to the acting army, the terrain turns
// one step (or the eighth face is lost to the maneuvering army). A Night Moves spell (line 1244)
// makes a maneuver attempt out of the march (`night`: the caster's army must attempt it, and no
// action follows, line 2626); a Mire (line 1504) keeps armies from attempting one, a Wall of
// Thorns (line 1528) hurts an army whose maneuver turns the terrain, and under Fields of Ice ties
// go to the non-acting player. A successful maneuver may bring a minor terrain into the army
// instead of turning the terrain (line 2236, minor-terrains.ts).
import { terrainEffects } from "../kernel/effects.ts";
import { type Ctx, nextTask, type Task } from "../kernel/flow.ts";
import { type Roll, rollTotal, startRolls, takeRolls } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { atTerrain, type Location } from "../kernel/state.ts";
import { withFields } from "../kernel/with-fields.ts";
import { answer } from "./answers.ts";
import { armyHealth, opponentsAt, terrainAt, unitsAt } from "./army.ts";
import { tablesOf } from "./edition-tables.ts";
import { bringIn, minorTerrainsToBring } from "./minor-terrains.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { replantingSteps } from "./racial/replanting.ts";
import { refusedRoll } from "./saves-only.ts";
import { afterCapture } from "./special-terrains.ts";
import { mired } from "./spells/mire.ts";
import { thorny } from "./spells/wall-of-thorns.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

export type Direction = "up" | "down";

/**
 * What a maneuver attempts: to turn the terrain up or down, or to bring in the minor terrain
 * `minor` (a die in the summoning pool, line 402); null: no maneuver.
 */
export type ManeuverChoice =
  | { maneuver: Direction | null; minor?: undefined }
  | { maneuver: "minor"; minor: string };

/** What a maneuver attempt carries from one of its tasks to the next. */
type Attempt = {
  /** The army's terrain. */
  at: Location;
  /** The maneuvering player, when not the marching one (a Night Moves' caster). */
  player?: number;
  /** A Night Moves' maneuver: the army must attempt it, and no action follows (line 2626). */
  night?: boolean;
};

/** The maneuver announced: its direction, or the minor terrain it would bring in. */
type Announced = Attempt & { player: number } & (
    | { direction: Direction }
    | { direction: "minor"; minor: string }
  );

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "maneuver:ask": Attempt;
    "maneuver:announced": Attempt & { player: number };
    /** The opponents asked whether they counter-maneuver, in the order of the answers. */
    "maneuver:countered": Announced & { opponents: number[] };
    /** The opponents who counter-maneuver. */
    "maneuver:resolve": Announced & { opponents?: number[]; counter: number[] };
    "maneuver:rolled": Announced & { opponents?: number[]; counter: number[]; rolls: number[] };
    "maneuver:thorns": { player: number; at: Location };
    "maneuver:thorns-rolled": { player: number; at: Location; rolls: number[] };
  }
}

/** The maneuvering player: the marching player, or a Night Moves' caster. */
const mover = (ctx: Ctx, task: Attempt): number =>
  task.player ?? (ctx.state.turn?.player as number);

function afterManeuver(ctx: Ctx, task: Attempt, player: number, at: Location): void {
  ctx.scheduleAll(afterManeuverTasks(ctx, task, player, at));
}

/** What follows the maneuver step of a march: Replanting, then the action; nothing after a Night Moves. */
function afterManeuverTasks(ctx: Ctx, task: Attempt, player: number, at: Location): Task[] {
  if (task.night === true) return [];
  return [...replantingSteps(tablesOf(ctx), ctx.state, player, at), { t: "action:choose", at }];
}

const ask: HandlerOf<"maneuver:ask"> = (ctx, task) => {
  const at = task.at;
  const player = mover(ctx, task);
  const terrain = terrainAt(ctx.state, at);
  // Under a Mire no army there may attempt to turn the terrain (line 1504); under a Blue Dragon
  // Breath the army may not roll for it (line 680).
  if (mired(ctx.state, terrain.id) || refusedRoll(ctx, player, at, "maneuver")) {
    afterManeuver(ctx, task, player, at);
    return;
  }
  // Up unless on the eighth face, down unless on the first; a Night Moves' army must attempt it.
  const options: ManeuverChoice[] =
    terrain.face === 8
      ? [{ maneuver: "down" }]
      : terrain.face > 1
        ? [{ maneuver: "up" }, { maneuver: "down" }]
        : [{ maneuver: "up" }];
  for (const d of minorTerrainsToBring(ctx.state, player, at)) {
    options.push({ maneuver: "minor", minor: d.id });
  }
  if (task.night !== true) options.push({ maneuver: null });
  ctx.ask(
    [
      {
        player,
        kind: "maneuver",
        prompt: "Maneuver the terrain? Your direction stays hidden from the other players.",
        // Secret requests name every field in this order: see Ctx.ask in flow.ts.
        data: undefined,
        options,
        secret: true,
      },
    ],
    nextTask(task, "maneuver:announced", { player }),
  );
};

const announced: HandlerOf<"maneuver:announced"> = (ctx, task) => {
  const at = task.at;
  const choice = answer(ctx, "maneuver");
  const player = mover(ctx, task);
  if (choice.maneuver === null) {
    // 2.9a Treefolk, Replanting: after the maneuver step, before the action.
    afterManeuver(ctx, task, player, at);
    return;
  }
  // An army under a Blue Dragon Breath may not counter-maneuver (line 680).
  const opponents = opponentsAt(ctx.state, player, at).filter(
    (p) => !refusedRoll(ctx, p, at, "counter-maneuver"),
  );
  // The direction, or the minor terrain the maneuver would bring in.
  const direction =
    choice.maneuver === "minor"
      ? { direction: choice.maneuver, minor: choice.minor }
      : { direction: choice.maneuver };
  if (opponents.length === 0) {
    ctx.schedule(nextTask(task, "maneuver:resolve", withFields(direction, { counter: [] })));
    return;
  }
  ctx.ask(
    opponents.map((p) => ({
      player: p,
      kind: "counter-maneuver",
      prompt: "The acting army is maneuvering your terrain. Counter-maneuver?",
      options: [true, false],
    })),
    nextTask(task, "maneuver:countered", withFields(direction, { opponents })),
  );
};

const countered: HandlerOf<"maneuver:countered"> = (ctx, task) => {
  const opponents = task.opponents;
  const counter = opponents.filter((_, i) => answer(ctx, "counter-maneuver", i));
  ctx.schedule(nextTask(task, "maneuver:resolve", { counter }));
};

/** The acting army and every counter-maneuvering army roll at the same time. */
const resolve: HandlerOf<"maneuver:resolve"> = (ctx, task) => {
  const { state } = ctx;
  const at = task.at;
  const player = mover(ctx, task);
  const counter = task.counter;
  if (counter.length === 0) {
    ctx.schedule(nextTask(task, "maneuver:rolled", { rolls: [] }));
    return;
  }
  // The maneuvering army's Delayed SAIs (Wave) act on every counter-maneuvering army's roll.
  const aimsAt = counter.map((_, i) => i + 1);
  const rolls = [
    withFields(rollFor(PURPOSES.maneuver, player, at, unitsAt(state, player, at)), { aimsAt }),
    ...counter.map((p) => rollFor(PURPOSES.counterManeuver, p, at, unitsAt(state, p, at))),
  ];
  startRolls(ctx, rolls, { ...task, t: "maneuver:rolled" });
};

/**
 * The maneuver succeeds unless an opposing army rolled more: the acting army wins ties, unless an
 * effect on the terrain gives them to the non-acting player (2.9a Fields of Ice, line 1275).
 */
const rolled: HandlerOf<"maneuver:rolled"> = (ctx, task) => {
  const { state } = ctx;
  const at = task.at;
  const player = mover(ctx, task);
  const [mine, ...theirs] = takeRolls(state, task);
  const tiesLost =
    atTerrain(at) && terrainEffects(state, terrainAt(state, at).id).some((e) => e.tiesToNonActing);
  const fallsShort = (r: Roll, m: Roll) =>
    tiesLost ? rollTotal(r) < rollTotal(m) : rollTotal(r) <= rollTotal(m);
  const success = !mine || theirs.every((r) => fallsShort(r, mine));
  const terrain = terrainAt(state, at);
  if (task.direction === "minor") {
    // Instead of turning the terrain: the minor terrain comes in and is rolled (line 2236).
    const from = terrain.face;
    ctx.emit({ type: "maneuver", player, terrain: terrain.id, success, from, to: from });
    const next = afterManeuverTasks(ctx, task, player, at);
    if (success) bringIn(ctx, player, at, task.minor, next);
    else ctx.scheduleAll(next);
    return;
  }
  const from = terrain.face;
  const holder = terrain.controller;
  if (success) {
    if (terrain.face === 8) {
      // Out-maneuvered (or turned down by its own holder): back to the seventh face.
      terrain.face = 7;
      terrain.controller = null;
    } else {
      terrain.face += task.direction === "up" ? 1 : -1;
      if (terrain.face === 8) terrain.controller = player;
    }
  }
  // The maneuver is told first, then what it caused, so that a log reads in order.
  ctx.emit({ type: "maneuver", player, terrain: terrain.id, success, from, to: terrain.face });
  if (success && from === 8 && holder !== null) {
    ctx.emit({ type: "control-lost", player: holder, terrain: terrain.id });
  }
  if (terrain.face === 8 && from !== 8) ctx.emit({ type: "capture", player, terrain: terrain.id });
  checkEighthFaces(ctx);
  checkVictory(ctx);
  afterManeuver(ctx, task, player, at);
  // A Wall of Thorns hurts the army whose maneuver turned the terrain (line 1528), before the
  // march goes on.
  if (from !== terrain.face && thorny(state, terrain.id)) {
    ctx.schedule({ t: "maneuver:thorns", player, at });
  }
  // A Castle's capturer declares its type at once (line 2292).
  if (terrain.face === 8 && from !== 8 && !state.winner) afterCapture(ctx, terrain);
};

/**
 * 2.9a Wall of Thorns (line 1528): the army takes damage equal to its health-worth, less one for
 * each melee result of its melee avoidance roll (line 598: Smite and Counter count); only magical
 * saves stand against the rest, as against other damage with no save roll.
 */
const thorns: HandlerOf<"maneuver:thorns"> = (ctx, task) => {
  const { player, at } = task;
  const units = unitsAt(ctx.state, player, at);
  if (units.length === 0) return;
  const spec = rollFor(PURPOSES.meleeAvoidance, player, at, units);
  startRolls(ctx, [spec], { ...task, t: "maneuver:thorns-rolled" });
};

const thornsRolled: HandlerOf<"maneuver:thorns-rolled"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  if (!roll) return;
  const { player, at } = task;
  const damage = armyHealth(ctx.state, player, at) - rollTotal(roll, "melee");
  if (damage > 0) ctx.schedule({ t: "damage:unsaved", player, at, damage });
};

export const maneuverTasks = taskHandlers({
  "maneuver:ask": ask,
  "maneuver:announced": announced,
  "maneuver:countered": countered,
  "maneuver:resolve": resolve,
  "maneuver:rolled": rolled,
  "maneuver:thorns": thorns,
  "maneuver:thorns-rolled": thornsRolled,
});
