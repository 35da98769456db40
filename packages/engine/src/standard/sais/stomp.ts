// 2.9a Stomp (rules/000 line 2146), Special in a melee attack: the stomping player picks up to its
// points of health-worth of defending units (at least one, line 1749); each must roll a maneuver
// on its own or be killed, and each killed must then roll a save in the dead unit area or be
// buried. Its melee results against a dragon or in a melee avoidance roll come from the catalogue.
import { failed, killUnits } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const stomp = pickThenRoll("stomp", "maneuver", (ctx, { player, outcomes }) =>
  killUnits(ctx, player, failed(outcomes), true),
);
