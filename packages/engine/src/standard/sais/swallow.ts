// 2.9a Swallow (rules/000 line 2166), Special in a melee attack: the swallowing player picks one
// unit of the defending army (one for each die that rolled Swallow, as Slay: docs/rulings.md),
// which must roll its ID icon on its own or be killed and buried.
import { failed, killAndBury } from "../individual.ts";
import { oneUnitPerDie, pickThenRoll } from "./pick-then-roll.ts";

export const swallow = pickThenRoll(
  "swallow",
  "id",
  (ctx, { player, outcomes }) => killAndBury(ctx, player, failed(outcomes)),
  oneUnitPerDie,
);
