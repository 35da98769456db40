// What one player may see (engine-enforced hidden information): no PRNG state, seed or key (any
// would let a player foresee the dice), no flow internals
// (they hold secret answers such as a maneuver's direction), no forced rolls, and nothing of the
// other players' forces until armies are revealed, nor of their secret decisions.
import type { Decision } from "./decisions.ts";
import { type DieState, diceInForce, type GameState } from "./state.ts";
import { writtenAgain } from "./written-again.ts";

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
  // Field by field, in the state's order (the rules add fields of their own): a rest pattern and
  // a spread, as this was written before, took several times longer, and views are taken at every
  // decision.
  const view: Record<string, unknown> = {};
  const fields = state as unknown as Record<string, unknown>;
  for (const key in fields) {
    if (UNSEEN.has(key)) continue;
    view[key] =
      key === "dice"
        ? diceSeen(state, player, shared)
        : shared
          ? fields[key]
          : copyPlain(fields[key]);
  }
  view.viewer = player;
  view.pending = pendingSeen(state, player, shared);
  // A view's dice are written again when a bot makes a table of its own from it, with the dice it
  // knows (`{ ...view, dice }`): the first such table threw away some 17 functions of the engine
  // and the bots, optimized on views' dice never changing (`writtenAgain` says why).
  writtenAgain("view", view, ["dice"]);
  return view as unknown as PlayerView;
}

/**
 * The pending decisions as `player` sees them: others' secret ones only by whose and what kind.
 * Whether a decision is secret is read first: set-up's are the only secret ones a bot meets, at
 * the start of each game, and code optimized without having read the field was thrown away there.
 */
function pendingSeen(
  state: GameState,
  player: number | null,
  shared: boolean,
): PlayerView["pending"] {
  const pending: PlayerView["pending"] = [];
  for (const d of state.pending) {
    pending.push(
      !d.secret || d.player === player
        ? shared
          ? d
          : copyPlain(d)
        : { id: d.id, player: d.player, kind: d.kind, secret: true as const },
    );
  }
  return pending;
}

/**
 * The dice as `player` sees them: others' dice still in their force hidden. Once set-up is over
 * no die is hidden: a shared view shares the list too (a bot takes a view at every decision).
 * Otherwise a list built by push, as the state's is: lists made by `map` are of another kind, and
 * code the bots optimized on the state's list was thrown away at each game's set-up.
 */
function diceSeen(state: GameState, player: number | null, shared: boolean): DieState[] {
  if (shared && diceInForce(state.dice) === 0) return state.dice;
  const dice: DieState[] = [];
  for (const d of state.dice) {
    dice.push(d.owner !== player && hiddenBeforeReveal(d) ? hidden(d) : shared ? d : { ...d });
  }
  return dice;
}

/**
 * A die in another's force, as it is shown. Made with the fields the game makes its dice with,
 * in the same order (kernel/game.ts): a copy by spread has a shape of its own, and code reading
 * the dice was thrown away whenever one reached it. A die in a force has no face or choice (a
 * minor terrain's in an army) unless a scenario file gave it one: those are copied whole.
 */
function hidden(d: DieState): DieState {
  if (d.face !== undefined || d.chosen !== undefined) return { ...d, die: "hidden", at: "force" };
  return { id: d.id, die: "hidden", owner: d.owner, at: "force" };
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
