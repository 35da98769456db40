/**
 * A check the user asked for did not hold (a scenario whose run went otherwise than it says):
 * reported in one line with exit status 1, as a failed test. A malformed file is a UsageError.
 */
export class CheckFailed extends Error {}
