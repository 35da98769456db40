// 2.9a resurrection (rules/000 lines 1213, 1258, 1448, 1538): Reanimate Dead (black), Breath of
// Life (blue), Water of Life (green, Treefolk) and Spark of Life (red) each bring one health-worth
// of the caster's dead units back into the casting army; castings of any of them at one set of
// units add up (line 1171), so three bring back a 3-health unit (the example at line 1089). Cast
// from the reserve area, the units join the reserve army; with a Cantrip's points during a roll,
// they roll at once with their army (line 1715).
import type { Ctx } from "../../kernel/flow.ts";
import type { Location } from "../../kernel/state.ts";
import { dieInstance } from "../army.ts";
import { applyExchange } from "../promotion.ts";
import { joinRoll } from "../sais/either.ts";
import type { Casting, SpellEffect } from "../spell-effects.ts";

/**
 * Brings dead units into the casting army; cast with a Cantrip's points, they join the roll the
 * Cantrip suspended, if it is their army's (line 1715).
 */
export function bringBack(
  ctx: Ctx,
  casting: Pick<Casting, "caster" | "from" | "cantrip">,
  units: string[],
  by: string,
): void {
  const { caster, from } = casting;
  applyExchange(ctx, caster, from as Location, { recruits: units, promotions: [] }, by);
  if (!casting.cantrip) return;
  const roll = ctx.state.rolls.find((r) => r.player === caster && r.at === from);
  if (roll) joinRoll(roll, units);
}

export const resurrection: SpellEffect = {
  combines: "resurrect",
  resolve(ctx, casting) {
    if (!("units" in casting.target)) return;
    const back = casting.target.units.filter((id) => {
      const d = dieInstance(ctx.state, id);
      return d?.at === "dua" && d.owner === casting.caster;
    });
    if (back.length > 0) bringBack(ctx, casting, back, casting.spell.name);
  },
};
