// How a 2.9a roll is made (rules/000 "Special Action Icons – General Information", Resolution,
// lines 1687-1715, and "Applying Dice Modifiers", lines 628-652), as the kernel's roll stages:
//   dice      every die rolls; a die showing an Instant SAI, or a group monster its ID, rolls again
//             at once, and every face counts (lines 773, 1691);
//   sais      Special and Unique SAIs, before the normal results (line 1695);
//   count     normal icons, ID icons and the normal results of SAIs (line 1697);
//   modify    subtract, divide, multiply (the eighth face), racial abilities, add (line 630);
//   total     the totals of the results rolled for, reported with where they came from.
import type { Die } from "@dragondice/catalog";
import { mayRoll, savesOnArmy } from "../../kernel/effects.ts";
import type { GameEvent, RolledDie, TallyStep } from "../../kernel/events.ts";
import type { Ctx } from "../../kernel/flow.ts";
import { type Counted, countedTotal, type Roll, type RollStage } from "../../kernel/roll.ts";
import { atTerrain } from "../../kernel/state.ts";
import { addTallyStep, orderTallySteps } from "../../kernel/tally-steps.ts";
import { catalogDieById, dieInstance, terrainAt, terrainDie } from "./army.ts";
import { countFace } from "./counting.ts";
import { automaticResults, unitModifiers } from "./modifiers.ts";
import { purposeNamed, type RollPurpose } from "./purposes.ts";
import { saiOnFace } from "./sai-rules.ts";
import { resolveIncoming, resolveSais } from "./sai-stage.ts";

/** 2.9a "Group Monsters" (rules/000 line 773): monsters that reroll when they show their ID. */
const GROUP_MONSTERS = new Set([
  "sprite-swarm",
  "harpies",
  "mudmen",
  "wolf-pack",
  "web-birds",
  "will-o-wisps",
]);

export const isGroupMonster = (dieId: string): boolean => GROUP_MONSTERS.has(dieId);

/**
 * Whether a die rolls again when it shows face number `face` (0-based): an Instant SAI, a group
 * monster's ID.
 */
export function rollsAgain(die: Die, face: number, purpose: RollPurpose): boolean {
  if (die.faces[face]?.icon === "ID") return isGroupMonster(die.id);
  return saiOnFace(die, face, purpose)?.rerolls === true;
}

/** A die rolls this many times at most in one roll: rerolls cannot go on for ever. */
const MAX_ROLLS_PER_DIE = 20;

/** Rolls the dice; Instant SAIs and group monsters' IDs roll the die again (lines 773, 1691). */
function rollTheDice(ctx: Ctx, roll: Roll): void {
  reportFaces(ctx, roll, rollDice(ctx, roll, roll.dice));
}

/** Rolls some of the roll's dice; the faces rolled are added to the roll and returned. */
function rollDice(ctx: Ctx, roll: Roll, ids: readonly string[]): RolledDie[] {
  const purpose = purposeNamed(roll.purpose);
  const faces: RolledDie[] = [];
  for (const id of ids) {
    const d = dieInstance(ctx.state, id);
    if (!d || !mayRoll(ctx.state, id)) continue;
    const die = catalogDieById(d.die);
    if (die.kind === "terrain") continue;
    let again = true;
    for (let n = 0; again && n < MAX_ROLLS_PER_DIE; n++) {
      const face = ctx.rollFace(d.id, die.faces.length);
      const f = die.faces[face] as { icon: string; count: number };
      faces.push({ die: d.id, dieId: d.die, face, icon: f.icon, count: f.count });
      again = rollsAgain(die, face, purpose);
    }
  }
  roll.faces.push(...faces);
  return faces;
}

function reportFaces(ctx: Ctx, roll: Roll, faces: RolledDie[]): void {
  ctx.emit({
    type: "roll",
    player: roll.player,
    purpose: roll.purpose,
    location: roll.at,
    dice: faces,
  });
}

/**
 * Counts every face rolled (line 1697), but not the faces of units an SAI took out of the army
 * while it rolled (line 1715: Ferry), nor the results of SAIs taken for their effect instead
 * (`roll.forgone`). Units an SAI brought into the army while it rolled (Regenerate) roll first,
 * and their results count with the army's (line 1715); they came after the army's SAIs were
 * taken, so only their normal results count.
 */
function countResults(ctx: Ctx, roll: Roll): void {
  const joined = roll.dice.filter((id) => !roll.faces.some((f) => f.die === id));
  if (joined.length > 0) {
    roll.joined = true;
    const faces = rollDice(ctx, roll, joined);
    if (faces.length > 0) reportFaces(ctx, roll, faces);
  }
  const purpose = purposeNamed(roll.purpose);
  const counted: Counted[] = [];
  for (const f of roll.faces) {
    if (!roll.dice.includes(f.die)) continue;
    countFace(counted, f.die, catalogDieById(f.dieId), f.face, purpose, roll.wants);
  }
  for (const [sai, points] of Object.entries(roll.forgone)) forgo(counted, sai, points);
  roll.counted.push(...counted.filter((c) => c.amount !== 0));
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
 * The units that rolled and are still in the roll, each once, in the order they rolled (a die's
 * rolls are adjacent).
 */
function unitsRolled(roll: Roll): RolledDie[] {
  return roll.faces.filter((f, i) => roll.faces[i - 1]?.die !== f.die && roll.dice.includes(f.die));
}

/**
 * The modifier steps, in the order of line 630, unit by unit, then the army's (unit modifiers
 * come before army modifiers).
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
  const units = unitsRolled(roll);
  const added: Counted[] = [];
  for (const { die, dieId } of units) {
    const own = roll.counted.filter((c) => c.unit === die);
    const data = catalogDieById(dieId);
    added.push(...unitModifiers(die, data, own, purpose, roll.wants, setting, roll.modifiers));
  }
  for (const { die, dieId } of units) {
    added.push(...automaticResults(die, catalogDieById(dieId), purpose));
  }
  // The army's magical saves (Cloak's) in its save rolls, added last (line 630), never doubled.
  if (roll.wants.includes("save") && !purpose.individual) {
    for (const e of savesOnArmy(ctx.state, roll.player, roll.at)) {
      const amount = e.saves ?? 0;
      added.push({ unit: null, result: "save", amount, source: "automatic", label: e.name });
    }
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
  // Units brought in or taken out while it rolled: its "roll" event no longer shows what counted.
  const left = roll.faces.some((f) => !roll.dice.includes(f.die));
  if (left || roll.joined) event.dice = roll.faces.filter((f) => roll.dice.includes(f.die));
  ctx.emit(event);
}

const each = (name: string, run: (ctx: Ctx, roll: Roll) => void): RollStage => ({
  name,
  run: (ctx, rolls) => {
    for (const roll of rolls) run(ctx, roll);
  },
});

export const rollStages29a: readonly RollStage[] = [
  each("dice", rollTheDice),
  each("sais", resolveSais),
  each("count", countResults),
  each("modify", applyModifiers),
  each("delayed", resolveIncoming),
  each("total", total),
];
