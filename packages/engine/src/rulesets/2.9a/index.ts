// The 2.9a ruleset (rules/000): the flow of play and the decisions of the 2.9a standard game.
import type { RulesetWithSetup } from "../../kernel/game.ts";
import { rollTasks } from "../../kernel/roll.ts";
import { joinTasks } from "../../kernel/ruleset.ts";
import { actionTasks } from "./actions.ts";
import { combinationTasks } from "./combination.ts";
import { checkConfig } from "./config.ts";
import { damageTasks } from "./damage.ts";
import { decisionKinds } from "./decision-kinds.ts";
import { dragonAttackTasks } from "./dragon-attack.ts";
import { breathTasks } from "./dragon-breath.ts";
import { fightTasks } from "./dragon-fight.ts";
import { promotionTasks } from "./dragon-promotions.ts";
import { responseTasks } from "./dragon-response.ts";
import { dissipate } from "./dragonkin.ts";
import { eldarimTasks } from "./eldarim-logos.ts";
import { individualTasks } from "./individual.ts";
import { initialEffectsTasks } from "./initial-effects.ts";
import { instantChoiceTasks } from "./instant-choice.ts";
import { carryingTasks, checkItems } from "./items-carrying.ts";
import { demotionTasks } from "./kin-demotion.ts";
import { magicTasks } from "./magic.ts";
import { maneuverTasks } from "./maneuver.ts";
import { minorDisasterTasks } from "./minor-disasters.ts";
import { checkMinorTerrains, minorTerrainTasks } from "./minor-terrains.ts";
import { racialTasks } from "./racial-actions.ts";
import { refugeTasks } from "./refuge.ts";
import { reserveTasks } from "./reserves.ts";
import { resistFearTasks } from "./resist-fear.ts";
import { penaltyTasks } from "./roll-penalties.ts";
import { rollStages29a } from "./roll-stages.ts";
import { sacrificeTasks } from "./sacrifice-dragonkin.ts";
import { saiTasks } from "./sai-stage.ts";
import { setupTasks, startTasks } from "./setup.ts";
import { spellTasks } from "./spell-cast.ts";
import { tamedDragonTasks } from "./tamed-dragons.ts";
import { scenarioTasks, turnTasks } from "./turn.ts";
import { leaveGame } from "./victory.ts";

export const ruleset29a: RulesetWithSetup = {
  edition: "2.9a",
  tasks: joinTasks(
    rollTasks,
    setupTasks,
    turnTasks,
    maneuverTasks,
    actionTasks,
    damageTasks,
    dragonAttackTasks,
    eldarimTasks,
    tamedDragonTasks,
    breathTasks,
    fightTasks,
    responseTasks,
    promotionTasks,
    resistFearTasks,
    demotionTasks,
    instantChoiceTasks,
    sacrificeTasks,
    refugeTasks,
    magicTasks,
    spellTasks,
    reserveTasks,
    initialEffectsTasks,
    racialTasks,
    saiTasks,
    individualTasks,
    combinationTasks,
    penaltyTasks,
    carryingTasks,
    minorTerrainTasks,
    minorDisasterTasks,
  ),
  decisionKinds,
  start: startTasks,
  rollStages: rollStages29a,
  // After every task: Dragonkin left alone at a terrain dissipate (line 2324); a minor terrain
  // whose army has left or captured the terrain leaves the game in that very step (line 2238);
  // items follow the units that moved, or are buried uncarried (line 2379).
  afterTask(ctx, firstEvent) {
    dissipate(ctx);
    checkMinorTerrains(ctx);
    checkItems(ctx, firstEvent);
  },
  leave: leaveGame,
  checkConfig,
  scenarioTasks,
};
