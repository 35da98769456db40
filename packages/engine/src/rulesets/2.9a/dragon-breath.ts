// Step 3 of a dragon attack, the breaths (rules/000 line 348, lines 672-690): each Breath rolled
// kills five health-worth of units of the army, chosen by the army's owner.
import type { DragonBattle } from "../../kernel/dragon-battle.ts";
import type { Ctx } from "../../kernel/flow.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import { armyStands, battleArmyAt, rolling } from "./battle.ts";

/** Health-worth of units one breath kills (line 676). */
const BREATH_HEALTH = 5;

export function breathStep(ctx: Ctx, battle: DragonBattle): void {
  if (!armyStands(ctx.state, battle)) return;
  const breaths = rolling(battle).reduce(
    (n, d) => n + d.faces.filter((f) => f === "Breath").length,
    0,
  );
  if (breaths === 0) return;
  ctx.schedule({
    t: "damage:casualties",
    player: battle.player,
    at: battleArmyAt(battle),
    damage: breaths * BREATH_HEALTH,
    vs: "dragon",
  });
}

export const breathTasks: Readonly<Record<string, TaskHandler>> = {};
