// The 2.9a ruleset (rules/000): the flow of play and the decisions of the 2.9a standard game.
import { rules29a } from "@dragondice/catalog";
import { rollTasks } from "../../kernel/roll.ts";
import { joinTasks } from "../../kernel/ruleset.ts";
import { actionTasks } from "../../standard/actions.ts";
import { combinationTasks } from "../../standard/combination.ts";
import { damageTasks } from "../../standard/damage.ts";
import { decisionKindsOf } from "../../standard/decision-kinds.ts";
import { breathTasks } from "../../standard/dragon-breath.ts";
import { fightTasks } from "../../standard/dragon-fight.ts";
import { promotionTasks } from "../../standard/dragon-promotions.ts";
import { responseTasks } from "../../standard/dragon-response.ts";
import { dissipate } from "../../standard/dragonkin.ts";
import { editionTables, type StandardRuleset } from "../../standard/edition-tables.ts";
import { eldarimTasks } from "../../standard/eldarim-logos.ts";
import { individualTasks } from "../../standard/individual.ts";
import { initialEffectsTasks } from "../../standard/initial-effects.ts";
import { instantChoiceTasks } from "../../standard/instant-choice.ts";
import { carryingTasks, checkItems } from "../../standard/items-carrying.ts";
import { demotionTasks } from "../../standard/kin-demotion.ts";
import { magicTasks } from "../../standard/magic.ts";
import { maneuverTasks } from "../../standard/maneuver.ts";
import { minorDisasterTasks } from "../../standard/minor-disasters.ts";
import { checkMinorTerrains, minorTerrainTasks } from "../../standard/minor-terrains.ts";
import { racialTasks } from "../../standard/racial-actions.ts";
import { refugeTasks } from "../../standard/refuge.ts";
import { reserveTasks } from "../../standard/reserves.ts";
import { resistFearTasks } from "../../standard/resist-fear.ts";
import { penaltyTasks } from "../../standard/roll-penalties.ts";
import { sacrificeTasks } from "../../standard/sacrifice-dragonkin.ts";
import { saiTasks } from "../../standard/sai-stage.ts";
import { setupTasks, startTasks } from "../../standard/setup.ts";
import { spellTasks } from "../../standard/spell-cast.ts";
import { SPELL_EFFECTS } from "../../standard/spell-effects.ts";
import { tamedDragonTasks } from "../../standard/tamed-dragons.ts";
import { scenarioTasks, turnTasks } from "../../standard/turn.ts";
import { leaveGame } from "../../standard/victory.ts";
import { dragonAttackTasks } from "./dragon-attack.ts";
import { checkConfig, forces29a } from "./forces.ts";
import { rollStages29a } from "./roll-stages.ts";

const tables = editionTables(rules29a, (spell) => SPELL_EFFECTS[spell] !== undefined);

export const ruleset29a: StandardRuleset = {
  edition: "2.9a",
  tables,
  forces: forces29a,
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
  decisionKinds: decisionKindsOf(tables),
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
