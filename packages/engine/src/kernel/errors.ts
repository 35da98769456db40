// Typed errors for illegal actions: apply() returns one and leaves the state as it was.

/** Every code an illegal action is refused with (scenario files name them too). */
export const ENGINE_ERROR_CODES = [
  "game-over",
  "no-such-decision",
  "wrong-player",
  "illegal-choice",
  "malformed-action",
  "invalid-setup",
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
