// 2.9a Blue and Red Elemental Blast (Firewalker, 3 each; rules/000 lines 1264, 1549): negate up to
// two points of spells in play per casting, of any colour but the blast's own. Castings at one
// target add up, and the two blasts combine (line 1177: together they negate a costlier black,
// gold or green spell); castProblem (spell-cast.ts) checks that the castings cover the target's
// cost. Never cast from the reserve area (line 1123: the catalogue says so).
import type { MagicColor } from "@dragondice/catalog";
import { endEffects } from "../../../kernel/effects.ts";
import type { Table } from "../../../kernel/state.ts";
import type { SpellEffect, SpellTarget } from "../spell-effects.ts";

/** Whether every spell targeted is a spell in play of another colour than `color`. */
const otherColor = (color: MagicColor) => (state: Table, _caster: number, t: SpellTarget) =>
  "spells" in t &&
  t.spells.every((id) => {
    const e = state.effects.find((x) => x.id === id);
    return e?.spell !== undefined && e.spell.color !== color;
  });

function blast(color: MagicColor): SpellEffect {
  return {
    allows: otherColor(color),
    combines: "elemental-blast",
    resolve(ctx, casting) {
      const t = casting.target;
      if ("spells" in t) endEffects(ctx, (e) => t.spells.includes(e.id));
    },
  };
}

export const blueElementalBlast = blast("blue");
export const redElementalBlast = blast("red");
