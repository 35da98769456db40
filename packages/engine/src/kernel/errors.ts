// Typed errors for illegal actions: apply() returns one and leaves the state as it was.

/** Every code an illegal action is refused with (scenario files name them too). */
export const ENGINE_ERROR_CODES = [
  "game-over",
  "no-such-decision",
  "wrong-player",
  "illegal-choice",
  "malformed-action",
  "invalid-setup",
  /** A player who is not in the game (no such seat, or resigned or eliminated already). */
  "not-in-game",
  /** Resigning from a game of three or more before its set-up is over. */
  "set-up-not-over",
  /** Accepting or declining a draw nobody offered. */
  "no-draw-offer",
  /** Offering a draw while one is offered, or accepting one's own or twice. */
  "draw-offered",
] as const;

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

export const engineError = (code: EngineErrorCode, message: string): EngineError => ({
  code,
  message,
});
