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
