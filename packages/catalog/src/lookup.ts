// Finding dice by name: exact matches first, then names that contain the words typed, and the
// closest names for a one-line "did you mean" when nothing matches.
import { distance } from "fastest-levenshtein";
import { allDice } from "./dice.ts";
import type { Die } from "./types.ts";

const normalize = (s: string): string =>
  s
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The dice a name refers to: by id, by exact name, by name without its colour, or by words. */
export function findDice(query: string): Die[] {
  const q = normalize(query);
  if (q === "") return [];
  const exact = allDice.filter(
    (d) => d.id === query || normalize(d.name) === q || normalize(baseName(d.name)) === q,
  );
  if (exact.length > 0) return exact;
  const words = q.split(" ");
  return allDice.filter((d) => {
    const n = normalize(d.name);
    return words.every((w) => n.includes(w));
  });
}

/** "Dragonmount (Black)" -> "Dragonmount". */
export function baseName(name: string): string {
  return name.replace(/\s*\([^)]*\)$/, "");
}

/** Up to `n` distinct die names closest to the query (edit distance on normalised names). */
export function closestNames(query: string, n = 3): string[] {
  const q = normalize(query);
  const names = [...new Set(allDice.map((d) => baseName(d.name)))];
  return names
    .map((name) => ({ name, d: distance(q, normalize(name)) }))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, n)
    .map((x) => x.name);
}
