// 2.9a Cantrip (rules/000 line 1821). In a magic action or a magic negation roll it is magic,
// counted from the catalogue like any normal result. In any other action, a save roll or a
// non-maneuver avoidance roll it is Unique: its points buy spells resolved at once, the roll
// waiting for them (line 1711), in the colours its units may cast. Two Cantrips combine into one
// purchase (line 1737). Never in a simultaneous roll (line 1717: the stage drops it) nor in the
// dead unit area (lines 600, 1683: the stage skips such units).
import type { Ctx } from "../../kernel/flow.ts";
import type { Roll } from "../../kernel/roll.ts";
import { catalogDieById } from "../army.ts";
import { type EditionTables, tablesOf } from "../edition-tables.ts";
import { saiMagicPool } from "../magic.ts";
import { purposeNamed } from "../purposes.ts";
import type { SaiEffect, SaiUse } from "../sai-effects.ts";
import { saiOnFace } from "../sai-rules.ts";
import { askSpells } from "../spell-cast.ts";
import { poolTotals } from "../spell-pool.ts";

/** Each die's points of the SAI in this roll. */
function pointsByDie(tables: EditionTables, roll: Roll, use: SaiUse) {
  const purpose = purposeNamed(roll.purpose);
  return use.dice.map((id) => {
    let points = 0;
    let dieId = "";
    for (const f of roll.faces) {
      if (f.die !== id) continue;
      dieId = f.dieId;
      const sai = saiOnFace(tables, catalogDieById(f.dieId), f.face, purpose);
      if (sai?.sai === use.sai) points += sai.points;
    }
    return { die: catalogDieById(dieId), points };
  });
}

function castWithCantrip(ctx: Ctx, roll: Roll, use: SaiUse): void {
  const pool = saiMagicPool(ctx, roll.player, roll.at, pointsByDie(tablesOf(ctx), roll, use));
  // Units that may cast no colour here (Amazons in the reserve area, line 843) buy nothing.
  if (Object.keys(poolTotals(pool)).length === 0) return;
  askSpells(
    ctx,
    roll.player,
    roll.at,
    pool,
    `Spend your Cantrip's ${use.points} points on spells`,
    true,
  );
}

export const cantrip: SaiEffect = { immediate: castWithCantrip };
