// 2.9a Crush (rules/000 line 1876), Special in a missile action: up to its points of health-worth
// of defending units, picked by the shooting player, must each roll a maneuver on its own or be
// killed (as Firecloud's), and those killed must then roll a save in the dead unit area or be
// buried (as Stomp's in a melee attack, line 2146). Crush is on magic items (the Trebuchets),
// which join armies with issue 15. Its missile results against a dragon or in a missile avoidance
// roll come from the catalogue.
import { failed, killUnits } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const crush = pickThenRoll("crush", "maneuver", (ctx, { player, outcomes }) =>
  killUnits(ctx, player, failed(outcomes), true),
);
