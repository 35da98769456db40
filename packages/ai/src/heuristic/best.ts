// Picking the option that scores highest: every heuristic decision ends this way.

/** The first of `xs` with the highest score, or undefined when there is none. */
export function bestBy<T>(xs: readonly T[], score: (x: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const x of xs) {
    const s = score(x);
    if (s > bestScore) {
      best = x;
      bestScore = s;
    }
  }
  return best;
}
