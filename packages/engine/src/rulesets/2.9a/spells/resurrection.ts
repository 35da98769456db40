// 2.9a resurrection (rules/000 lines 1213, 1258, 1448, 1538): Reanimate Dead (black), Breath of
// Life (blue), Water of Life (green, Treefolk) and Spark of Life (red) each bring one health-worth
// of the caster's dead units back into the casting army; castings of any of them at one set of
// units add up (line 1171), so three bring back a 3-health unit (the example at line 1089). Cast
// from the reserve area, the units join the reserve army.
import { dieInstance } from "../army.ts";
import { applyExchange } from "../promotion.ts";
import type { SpellEffect } from "../spell-effects.ts";

export const resurrection: SpellEffect = {
  combines: "resurrect",
  resolve(ctx, casting) {
    if (!("units" in casting.target)) return;
    const back = casting.target.units.filter((id) => {
      const d = dieInstance(ctx.state, id);
      return d?.at === "dua" && d.owner === casting.caster;
    });
    if (back.length === 0) return;
    applyExchange(
      ctx,
      casting.caster,
      casting.from,
      { recruits: back, promotions: [] },
      casting.spell.name,
    );
  },
};
