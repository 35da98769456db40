// Step 5 of a dragon attack, dragon against dragon (rules/000 line 356): dragons of colours that
// fight each other attack one another instead of the army.
import type { DragonBattle } from "../../kernel/dragon-battle.ts";
import type { Ctx } from "../../kernel/flow.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";

export function fightStep(_ctx: Ctx, _battle: DragonBattle): void {}

export const fightTasks: Readonly<Record<string, TaskHandler>> = {};
