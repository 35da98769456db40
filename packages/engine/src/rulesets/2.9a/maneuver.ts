// 2.9a "First March", Maneuver: announce without revealing the direction, opponents at the
// terrain may counter-maneuver, all roll at once, ties go to the acting army, the terrain turns
// one step (or the eighth face is lost to the maneuvering army).
import { terrainEffects } from "../../kernel/effects.ts";
import { type Roll, rollTotal, startRolls, takeRolls } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { atTerrain, type Location } from "../../kernel/state.ts";
import { answer } from "./answers.ts";
import { opponentsAt, terrainAt, unitsAt } from "./army.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { replantingSteps } from "./racial-actions.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

export type Direction = "up" | "down";

const ask: TaskHandler = (ctx, task) => {
  const at = task.at as Location;
  const player = ctx.state.turn?.player as number;
  const terrain = terrainAt(ctx.state, at);
  // Up unless on the eighth face, down unless on the first.
  const options: { maneuver: Direction | null }[] =
    terrain.face === 8
      ? [{ maneuver: "down" }, { maneuver: null }]
      : terrain.face > 1
        ? [{ maneuver: "up" }, { maneuver: "down" }, { maneuver: null }]
        : [{ maneuver: "up" }, { maneuver: null }];
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
    { t: "maneuver:announced", at },
  );
};

const announced: TaskHandler = (ctx, task) => {
  const at = task.at as Location;
  const { maneuver } = answer<{ maneuver: Direction | null }>(ctx);
  const player = ctx.state.turn?.player as number;
  if (maneuver === null) {
    // 2.9a Treefolk, Replanting: after the maneuver step, before the action.
    ctx.schedule(...replantingSteps(ctx.state, player, at), { t: "action:choose", at });
    return;
  }
  const opponents = opponentsAt(ctx.state, player, at);
  if (opponents.length === 0) {
    ctx.schedule({ t: "maneuver:resolve", at, direction: maneuver, counter: [] });
    return;
  }
  ctx.ask(
    opponents.map((p) => ({
      player: p,
      kind: "counter-maneuver",
      prompt: "The acting army is maneuvering your terrain. Counter-maneuver?",
      options: [true, false],
    })),
    { t: "maneuver:countered", at, direction: maneuver, opponents },
  );
};

const countered: TaskHandler = (ctx, task) => {
  const opponents = task.opponents as number[];
  const counter = opponents.filter((_, i) => answer<boolean>(ctx, i));
  ctx.schedule({ t: "maneuver:resolve", at: task.at, direction: task.direction, counter });
};

/** The acting army and every counter-maneuvering army roll at the same time. */
const resolve: TaskHandler = (ctx, task) => {
  const { state } = ctx;
  const at = task.at as Location;
  const player = state.turn?.player as number;
  const counter = task.counter as number[];
  if (counter.length === 0) {
    ctx.schedule({ ...task, t: "maneuver:rolled", rolls: [] });
    return;
  }
  // The maneuvering army's Delayed SAIs (Wave) act on every counter-maneuvering army's roll.
  const aimsAt = counter.map((_, i) => i + 1);
  const rolls = [
    { ...rollFor(PURPOSES.maneuver, player, at, unitsAt(state, player, at)), aimsAt },
    ...counter.map((p) => rollFor(PURPOSES.counterManeuver, p, at, unitsAt(state, p, at))),
  ];
  startRolls(ctx, rolls, { ...task, t: "maneuver:rolled" });
};

/**
 * The maneuver succeeds unless an opposing army rolled more: the acting army wins ties, unless an
 * effect on the terrain gives them to the non-acting player (2.9a Fields of Ice, line 1275).
 */
const rolled: TaskHandler = (ctx, task) => {
  const { state } = ctx;
  const at = task.at as Location;
  const player = state.turn?.player as number;
  const [mine, ...theirs] = takeRolls(state, task);
  const tiesLost =
    atTerrain(at) && terrainEffects(state, terrainAt(state, at).id).some((e) => e.tiesToNonActing);
  const fallsShort = (r: Roll, m: Roll) =>
    tiesLost ? rollTotal(r) < rollTotal(m) : rollTotal(r) <= rollTotal(m);
  const success = !mine || theirs.every((r) => fallsShort(r, mine));
  const terrain = terrainAt(state, at);
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
  ctx.schedule(...replantingSteps(state, player, at), { t: "action:choose", at });
};

export const maneuverTasks: Record<string, TaskHandler> = {
  "maneuver:ask": ask,
  "maneuver:announced": announced,
  "maneuver:countered": countered,
  "maneuver:resolve": resolve,
  "maneuver:rolled": rolled,
};
