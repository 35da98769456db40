// Spells on single units in the rolls they make (2.9a "Spell Attributes", Duration and Effect,
// lines 1125-1153): Burning Hands, Flaming Armor and Flaming Spears double a unit's results of one
// kind, a unit modifier applied before any army modifier (line 644). Such a spell lasts until it
// is used (line 1125): the unit is targeted by an effect that makes it roll for that result (it
// rolls on its own for it), or it rolls non-SAI results of that kind that its army's roll is for.
import { effectsOn, endEffects } from "../../kernel/effects.ts";
import type { Ctx } from "../../kernel/flow.ts";
import { type Counted, type Roll, sumCounted } from "../../kernel/roll.ts";
import { purposeNamed } from "./purposes.ts";

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
  if (!roll.wants.includes("save")) return [];
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
