// 2.9a Cloak (rules/000 line 1851), Special in a save roll: the army of the unit that rolled it
// gets its points of magical save results until the beginning of its owner's next turn: an army
// effect whose saves its save rolls count, this one included (the roll's add step), and the only
// saves that protect against Counter, Volley and Scorching Touch damage (damage.ts). Its magic
// results in other rolls, and its results against individual-targeting effects, come from the
// catalogue.
import { addEffect } from "../../kernel/effects.ts";
import type { SaiEffect } from "../sai-effects.ts";

export const cloak: SaiEffect = {
  immediate(ctx, roll, use) {
    addEffect(ctx, {
      name: "Cloak",
      owner: roll.player,
      target: { army: roll.player, at: roll.at },
      expires: "start-of-next-turn",
      adds: { save: use.points },
    });
  },
};
