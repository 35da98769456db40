// How a 2.9a roll is made (rules/000 "Special Action Icons – General Information", Resolution,
// lines 1687-1715, and "Applying Dice Modifiers", lines 628-652), as the kernel's roll stages:
//   leave-out a unit whose rolling would end its effect may stay out of its army's roll (the
//             glaring unit of a Hypnotic Glare, line 1984);
//   dice      every die rolls; a die showing an Instant SAI, or a group monster its ID, rolls again
//             at once, and every face counts (lines 773, 1691);
//   before-sais  the opposing roll's Delayed SAIs that act before this roll's Special and Unique
//             SAIs (Choke, Confuse, Hypnotic Glare: line 1697);
//   sais      Special and Unique SAIs, before the normal results (line 1695);
//   count     normal icons, ID icons and the normal results of SAIs (line 1697); in a roll for
//             two results the player splits the ID results between them (combination.ts);
//   modify    subtract, divide, multiply (the eighth face), racial abilities, add (line 630);
//   delayed   the opposing roll's Delayed SAIs that act before this roll is final (Screech);
//   total     the totals of the results rolled for, reported with where they came from.
import { armyEffects } from "../../kernel/effects.ts";
import type { GameEvent, RolledDie, TallyStep } from "../../kernel/events.ts";
import type { Ctx } from "../../kernel/flow.ts";
import { type Counted, countedTotal, type Roll, type RollStage } from "../../kernel/roll.ts";
import { atTerrain } from "../../kernel/state.ts";
import { addTallyStep, orderTallySteps } from "../../kernel/tally-steps.ts";
import { catalogDieById, terrainAt, terrainDie } from "./army.ts";
import { askIdSplit } from "./combination.ts";
import { countFace } from "./counting.ts";
import {
  armyCuts,
  automaticResults,
  countedAs,
  unitModifiers,
  unitMultipliers,
} from "./modifiers.ts";
import { purposeNamed } from "./purposes.ts";
import { rollDie, stillRolling } from "./roll-dice.ts";
import { resolveIncoming, resolveSais } from "./sai-stage.ts";
import { keepGlaring } from "./sais/hypnotic-glare.ts";

/** Rolls the dice, each in turn (`rollDie`), and reports the faces. */
function rollTheDice(ctx: Ctx, roll: Roll): void {
  for (const id of roll.dice) rollDie(ctx, roll, id);
  ctx.emit({
    type: "roll",
    player: roll.player,
    purpose: roll.purpose,
    location: roll.at,
    dice: roll.faces,
  });
}

/** Counts every face rolled (line 1697). */
function countResults(ctx: Ctx, roll: Roll): void {
  const purpose = purposeNamed(roll.purpose);
  for (const f of roll.faces) {
    if (!stillRolling(ctx.state, roll, f.die)) continue;
    countFace(roll.counted, f.die, catalogDieById(f.dieId), f.face, purpose, roll.wants);
  }
}

/** The units that rolled, each once, in the order they rolled (a die's rolls are adjacent). */
function unitsRolled(roll: Roll): RolledDie[] {
  return roll.faces.filter((f, i) => roll.faces[i - 1]?.die !== f.die);
}

/**
 * The modifier steps, in the order of line 630: unit modifiers (Trumpet), then the army's
 * (line 644): subtract and divide (effects on the army, not in a unit's roll on its own: line
 * 650), multiply (the eighth face) and racial abilities, unit by unit, then add.
 */
function applyModifiers(ctx: Ctx, roll: Roll): void {
  const purpose = purposeNamed(roll.purpose);
  const terrain = atTerrain(roll.at) ? terrainAt(ctx.state, roll.at) : null;
  const setting = {
    terrainType: terrain ? terrainDie(terrain).terrainType : null,
    // Not for a unit rolling alone against an individual-targeting effect (line 460).
    doubles:
      terrain !== null &&
      terrain.face === 8 &&
      terrain.controller === roll.player &&
      !purpose.individual,
  };
  const units = unitsRolled(roll).filter((u) => stillRolling(ctx.state, roll, u.die));
  const own = (die: string) => roll.counted.filter((c) => c.unit === die);
  for (const { die } of units) roll.counted.push(...unitMultipliers(die, own(die), roll.modifiers));
  if (!purpose.individual) {
    const modifiers = armyEffects(ctx.state, roll.player, roll.at).flatMap((e) =>
      e.modifier ? [{ label: e.name, modifier: e.modifier }] : [],
    );
    const ids = units.map((u) => u.die);
    roll.counted.push(...armyCuts(ids, roll.counted, roll.wants, modifiers));
  }
  const added: Counted[] = [];
  for (const { die, dieId } of units) {
    const racial = unitModifiers(
      die,
      catalogDieById(dieId),
      own(die),
      purpose,
      roll.wants,
      setting,
    );
    // Results counted as another at the racial step (Charge), after the unit's own abilities.
    added.push(...racial, ...countedAs(die, [...own(die), ...racial], roll.modifiers));
  }
  for (const { die, dieId } of units) {
    added.push(...automaticResults(die, catalogDieById(dieId), purpose));
  }
  roll.counted.push(...added);
}

/** The steps of a tally: every counted result that is not an icon or an ID, by source. */
function tallySteps(counted: Counted[], result: string): TallyStep[] {
  const steps: TallyStep[] = [];
  for (const c of counted) {
    if (c.result !== result || c.source === "icon" || c.source === "id") continue;
    addTallyStep(steps, c.source, c.label ?? c.source, c.species, c.amount);
  }
  return orderTallySteps(steps);
}

/** The totals of the results rolled for (never below 0), reported in a "tally" event. */
function total(ctx: Ctx, roll: Roll): void {
  const totals: Partial<Record<string, number>> = {};
  for (const want of roll.wants) totals[want] = Math.max(0, countedTotal(roll, want));
  roll.totals = totals;
  const event: Extract<GameEvent, { type: "tally" }> = {
    type: "tally",
    player: roll.player,
    purpose: roll.purpose,
    results: { ...totals } as Record<string, number>,
  };
  // A unit rolled on its own is named: its army's other units did not roll.
  if (purposeNamed(roll.purpose).individual && roll.dice.length === 1) event.note = roll.dice[0];
  const steps = tallySteps(roll.counted, roll.wants[0] as string);
  if (steps.length > 0) event.steps = steps;
  ctx.emit(event);
}

const each = (name: string, run: (ctx: Ctx, roll: Roll) => void): RollStage => ({
  name,
  run: (ctx, rolls) => {
    for (const roll of rolls) run(ctx, roll);
  },
});

export const rollStages29a: readonly RollStage[] = [
  each("leave-out", keepGlaring),
  each("dice", rollTheDice),
  each("before-sais", (ctx, roll) => resolveIncoming(ctx, roll, "beforeSais")),
  each("sais", resolveSais),
  each("count", (ctx, roll) => {
    countResults(ctx, roll);
    askIdSplit(ctx, roll);
  }),
  each("modify", applyModifiers),
  each("delayed", (ctx, roll) => resolveIncoming(ctx, roll, "delayed")),
  each("total", total),
];
