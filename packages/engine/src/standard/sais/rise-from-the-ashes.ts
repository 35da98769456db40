// 2.9a Rise from the Ashes (rules/000 line 2038), Conditional: whenever a unit with this icon is
// killed or buried, it rolls at once, and if this icon comes up it goes to its owner's reserve
// area instead (the example of line 1709: it avoids being buried). Every killing (damage.ts) and
// every burial (burial.ts) asks `risesFromTheAshes`. Its saves in a save roll come from the
// catalogue; in a roll it has no other effect, so its registry entry is empty.
import type { Ctx } from "../../kernel/flow.ts";
import { rollNow } from "../../kernel/roll.ts";
import type { DieState, Location } from "../../kernel/state.ts";
import { catalogDie } from "../army.ts";
import { PURPOSES, rollFor } from "../purposes.ts";
import type { SaiEffect } from "../sai-effects.ts";

const ICON = "Rise from the Ashes";

/**
 * Rolls a unit being killed or buried if it has the icon: true when the icon comes up; the caller
 * then sends it to the reserve area and reports it with `rose`.
 */
export function risesFromTheAshes(ctx: Ctx, d: DieState): boolean {
  const die = catalogDie(d);
  if (die.kind === "terrain" || !die.faces.some((f) => f.icon === ICON)) return false;
  const roll = rollNow(ctx, rollFor(PURPOSES.riseFromTheAshes, d.owner, d.at, [d]));
  const last = roll.faces.at(-1);
  return last !== undefined && die.faces[last.face]?.icon === ICON;
}

/** A unit that rose from the ashes, and where it was killed or buried from. */
export interface Risen {
  die: DieState;
  from: Location;
}

/** Reports units that rose from the ashes, now in their reserve area. */
export function rose(ctx: Ctx, player: number, risen: readonly Risen[]): void {
  const purpose = PURPOSES.riseFromTheAshes.name;
  for (const { die: d, from } of risen) {
    const die = catalogDie(d);
    const points =
      die.kind === "terrain" ? 0 : (die.faces.find((f) => f.icon === ICON)?.count ?? 0);
    ctx.emit({ type: "sai", player, name: ICON, purpose, points, dice: [d.id] });
    ctx.emit({ type: "moved", player, dice: [d.id], from, to: "reserve" });
  }
}

export const riseFromTheAshes: SaiEffect = {};
