// 2.9a "Reserve Movement": first reinforce (reserve units go to any terrains), then retreat
// (units at terrains go to the reserve area).
import type { Ctx } from "../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { atTerrain, terrainLocation } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, ownedUnits, terrainsInPlay } from "./army.ts";
import { tablesOf } from "./edition-tables.ts";
import { terrainFlightSteps } from "./racial/terrain-flight.ts";
import { ridingSteps } from "./tamed-dragons.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "reserves:reinforce": object;
    "reserves:reinforced": { player: number };
    "reserves:retreat": object;
    "reserves:retreated": { player: number };
  }
}

const reinforce: HandlerOf<"reserves:reinforce"> = (ctx) => {
  const { state } = ctx;
  const player = state.turn?.player as number;
  const units: string[] = [];
  for (const { d } of ownedUnits(state, player)) if (d.at === "reserve") units.push(d.id);
  if (units.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "reinforce",
        prompt: "Reinforce: send any of your reserve units to terrains.",
        data: { units, terrains: terrainsInPlay(state).map((t) => t.id) },
      },
    ],
    { t: "reserves:reinforced", player },
  );
};

const reinforced: HandlerOf<"reserves:reinforced"> = (ctx, task) => {
  const player = task.player;
  const moves = answer(ctx, "reinforce");
  // Made at the first move: most reinforcements move nobody.
  let byTerrain: Map<string, string[]> | null = null;
  for (const id in moves) {
    const d = dieInstance(ctx.state, id);
    if (!d) continue;
    const terrain = moves[id] as string;
    d.at = terrainLocation(terrain);
    byTerrain ??= new Map();
    const group = byTerrain.get(terrain);
    if (group) group.push(id);
    else byTerrain.set(terrain, [id]);
  }
  if (byTerrain === null) return;
  for (const [terrain, dice] of byTerrain) {
    ctx.emit({ type: "moved", player, dice, from: "reserve", to: terrainLocation(terrain) });
  }
};

const retreat: HandlerOf<"reserves:retreat"> = (ctx) => {
  const { state } = ctx;
  const player = state.turn?.player as number;
  const units: string[] = [];
  // Dragonkin never leave their terrain (line 2324).
  const kin = tablesOf(ctx).dragonkin;
  for (const { d, unit } of ownedUnits(state, player)) {
    if (atTerrain(d.at) && !kin.has(unit.species)) units.push(d.id);
  }
  if (units.length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "retreat",
        prompt: "Retreat: move any units from terrains to your reserve area.",
        data: { units },
      },
    ],
    { t: "reserves:retreated", player },
  );
};

const retreated: HandlerOf<"reserves:retreated"> = (ctx, task) => {
  const player = task.player;
  const ids = answer(ctx, "retreat");
  // Most retreats move nobody.
  if (ids.length > 0) toReserve(ctx, player, ids);
  // Still in the retreat step: Terrain Flight (racial/terrain-flight.ts), then the riders of tamed
  // dragons (tamed-dragons.ts, lines 985, 997).
  // Scheduled last first (each goes before those scheduled), not joined: both are almost always
  // empty.
  ctx.scheduleAll(ridingSteps(ctx.state, player));
  ctx.scheduleAll(terrainFlightSteps(tablesOf(ctx), ctx.state, player));
};

/** Units retreat from their terrains to the reserve area, reported by the terrain they left. */
function toReserve(ctx: Ctx, player: number, ids: readonly string[]): void {
  const from = new Map<string, string[]>();
  for (const id of ids) {
    const d = dieInstance(ctx.state, id);
    if (!d) continue;
    const group = from.get(d.at);
    if (group) group.push(id);
    else from.set(d.at, [id]);
    d.at = "reserve";
  }
  for (const [at, dice] of from) ctx.emit({ type: "moved", player, dice, from: at, to: "reserve" });
  // Leaving a terrain may give up its eighth face or leave a player with no units in play.
  if (from.size > 0) {
    checkEighthFaces(ctx);
    checkVictory(ctx);
  }
}

export const reserveTasks = taskHandlers({
  "reserves:reinforce": reinforce,
  "reserves:reinforced": reinforced,
  "reserves:retreat": retreat,
  "reserves:retreated": retreated,
});
