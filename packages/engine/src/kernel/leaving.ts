// Ending a game by the players' will, in any edition: a player resigns, or all agree to a draw.
// Neither is a decision the rules ask for: any player still in the game may act at any time.
//
// A resigning player leaves the game: with one player left, that player wins. Otherwise the game
// goes on without them: decisions they were asked are answered for them with the first legal
// choice (they no longer care how), then all their dice go out of the game, and the ruleset passes
// the turn on if it was theirs (Ruleset.leave). A draw offered needs every other player still in
// the game to accept it; a refusal, or any move in the game, withdraws it.
import type { Action, Decision, TableAction } from "./decisions.ts";
import { endLeftPlay } from "./effects.ts";
import { type EngineError, engineError } from "./errors.ts";
import { answerPending, Ctx, runFlow } from "./flow.ts";
import type { ApplyResult } from "./game.ts";
import { type Ruleset, sampleChoice } from "./ruleset.ts";
import type { GameState, PlayerState } from "./state.ts";

const TABLE_ACTIONS: readonly string[] = ["resign", "offer-draw", "accept-draw", "decline-draw"];

/** A resignation or a draw move. A decision's answer, most actions by far, is told apart first. */
export const isTableAction = (action: Action): action is TableAction =>
  typeof action === "object" &&
  action !== null &&
  action.type !== "decide" &&
  TABLE_ACTIONS.includes(action.type);

/** The players still in the game (neither eliminated nor resigned), by index. */
export const playersIn = (state: GameState): number[] =>
  state.players.flatMap((p, i) => (p.eliminated ? [] : [i]));

/** A player as messages name them: by name, as players know one another. */
const nameOf = (state: GameState, player: number): string =>
  state.players[player]?.name ?? `player ${player}`;

/** Why a table action is illegal in this state, or null. */
export function tableActionProblem(state: GameState, action: TableAction): EngineError | null {
  const { player } = action;
  if (state.winner) return engineError("game-over", "the game is over");
  if (!Number.isInteger(player) || state.players[player] === undefined) {
    return engineError("not-in-game", `there is no player ${String(player)} in this game`);
  }
  if (state.players[player]?.eliminated) {
    const how = state.players[player]?.resigned ? "resigned" : "been eliminated";
    return engineError("not-in-game", `${nameOf(state, player)} has ${how}: out of the game`);
  }
  const offer = state.drawOffer;
  switch (action.type) {
    case "resign":
      // Before the first turn a game of three or more has no way yet to go on without a player.
      if (state.turn === null && playersIn(state).length > 2) {
        return engineError(
          "set-up-not-over",
          "in a game of three or more, a player can resign once the set-up is over",
        );
      }
      return null;
    case "offer-draw":
      return offer
        ? engineError("draw-offered", `${nameOf(state, offer.by)} has offered a draw already`)
        : null;
    case "accept-draw":
      if (!offer) return engineError("no-draw-offer", "no draw is offered");
      if (offer.by === player || offer.accepted.includes(player)) {
        return engineError("draw-offered", `${nameOf(state, player)} has agreed to this draw`);
      }
      return null;
    case "decline-draw":
      return offer ? null : engineError("no-draw-offer", "no draw is offered");
  }
}

/** Applies a table action, to a copy of the state unless `copy` is false. */
export function applyTableAction(
  rules: Ruleset,
  original: GameState,
  action: TableAction,
  copy: boolean,
): ApplyResult<TableAction> {
  const error = tableActionProblem(original, action);
  if (error) return { ok: false, state: original, error };
  const state = copy ? structuredClone(original) : original;
  const ctx = new Ctx(state, rules);
  const { player } = action;
  switch (action.type) {
    case "resign":
      resign(ctx, player);
      break;
    case "offer-draw":
      state.drawOffer = { by: player, accepted: [] };
      ctx.emit({ type: "draw-offered", player });
      break;
    case "accept-draw":
      (state.drawOffer as { accepted: number[] }).accepted.push(player);
      ctx.emit({ type: "draw-accepted", player });
      if (everyoneAgrees(state))
        endGame(ctx, { player: null, reason: "agreement" }, "a draw agreed");
      break;
    case "decline-draw":
      delete state.drawOffer;
      ctx.emit({ type: "draw-declined", player });
      break;
  }
  // Leaving the game or ending it by agreement is never taken back.
  return {
    ok: true,
    state,
    events: ctx.events,
    action: { type: action.type, player },
    revocable: false,
  };
}

function everyoneAgrees(state: GameState): boolean {
  const offer = state.drawOffer;
  return !!offer && playersIn(state).every((p) => p === offer.by || offer.accepted.includes(p));
}

/** Clears the draw offered (a move was made instead of an answer). */
export function withdrawDrawOffer(ctx: Ctx): void {
  delete ctx.state.drawOffer;
  ctx.emit({ type: "draw-withdrawn" });
}

function endGame(ctx: Ctx, winner: NonNullable<GameState["winner"]>, reason: string): void {
  const { state } = ctx;
  state.winner = winner;
  delete state.drawOffer;
  // Nothing will be decided or rolled any more.
  state.pending = [];
  state.rolls = [];
  ctx.emit({ type: "game-over", player: winner.player, reason });
}

function resign(ctx: Ctx, player: number): void {
  const { state } = ctx;
  const leaving = state.players[player] as PlayerState;
  leaving.resigned = true;
  // Out of the game from now on: no turn passes to them, and nobody counts them among the living.
  leaving.eliminated = true;
  ctx.emit({ type: "resigned", player });
  // A draw offered was offered to the players as they were.
  if (state.drawOffer) withdrawDrawOffer(ctx);
  const left = playersIn(state);
  if (left.length === 1) {
    const reason =
      state.players.length === 2 ? "the other player resigned" : "is the last player still in";
    endGame(ctx, { player: left[0] as number, reason: "resignation", resigned: player }, reason);
    return;
  }
  // Decisions asked of them in someone else's turn are answered, so the turn goes on as asked;
  // their own turn is passed on by the ruleset instead.
  if (state.turn?.player !== player) answerForResigned(ctx);
  if (state.winner) return;
  for (const die of state.dice) if (die.owner === player) die.at = "out";
  if (state.effects.length > 0) endLeftPlay(ctx);
  ctx.rules.leave?.(ctx, player);
  runFlow(ctx);
  // A ruleset without `leave` leaves their own turn's decisions to be answered here too.
  answerForResigned(ctx);
}

/** Whether a player has resigned from a game going on (their decisions are answered for them). */
export const anyResigned = (state: GameState): boolean =>
  state.players.some((p) => p.resigned === true);

/**
 * Answers every decision asked of a resigned player with the first legal choice, running the flow
 * between answers, until none of theirs is pending or the game is over.
 */
export function answerForResigned(ctx: Ctx): void {
  const { state } = ctx;
  for (;;) {
    if (state.winner) return;
    const index = state.pending.findIndex((d) => state.players[d.player]?.resigned === true);
    if (index < 0) return;
    const decision = state.pending[index] as Decision;
    answerPending(
      ctx,
      index,
      sampleChoice(ctx.rules, state, decision, (min) => min),
    );
    runFlow(ctx);
  }
}
