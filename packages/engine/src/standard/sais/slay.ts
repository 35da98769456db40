// 2.9a Slay (rules/000 line 2122), Special in a melee attack: the attacking player picks one unit
// of the defending army (one for each die that rolled Slay: docs/rulings.md), which must roll its
// ID icon on its own or be killed.
import { failed, killUnits } from "../individual.ts";
import { oneUnitPerDie, pickThenRoll } from "./pick-then-roll.ts";

export const slay = pickThenRoll(
  "slay",
  "id",
  (ctx, { player, outcomes }) => killUnits(ctx, player, failed(outcomes)),
  oneUnitPerDie,
);
