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
  data?: Record<string, unknown>;
  /** Hidden from other players until resolved (e.g. army assembly, maneuver direction). */
  secret?: boolean;
}

/** The action that answers a decision. */
export interface DecideAction {
  type: "decide";
  player: number;
  decision: number;
  choice: unknown;
}

export type Action = DecideAction;
