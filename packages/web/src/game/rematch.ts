// A rematch: the same players with the same forces, one seat on (the last player takes the first
// seat; two players swap), as a new game. Pure: the page sends the body and keeps the links.
import type { GameRecord } from "@dragondice/engine";
import type { CreateGame } from "@dragondice/server/protocol";

export interface RematchSeat {
  kind: "human" | "heuristic" | "random";
  name: string;
  /** Played in this browser. */
  mine: boolean;
}

/**
 * The new game's body and, for each of its seats, whether this browser plays it. `seats` are the
 * finished game's seats in order; the forces come from its record.
 */
export function rematch(
  record: GameRecord,
  seats: RematchSeat[],
): { body: CreateGame; mine: boolean[] } {
  const n = seats.length;
  const from = seats.map((_, j) => (j + n - 1) % n);
  const body: CreateGame = {
    edition: record.config.edition,
    forceSize: record.config.forceSize,
    seats: from.map((i) => {
      const seat = seats[i];
      const force = record.config.players[i];
      if (!seat || !force) throw new Error(`the record has no seat ${i + 1}`);
      // Every list of the force, the advanced rules' summoning pool too; the seat keeps its name.
      const { name: _player, ...lists } = force;
      return { kind: seat.kind, name: seat.name, force: lists };
    }),
  };
  return { body, mine: from.map((i) => seats[i]?.mine ?? false) };
}
