// 2.9a Smother (rules/000 line 2134), Special in a melee attack: the smothering player picks up to
// its points of health-worth of defending units (at least one, line 1749); each must roll a
// maneuver on its own or be killed.
import { failed, killUnits } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const smother = pickThenRoll("smother", "maneuver", (ctx, { player, outcomes }) =>
  killUnits(ctx, player, failed(outcomes)),
);
