// 2.9a Roar (rules/000 "Roar"), Special in a melee attack: the roaring army's player picks up to
// its points of health-worth of defending units (an offensive SAI its roller targets: at least one,
// line 1751), and they flee at once to their reserve area, before the defenders roll saves.
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance } from "../army.ts";
import { mayLeave } from "../dragonkin.ts";
import { tablesOf } from "../edition-tables.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askDefenders } from "../sai-targets.ts";
import { checkEighthFaces, checkVictory } from "../victory.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The defending army (as `askDefenders` adds it) and the units picked, when given. */
    "sai:roar": { player: number; at: Location; targets?: string[] };
  }
}

const flee: HandlerOf<"sai:roar"> = (ctx, task) => {
  const player = task.player;
  const from = task.at;
  // Dragonkin never leave their terrain (line 2324): picked, they stay.
  const ids = mayLeave(tablesOf(ctx), ctx.state, task.targets ?? answer(ctx, "sai-targets"));
  if (ids.length === 0) return;
  for (const id of ids) {
    const d = dieInstance(ctx.state, id);
    if (d) d.at = "reserve";
  }
  ctx.emit({ type: "moved", player, dice: ids, from, to: "reserve" });
  checkEighthFaces(ctx);
  checkVictory(ctx);
};

export const roar: SaiEffect = {
  immediate: (ctx, roll, use) => askDefenders(ctx, roll, use, { t: "sai:roar" }),
  tasks: taskHandlers({ "sai:roar": flee }),
};
