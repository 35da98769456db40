// Choosing casualties: among the sets of units covering exactly the health the rules demand,
// the one whose units are worth least (a subset-sum table keeping the cheapest set per sum).

export interface Candidate {
  id: string;
  health: number;
  value: number;
}

/** The ids of the cheapest units whose health adds up to exactly `cover`, or null if none. */
export function cheapestCover(units: readonly Candidate[], cover: number): string[] | null {
  // best[s]: the least value of a set summing to s, and the set.
  const best: ({ value: number; ids: string[] } | null)[] = new Array(cover + 1).fill(null);
  best[0] = { value: 0, ids: [] };
  for (const u of units) {
    for (let s = cover; s >= u.health; s--) {
      const from = best[s - u.health];
      if (!from) continue;
      const value = from.value + u.value;
      const here = best[s];
      if (!here || value < here.value) best[s] = { value, ids: [...from.ids, u.id] };
    }
  }
  return best[cover]?.ids ?? null;
}
