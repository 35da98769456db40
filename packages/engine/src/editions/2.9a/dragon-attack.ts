// 2.9a "Dragon Attack Phase" (rules/000 lines 322-392): after the initial effects, wherever the
// marching player has an army at a terrain with dragons, the dragons attack it, one terrain after
// another in the order that player chooses, each in eight steps:
//   1 eldarim    the army's Eldarim champions roll for their logos (tame, slay, control);
//   2 roll       the attacking dragons roll; a Tail rolls its dragon again;
//   3 breaths    the breaths, by colour (dragon-breath.ts);
//   4 treasures  a Treasure lets the army promote a unit (two for a white dragon);
//   5 fight      dragons of different colours fight each other instead (dragon-fight.ts);
//   6 respond    the army's combination roll: melee, missile and saves (dragon-response.ts);
//                first, Resist Fear lets calmed Dragonkin roll (racial/resist-fear.ts);
//   7 slay       slain dragons go back to their summoning pools; the army may promote;
//   8 wings      surviving dragons that rolled Wings fly back to their pools.
// The battle lives in `state.dragonBattle` while it is fought; each step reads it and adds to it.

import type { Ctx, TaskOf } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { type GameState, terrainLocation } from "../../kernel/state.ts";
import { answer } from "../../standard/answers.ts";
import { hasUnitsAt, terrainsInPlay } from "../../standard/army.ts";
import { armyStands, battleArmyAt, rollDragon, rolling, standing } from "../../standard/battle.ts";
import type { DragonBattle } from "../../standard/dragon-battle.ts";
import { breathStep } from "../../standard/dragon-breath.ts";
import { fightersFlying, fightStep } from "../../standard/dragon-fight.ts";
import { askPromotions } from "../../standard/dragon-promotions.ts";
import { respondStep } from "../../standard/dragon-response.ts";
import {
  dragonById,
  dragonSides,
  terrainsWithDragons,
  treasurePromotions,
} from "../../standard/dragons.ts";
import { tablesOf } from "../../standard/edition-tables.ts";
import { eldarimStep, promotionRefused } from "../../standard/eldarim-logos.ts";
import { resistFearStep } from "../../standard/racial/resist-fear.ts";
import { untameWhiteDragons } from "../../standard/tamed-dragons.ts";

/**
 * The terrains (ids) where the player's army shares the terrain with dragons, in table order, but
 * those in `done` (their attack is over). Pushed into one list, empty or not: lists made by
 * `filter` or `map`, or an empty literal, are of other array kinds, and `next` was optimized
 * again for each.
 */
export function battleTerrains(
  state: GameState,
  player: number,
  done: readonly string[],
): string[] {
  const left: string[] = [];
  const withDragons = terrainsWithDragons(state);
  if (withDragons.size === 0) return left;
  for (const t of terrainsInPlay(state)) {
    if (
      withDragons.has(t.id) &&
      !done.includes(t.id) &&
      hasUnitsAt(state, player, terrainLocation(t.id))
    ) {
      left.push(t.id);
    }
  }
  return left;
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The terrains (ids) whose attack is done: none when the phase starts. */
    "turn:dragon-attacks": { done?: string[] };
    "dragon:next": { done?: string[] };
    /** The attack at `terrain`: given when it was the only one, or the answer. */
    "dragon:battle": { terrain?: string; done?: string[] };
    "dragon:step": { step: number };
    "dragon:end": object;
  }
}

/** The phase: the next terrain's attack, until every terrain with dragons has had its own. */
const next = (ctx: Ctx, task: TaskOf<"turn:dragon-attacks" | "dragon:next">): void => {
  const player = ctx.state.turn?.player;
  if (player === undefined) return;
  const done = task.done ?? [];
  const left = battleTerrains(ctx.state, player, done);
  const [only] = left;
  if (only === undefined) return;
  if (left.length === 1) {
    ctx.schedule({ t: "dragon:battle", terrain: only, done });
    return;
  }
  ctx.ask(
    [
      {
        player,
        kind: "choose-dragon-battle",
        prompt:
          "Dragons attack your armies at several terrains: which army faces its dragons first?",
        options: left.map((terrain) => ({ terrain })),
      },
    ],
    { t: "dragon:battle", done },
  );
};

/** The steps of one attack, in order (line 336). */
const STEPS: readonly ((ctx: Ctx, battle: DragonBattle) => void)[] = [
  eldarimStep,
  rollStep,
  breathStep,
  treasureStep,
  fightStep,
  resistFearStep,
  respondStep,
  slayStep,
  wingsStep,
];

/** Starts the attack at a terrain: which dragons attack the army, then the steps. */
const battle: HandlerOf<"dragon:battle"> = (ctx, task) => {
  const player = ctx.state.turn?.player as number;
  const terrain = task.terrain ?? answer(ctx, "choose-dragon-battle").terrain;
  const done = [...(task.done ?? []), terrain];
  untameWhiteDragons(ctx, terrain);
  const sides = dragonSides(ctx.state, terrain);
  ctx.state.dragonBattle = { player, terrain, dragons: [], slain: [], banished: [] };
  // Which of them attack: tamed dragons only as their controllers wish (tamed-dragons.ts).
  ctx.schedule(
    { t: "dragon:attackers", dragons: sides.army },
    { t: "dragon:step", step: 0 },
    { t: "dragon:end" },
    { t: "dragon:next", done },
  );
};

/**
 * Runs the steps from `step` on. A step that asks for decisions or schedules work stops the run:
 * the next step waits under what it added (as a roll's stages do).
 */
const step: HandlerOf<"dragon:step"> = (ctx, task) => {
  const stack = ctx.state.stack;
  for (let i = task.step; i < STEPS.length; i++) {
    const battle = ctx.state.dragonBattle;
    if (!battle) return;
    const depth = stack.length;
    (STEPS[i] as (ctx: Ctx, battle: DragonBattle) => void)(ctx, battle);
    if (stack.length !== depth && i + 1 < STEPS.length) {
      stack.splice(depth, 0, { t: "dragon:step", step: i + 1 });
      return;
    }
  }
};

const end: HandlerOf<"dragon:end"> = (ctx) => {
  ctx.state.dragonBattle = null;
};

/** Step 2 (line 346): each attacking dragon rolls; a Tail rolls it again, and both count. */
function rollStep(ctx: Ctx, battle: DragonBattle): void {
  const dragons = rolling(battle);
  if (dragons.length === 0) return;
  for (const d of dragons) d.faces.push(...rollDragon(ctx, d.id));
  ctx.emit({
    type: "dragons-rolled",
    player: battle.player,
    terrain: battle.terrain,
    dragons: dragons.map((d) => ({ dragon: d.id, faces: [...d.faces] })),
  });
}

/**
 * Step 4 (line 350, line 1039): each Treasure lets the army promote one unit (a white dragon's
 * two). The Treasures of all the dragons are resolved together, in one exchange: each unit is
 * promoted once and those brought back are not promoted again (as in the slaying's promotions,
 * line 1041); one decision per Treasure would offer the same units and dead units twice.
 */
function treasureStep(ctx: Ctx, battle: DragonBattle): void {
  if (!armyStands(ctx.state, battle)) return;
  let most = 0;
  for (const d of rolling(battle)) {
    const treasures = d.faces.filter((f) => f === "Treasure").length;
    most += treasures * treasurePromotions(tablesOf(ctx), dragonById(ctx.state, d.id));
  }
  if (most > 0) askPromotions(ctx, battle.player, battleArmyAt(battle), most, "Treasure");
}

/** Step 7 (line 384): slain dragons go back to their pools (banished ones out); promotions. */
function slayStep(ctx: Ctx, battle: DragonBattle): void {
  if (battle.slain.length === 0) return;
  for (const id of battle.slain) {
    const d = ctx.state.dice.find((x) => x.id === id);
    if (d) d.at = battle.banished.includes(id) ? "out" : "pool";
  }
  ctx.emit({
    type: "dragons-slain",
    player: battle.player,
    terrain: battle.terrain,
    dragons: [...battle.slain],
    banished: [...battle.banished],
  });
  if (promotionRefused(tablesOf(ctx), ctx.state, battle)) return;
  if (!armyStands(ctx.state, battle)) return;
  askPromotions(ctx, battle.player, battleArmyAt(battle), null, "slaying a dragon");
}

/**
 * Step 8 (line 388): surviving dragons that rolled Wings fly back to their summoning pools, those
 * that attacked the army and those that fought dragons.
 */
function wingsStep(ctx: Ctx, battle: DragonBattle): void {
  const flying = [
    ...standing(battle)
      .filter((d) => d.faces.includes("Wing"))
      .map((d) => d.id),
    ...fightersFlying(battle),
  ];
  if (flying.length === 0) return;
  for (const id of flying) {
    const d = ctx.state.dice.find((x) => x.id === id);
    if (d) d.at = "pool";
  }
  ctx.emit({ type: "dragons-flew", terrain: battle.terrain, dragons: flying });
}

export const dragonAttackTasks = taskHandlers({
  "turn:dragon-attacks": next,
  "dragon:next": next,
  "dragon:battle": battle,
  "dragon:step": step,
  "dragon:end": end,
});
