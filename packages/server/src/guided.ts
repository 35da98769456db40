// The guided first game (How to play, the lobby): a person against the heuristic bot with small
// fixed forces, fixed dice and fixed bot choices, so that it starts the same every time and,
// played as its hints advise, goes the same way to a win in a few turns. Unlike every other
// server game its dice can be foreseen: that is the point of a lesson, and it holds nothing
// worth hiding.
//
// Data only (no zod, no server code): the web app imports it too, into the lobby's first chunk.
// The request that asks for it is checked in guided-request.ts.
import type { GameConfig } from "@dragondice/engine";
import type { SeatKind } from "./protocol.ts";

/** The player's seat and the bot's. */
export const GUIDED_SEATS: readonly { kind: SeatKind; name: string }[] = [
  { kind: "human", name: "You" },
  { kind: "heuristic", name: "Heuristic bot" },
];

// Six health each: three or four units, a dragon in the summoning pool, two terrains. Chosen so
// that the game reaches the basic decisions (assembly, frontier, marches, maneuvers, melee and
// missile, counter-attacks, retreats) and ends in about six turns.
export const GUIDED_FORCE_SIZE = 6;
const FORCES = [
  {
    dice: ["singeman", "revenant", "buffalo-folk"],
    terrains: ["swampland-tower", "wasteland-standing-stones"],
    dragons: ["gold-wyrm"],
  },
  {
    dice: ["shadowchaser", "spectre", "bog-adept", "dead-shot"],
    terrains: ["coastland-standing-stones", "flatland-city"],
    dragons: ["gold-drake"],
  },
] as const;
// Any fixed keys would do: these were picked, with the forces, for the game they make.
const DICE_KEY = "d1ce".repeat(16);
export const GUIDED_BOT_KEY = `${"b07".repeat(21)}b`;
// A lesson must end even when its player goes their own way.
const ROUND_LIMIT = 10;

/** The guided game as `buildConfig` gives other games: its configuration and seats' names. */
export const guidedSetup = (): { config: GameConfig; names: string[]; choosing: boolean[] } => ({
  config: {
    // The lesson is written for one edition: its forces, its dice and its hints are 2.9a's.
    edition: "2.9a",
    key: DICE_KEY,
    forceSize: GUIDED_FORCE_SIZE,
    roundLimit: ROUND_LIMIT,
    players: GUIDED_SEATS.map((seat, i) => {
      const force = FORCES[i] as (typeof FORCES)[number];
      return {
        name: seat.name,
        dice: [...force.dice],
        terrains: [...force.terrains],
        dragons: [...force.dragons],
      };
    }),
  },
  names: GUIDED_SEATS.map((s) => s.name),
  choosing: GUIDED_SEATS.map(() => false),
});
