// 2.9a Stun (rules/000 line 2158), Instant Special in a melee attack: the die rolls again (the
// dice stage), and the attacking player picks up to its points of health-worth of defending units;
// each must roll a maneuver on its own, or cannot be rolled until the end of this turn.
import { failed, keepFromRolling } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const stun = pickThenRoll("stun", "maneuver", (ctx, { roller, outcomes }) =>
  keepFromRolling(ctx, "Stun", roller, failed(outcomes), "end-of-this-turn"),
);
