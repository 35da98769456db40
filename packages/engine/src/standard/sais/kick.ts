// 2.9a Kick (rules/000 line 2002), Special in a melee attack: each kicking unit picks one
// defending unit (strikes.ts), which takes its points of damage and saves against it on its own
// (docs/rulings.md: enough saves that what is left is less than its health), or is killed. Its
// melee results against a dragon or in a melee avoidance roll come from the catalogue.
import { killUnits } from "../individual.ts";
import { strikeThenSave } from "./strikes.ts";

export const kick = strikeThenSave("kick", (ctx, player, units) => killUnits(ctx, player, units));
