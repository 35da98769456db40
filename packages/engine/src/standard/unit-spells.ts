// Spells on single units in the rolls they make (2.9a "Spell Attributes", Duration and Effect,
// lines 1125-1153): Burning Hands, Flaming Armor and Flaming Spears double a unit's results of one
// kind, a unit modifier applied before any army modifier (line 644). Such a spell lasts until it
// is used (line 1125): the unit is targeted by an effect that makes it roll for that result (it
// rolls on its own for it), or it rolls non-SAI results of that kind that its army's roll is for.
import { armyEffects, type Effect, effectsOn, endEffects } from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import {
  type Counted,
  type ResultName,
  type Roll,
  rollInProgress,
  sumCounted,
} from "../kernel/roll.ts";
import type { HandlerOf } from "../kernel/ruleset.ts";
import type { Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, isUnit } from "./army.ts";
import { purposeNamed } from "./purposes.ts";
import { reportFaces, rollDie, stillRolling } from "./roll-dice.ts";
import { reaches } from "./roll-effects.ts";
import { askTargets, type TargetsOffer, withHealth } from "./sai-targets.ts";
import { holdsVortex } from "./special-terrains.ts";

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The units picked (the targets given, or the answer) count `results` double (`label`). */
    "spell:picked": { roll: number; results: ResultName[]; label: string; targets?: string[] };
    /** The units picked (the targets given, or the answer) roll again. */
    "spell:reroll": { roll: number; targets?: string[] };
    "vortex:reroll": { roll: number };
  }
}

const doublesUnit = (e: Effect): boolean => e.doubles !== undefined;
const savesUnit = (e: Effect): boolean => e.follows === true && e.adds !== undefined;

/**
 * Whether a spell on one of a roll's units (`units`) may act on the roll, a roll for `wants`
 * (`unitSpellDoubling`, `unitSpellSaves`; an army's effect is counted as on each of its units, as
 * `effectsOn` has them): with none, the roll's units need not be looked at one by one.
 */
export function unitSpellsMayAct(
  state: Table,
  wants: readonly ResultName[],
  units: readonly string[],
): boolean {
  const saves = wants.includes("save");
  return state.effects.some(
    (e) =>
      (doublesUnit(e) || (saves && savesUnit(e))) &&
      ("army" in e.target || ("unit" in e.target && units.includes(e.target.unit))),
  );
}

/**
 * What the spells on `unit` add to its results in this roll (`counted`: the unit's results so
 * far), using those spells up. An SAI's results are never doubled by a spell (line 1626).
 */
export function unitSpellDoubling(
  ctx: Ctx,
  roll: Roll,
  unit: string,
  counted: readonly Counted[],
): Counted[] {
  if (!ctx.state.effects.some(doublesUnit)) return [];
  const individual = purposeNamed(roll.purpose).individual === true;
  const added: Counted[] = [];
  for (const e of effectsOn(ctx.state, unit)) {
    const result = e.doubles;
    if (result === undefined || !roll.wants.includes(result)) continue;
    const normal = sumCounted(counted, result, "icon") + sumCounted(counted, result, "id");
    if (normal > 0) {
      added.push({ unit, result, amount: normal, source: "spell", label: e.name });
    }
    if (normal > 0 || individual) endEffects(ctx, (x) => x.id === e.id);
  }
  return added;
}

/**
 * What the spells on `unit` give it without rolling in a roll for saves (`counted`: the unit's
 * results so far, modifiers included), at the add step (line 630): Earthen Armor's save, used
 * when the unit rolls on its own for saves, or when it rolled none of its own in its army's roll
 * (docs/rulings.md).
 */
export function unitSpellSaves(
  ctx: Ctx,
  roll: Roll,
  unit: string,
  counted: readonly Counted[],
): Counted[] {
  if (!roll.wants.includes("save") || !ctx.state.effects.some(savesUnit)) return [];
  const individual = purposeNamed(roll.purpose).individual === true;
  if (!individual && sumCounted(counted, "save") > 0) return [];
  const armor = effectsOn(ctx.state, unit).find(
    (e) => "unit" in e.target && e.expires === "until-used" && (e.adds?.save ?? 0) > 0,
  );
  if (!armor) return [];
  endEffects(ctx, (x) => x.id === armor.id);
  const amount = armor.adds?.save ?? 0;
  return [{ unit, result: "save", amount, source: "automatic", label: armor.name }];
}

/** A unit's results of these kinds that no SAI made. */
const normalResults = (roll: Roll, unit: string, results: readonly ResultName[]): number =>
  results.reduce((n, r) => {
    const own = roll.counted.filter((c) => c.unit === unit);
    return n + sumCounted(own, r, "icon") + sumCounted(own, r, "id");
  }, 0);

/** The roll's units still in it that `fits`, offered to pick up to `maxUnits` of, or none. */
function unitsOffer(
  ctx: Ctx,
  roll: Roll,
  name: string,
  fits: (unit: string) => boolean,
  maxUnits: number,
): TargetsOffer | null {
  const rolled = [...new Set(roll.faces.map((f) => f.die))].filter(
    (id) => stillRolling(ctx.state, roll, id) && fits(id),
  );
  const units = withHealth(ctx.state, rolled);
  if (units.length === 0) return null;
  const maxHealth = units.reduce((sum, u) => sum + u.health, 0);
  return { sai: name, owner: roll.player, units, maxHealth, maxUnits, rule: "any" };
}

/** Whether an effect in play lets units be picked to count double (Wilding): most do not. */
export const picksInPlay = (state: Table): boolean => state.effects.some((e) => e.picks);

/**
 * After an army's roll is counted: the effects on the army that let its owner pick units whose
 * results count double (Wilding: one unit per casting, picked after the roll, line 1279) ask
 * which, all at once; not in a unit's roll on its own (line 650), nor in a simultaneous roll
 * (whose rolls would ask at the same time). The picks become the roll's modifiers.
 */
export function askPicks(ctx: Ctx, roll: Roll): void {
  if (roll.simultaneous || purposeNamed(roll.purpose).individual) return;
  if (!picksInPlay(ctx.state)) return;
  const effects = armyEffects(ctx.state, roll.player, roll.at).filter(
    (e) => e.picks && reaches(ctx.state, roll.player, roll.at, e),
  );
  const results = [...new Set(effects.flatMap((e) => e.picks?.results ?? []))].filter((r) =>
    roll.wants.includes(r),
  );
  const first = effects[0];
  if (!first || results.length === 0) return;
  const offer = unitsOffer(
    ctx,
    roll,
    first.name,
    (id) => normalResults(roll, id, results) > 0,
    effects.reduce((n, e) => n + (e.picks?.units ?? 0), 0),
  );
  if (!offer) return;
  askTargets(ctx, roll.player, offer, {
    t: "spell:picked",
    roll: roll.id,
    results,
    label: first.name,
  });
}

/** The units picked count their normal results of those kinds double, as a unit modifier. */
export const picked: HandlerOf<"spell:picked"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const units = task.targets ?? answer(ctx, "sai-targets");
  if (units.length === 0) return;
  roll.modifiers.push({
    step: "multiply",
    factor: 2,
    source: "spell",
    label: task.label,
    units,
    results: task.results,
  });
};

/** Whether an effect in play lets units be rolled again (Flashfire): most effects do not. */
export const rerollsInPlay = (state: Table): boolean => state.effects.some((e) => e.rerolls);

/**
 * Once an army's dice are rolled, with their Instant rerolls: the Flashfires on the army (line
 * 1546) let their caster pick up to one unit per casting to roll again, in a roll not for
 * maneuvers; not in a unit's roll on its own, nor in a simultaneous roll. One caster's at a time:
 * the first caster's, in the order the spells were cast. Then a Vortex the rolling army holds
 * lets its owner roll one of its units again (line 2298: with the other rerolls).
 */
export function askRerolls(ctx: Ctx, roll: Roll): void {
  if (roll.simultaneous || purposeNamed(roll.purpose).individual) return;
  if (roll.wants.includes("maneuver")) return;
  if (holdsVortex(ctx.state, roll.player, roll.at)) {
    // Scheduled first, so that it comes after the Flashfires' rerolls asked below.
    ctx.schedule({ t: "vortex:reroll", roll: roll.id });
  }
  if (!rerollsInPlay(ctx.state)) return;
  const effects = armyEffects(ctx.state, roll.player, roll.at).filter(
    (e) => e.rerolls && reaches(ctx.state, roll.player, roll.at, e),
  );
  const first = effects[0];
  if (!first) return;
  const mine = effects.filter((e) => e.owner === first.owner);
  // Flashfire rerolls a unit: the items in the roll are not units (line 2373).
  const offer = unitsOffer(
    ctx,
    roll,
    first.name,
    (id) => {
      const d = dieInstance(ctx.state, id);
      return d !== undefined && isUnit(d);
    },
    mine.reduce((n, e) => n + (e.rerolls ?? 0), 0),
  );
  if (!offer) return;
  askTargets(ctx, first.owner, offer, { t: "spell:reroll", roll: roll.id });
}

/** The Vortex's holder may pick one unit of the roll whose result is not final to roll again. */
export const vortexReroll: HandlerOf<"vortex:reroll"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const offer = unitsOffer(ctx, roll, "Vortex", () => true, 1);
  if (!offer) return;
  askTargets(ctx, roll.player, offer, { t: "spell:reroll", roll: roll.id });
};

/** Each unit picked rolls again: its last face is dropped and the new faces take its place. */
export const reroll: HandlerOf<"spell:reroll"> = (ctx, task) => {
  const roll = rollInProgress(ctx.state, task.roll);
  const units = task.targets ?? answer(ctx, "sai-targets");
  for (const unit of units) {
    const last = roll.faces.map((f) => f.die).lastIndexOf(unit);
    if (last < 0) continue;
    roll.faces.splice(last, 1);
    const end = roll.faces.length;
    const fresh = rollDie(ctx, roll, unit);
    // A die's faces stay together (the modifier steps read them so).
    roll.faces.splice(end, fresh.length);
    roll.faces.splice(last, 0, ...fresh);
    if (fresh.length > 0) reportFaces(ctx, roll, fresh);
    roll.rerolled = true;
  }
};
