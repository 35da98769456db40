/** A mistake in what the user typed or supplied: reported in one line with exit status 2. */
export class UsageError extends Error {}
