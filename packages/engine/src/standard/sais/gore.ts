// 2.9a Gore (rules/000 line 1966), Special in a melee attack: each goring unit picks one defending
// unit (strikes.ts), which takes two damage (the catalogue's points) and saves against it on its
// own (docs/rulings.md), or is killed and buried. Its two melee results against a dragon or in a
// melee avoidance roll come from the catalogue.
import { killAndBury } from "../individual.ts";
import { strikeThenSave } from "./strikes.ts";

export const gore = strikeThenSave("gore", (ctx, player, units) => killAndBury(ctx, player, units));
