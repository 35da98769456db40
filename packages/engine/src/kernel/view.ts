// What one player may see (engine-enforced hidden information): no PRNG state, seed or key (any
// would let a player foresee the dice), no flow internals
// (they hold secret answers such as a maneuver's direction), no forced rolls, and nothing of the
// other players' forces until armies are revealed, nor of their secret decisions.
import type { Decision } from "./decisions.ts";
import { type DieState, diceInForce, type GameState } from "./state.ts";

export interface PlayerView
  extends Omit<GameState, "rng" | "seed" | "secretDice" | "stack" | "forced" | "pending"> {
  viewer: number | null;
  pending: (Decision | { id: number; player: number; kind: string; secret: true })[];
}

const hiddenBeforeReveal = (d: DieState): boolean => d.at === "force";

/**
 * A deep copy of plain data (the state is: objects, arrays, text, numbers), as structuredClone
 * would make it but several times faster on the state's many small objects: the bots take a view
 * at every decision. Anything else is left to structuredClone.
 */
function copyPlain<T>(x: T): T {
  if (typeof x !== "object" || x === null) return x;
  if (Array.isArray(x)) {
    const out: unknown[] = new Array(x.length);
    for (let i = 0; i < x.length; i++) out[i] = copyPlain(x[i]);
    return out as T;
  }
  if (Object.getPrototypeOf(x) !== Object.prototype) return structuredClone(x);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) out[key] = copyPlain((x as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * The state as `player` may see it; `null` for a spectator, who sees only public information.
 * The view is a copy: changing it never changes the game. With `shared`, the parts a player may
 * see are not copied: for a caller that serialises the view at once and never changes it (the
 * server, which sends JSON).
 */
export function viewFor(
  state: GameState,
  player: number | null,
  options: { shared?: boolean } = {},
): PlayerView {
  const {
    rng: _rng,
    seed: _seed,
    secretDice: _secretDice,
    stack: _stack,
    forced: _forced,
    pending,
    ...rest
  } = state;
  const copy = options.shared ? <T>(x: T): T => x : copyPlain;
  // Once set-up is over no die is hidden: a shared view shares the list too (a bot takes a view
  // at every decision).
  const dice =
    options.shared && diceInForce(state.dice) === 0
      ? state.dice
      : state.dice.map((d) =>
          d.owner !== player && hiddenBeforeReveal(d)
            ? { ...d, die: "hidden", at: "force" as const }
            : options.shared
              ? d
              : { ...d },
        );
  return {
    ...copy(rest),
    dice,
    viewer: player,
    pending: pending.map((d) =>
      d.player === player || !d.secret
        ? copy(d)
        : { id: d.id, player: d.player, kind: d.kind, secret: true as const },
    ),
  };
}
