// 2.9a Firecloud (rules/000 line 1912), Special in a missile action: the shooting player picks up
// to its points of health-worth of defending units (at least one, line 1751); each must roll a
// maneuver on its own or be killed.
import { failed, killUnits } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const firecloud = pickThenRoll("firecloud", "maneuver", (ctx, { player, outcomes }) =>
  killUnits(ctx, player, failed(outcomes)),
);
