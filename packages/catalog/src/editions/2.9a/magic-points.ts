// 2.9a "Step 1: Decide Total Force Size" (rules/000 lines 246-256): which components are magic
// users and their magic point value, which the magic-user cap (half the force) counts.
import type { ItemDie, UnitDie } from "../../types.ts";
import { sais } from "./sais.ts";

/**
 * Dice the rulebook names as exceptions to its general rule, with the value it gives them.
 * Vampire: a rare unit with a single magic face (line 250). Bronze medallion: line 2434.
 */
const NAMED_VALUES: Record<string, number> = {
  vampire: 2,
  "bronze-medallion": 4,
};

/**
 * SAIs that can produce magic during a magic action (Cantrip, Create Fireminions, Attune...):
 * found from the SAI data, so a new SAI that yields magic is counted without touching this file.
 * Die-specific variants (the logo faces) are left out: their dice are handled above or are not
 * magic users by the rulebook's definition.
 */
const MAGIC_SAIS: ReadonlySet<string> = new Set(
  sais
    .filter((s) => s.variant === undefined)
    .filter((s) =>
      s.rules.some(
        (r) =>
          r.rolls.some((roll) => roll === "magic-action" || roll === "any") &&
          r.results.some((x) => x === "magic" || x === "magic-any-color" || x === "cantrip-spells"),
      ),
    )
    .map((s) => s.icon),
);

export function isMagicGeneratingSai(icon: string): boolean {
  return MAGIC_SAIS.has(icon);
}

/** Ten-sided components: monsters and artifacts. */
const isTenSided = (d: UnitDie | ItemDie): boolean =>
  (d.kind === "unit" && d.size === "monster") || (d.kind === "item" && d.itemType === "artifact");

/** A magic user: any component with a magic or Cantrip icon (line 246). */
export function isMagicUser(d: UnitDie | ItemDie): boolean {
  return magicPointValue(d) > 0;
}

/**
 * The component's magic point value. Six- and four-sided dice with a magic or Cantrip icon count
 * their health. Monsters and artifacts count 1 per face with a normal magic icon and 2 per face
 * with a magic-generating SAI, at most 4 (lines 250-256); the ID face does not count.
 */
export function magicPointValue(d: UnitDie | ItemDie): number {
  const named = NAMED_VALUES[d.id];
  if (named !== undefined) return named;
  if (isTenSided(d)) {
    let points = 0;
    for (const f of d.faces) {
      if (f.icon === "Magic") points += 1;
      else if (isMagicGeneratingSai(f.icon)) points += 2;
    }
    return Math.min(points, 4);
  }
  return d.faces.some((f) => f.icon === "Magic" || f.icon === "Cantrip") ? d.health : 0;
}
