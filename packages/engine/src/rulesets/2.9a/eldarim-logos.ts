// Step 1 of a dragon attack (rules/000 line 342): the army's Eldarim champions roll for their
// logos, which tame, slay or control dragons (lines 947-961).
import type { DragonBattle } from "../../kernel/dragon-battle.ts";
import type { Ctx } from "../../kernel/flow.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";

export function eldarimStep(_ctx: Ctx, _battle: DragonBattle): void {}

export const eldarimTasks: Readonly<Record<string, TaskHandler>> = {};
