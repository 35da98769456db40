// 2.9a Seize (rules/000 line 2062), Special in a missile action: the shooting player picks up to
// its points of health-worth of defending units (at least one, line 1751); each rolls on its own
// for its ID icon (a group monster never can, line 604) or is killed; those that roll it flee to
// their reserve area.
import { failed, fleeToReserve, killUnits } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const seize = pickThenRoll("seize", "id", (ctx, { player, outcomes }) => {
  killUnits(ctx, player, failed(outcomes));
  fleeToReserve(
    ctx,
    player,
    outcomes.filter((o) => o.rolledId).map((o) => o.unit),
  );
});
