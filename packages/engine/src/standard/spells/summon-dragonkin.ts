// 2.9a Summon Dragonkin (basic, 3; rules/000 line 1587): one health-worth of the caster's
// Dragonkin in the summoning pool, of the magic's colour, joins the casting army at once; more
// castings, more health. Never into the reserve area (line 2314: the spell is not castable from
// it, line 532). Cast with a Cantrip's points during a roll, they roll at once with their army
// (line 1715), as units brought back do.
import type { MagicColor } from "@dragondice/catalog";
import type { Table } from "../../kernel/state.ts";
import { dieInstance, unitOf } from "../army.ts";
import { isDragonkin, kinColor } from "../dragonkin.ts";
import type { EditionTables } from "../edition-tables.ts";
import { joinRoll } from "../sais/either.ts";
import type { SpellEffect, SpellTarget } from "../spell-effects.ts";

/** Whether every unit of the target is one of the caster's Dragonkin, of the colour if given. */
function kinOf(
  tables: EditionTables,
  state: Table,
  caster: number,
  t: SpellTarget,
  color?: MagicColor,
): boolean {
  if (!("units" in t)) return false;
  return t.units.every((id) => {
    const d = dieInstance(state, id);
    const unit = d ? unitOf(d) : null;
    if (!d || !unit || d.owner !== caster || !isDragonkin(tables, d)) return false;
    return color === undefined || kinColor(unit) === color;
  });
}

export const summonDragonkin: SpellEffect = {
  allows: (state, caster, t, tables) => kinOf(tables, state, caster, t),
  allowsColor: (state, color, t, tables) => {
    const first = "units" in t ? dieInstance(state, t.units[0] ?? "") : undefined;
    return first !== undefined && kinOf(tables, state, first.owner, t, color);
  },
  resolve(ctx, casting) {
    if (!("units" in casting.target)) return;
    const { caster, from } = casting;
    const kin = casting.target.units.filter((id) => {
      const d = dieInstance(ctx.state, id);
      return d?.at === "pool" && d.owner === caster;
    });
    if (kin.length === 0) return;
    for (const id of kin) (dieInstance(ctx.state, id) as { at: string }).at = from;
    ctx.emit({ type: "dragonkin-summoned", player: caster, dice: kin, location: from });
    if (!casting.cantrip) return;
    const roll = ctx.state.rolls.find((r) => r.player === caster && r.at === from);
    if (roll) joinRoll(roll, kin);
  },
};
