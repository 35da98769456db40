// Spell tests' positions: A (player 0) takes a magic action with its army at the frontier (a
// flatland showing its magic face), rolling the faces given, and announces spells; B (player 1)
// is wherever the dice say. Ids are "d0", "d1"... in the order of `dice`.
import type { GameEvent } from "../src/kernel/events.ts";
import { faceOf, ofType, play, type Setup } from "./positions.ts";

export interface Announce {
  spell: string;
  color: string;
  target: unknown;
}

/** The magic face of a flatland City: the frontier of a spell test unless one is given. */
export const magicFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Magic")];

export const chooseMagic = { player: 0, kind: "choose-action", choice: { action: "magic" } };

/** A's announcement of spells. */
export const announce = (spells: Announce[], player = 0) => ({
  player,
  kind: "cast-spells",
  choice: { spells },
});

export const army = (player: number, at = "t:front") => ({ army: { player, at } });

/**
 * A's frontier army rolls `rolls` for magic and casts `spells` (without them, the game waits at
 * the spell decision); `later` answers what the spells ask after.
 */
export function cast(
  s: Omit<Setup, "start"> & { spells?: Announce[]; later?: Setup["decisions"] },
) {
  const spells = s.spells ? [announce(s.spells)] : [];
  return play({
    ...s,
    front: s.front ?? magicFront,
    start: { phase: "action", army: "t:front" },
    decisions: [chooseMagic, ...spells, ...(s.later ?? [])],
  });
}

/** The spells resolved, as [spell id, castings]. */
export const resolved = (events: GameEvent[]) =>
  ofType(events, "spell").map((e) => [e.spell, e.times]);

/**
 * `player`'s marching army takes a magic action and casts `spells`; the player then passes its
 * second march and retreats nothing, and the next player's turn begins.
 */
export const castAndPass = (player: number, spells: Announce[]) => [
  { player, kind: "choose-action", choice: { action: "magic" } },
  announce(spells, player),
  { player, kind: "choose-march", choice: { army: null } },
  { player, kind: "retreat", choice: [] },
];

/** `player` marches with its army at `at`, without a maneuver. */
export const marchWith = (player: number, at: string) => [
  { player, kind: "choose-march", choice: { army: at } },
  { player, kind: "maneuver", choice: { maneuver: null } },
];
