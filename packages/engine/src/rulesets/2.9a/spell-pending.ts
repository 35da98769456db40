// The 2.9a spells that wait for what the game does not have yet, each with the issue that brings
// it: the magic item and minor terrain spells come with the advanced rules (issue 15).
// They are never offered. The catalogue test checks that every 2.9a spell is played
// (spell-effects.ts) or is here.

export interface PendingSpell {
  issue: 15;
  /** What it waits for. */
  waits: string;
}

const ITEMS: PendingSpell = { issue: 15, waits: "magic items" };

export const SPELL_PENDING: Readonly<Record<string, PendingSpell>> = {
  "airy-acquisition": ITEMS,
  "reforge-item": ITEMS,
  // Its targets, common magic items, join forces with the advanced rules.
  "explode-stone": ITEMS,
  // Its target, a minor terrain in a summoning pool, comes with the advanced rules.
  "reform-land": { issue: 15, waits: "minor terrains" },
};
