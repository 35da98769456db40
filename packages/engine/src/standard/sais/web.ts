// 2.9a Web (rules/000 line 2202), Special in a melee attack: the webbing player picks up to its
// points of health-worth of defending units (at least one, line 1749); each must roll a melee
// result on its own, or cannot be rolled until the beginning of that player's next turn.
import { failed, keepFromRolling } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const web = pickThenRoll("web", "melee", (ctx, { roller, outcomes }) =>
  keepFromRolling(ctx, "Web", roller, failed(outcomes), "start-of-next-turn"),
);
