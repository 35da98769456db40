// Counts over the whole catalogue: what `dragondice catalog` prints.
import { allDice } from "./dice.ts";
import { editions, v4OnlySais } from "./editions/index.ts";
import type { Die } from "./types.ts";

export interface CatalogSummary {
  /** Dice per category. */
  dice: Record<string, number>;
  /** Species units per species and size. */
  species: Record<string, Record<string, number>>;
  /** Spells per edition. */
  spells: Record<string, number>;
  /** SAIs per edition ("v4-only": SAIs on dice that only V4 defines). */
  sais: Record<string, number>;
  /** Dragons per dragon type. */
  dragons: Record<string, number>;
  /** Terrain types, eighth-face icons and species described per edition. */
  rules: Record<string, Record<string, number>>;
  total: number;
}

/** The category a die is counted under. */
export function categoryOf(d: Die): string {
  switch (d.kind) {
    case "unit":
      if (d.species === "eldarim") return d.size === "champion" ? "eldarimChampions" : "eldarim";
      if (d.species === "dragonkin") return "dragonkin";
      if (d.species === "none") return "kingsDie";
      return "speciesUnits";
    case "dragon":
      return "dragons";
    case "terrain":
      return `${d.category}Terrains`;
    case "item":
      return {
        "magical-item": "magicalItems",
        artifact: "artifacts",
        medallion: "medallions",
        relic: "relics",
      }[d.itemType];
  }
}

function increment(rec: Record<string, number>, key: string): void {
  rec[key] = (rec[key] ?? 0) + 1;
}

/** The order categories are reported in. */
const CATEGORY_ORDER = [
  "speciesUnits",
  "eldarim",
  "eldarimChampions",
  "dragonkin",
  "dragons",
  "majorTerrains",
  "advancedTerrains",
  "minorTerrains",
  "magicalItems",
  "artifacts",
  "medallions",
  "relics",
  "kingsDie",
];

const sortedKeys = <T>(rec: Record<string, T>, order?: string[]): Record<string, T> =>
  Object.fromEntries(
    Object.entries(rec).sort(([a], [b]) =>
      order ? order.indexOf(a) - order.indexOf(b) : a.localeCompare(b),
    ),
  );

export function catalogSummary(): CatalogSummary {
  const dice: Record<string, number> = {};
  const species: Record<string, Record<string, number>> = {};
  const dragons: Record<string, number> = {};
  for (const d of allDice) {
    increment(dice, categoryOf(d));
    if (d.kind === "unit" && categoryOf(d) === "speciesUnits") {
      species[d.species] ??= {};
      increment(species[d.species] as Record<string, number>, d.size);
    }
    if (d.kind === "dragon") increment(dragons, d.dragonType);
  }
  const spells: Record<string, number> = {};
  const sais: Record<string, number> = {};
  const rules: Record<string, Record<string, number>> = {};
  for (const [edition, data] of Object.entries(editions)) {
    spells[edition] = data.spells.length;
    sais[edition] = data.sais.length;
    rules[edition] = {
      species: data.species.length,
      terrainTypes: data.terrainTypes.length,
      eighthFaces: data.eighthFaces.length,
    };
  }
  sais["v4-only"] = v4OnlySais.length;
  return {
    dice: sortedKeys(dice, CATEGORY_ORDER),
    species: sortedKeys(species),
    spells,
    sais,
    dragons: sortedKeys(dragons),
    rules,
    total: allDice.length,
  };
}
