// 2.9a Wilding (blue, 4, Feral; rules/000 line 1279): until your next turn begins, after each of
// the army's rolls for melee or saves its owner may pick one unit per casting whose melee or save
// results count double (unit-spells.ts), before the army's modifiers (line 1151).
import { taskHandlers } from "../../kernel/ruleset.ts";
import { lastingSpell } from "../spell-lasting.ts";
import { picked } from "../unit-spells.ts";

export const wilding = lastingSpell(
  (times) => ({ picks: { results: ["melee", "save"], units: times } }),
  {
    tasks: taskHandlers({ "spell:picked": picked }),
  },
);
