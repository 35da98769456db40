// 2.9a Blue and Red Elemental Blast (Firewalker, 3 each; rules/000 lines 1264, 1549): negate up to
// two points of spells in play per casting, of any colour but the blast's own. Castings at one
// target add up, and the two blasts combine (line 1177: together they negate a costlier black,
// gold or green spell); castProblem (spell-cast.ts) checks that the castings cover the target's
// cost. Each casting of a spell in play is an instance of its own (line 1185), named in the target
// once per casting negated: two blasts negate one of two Palsies at one army, and the other's
// effect stays. Never cast from the reserve area (line 1123: the catalogue says so).
import type { MagicColor } from "@dragondice/catalog";
import { type Effect, endEffects } from "../../kernel/effects.ts";
import type { Table } from "../../kernel/state.ts";
import { tablesOf } from "../edition-tables.ts";
import { castingsOf, withCastings } from "../spell-castings.ts";
import type { SpellEffect, SpellTarget } from "../spell-effects.ts";
import type { SpellEffectParts } from "../spell-lasting.ts";

/** What castings of a spell do, when they add up into one effect (`SpellEffect.lasting`). */
type LastingOf = (spell: string) => ((times: number) => SpellEffectParts) | undefined;

/** Whether every spell targeted is a spell in play of another colour than `color`. */
const otherColor = (color: MagicColor) => (state: Table, _caster: number, t: SpellTarget) =>
  "spells" in t &&
  t.spells.every((id) => {
    const e = state.effects.find((x) => x.id === id);
    return e?.spell !== undefined && e.spell.color !== color;
  });

/**
 * How many castings an effect keeps once `negated` of them are: the others', when its spell's
 * castings add up; none, when they make one effect together (Hide's castings covering a unit's
 * health: it is no longer covered).
 */
function castingsLeft(e: Effect, negated: number, lastingOf: LastingOf): number {
  return lastingOf(e.spell?.id ?? "") ? Math.max(0, castingsOf(e) - negated) : 0;
}

export function elementalBlast(color: MagicColor): SpellEffect {
  return {
    allows: otherColor(color),
    combines: "elemental-blast",
    resolve(ctx, casting) {
      const t = casting.target;
      if (!("spells" in t)) return;
      const { spells } = tablesOf(ctx).effects;
      const lastingOf: LastingOf = (id) => spells[id]?.lasting;
      const negatedOf = (e: Effect) => t.spells.filter((id) => id === e.id).length;
      const hit = ctx.state.effects.filter((e) => negatedOf(e) > 0);
      const left = new Map(hit.map((e) => [e, castingsLeft(e, negatedOf(e), lastingOf)]));
      endEffects(ctx, (e) => left.get(e) === 0);
      for (const [e, castings] of left) {
        if (castings === 0 || !e.spell) continue;
        const { castings: _, ...spell } = e.spell;
        Object.assign(e, lastingOf(spell.id)?.(castings), { spell: withCastings(spell, castings) });
        ctx.emit({ type: "castings-negated", effect: { ...e }, castings: negatedOf(e) });
      }
    },
  };
}
