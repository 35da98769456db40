// How a game stands, in a few words, for the lobby's lists: whose turn, whose move, who won.
// Pure: from the server's summary of the game and the seats this browser plays.
import type { GameSummary } from "@dragondice/server/protocol";

const nameOf = (g: GameSummary, seat: number): string =>
  g.seats[seat]?.name ?? `Player ${seat + 1}`;

/** "Ann and Bob" / "Ann, Bob and Cy". */
function names(list: string[]): string {
  if (list.length <= 1) return list.join("");
  return `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

const DRAWN_BY: Record<string, string> = {
  "round-limit": "A draw (the round limit was reached)",
  agreement: "A draw by agreement",
};

/**
 * "Turn 3: your move", "Turn 3: Bob to play", "Waiting for Bob to choose a force", "Won by Ann",
 * "A draw (the round limit was reached)". `mine`: the seats played in this browser.
 */
export function gameStatus(g: GameSummary, mine: readonly number[] = []): string {
  if (g.status === "waiting") {
    const choosing = g.seats.filter((s) => s.choosing).map((s) => s.seat);
    if (choosing.some((s) => mine.includes(s))) return "Waiting for you to choose your force";
    const who = names(choosing.map((s) => nameOf(g, s)));
    return `Waiting for ${who} to choose ${choosing.length > 1 ? "their forces" : "a force"}`;
  }
  if (g.status === "finished") {
    if (g.winner === null) return g.draw ? (DRAWN_BY[g.drawnBy ?? ""] ?? "A draw") : "Over";
    return mine.includes(g.winner) ? "You won" : `Won by ${nameOf(g, g.winner)}`;
  }
  const when = g.turn === null ? "Set-up" : `Turn ${g.turn}`;
  if (g.deciding.some((s) => mine.includes(s))) return `${when}: your move`;
  if (g.turnPlayer !== null) return `${when}: ${nameOf(g, g.turnPlayer)} to play`;
  if (g.deciding.length > 0)
    return `${when}: waiting for ${names(g.deciding.map((s) => nameOf(g, s)))}`;
  return "Playing";
}
