// 2.9a Explode Stone (gold, 4, Dwarf; rules/000 line 1366): an enemy's common (1-health) magical
// item in play is buried at once; castings target several items.
import { dieInstance } from "../army.ts";
import { itemOf } from "../items.ts";
import type { SpellEffect } from "../spell-effects.ts";

export const explodeStone: SpellEffect = {
  allows: (state, _caster, t) => {
    const d = "item" in t ? dieInstance(state, t.item) : undefined;
    const item = d ? itemOf(d) : null;
    return item?.itemType === "magical-item" && item.size === "common";
  },
  resolve(ctx, casting) {
    if (!("item" in casting.target)) return;
    const d = dieInstance(ctx.state, casting.target.item);
    if (!d) return;
    const location = d.at;
    d.at = "bua";
    ctx.emit({
      type: "items-buried",
      player: d.owner,
      items: [d.id],
      location,
      by: casting.spell.id,
    });
  },
};
