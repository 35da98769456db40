// 2.9a Reforge Item (red, 3, Dwarf; rules/000 line 1556): one health-worth of the caster's buried
// items (magical items, artifacts, medallions) per casting comes back at once to the casting
// army. There its units must carry them like any other (line 2379: items-carrying.ts).
import type { DieState } from "../../kernel/state.ts";
import { dieInstance } from "../army.ts";
import type { SpellEffect } from "../spell-effects.ts";

export const reforgeItem: SpellEffect = {
  resolve(ctx, casting) {
    if (!("items" in casting.target)) return;
    const items = casting.target.items
      .map((id) => dieInstance(ctx.state, id))
      .filter((d): d is DieState => d?.at === "bua");
    if (items.length === 0) return;
    for (const d of items) d.at = casting.from;
    ctx.emit({
      type: "items-restored",
      player: casting.caster,
      items: items.map((d) => d.id),
      location: casting.from,
      by: casting.spell.id,
    });
  },
};
