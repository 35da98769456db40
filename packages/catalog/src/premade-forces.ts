// Premade forces by name ("dwarf", "Lava Elves"...) at any multiple of 24 health, from the data in
// premade-data.ts, for the terminal game and the server.
import { rules29a } from "./editions/2.9a/index.ts";
import { type Force, PREMADE } from "./premade-data.ts";

export {
  aboutPremade,
  type Force,
  MAGIC_FORCES,
  PREMADE_NAMES,
  SPECIES_FORCES,
} from "./premade-data.ts";

/**
 * "dwarf", "Dwarves", "lava elf", "Lava-Elves" all name the dwarves or lava elves force. Only the
 * forces' own names count: "constructor" or "__proto__" name nothing (a player types the name).
 */
export function premadeKey(spec: string): string | undefined {
  const key = spec
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  if (Object.hasOwn(PREMADE, key)) return key;
  const species = rules29a.species.find((s) =>
    [s.name.singular, s.name.plural].some((n) => n.toLowerCase().replace(/\s+/g, "-") === key),
  );
  return species && Object.hasOwn(PREMADE, species.id) ? species.id : undefined;
}

/** A premade force at `size` health (24, 48, 72...: larger forces repeat the 24-health one). */
export function premadeForce(name: string, size: number): Force {
  const key = premadeKey(name);
  const p = key === undefined ? undefined : PREMADE[key];
  if (!p) throw new PremadeForceError(`no premade force "${name}"`);
  if (size % 24 !== 0) {
    throw new PremadeForceError(
      `premade forces come in multiples of 24 health, not ${size}; use a random force or a force file`,
    );
  }
  const copies = size / 24;
  return {
    label: p.label,
    dice: Array.from({ length: copies }, () => p.dice).flat(),
    terrains: [...p.terrains],
    dragons: Array.from({ length: copies }, () => p.dragon),
  };
}

/** A premade force that does not exist, or not at that size. */
export class PremadeForceError extends Error {
  override name = "PremadeForceError";
}
