// 2.9a Flashfire (red, 3, Firewalker; rules/000 line 1546): until your next turn begins, in each
// roll of the target army not for maneuvers, you may have one of its units per casting rolled
// again, at the time of the other rerolls (unit-spells.ts), its new face replacing its last.
import { taskHandlers } from "../../kernel/ruleset.ts";
import { lastingSpell } from "../spell-lasting.ts";
import { reroll } from "../unit-spells.ts";

export const flashfire = lastingSpell((times) => ({ rerolls: times }), {
  tasks: taskHandlers({ "spell:reroll": reroll }),
});
