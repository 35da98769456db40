// The standard game as a ruleset an edition completes: its handlers, decision kinds, start and
// after-task look, over the edition's data (tables), its force rules, its roll stages in order,
// its own tasks and decision kinds, its overrides of the standard tasks, and the extensions its
// own components make to the standard steps. An edition's `index.ts` composes its ruleset here;
// the composition refuses a task name given twice, an override of no task and a decision kind
// given twice.
import type { EditionRulesData } from "@dragondice/catalog";
import type { GameEvent } from "../kernel/events.ts";
import type { GameConfig } from "../kernel/game.ts";
import type { RollStage } from "../kernel/roll.ts";
import { rollTasks } from "../kernel/roll.ts";
import {
  type DecisionKind,
  joinTasks,
  overrideTasks,
  type TaskHandler,
} from "../kernel/ruleset.ts";
import type { DieState, Table } from "../kernel/state.ts";
import { actionTasks } from "./actions.ts";
import { gameHasAnyOf, gameHasItems, gameHasMinorTerrains } from "./army.ts";
import { combinationTasks } from "./combination.ts";
import { damageTasks } from "./damage.ts";
import { decisionKindsOf } from "./decision-kinds.ts";
import { breathTasks } from "./dragon-breath.ts";
import { fightTasks } from "./dragon-fight.ts";
import { promotionTasks } from "./dragon-promotions.ts";
import { responseTasks } from "./dragon-response.ts";
import { dissipate } from "./dragonkin.ts";
import { type EditionExtensions, editionTables, type StandardRuleset } from "./edition-tables.ts";
import { type EffectChanges, effectTasks, withEffectChanges } from "./effect-book.ts";
import { EFFECT_FIELDS } from "./effect-fields.ts";
import { eldarimTasks } from "./eldarim-logos.ts";
import type { ForceRules } from "./force-rules.ts";
import { individualTasks } from "./individual.ts";
import { initialEffectsTasks } from "./initial-effects.ts";
import { instantChoiceTasks } from "./instant-choice.ts";
import { carryingTasks, checkItems } from "./items-carrying.ts";
import { demotionTasks } from "./kin-demotion.ts";
import { magicTasks } from "./magic.ts";
import { maneuverTasks } from "./maneuver.ts";
import { minorDisasterTasks } from "./minor-disasters.ts";
import { checkMinorTerrains, minorTerrainTasks } from "./minor-terrains.ts";
import { racialTasks } from "./racial-effects.ts";
import { refugeTasks } from "./refuge.ts";
import { reserveTasks } from "./reserves.ts";
import { rollFields } from "./roll-fields.ts";
import { penaltyTasks } from "./roll-penalties.ts";
import { saiTasks } from "./sai-stage.ts";
import { setupTasks, startTasks } from "./setup.ts";
import { spellTasks } from "./spell-cast.ts";
import { TableWatch } from "./table-watch.ts";
import { tamedDragonTasks } from "./tamed-dragons.ts";
import { scenarioTasks, turnTasks } from "./turn.ts";
import { endEliminatedTurn, leaveGame } from "./victory.ts";

/** The standard game's tasks, by the part of the rules that handles them. */
const STANDARD_PARTS: readonly Readonly<Record<string, TaskHandler>>[] = [
  rollTasks,
  setupTasks,
  turnTasks,
  maneuverTasks,
  actionTasks,
  damageTasks,
  eldarimTasks,
  tamedDragonTasks,
  breathTasks,
  fightTasks,
  responseTasks,
  promotionTasks,
  demotionTasks,
  instantChoiceTasks,
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
];

/** What an edition brings to the standard game. */
export interface EditionParts {
  edition: GameConfig["edition"];
  /** The edition's rules data (spells, SAIs, species, dragon faces...). */
  data: EditionRulesData;
  forces: ForceRules;
  /** Why a configuration is not a legal game of the edition, or null. */
  checkConfig(config: GameConfig): string | null;
  /** How a roll is made in the edition: the stages in order. */
  rollStages: readonly RollStage[];
  /**
   * Tasks of the edition's own (steps the standard game has not), by name, in a record for each
   * of its parts: a name in two of them is refused, as one the standard game has.
   */
  tasks?: readonly Readonly<Record<string, TaskHandler>>[];
  /** The edition's way of standard steps, by the standard task's name. */
  overrides?: Readonly<Record<string, TaskHandler>>;
  /** Kinds of decision of the edition's own that list no options, by kind. */
  decisionKinds?: Readonly<Record<string, DecisionKind>>;
  /** Its own components' part in the standard steps (set-up, initial effects, elimination). */
  extensions?: EditionExtensions;
  /** Its spells and SAIs that act otherwise than the standard game's, or that it alone has. */
  effects?: EffectChanges;
}

/** The table when the after-task checks last found nothing to do. */
const AFTER_TASK = new TableWatch();

/**
 * Events that never come with a change on the table: a task that reports only these changes
 * nothing there, as one that reports nothing (test/table-watch.test.ts plays games to check
 * it). The commonest a task reports after the checks found the table quiet: most rolls, most
 * turns' starts, most magic actions.
 */
const SAY_NOTHING_OF_THE_TABLE: ReadonlySet<string> = new Set([
  "roll",
  "tally",
  "turn-start",
  "magic-pool",
]);

/** Whether the events from `first` on say nothing of the table (none, or only such). */
export function saysNothingOfTheTable(events: readonly GameEvent[], first: number): boolean {
  for (let i = first; i < events.length; i++) {
    if (!SAY_NOTHING_OF_THE_TABLE.has((events[i] as GameEvent).type)) return false;
  }
  return true;
}

/**
 * Whether the game has what the after-task checks look at (each check's own first test): most
 * games have no Dragonkin (`kin`: the edition's), minor terrain or item, and then not even the
 * table is looked at.
 */
const checkedAfterTasks = (state: Table, kin: ReadonlySet<string>): boolean =>
  gameHasAnyOf(state, kin) || gameHasMinorTerrains(state) || gameHasItems(state);

/**
 * `checkedAfterTasks`, kept for the last list of dice asked about: it is asked after every task,
 * and a game's dice are the same all game (army.ts), so each game's answer is found once.
 */
function checkedAfterTasksOf(kin: ReadonlySet<string>): (state: Table) => boolean {
  let dice: readonly DieState[] | null = null;
  let size = 0;
  let checked = false;
  return (state) => {
    if (state.dice !== dice || state.dice.length !== size) {
      dice = state.dice;
      size = dice.length;
      checked = checkedAfterTasks(state, kin);
    }
    return checked;
  };
}

export function standardRuleset(parts: EditionParts): StandardRuleset {
  // Every spell the edition lists that has an effect is played.
  const effects = withEffectChanges(parts.data, parts.effects ?? {});
  const tables = editionTables(parts.data, effects, parts.extensions ?? {});
  const tasks = joinTasks(...STANDARD_PARTS, effectTasks(effects), ...(parts.tasks ?? []));
  const checked = checkedAfterTasksOf(tables.dragonkin);
  return {
    edition: parts.edition,
    tables,
    forces: parts.forces,
    tasks: overrideTasks(tasks, parts.overrides ?? {}),
    decisionKinds: joinKinds(decisionKindsOf(tables), parts.decisionKinds ?? {}),
    start: startTasks,
    rollStages: parts.rollStages,
    // After every task: Dragonkin left alone at a terrain dissipate (2.9a line 2324); a minor
    // terrain whose army has left or captured the terrain leaves the game in that very step
    // (line 2238); items follow the units that moved, or are buried uncarried (line 2379).
    // They read only the table: as it was when they last all found nothing, only the moves the
    // task reported need a look, and after a task that reported nothing of the table, nothing
    // does: no task changes the table without saying so (table-watch.ts).
    afterTask(ctx, firstEvent) {
      if (ctx.state.turn) endEliminatedTurn(ctx.state);
      if (!checked(ctx.state)) return;
      if (AFTER_TASK.quietIn === ctx && saysNothingOfTheTable(ctx.events, firstEvent)) return;
      AFTER_TASK.quietIn = null;
      const places = AFTER_TASK.changes(ctx.state, tables);
      if (places?.size === 0) {
        if (checkItems(ctx, firstEvent, places)) AFTER_TASK.quietIn = ctx;
        return;
      }
      // Where nothing changed, the checks would find nothing again: only the places that did
      // are looked at.
      const alone = dissipate(ctx, places);
      const minor = checkMinorTerrains(ctx, places);
      const items = checkItems(ctx, firstEvent, places);
      if (alone && minor && items) {
        AFTER_TASK.quiet(ctx.state, tables);
        AFTER_TASK.quietIn = ctx;
      }
    },
    leave: leaveGame,
    // A dragon attack's record comes and goes (dragon-battle.ts).
    stateFields: { dragonBattle: undefined },
    effectFields: EFFECT_FIELDS,
    rollFields,
    checkConfig: parts.checkConfig,
    scenarioTasks,
  };
}

/** The standard game's decision kinds with an edition's own; one kind given twice is refused. */
function joinKinds(
  standard: ReadonlyMap<string, DecisionKind>,
  own: Readonly<Record<string, DecisionKind>>,
): ReadonlyMap<string, DecisionKind> {
  const kinds = new Map(standard);
  for (const [name, kind] of Object.entries(own)) {
    if (kinds.has(name)) throw new Error(`decision kind "${name}" has two validators`);
    kinds.set(name, kind);
  }
  return kinds;
}
