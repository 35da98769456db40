// The 2.9a ruleset (rules/000): the standard game with 2.9a's data, force rules, roll stages and
// dragon attack (its eight steps, "Dragon Attack Phase").
import { rules29a } from "@dragondice/catalog";
import type { StandardRuleset } from "../../standard/edition-tables.ts";
import { standardRuleset } from "../../standard/ruleset.ts";
import { dragonAttackTasks } from "./dragon-attack.ts";
import { checkConfig, forces29a } from "./forces.ts";
import { rollStages29a } from "./roll-stages.ts";

export const ruleset29a: StandardRuleset = standardRuleset({
  edition: "2.9a",
  data: rules29a,
  forces: forces29a,
  checkConfig,
  rollStages: rollStages29a,
  tasks: dragonAttackTasks,
});
