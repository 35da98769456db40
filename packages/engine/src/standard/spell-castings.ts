// Spells in play as counter-magic sees them (2.9a Elemental Blast, rules/000 lines 1185, 1264):
// an effect made by several castings of one spell at one target holds each casting as an instance
// of its own, which costs what one casting costs; a `spells` target names a casting by its
// effect's id, once per casting.
import type { Effect } from "../kernel/effects.ts";

/** A spell's record holding `castings` castings (the count left out for one). */
export const withCastings = (
  spell: Omit<NonNullable<Effect["spell"]>, "castings">,
  castings: number,
): NonNullable<Effect["spell"]> => (castings > 1 ? { ...spell, castings } : spell);

/** How many castings a spell's effect holds. */
export const castingsOf = (e: Effect): number => e.spell?.castings ?? 1;

/** What the castings named by `ids` (an effect's id once per casting) cost together. */
export const castingsCost = (effects: readonly Effect[], ids: readonly number[]): number =>
  ids.reduce((sum, id) => sum + (effects.find((e) => e.id === id)?.spell?.cost ?? 0), 0);
