// The round limit: a game that has gone on for `roundLimit` rounds without a winner is a draw
// (docs/rulings.md "Games that never end"). Edition-neutral: each ruleset asks at a turn's start.
import type { Ctx } from "./flow.ts";

/**
 * Ends the game in a draw, instead of starting turn `turnNumber`, when that turn would go past
 * the round limit (a round is a turn for each player who started the game). Returns whether it did.
 */
export function drawAtRoundLimit(ctx: Ctx, turnNumber: number): boolean {
  const { state } = ctx;
  if (state.roundLimit === null || state.roundLimit === undefined) return false;
  if (turnNumber <= state.roundLimit * state.order.length) return false;
  state.winner = { player: null, reason: "round-limit" };
  ctx.emit({
    type: "game-over",
    player: null,
    reason: `${state.roundLimit} rounds played without a winner: a draw`,
  });
  return true;
}
