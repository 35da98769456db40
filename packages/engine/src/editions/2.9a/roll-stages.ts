// How a 2.9a roll is made (rules/000 "Special Action Icons – General Information", Resolution,
// lines 1687-1715, and "Applying Dice Modifiers", lines 628-652), as the kernel's roll stages:
//   saves-only  an army under a Blue Dragon Breath makes save rolls only (saves-only.ts);
//   leave-out a unit whose rolling would end its effect may stay out of its army's roll (the
//             glaring unit of a Hypnotic Glare, line 1984);
//   dice      every die rolls; a die showing an Instant SAI, or a group monster its ID, rolls again
//             at once, and every face counts (lines 773, 1691);
//   instant-choices  an Instant SAI whose one result rolls again and other does not is taken as
//             one of them as it lands (Flurry against a dragon, line 1944: instant-choice.ts);
//   rerolls   units an effect lets be rolled again, the new face replacing the last (Flashfire,
//             line 1546);
//   before-sais  the opposing roll's Delayed SAIs that act before this roll's Special and Unique
//             SAIs (Choke, Confuse, Hypnotic Glare: line 1697);
//   sais      Special and Unique SAIs, before the normal results (line 1695);
//   count     normal icons, ID icons and the normal results of SAIs (line 1697); in a roll for
//             two results the player splits the ID results between them (combination.ts);
//   penalties in a roll for several results, the player spreads the penalties that name none
//             (roll-penalties.ts);
//   picks     units picked to count their results double (Wilding, line 1279);
//   modify    subtract, divide, multiply (the eighth face, a minor terrain), racial abilities,
//             add (line 630); a
//             racial ability counting one result rolled for as the other is split too (line 612);
//   delayed   the opposing roll's Delayed SAIs that act before this roll is final (Screech);
//   total     the totals of the results rolled for, reported with where they came from.
import type { RolledDie } from "../../kernel/events.ts";
import type { Ctx } from "../../kernel/flow.ts";
import { type Counted, countedTotal, type Roll, type RollStage } from "../../kernel/roll.ts";
import { atTerrain, type GameState } from "../../kernel/state.ts";
import { catalogDieById, gameHasMinorTerrains, terrainAt } from "../../standard/army.ts";
import { askSplits } from "../../standard/combination.ts";
import { countFace } from "../../standard/counting.ts";
import { tablesOf } from "../../standard/edition-tables.ts";
import type { TallyStep } from "../../standard/events.ts";
import { askInstantChoices } from "../../standard/instant-choice.ts";
import { itemsRolling } from "../../standard/items.ts";
import { minorBoon } from "../../standard/minor-terrains.ts";
import {
  armyCuts,
  automaticResults,
  countedAs,
  modifiesOwnCount,
  type RollSetting,
  unitModifiers,
  unitMultipliers,
} from "../../standard/modifiers.ts";
import { purposeNamed, type RollPurpose } from "../../standard/purposes.ts";
import { reportFaces, rollDie, rollDieInto, stillRolling } from "../../standard/roll-dice.ts";
import {
  additionsOnRoll,
  countsAsOnRoll,
  effectsOnRoll,
  idsIgnored,
  modifiersOnRoll,
} from "../../standard/roll-effects.ts";
import { askPenaltySplits, spreadsPenalties } from "../../standard/roll-penalties.ts";
import { saiOnFace } from "../../standard/sai-rules.ts";
import { armyRollEffectsInPlay, resolveIncoming, resolveSais } from "../../standard/sai-stage.ts";
import { keepGlaring } from "../../standard/sais/hypnotic-glare.ts";
import { keepToSaves } from "../../standard/saves-only.ts";
import { holdsVortex } from "../../standard/special-terrains.ts";
import { addTallyStep, orderTallySteps } from "../../standard/tally-steps.ts";
import { terrainTypes } from "../../standard/terrain-nature.ts";
import {
  askPicks,
  askRerolls,
  picksInPlay,
  rerollsInPlay,
  unitSpellDoubling,
  unitSpellSaves,
  unitSpellsMayAct,
} from "../../standard/unit-spells.ts";

/**
 * Rolls the dice, each in turn (`rollDie`), and reports the faces. The items the rolling units
 * carry join the roll first (items.ts).
 */
function rollTheDice(ctx: Ctx, roll: Roll): void {
  for (const id of itemsRolling(tablesOf(ctx), ctx.state, roll)) roll.dice.push(id);
  const from = roll.faces.length;
  for (const id of roll.dice) rollDieInto(ctx, roll, id);
  reportFaces(ctx, roll, roll.faces.slice(from));
}

/**
 * After the dice: "count" when the stages before it have nothing to do for any of the rolls (most
 * rolls), so that each is not asked again.
 */
function goesOnToCount(ctx: Ctx, rolls: readonly Roll[]): string | undefined {
  for (const roll of rolls) if (!nothingBeforeCount(ctx, roll)) return undefined;
  return "count";
}

/**
 * Whether a roll just rolled meets nothing before it is counted: no lasting effect in play that
 * acts there (a Flashfire's rerolls, an SAI's effect on the army such as Galeforce: most effects
 * in play modify results, later), no Delayed SAI aimed at it, no face showing an SAI that acts in
 * it (an Instant one taken as a result, a Special or Unique one), no Vortex held where it rolls.
 */
function nothingBeforeCount(ctx: Ctx, roll: Roll): boolean {
  if (roll.incoming.length > 0 || rerollsInPlay(ctx.state) || armyRollEffectsInPlay(ctx)) {
    return false;
  }
  const tables = tablesOf(ctx);
  const purpose = purposeNamed(roll.purpose);
  for (const f of roll.faces) {
    if (saiOnFace(tables, catalogDieById(f.dieId), f.face, purpose) !== null) return false;
  }
  return !holdsVortex(ctx.state, roll.player, roll.at);
}

/**
 * Counts every face rolled (line 1697), but not the faces of units no longer in the roll (killed,
 * moved away or hypnotized while it rolled: `stillRolling`), nor the results of SAIs taken for
 * their effect instead (`roll.forgone`). Units an SAI brought into the army while it rolled
 * (Regenerate) roll first, and their results count with the army's (line 1715); they came after
 * the army's SAIs were taken, so only their normal results count.
 */
function countResults(ctx: Ctx, roll: Roll): void {
  const joined = diceNotRolled(roll);
  if (joined.length > 0) {
    // Dice kept from rolling (a Dragonkin in a magic action) have no face either: they join
    // nothing.
    const faces = joined.flatMap((id) => rollDie(ctx, roll, id));
    if (faces.length > 0) {
      roll.joined = true;
      reportFaces(ctx, roll, faces);
    }
  }
  // The faces are counted in a function of their own: that code is large, and a roll that first
  // forgoes an SAI's results has only this one optimized again, not it too.
  const counted = faceResults(ctx, roll);
  forgoAll(counted, roll.forgone);
  for (const c of counted) if (c.amount !== 0) roll.counted.push(c);
}

/** What the faces of the units still in the roll count (`countFace`), in the order rolled. */
function faceResults(ctx: Ctx, roll: Roll): Counted[] {
  const purpose = purposeNamed(roll.purpose);
  const noIds = idsIgnored(ctx.state, roll);
  const counted: Counted[] = [];
  const tables = tablesOf(ctx);
  for (const f of countingFaces(ctx.state, roll)) {
    countFace(
      tables,
      counted,
      f.die,
      catalogDieById(f.dieId),
      f.face,
      purpose,
      roll.wants,
      noIds,
      f.taken,
    );
  }
  return counted;
}

/** The roll's dice that have no face in it, in the order of its dice. */
function diceNotRolled(roll: Roll): string[] {
  const notRolled: string[] = [];
  for (const id of roll.dice) if (!hasFace(roll, id)) notRolled.push(id);
  return notRolled;
}

function hasFace(roll: Roll, die: string): boolean {
  for (const f of roll.faces) if (f.die === die) return true;
  return false;
}

/**
 * Leaves out the results of the SAIs taken for their effect instead. A function of its own: the
 * loop over the keys of `forgone`, which vary, would have `countResults` optimized again.
 */
function forgoAll(counted: Counted[], forgone: Record<string, number>): void {
  for (const sai in forgone) forgo(counted, sai, forgone[sai] as number);
}

/** Leaves `points` results of an SAI out of `counted` (from each result kind it gives). */
function forgo(counted: Counted[], sai: string, points: number): void {
  const left = new Map<string, number>();
  for (const c of counted) {
    if (c.source !== "sai" || c.label !== sai) continue;
    const take = Math.min(c.amount, left.get(c.result) ?? points);
    c.amount -= take;
    left.set(c.result, (left.get(c.result) ?? points) - take);
  }
}

/**
 * The faces of the units that still count in the roll (`stillRolling`), asked once per unit: a
 * die's faces are adjacent, and nothing changes the state while they are read.
 */
function countingFaces(state: GameState, roll: Roll): RolledDie[] {
  const faces: RolledDie[] = [];
  let die: string | undefined;
  let counts = false;
  for (const f of roll.faces) {
    if (f.die !== die) {
      die = f.die;
      counts = stillRolling(state, roll, die);
    }
    if (counts) faces.push(f);
  }
  return faces;
}

/** Whether every unit that rolled still counts in the roll (`countingFaces` lists them all). */
function allStillRolling(state: GameState, roll: Roll): boolean {
  let previous: string | undefined;
  for (const f of roll.faces) {
    if (f.die !== previous && !stillRolling(state, roll, f.die)) return false;
    previous = f.die;
  }
  return true;
}

/**
 * The units that rolled and still count in the roll, each once (the last face of its run: a die's
 * rolls are adjacent, so it is the unit's final face), in the order they rolled.
 */
function rollingUnits(state: GameState, roll: Roll): RolledDie[] {
  const units: RolledDie[] = [];
  let previous: string | undefined;
  let counts = false;
  for (const f of roll.faces) {
    if (f.die !== previous) {
      previous = f.die;
      counts = stillRolling(state, roll, f.die);
      if (counts) units.push(f);
    } else if (counts) {
      units[units.length - 1] = f;
    }
  }
  return units;
}

/**
 * Whether a unit still in the roll adds to its own count at the racial or add step
 * (`modifiesOwnCount`), asked die by die (a die's rolls are adjacent): first of its die, the
 * cheaper question, which most units answer no.
 */
function ownCountModified(
  ctx: Ctx,
  roll: Roll,
  purpose: RollPurpose,
  setting: RollSetting,
): boolean {
  const tables = tablesOf(ctx);
  let previous: string | undefined;
  for (const f of roll.faces) {
    if (f.die === previous) continue;
    previous = f.die;
    const die = catalogDieById(f.dieId);
    if (
      modifiesOwnCount(tables, die, purpose, roll.wants, setting.terrainTypes) &&
      stillRolling(ctx.state, roll, f.die)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The modifier steps, in the order of line 630: unit modifiers (Trumpet, Wilding, Burning Hands),
 * then the army's (line 644): subtract and divide (effects on the army, not in a unit's roll on
 * its own: line 650), multiply (the eighth face) and racial abilities, unit by unit, then add,
 * with the units' own automatic results (Intangibility, Earthen Armor). False when the roll
 * meets none (nothing added, nothing to split).
 */
function applyModifiers(ctx: Ctx, roll: Roll): boolean {
  const purpose = purposeNamed(roll.purpose);
  const setting = rollSetting(ctx, roll, purpose);
  // Most rolls meet no modifier: none of their own, no effect on their army or where they are
  // made, no spell on a unit, no doubling there, no unit whose race or nature adds to its count
  // in this roll there. Nothing to add. Most are made with no effect in play at all: then none
  // acts on the army, its terrain or a unit, and the units need not be gathered to know it.
  const quiet =
    roll.modifiers.length === 0 &&
    !setting.doubles &&
    setting.minorTerrain === undefined &&
    !ownCountModified(ctx, roll, purpose, setting);
  if (quiet && ctx.state.effects.length === 0) return false;
  // The steps are a function of their own: their code is large and most rolls never run it, so
  // a roll that first meets a case there has only it optimized again, not this check too.
  modifyRoll(ctx, roll, purpose, setting, quiet);
  return true;
}

/**
 * The modifier steps of a roll that may meet a modifier (`quiet`: none of its own, no doubling
 * where it is made, no unit that modifies its own count: only a lasting effect may modify it).
 */
function modifyRoll(
  ctx: Ctx,
  roll: Roll,
  purpose: RollPurpose,
  setting: RollSetting,
  quiet: boolean,
): void {
  const tables = tablesOf(ctx);
  // A lasting effect acts on an army's roll, not on a unit rolled on its own (line 650). The
  // effects on the roll are read once for the steps below: what those steps end is a unit's
  // spell (Burning Hands, Earthen Armor), never an effect on the army or its terrain.
  const effects = purpose.individual ? [] : effectsOnRoll(ctx.state, roll);
  const cuts = purpose.individual ? [] : modifiersOnRoll(ctx.state, roll, effects);
  // With effects in play, the same question once they are known not to act on the army, nor a
  // spell on any of the roll's dice (asked of all its dice: the units need not be gathered).
  if (
    quiet &&
    effects.length === 0 &&
    cuts.length === 0 &&
    !unitSpellsMayAct(ctx.state, roll.wants, roll.dice)
  ) {
    return;
  }
  const units = rollingUnits(ctx.state, roll);
  const ids = units.map((u) => u.die);
  // Without a spell on one of the roll's units, no unit's own spell doubles or adds to it.
  const unitSpells = unitSpellsMayAct(ctx.state, roll.wants, ids);
  // A unit's results so far, the modifiers' included; gathered when a step reads them (most steps
  // skip most units).
  const own = (die: string) => unitResults(roll.counted, die);
  const count = (list: readonly Counted[]) => {
    for (const c of list) roll.counted.push(c);
  };
  for (const { die } of units) {
    // Most rolls have no modifier of their own (Trumpet, Wilding): nothing to multiply.
    if (roll.modifiers.length > 0) count(unitMultipliers(die, own(die), roll.modifiers));
    if (unitSpells) count(unitSpellDoubling(ctx, roll, die, own(die)));
  }
  // With no modifier that subtracts or divides, nothing to cut.
  if (!purpose.individual && cuts.length > 0) {
    count(armyCuts(ids, roll.counted, roll.wants, cuts, roll.penalties));
  }
  const added: Counted[] = [];
  const effectCountsAs = countsAsOnRoll(roll, ids, effects);
  const countsAs =
    effectCountsAs.length === 0 ? roll.modifiers : [...roll.modifiers, ...effectCountsAs];
  // With no doubling, no count-as and no spell on a unit, the racial and add steps give only the
  // units that modify their own count something (most units do not): the others are skipped.
  const stepped =
    setting.doubles || setting.minorTerrain !== undefined || countsAs.length > 0 || unitSpells
      ? units
      : units.filter((u) =>
          modifiesOwnCount(
            tables,
            catalogDieById(u.dieId),
            purpose,
            roll.wants,
            setting.terrainTypes,
          ),
        );
  for (const { die, dieId } of stepped) {
    const racial = unitModifiers(
      tables,
      die,
      catalogDieById(dieId),
      own(die),
      purpose,
      roll.wants,
      setting,
    );
    // Results counted as another at the racial step (Charge, Necromantic Wave), after the unit's
    // own abilities.
    for (const c of racial) added.push(c);
    if (countsAs.length > 0) {
      for (const c of countedAs(die, joined(own(die), racial), countsAs)) added.push(c);
    }
  }
  for (const { die, dieId, icon } of stepped) {
    // The unit's final face (`rollingUnits`): a Dragonkin showing its Belly has no automatic save.
    for (const c of automaticResults(
      tables,
      die,
      catalogDieById(dieId),
      purpose,
      icon === "Belly",
    )) {
      added.push(c);
    }
    // Earthen Armor's save is a spell's on the unit: with none on the roll's units, nothing to add.
    if (!unitSpells) continue;
    const soFar = joined(own(die), unitResults(added, die));
    added.push(...unitSpellSaves(ctx, roll, die, soFar));
  }
  // What lasting effects add (Cloak's and Stoneskin's saves, Wind Walk's maneuvers), last (line
  // 630), never doubled; not to a unit rolled on its own (the Stoneskin Rule, line 582).
  for (const { label, result, amount } of additionsOnRoll(roll, effects)) {
    added.push({ unit: null, result, amount, source: "automatic", label });
  }
  for (const c of added) roll.counted.push(c);
}

// The two below build their lists by pushing into []: a list made by `filter` or a spread is of
// another array kind, and lists of both kinds reaching `modifyRoll` had it optimized again.

/** The results in `counted` of one unit. */
function unitResults(counted: readonly Counted[], die: string): Counted[] {
  const own: Counted[] = [];
  for (const c of counted) if (c.unit === die) own.push(c);
  return own;
}

/** The results of `first`, then those of `then`. */
function joined(first: readonly Counted[], then: readonly Counted[]): Counted[] {
  const all: Counted[] = [];
  for (const c of first) all.push(c);
  for (const c of then) all.push(c);
  return all;
}

/** Where the roll is made, as the multiply and racial steps read it. */
function rollSetting(ctx: Ctx, roll: Roll, purpose: RollPurpose): RollSetting {
  const terrain = atTerrain(roll.at) ? terrainAt(ctx.state, roll.at) : null;
  // The army's minor terrain's doubling, not for a unit rolling alone either (lines 2258-2260);
  // none in a game without minor terrains (no need to look through the dice for one).
  const boon =
    purpose.individual || !gameHasMinorTerrains(ctx.state)
      ? null
      : minorBoon(ctx.state, roll.player, roll.at);
  // Every field named, `minorTerrain` undefined where there is none: settings of one shape.
  return {
    terrainTypes: terrain ? terrainTypes(ctx.state, terrain) : [],
    // Not for a unit rolling alone against an individual-targeting effect (line 460).
    doubles:
      terrain !== null &&
      terrain.face === 8 &&
      terrain.controller === roll.player &&
      !purpose.individual,
    minorTerrain:
      boon && boon.doubles.length > 0 ? { name: boon.name, doubles: boon.doubles } : undefined,
  };
}

/**
 * A tally's steps in the order of line 630: results first (SAIs), then the modifiers, the units'
 * own (spells on a unit), multiply, racial, add.
 */
const TALLY_ORDER: Readonly<Record<TallyStep["source"], number>> = {
  sai: 0,
  spell: 1,
  "eighth-face": 2,
  "minor-terrain": 2,
  racial: 3,
  automatic: 4,
};

/** The steps of a tally: every counted result that is not an icon or an ID, by source. */
function tallySteps(counted: Counted[], result: string): TallyStep[] {
  const steps: TallyStep[] = [];
  for (const c of counted) {
    if (c.result !== result || c.source === "icon" || c.source === "id") continue;
    addTallyStep(steps, c.source, c.label ?? c.source, c.species, c.amount);
  }
  return orderTallySteps(steps, TALLY_ORDER);
}

/** The totals of the results rolled for (never below 0), reported in a "tally" event. */
function total(ctx: Ctx, roll: Roll): void {
  const totals: Partial<Record<string, number>> = {};
  // The event's copy is filled alongside: cheaper than a spread of an object whose keys vary.
  const results: Record<string, number> = {};
  for (const want of roll.wants) {
    const t = Math.max(0, countedTotal(roll, want));
    totals[want] = t;
    results[want] = t;
  }
  roll.totals = totals;
  const steps = tallySteps(roll.counted, roll.wants[0] as string);
  // Every field named, undefined where it does not apply: tally events of one shape.
  ctx.emit({
    type: "tally",
    player: roll.player,
    purpose: roll.purpose,
    results,
    // A unit rolled on its own is named: its army's other units did not roll.
    note:
      purposeNamed(roll.purpose).individual && roll.dice.length === 1 ? roll.dice[0] : undefined,
    steps: steps.length > 0 ? steps : undefined,
    // Units brought in, taken out or rolled again while it rolled: its "roll" event no longer
    // shows what counted. Most rolls: none of those, and their faces need not be listed again to
    // know it.
    dice:
      roll.joined || roll.rerolled || !allStillRolling(ctx.state, roll)
        ? countingFaces(ctx.state, roll)
        : undefined,
  });
}

const each = (name: string, run: (ctx: Ctx, roll: Roll) => void): RollStage => ({
  name,
  run: (ctx, rolls) => {
    for (const roll of rolls) run(ctx, roll);
  },
});

export const rollStages29a: readonly RollStage[] = [
  each("saves-only", keepToSaves),
  each("leave-out", keepGlaring),
  { ...each("dice", rollTheDice), goesOnTo: goesOnToCount },
  each("instant-choices", askInstantChoices),
  each("rerolls", askRerolls),
  each("before-sais", (ctx, roll) => resolveIncoming(ctx, roll, "beforeSais")),
  each("sais", resolveSais),
  {
    name: "count",
    run(ctx, rolls) {
      for (const roll of rolls) countResults(ctx, roll);
      askSplits(ctx, rolls, "id");
    },
    // With no effect in play, no penalty is spread and no unit is picked to count double; nor with
    // no effect that picks units, in rolls that spread no penalties.
    goesOnTo: (ctx, rolls) =>
      ctx.state.effects.length === 0 || (!rolls.some(spreadsPenalties) && !picksInPlay(ctx.state))
        ? "modify"
        : undefined,
  },
  {
    name: "penalties",
    run(ctx, rolls) {
      askPenaltySplits(ctx, rolls, (roll) => rollingUnits(ctx.state, roll).map((u) => u.die));
    },
  },
  each("picks", askPicks),
  {
    name: "modify",
    run(ctx, rolls) {
      let modified = false;
      for (const roll of rolls) if (applyModifiers(ctx, roll)) modified = true;
      // Only a racial ability at these steps counts a result again: with no step run, none to split.
      if (modified) askSplits(ctx, rolls, "racial");
    },
    // With no Delayed SAI aimed at them, nothing acts before the total: the delayed stage acts
    // only for those (`resolveIncoming`; lasting effects on the army act before the SAIs).
    goesOnTo: (_ctx, rolls) => (rolls.every((r) => r.incoming.length === 0) ? "total" : undefined),
  },
  each("delayed", (ctx, roll) => resolveIncoming(ctx, roll, "delayed")),
  each("total", total),
];
