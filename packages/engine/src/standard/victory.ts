// 2.9a "Object of the Game": two terrains captured wins at once; so does having the last units.
import type { Ctx } from "../kernel/flow.ts";
import { type GameState, type PlayerState, terrainLocation } from "../kernel/state.ts";
import { hasUnitsAt, hasUnitsInPlay } from "./army.ts";
import { tablesOf } from "./edition-tables.ts";

/** Ends the game if someone has won; eliminates players left without units. */
export function checkVictory(ctx: Ctx): void {
  const { state } = ctx;
  if (state.winner) return;
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[i] as PlayerState;
    if (!p.eliminated && state.order.includes(i) && !hasUnitsInPlay(state, i)) {
      p.eliminated = true;
      // The edition's components that go with the player (2.9a's Kings' Die, line 2416).
      tablesOf(ctx).extensions.eliminated?.(ctx, i);
      ctx.emit({ type: "eliminated", player: i });
    }
  }
  // Most of the time no terrain shows its eighth face: nobody has captured anything.
  if (state.terrains.some((t) => t.face === 8 && t.controller !== null)) {
    for (let i = 0; i < state.players.length; i++) {
      let captured = 0;
      for (const t of state.terrains) if (t.face === 8 && t.controller === i) captured++;
      if (captured >= 2) {
        state.winner = { player: i, reason: "two-terrains" };
        ctx.emit({ type: "game-over", player: i, reason: "captured two terrains" });
        return;
      }
    }
  }
  let alive: number | null = null;
  for (const i of state.order) {
    if (state.players[i]?.eliminated) continue;
    // Two players still in: nobody has won yet.
    if (alive !== null) return;
    alive = i;
  }
  if (alive !== null) {
    state.winner = { player: alive, reason: "last-units" };
    ctx.emit({ type: "game-over", player: alive, reason: "has the last surviving units" });
  }
}

/**
 * A player resigned, their dice out of the game (kernel/leaving.ts): their turn, if it was theirs,
 * ends where it stood (its rolls and battles with it) and the next player's begins; a terrain they
 * held at its eighth face turns back, and a winner is looked for as after any task.
 */
export function leaveGame(ctx: Ctx, player: number): void {
  const { state } = ctx;
  if (state.turn?.player === player) endTurnHere(state);
  checkEighthFaces(ctx);
  checkVictory(ctx);
}

/**
 * The turn ends where it stands, its rolls, battles and questions with it: the next player's
 * begins. The flow's own lists are emptied in place, as the flow may be running.
 */
function endTurnHere(state: GameState): void {
  state.stack.length = 0;
  state.stack.push({ t: "turn:end" });
  state.pending.length = 0;
  state.rolls = [];
  state.dragonBattle = null;
}

/**
 * After a task: the player whose turn it is lost their last units in it (a dragon's attack, a
 * minor terrain's disaster, a counter-attack) and is out (line 1139): their turn ends there, as
 * when a player resigns, instead of asking them to march, maneuver or act with no army. Not again
 * once it is ending, nor when no other player is left to take a turn.
 */
export function endEliminatedTurn(state: GameState): void {
  const turn = state.turn;
  if (!turn || state.winner !== null || state.players[turn.player]?.eliminated !== true) return;
  const next = state.stack[state.stack.length - 1]?.t;
  if (next === "turn:end" || next === "turn:start") return;
  // With nobody else in the game (a position set up so), no turn would follow.
  if (!state.order.some((p) => p !== turn.player && state.players[p]?.eliminated !== true)) return;
  endTurnHere(state);
}

/**
 * 2.9a "The Eighth Face": a terrain at its eighth face turns back to 7 when the controlling army
 * abandons it or is killed.
 */
export function checkEighthFaces(ctx: Ctx): void {
  for (const t of ctx.state.terrains) {
    if (t.face === 8 && t.controller !== null) {
      if (!hasUnitsAt(ctx.state, t.controller, terrainLocation(t.id))) {
        ctx.emit({ type: "control-lost", player: t.controller, terrain: t.id });
        t.face = 7;
        t.controller = null;
      }
    }
  }
}
