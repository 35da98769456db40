// 2.9a Net (rules/000 line 2008), Special in a melee attack or a missile action: the netting
// player picks up to its points of health-worth of defending units (at least one, line 1749);
// each must roll a maneuver on its own, or cannot be rolled until the beginning of that player's
// next turn. Its four saves when a unit saves on its own against an effect aimed at it are a
// normal result, from the catalogue.
import { failed, keepFromRolling } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const net = pickThenRoll("net", "maneuver", (ctx, { roller, outcomes }) =>
  keepFromRolling(ctx, "Net", roller, failed(outcomes), "start-of-next-turn"),
);
