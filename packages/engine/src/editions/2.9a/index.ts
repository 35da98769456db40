// The 2.9a ruleset (rules/000): the standard game with 2.9a's data, force rules, roll stages,
// dragon attack (its eight steps, "Dragon Attack Phase") and Kings' Die (a component of its own).
import { rules29a } from "@dragondice/catalog";
import type { StandardRuleset } from "../../standard/edition-tables.ts";
import { type EditionParts, standardRuleset } from "../../standard/ruleset.ts";
import { dragonAttackTasks } from "./dragon-attack.ts";
import { checkConfig, forces29a } from "./forces.ts";
import { kingsDieParts } from "./kings-die.ts";
import { rollStages29a } from "./roll-stages.ts";

/** 2.9a's parts of the standard game (a test composes an edition skeleton of them). */
export const parts29a: EditionParts = {
  edition: "2.9a",
  data: rules29a,
  forces: forces29a,
  checkConfig,
  rollStages: rollStages29a,
  tasks: [dragonAttackTasks, kingsDieParts.tasks],
  decisionKinds: kingsDieParts.decisionKinds,
  extensions: kingsDieParts.extensions,
};

export const ruleset29a: StandardRuleset = standardRuleset(parts29a);
