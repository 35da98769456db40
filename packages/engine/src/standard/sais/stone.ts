// 2.9a Stone (rules/000 line 2150), Special in a missile action: each point is one damage on the
// defending army (wherever it is) that no save can stop, as Smite's in a melee attack. Its
// missile results against a dragon or in a missile avoidance roll come from the catalogue.
import { damageWithNoSave } from "./smite.ts";

export const stone = damageWithNoSave;
