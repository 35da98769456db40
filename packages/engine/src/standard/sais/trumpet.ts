// 2.9a Trumpet (rules/000 "Trumpet"), Special in a melee attack, melee avoidance or save roll:
// every Feral unit of the army doubles its melee and save results. A multiplying modifier on the
// roll (the multiply step); two Trumpets do not quadruple (line 1743): identical SAIs combine
// into one use, which doubles once. The race is the SAI's data (`SaiDef.actsOnSpecies`).
import { catalogDieById, dieInstance } from "../army.ts";
import { tablesOf } from "../edition-tables.ts";
import type { SaiEffect } from "../sai-effects.ts";

export const trumpet: SaiEffect = {
  immediate(ctx, roll) {
    const races = tablesOf(ctx).saiActsOn("Trumpet");
    const feral = roll.dice.filter((id) => {
      const d = dieInstance(ctx.state, id);
      const die = d && catalogDieById(d.die);
      return die?.kind === "unit" && races.has(die.species);
    });
    roll.modifiers.push({
      step: "multiply",
      source: "sai",
      label: "Trumpet",
      units: feral,
      results: ["melee", "save"],
      factor: 2,
    });
  },
};
