// Splitting a force into the three starting armies (2.9a "Step 2: Assemble Armies"): each army
// has at least 1 health of units and at most half the force (rounded down).

/**
 * A random split of `health` values into three groups (indexes 0-2), each with a sum between
 * 1 and `cap`, or null when none exists. `randomInt` drives the choice, so the same random
 * source gives the same split.
 */
export function splitIntoThree(
  health: number[],
  cap: number,
  randomInt: (min: number, max: number) => number,
): number[] | null {
  const order = health.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  // Greedy fill with random restarts: forces are small, and a fully random order almost always
  // works at the first or second try; fall back to a deterministic largest-first pass.
  for (let attempt = 0; attempt < 50; attempt++) {
    const groups = tryFill(order, health, cap, attempt === 0 ? 0 : randomInt(0, 2));
    if (groups) return groups;
    for (let i = order.length - 1; i > 0; i--) {
      const j = randomInt(0, i);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
  }
  const bySize = health.map((_, i) => i).sort((a, b) => (health[b] ?? 0) - (health[a] ?? 0));
  return tryFill(bySize, health, cap, 0);
}

function tryFill(order: number[], health: number[], cap: number, start: number): number[] | null {
  const sums = [0, 0, 0];
  const groups = new Array<number>(health.length).fill(-1);
  // Seed each group with one unit so none is empty.
  let k = 0;
  for (const i of order) {
    if (k >= 3) break;
    const g = (start + k) % 3;
    const h = health[i] ?? 0;
    if (h > cap) return null;
    groups[i] = g;
    sums[g] = (sums[g] ?? 0) + h;
    k++;
  }
  if (k < 3) return null;
  for (const i of order) {
    if ((groups[i] ?? -1) >= 0) continue;
    const h = health[i] ?? 0;
    // Put each unit in the group with the most room.
    let best = -1;
    for (let g = 0; g < 3; g++) {
      if ((sums[g] ?? 0) + h <= cap && (best < 0 || (sums[g] ?? 0) < (sums[best] ?? 0))) best = g;
    }
    if (best < 0) return null;
    groups[i] = best;
    sums[best] = (sums[best] ?? 0) + h;
  }
  return groups;
}
