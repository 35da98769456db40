// What one player may see (engine-enforced hidden information): no PRNG state or seed (either
// would let a player foresee the dice), no flow internals
// (they hold secret answers such as a maneuver's direction), no forced rolls, and nothing of the
// other players' forces until armies are revealed, nor of their secret decisions.
import type { Decision } from "./decisions.ts";
import type { DieState, GameState } from "./state.ts";

export interface PlayerView
  extends Omit<GameState, "rng" | "seed" | "stack" | "forced" | "pending"> {
  viewer: number | null;
  pending: (Decision | { id: number; player: number; kind: string; secret: true })[];
}

const hiddenBeforeReveal = (d: DieState): boolean => d.at === "force";

/** The state as `player` may see it; `null` for a spectator, who sees only public information. */
export function viewFor(state: GameState, player: number | null): PlayerView {
  const { rng: _rng, seed: _seed, stack: _stack, forced: _forced, pending, ...rest } = state;
  // Every die is a copy: a view never shares objects with the state it was made from.
  const dice = state.dice.map((d) =>
    d.owner !== player && hiddenBeforeReveal(d)
      ? { ...d, die: "hidden", at: "force" as const }
      : { ...d },
  );
  return {
    ...structuredClone(rest),
    dice,
    viewer: player,
    pending: pending.map((d) =>
      d.player === player || !d.secret
        ? structuredClone(d)
        : { id: d.id, player: d.player, kind: d.kind, secret: true as const },
    ),
  };
}
