// Positions for the tests of the spells that add to or penalise rolls: A (player 0) attacks B
// (player 1) at the frontier, or shoots from its home into it, or takes a magic action there.
import { attack, faceOf, play } from "./positions.ts";
import { chooseMagic } from "./spells.ts";

export type Dice = [number, string, string][];

export const meleeFront: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];

/** A's army at the frontier makes a melee attack on B's army there; B saves. */
export const meleeOnB = (rolls: Record<string, string[]>, dice: [number, string, string][]) => ({
  dice,
  rolls,
  front: meleeFront,
  start: { phase: "action" as const, army: "t:front" },
  decisions: [attack("melee", "t:front")],
});

export const front = { terrain: "front" };

/**
 * The targets the cast decision offers for `spell` when A's frontier army (the first die rolling 4
 * magic, the others `rolls`, at a `frontDie` showing its magic face) takes a magic action; none
 * when it is not offered.
 */
export function targetsOffered(
  spell: string,
  dice: Dice,
  frontDie = "flatland-city",
  rolls: Record<string, string[]> = {},
): unknown[] {
  const { state } = play({
    dice,
    front: [frontDie, faceOf(frontDie, "Magic")],
    rolls: { d0: ["4 Magic"], ...rolls },
    start: { phase: "action", army: "t:front" },
    decisions: [chooseMagic],
  });
  const data = state.pending[0]?.data as { offers: { spell: string; targets: unknown[] }[] };
  return data.offers.find((o) => o.spell === spell)?.targets ?? [];
}

/** A's army at its home shoots at B's army at the frontier (a missile attack from elsewhere). */
export const missileIntoFront = (rolls: Record<string, string[]>, dice: Dice) => ({
  dice,
  rolls,
  start: { phase: "action" as const, army: "t:home0" },
  decisions: [attack("missile", "t:front")],
});

/** Dwarf marksmen and crossbowmen at A's home rolling `n` missiles (3s, then a 2 if n is not). */
export function shooters(n: number, first = 0): { dice: Dice; rolls: Record<string, string[]> } {
  const dice: Dice = [];
  const rolls: Record<string, string[]> = {};
  for (let left = n; left > 0; ) {
    const three = left % 3 === 0 || left > 4;
    rolls[`d${first + dice.length}`] = [three ? "3 Missile" : "2 Missile"];
    dice.push([0, three ? "marksman" : "crossbowman", "t:home0"]);
    left -= three ? 3 : 2;
  }
  return { dice, rolls };
}

/** B's sergeant and footman at the frontier, rolling 3 saves and 1. */
export const savers = (first: number) => ({
  dice: [
    [1, "sergeant", "t:front"],
    [1, "footman", "t:front"],
  ] as Dice,
  rolls: { [`d${first}`]: ["3 Save"], [`d${first + 1}`]: ["Save"] },
});

/** A shooting `n` missiles from its home at B's frontier army, which rolls 4 saves. */
export function volley(n: number) {
  const a = shooters(n);
  const b = savers(a.dice.length);
  return missileIntoFront({ ...a.rolls, ...b.rolls }, [...a.dice, ...b.dice]);
}
