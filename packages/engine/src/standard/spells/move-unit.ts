// Moving a unit by a spell (Path, Call of the Wild): the unit leaves its army, at once. Like a
// unit moved away by an SAI, it no longer counts in its old army's roll being made (a Cantrip's
// Path takes a unit out of the army that is saving, line 576); a unit rolled on its own against an
// effect aimed at it cannot escape that way (line 578). Army effects stay where they are and
// spells on the unit go with it (line 1131).
import type { Ctx } from "../../kernel/flow.ts";
import type { Location } from "../../kernel/state.ts";
import { dieInstance } from "../army.ts";
import { isDragonkin } from "../dragonkin.ts";
import { tablesOf } from "../edition-tables.ts";
import { purposeNamed } from "../purposes.ts";
import { checkEighthFaces, checkVictory } from "../victory.ts";

export function moveUnit(ctx: Ctx, unit: string, to: Location): void {
  const d = dieInstance(ctx.state, unit);
  // Dragonkin never leave the terrain where they were summoned (line 2324): they stay.
  if (!d || d.at === to || isDragonkin(tablesOf(ctx), d)) return;
  const from = d.at;
  d.at = to;
  for (const roll of ctx.state.rolls) {
    if (roll.at !== from || purposeNamed(roll.purpose).individual) continue;
    roll.dice = roll.dice.filter((id) => id !== unit);
  }
  ctx.emit({ type: "moved", player: d.owner, dice: [unit], from, to });
  checkEighthFaces(ctx);
  checkVictory(ctx);
}
