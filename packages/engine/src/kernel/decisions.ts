// Pending decisions: every choice the rules give a player is one of these, in the state.

/**
 * A decision waiting for a player. `options` lists the legal choices when they can be listed;
 * combinatorial decisions (casualties, reserve moves, army assembly) leave it out and the
 * ruleset's validator and sampler for the kind apply (see Ruleset.decisionKinds).
 */
export interface Decision {
  id: number;
  player: number;
  kind: string;
  /** One plain sentence saying what is being asked. */
  prompt: string;
  options?: unknown[];
  /** What a combinatorial decision is about (units to choose from, damage to cover...). */
  data?: object;
  /** Hidden from other players until resolved (e.g. army assembly, maneuver direction). */
  secret?: boolean;
}

/**
 * What each decision kind holds, by kind: its `data`, one of its listed `option`s, and the
 * `choice` that answers it when it lists none (what its shape reads: `decisionKind`); each left
 * out where the kind has none. The kernel knows no kind: an edition adds its own by declaration
 * merging (`declare module ".../kernel/decisions.ts" { interface DecisionTypes { ... } }`), and
 * `Ctx.ask` takes requests of registered kinds only, so what a decision holds is checked where it
 * is asked and read typed by programs (`KnownDecision`), and its answer by the task that asked
 * (`DecisionChoice`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the registry editions extend by merging.
export interface DecisionTypes {}

/** The name of a registered decision kind. */
export type DecisionKindName = keyof DecisionTypes & string;

/** What a decision of kind `K` holds in `data` (undefined for a kind without). */
export type DecisionData<K extends DecisionKindName> = DecisionTypes[K] extends { data: infer D }
  ? D
  : undefined;
/** One of the listed options of a decision of kind `K` (never for a kind without). */
export type DecisionOption<K extends DecisionKindName> = DecisionTypes[K] extends {
  option: infer O;
}
  ? O
  : never;
/**
 * What a decision of kind `K` is answered with: one of its options, or the choice its shape reads
 * (`choice`).
 */
export type DecisionChoice<K extends DecisionKindName> = DecisionTypes[K] extends {
  choice: infer C;
}
  ? C
  : DecisionOption<K>;
type DataField<K extends DecisionKindName> = DecisionTypes[K] extends { data: infer D }
  ? { data: D }
  : { data?: undefined };
type OptionsField<K extends DecisionKindName> = DecisionTypes[K] extends { option: infer O }
  ? { options: O[] }
  : { options?: undefined };

/** A request for a decision of kind `K` (`Ctx.ask`): its data and options as the kind has them. */
export type RequestOf<K extends DecisionKindName> = {
  player: number;
  kind: K;
  prompt: string;
  secret?: boolean | undefined;
} & DataField<K> &
  OptionsField<K>;

/** A decision of kind `K`, its data and options typed. */
export type DecisionOf<K extends DecisionKindName> = RequestOf<K> & { id: number };

/**
 * A decision of any registered kind (of any of the kinds `K`): programs tell them apart by `kind`.
 * Written as a map indexed by its keys so that a function generic in `K` can hand one to a
 * handler of its kind (a map of handlers by kind) without a cast.
 */
export type KnownDecision<K extends DecisionKindName = DecisionKindName> = {
  [P in K]: DecisionOf<P>;
}[K];

/** Whether `decision` is of kind `kind`: then its data and options are read as that kind's. */
export function isDecision<K extends DecisionKindName>(
  decision: Decision,
  kind: K,
): decision is Decision & DecisionOf<K> {
  return decision.kind === kind;
}

/** The data of `decision` when it is of kind `kind`, else undefined. */
export function dataOf<K extends DecisionKindName>(
  decision: Decision,
  kind: K,
): DecisionData<K> | undefined {
  return decision.kind === kind ? (decision.data as DecisionData<K>) : undefined;
}

/**
 * A decision read as one of the registered kinds. The flow asks only for those (`Ctx.ask` takes
 * registered requests), so a decision of the game is one; its kind tells which.
 */
export function knownDecision(decision: Decision): KnownDecision {
  return decision as KnownDecision;
}

/** The action that answers a decision. */
export interface DecideAction {
  type: "decide";
  player: number;
  decision: number;
  choice: unknown;
}

/**
 * An action about the game itself rather than a move in it, open to any player still in the game
 * at any time, whoever the pending decisions are for (kernel/leaving.ts): resign (the player
 * leaves the game), offer a draw, or accept or decline the draw offered.
 */
export interface TableAction {
  type: "resign" | "offer-draw" | "accept-draw" | "decline-draw";
  player: number;
}

export type Action = DecideAction | TableAction;
