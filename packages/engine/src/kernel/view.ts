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
 * at every decision, and a spell copies its effect's parts at every casting. Anything else is left
 * to structuredClone.
 */
export function copyPlain<T>(x: T): T {
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
  const shared = options.shared === true;
  // Once set-up is over no die is hidden: a shared view shares the list too (a bot takes a view
  // at every decision).
  const dice =
    shared && diceInForce(state.dice) === 0
      ? state.dice
      : state.dice.map((d) =>
          d.owner !== player && hiddenBeforeReveal(d)
            ? { ...d, die: "hidden", at: "force" as const }
            : shared
              ? d
              : { ...d },
        );
  // Field by field, in the state's order (the rules add fields of their own): a rest pattern and
  // a spread, as this was written before, took several times longer, and views are taken at every
  // decision.
  const view: Record<string, unknown> = {};
  const fields = state as unknown as Record<string, unknown>;
  for (const key in fields) {
    if (UNSEEN.has(key)) continue;
    view[key] = key === "dice" ? dice : shared ? fields[key] : copyPlain(fields[key]);
  }
  view.viewer = player;
  view.pending = state.pending.map((d) =>
    d.player === player || !d.secret
      ? shared
        ? d
        : copyPlain(d)
      : { id: d.id, player: d.player, kind: d.kind, secret: true as const },
  );
  return view as unknown as PlayerView;
}

/** What no player sees of the state, and its pending decisions (made into the view's own). */
const UNSEEN: ReadonlySet<string> = new Set<keyof GameState>([
  "rng",
  "seed",
  "secretDice",
  "stack",
  "forced",
  "pending",
]);
