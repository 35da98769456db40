// A dragon attack as data: where it is fought, which dragons attack the army and what each
// rolled, which were slain. It lives in the state while the attack is fought, so that each step
// (and each decision in it) sees what the steps before did, and so that every player sees it.

declare module "../kernel/state.ts" {
  interface GameState {
    /** The dragon attack being fought, while one is (absent or null otherwise): public. */
    dragonBattle?: DragonBattle | null;
  }
}

/** One dragon's part in an attack on an army. */
export interface BattleDragon {
  /** The dragon's die instance id. */
  id: string;
  /** The icons it rolled, in order (a Tail rolls it again); empty until rolled, or if held. */
  faces: string[];
  /** Held motionless by a champion's logo: not rolled, but it can be attacked. */
  held?: true;
  /**
   * Turned by a champion's logo on another dragon (its die id): it attacks that dragon in the
   * dragon-against-dragon step instead of the army (2.9a line 961).
   */
  turnedOn?: string;
}

export interface DragonBattle {
  /** The marching player, whose army the dragons attack. */
  player: number;
  /** The terrain's id. */
  terrain: string;
  /** The dragons attacking the army, in the order they roll. */
  dragons: BattleDragon[];
  /** Dragons slain in this attack (they go back to their summoning pools at the slaying step). */
  slain: string[];
  /** Of the slain, those banished: out of the game. */
  banished: string[];
  /** Dragon against dragon (step 5, 2.9a line 356), once fought. */
  fight?: DragonFight;
  /**
   * Dragonkin the dragons would keep from rolling that roll against them even so (the Eldarim's
   * Resist Fear, 2.9a line 943).
   */
  fearless?: string[];
}

/** Dragon against dragon (2.9a line 356): who attacked whom with what, and who died of it. */
export interface DragonFight {
  /** Each dragon that attacked another: whom, and the icons it rolled in order. */
  attacks: { dragon: string; foe: string; faces: string[] }[];
  /**
   * The dragons slain by other dragons, back in their pools already: the army cannot slay them,
   * but what they rolled against the army still counts.
   */
  slain: string[];
}
