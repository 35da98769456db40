// Typed errors for illegal actions: apply() returns one and leaves the state as it was.

export type EngineErrorCode =
  | "game-over"
  | "no-such-decision"
  | "wrong-player"
  | "illegal-choice"
  | "malformed-action"
  | "invalid-setup";

export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

export const engineError = (code: EngineErrorCode, message: string): EngineError => ({
  code,
  message,
});
