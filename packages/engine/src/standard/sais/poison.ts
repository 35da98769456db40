// 2.9a Poison (rules/000 line 2016), Special in a melee attack: the attacking player picks one
// health-worth of defending units per Poison result; each must roll a save on its own or be
// killed, and each killed must then roll a save in the dead unit area or be buried.
import { failed, killUnits } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const poison = pickThenRoll("poison", "save", (ctx, { player, outcomes }) =>
  killUnits(ctx, player, failed(outcomes), true),
);
