// 2.9a Scare (rules/000 line 2050), Special in a melee attack: the scaring player picks one
// health-worth of defending units per Scare result; each must roll a save that is not its ID icon
// on its own or flee to its reserve area, and one that rolls its ID icon is killed with no save.
import { fleeToReserve, killUnits } from "../individual.ts";
import { pickThenRoll } from "./pick-then-roll.ts";

export const scare = pickThenRoll("scare", "non-id-save", (ctx, { player, outcomes }) => {
  killUnits(
    ctx,
    player,
    outcomes.filter((o) => o.rolledId).map((o) => o.unit),
  );
  fleeToReserve(
    ctx,
    player,
    outcomes.filter((o) => !o.passed && !o.rolledId).map((o) => o.unit),
  );
});
