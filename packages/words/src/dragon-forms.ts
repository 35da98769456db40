// Drakes and wyrms, and how a dragon comes into play, in our own words for whoever picks dragons
// (2.9a rules/000 line 132 the two forms; lines 350, 386 Treasure and Wings; lines 1597-1615 and
// 2468 the Summon Dragon spells). The faces are the catalogue's: a drake has two Wings and two
// Tails, a wyrm three Tails and a Treasure; both have 5 health and 5 automatic saves.

/** What tells a drake from a wyrm. */
export const DRAKE_AND_WYRM =
  "A drake has wings: when it rolls a Wing it strikes, then flies back to its summoning pool, so it rarely stays long. A wyrm has none: it stays until it is slain, rolls Tail (strike and roll again) more often, and on its Treasure face the army it attacks may promote a unit. Both have 5 health and 5 automatic saves; a white dragon has 10 and does double damage.";

/** How a dragon comes to a terrain, so which dragons a force should bring. */
export const SUMMONING =
  "A dragon waits in the summoning pool until a Summon Dragon spell brings it to a terrain: 7 magic points of its colour (either colour of a two-coloured dragon; any colour for ivory dragons, and 14 points for a white one). Bring dragons your own units' magic can summon.";
