// Spells with a duration as effects (kernel/effects.ts), on the army, unit or terrain they were
// cast at (2.9a "Spell Attributes", Duration, lines 1123-1157): named after the spell, timed in
// the caster's turns, and carrying the spell's colour, cost and castings (Elemental Blast negates
// castings by their cost).
import type { SpellDuration } from "@dragondice/catalog";
import {
  addEffect,
  type Effect,
  type EffectTarget,
  type Expiry,
  effectsOn,
  endEffects,
} from "../kernel/effects.ts";
import type { Ctx } from "../kernel/flow.ts";
import type { Location } from "../kernel/state.ts";
import { copyPlain } from "../kernel/view.ts";
import { dieInstance } from "./army.ts";
import { withCastings } from "./spell-castings.ts";
import type { Casting, SpellEffect } from "./spell-effects.ts";

const EXPIRY: Record<SpellDuration, Expiry> = {
  immediate: "end-of-this-turn",
  "until-start-of-your-next-turn": "start-of-next-turn",
  "until-end-of-your-next-turn": "end-of-next-turn",
  "until-terrain-face-changes": "until-face-changes",
  "until-used": "until-used",
  permanent: "permanent",
};

/** What a spell's effect does, beyond whose it is and how long it lasts. */
export type SpellEffectParts = Partial<
  Omit<Effect, "id" | "madeIn" | "name" | "owner" | "target" | "expires" | "spell">
>;

/**
 * The effect target of a casting's target: its army, its unit (where it is now), its terrain, its
 * dead unit area.
 */
export function effectTarget(ctx: Ctx, casting: Casting): EffectTarget | null {
  const t = casting.target;
  if ("army" in t) return { army: t.army.player, at: t.army.at as Location };
  if ("terrain" in t) return { terrain: t.terrain };
  if ("dua" in t) return { dua: t.dua };
  if ("unit" in t) {
    const at = dieInstance(ctx.state, t.unit)?.at;
    return at === undefined ? null : { unit: t.unit, at };
  }
  return null;
}

/**
 * Puts a casting's lasting effect on its target. A spell whose castings "target multiple"
 * things, cast again at a target it is already on, only renews its duration (line 1183).
 */
export function addSpellEffect(
  ctx: Ctx,
  casting: Casting,
  parts: SpellEffectParts,
  target: EffectTarget | null = effectTarget(ctx, casting),
): Effect | null {
  if (!target) return null;
  const { spell } = casting;
  // A unit's spell follows it (line 1131): the same unit is the same target wherever it is.
  const key = (t: EffectTarget) => ("unit" in t ? t.unit : JSON.stringify(t));
  if (spell.multiplicity.kind === "multiple-targets") {
    endEffects(ctx, (e) => e.spell?.id === spell.id && key(e.target) === key(target));
  }
  const extra: SpellEffectParts = { ...parts };
  if ("unit" in target) extra.follows = true;
  if (spell.duration === "until-terrain-face-changes" && "terrain" in target) {
    extra.face = ctx.state.terrains.find((x) => x.id === target.terrain)?.face;
  }
  return addEffect(ctx, {
    name: spell.name,
    owner: casting.caster,
    target,
    expires: EXPIRY[spell.duration],
    spell: spellOf(casting),
    ...extra,
  });
}

/**
 * What an effect keeps of the castings that made it: the spell, its colour, one casting's cost,
 * and how many castings (line 1185: each an instance of its own, for counter-magic).
 */
export function spellOf(casting: Casting): NonNullable<Effect["spell"]> {
  const { spell, color, times } = casting;
  return withCastings({ id: spell.id, color, cost: spell.cost }, times);
}

/**
 * A spell whose every casting puts the same lasting effect on its target (Wall of Fog, Wind
 * Wall...). `more`: the rest of the spell (a condition). Each effect gets its own copy of the
 * parts: the rules may change an effect in play.
 */
export const fixedSpell = (
  parts: SpellEffectParts,
  more: Omit<SpellEffect, "resolve" | "parts"> = {},
): SpellEffect => ({
  ...more,
  parts,
  resolve(ctx, casting) {
    // copyPlain, not structuredClone: parts are plain data, and it was an eighth of a resolve.
    addSpellEffect(ctx, casting, copyPlain(parts));
  },
});

/**
 * A spell whose castings at one target make one lasting effect that grows with them (line 1185:
 * "multiple castings increase the effect"): `parts(times)` is what `times` castings do, also once
 * counter-magic has negated some of them. `more`: the rest of the spell (a condition, tasks).
 */
export const lastingSpell = (
  parts: (times: number) => SpellEffectParts,
  more: Omit<SpellEffect, "resolve" | "lasting"> = {},
): SpellEffect => ({
  ...more,
  lasting: parts,
  resolve(ctx, casting) {
    addSpellEffect(ctx, casting, parts(casting.times));
  },
});

/** A spell's condition "one of your units not already under this spell" (Burning Hands...). */
export const notAlreadyUnder =
  (id: string): NonNullable<SpellEffect["allows"]> =>
  (state, _caster, t) =>
    "unit" in t && !effectsOn(state, t.unit).some((e) => e.spell?.id === id);
