// Builds the catalogue's generated dice data from the reference dice data, in memory.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Die } from "../../packages/catalog/src/types.ts";
import { toDragon, toItem, toTerrain, toUnit } from "./convert.ts";
import {
  addedDice,
  applyFaceCorrections,
  type CorrectionsFile,
  correctedName,
  recordNameCorrections,
} from "./corrections.ts";
import { type RawCard, readSet } from "./read-set.ts";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const catalogData = join(repoRoot, "packages/catalog/data");
export const defaultReferenceDir = join(repoRoot, "../shared/reference/dice");

/** Each output file: the reference set it comes from and how a card becomes a die. */
const SETS: { out: string; file: string; convert: (card: RawCard, shared: boolean) => Die }[] = [
  { out: "species", file: "species.set.xml", convert: (c) => toUnit(c, false) },
  { out: "eldarim", file: "eldarim.set.xml", convert: (c, shared) => toUnit(c, shared) },
  { out: "dragonkin", file: "dragonkin.set.xml", convert: (c, shared) => toUnit(c, shared) },
  { out: "dragons", file: "dragons.set.xml", convert: (c) => toDragon(c) },
  { out: "terrains", file: "terrain.set.xml", convert: (c) => toTerrain(c) },
  { out: "items", file: "items.set.xml", convert: (c) => toItem(c) },
];

export function readCorrections(): CorrectionsFile {
  return JSON.parse(readFileSync(join(catalogData, "corrections.json"), "utf8")) as CorrectionsFile;
}

export function importAll(
  refDir: string,
  corrections: CorrectionsFile = readCorrections(),
): Record<string, Die[]> {
  const out: Record<string, Die[]> = {};
  for (const set of SETS) {
    const cards = readSet(readFileSync(join(refDir, set.file), "utf8")).map((card) => ({
      ...card,
      rawName: card.name,
      name: correctedName(set.file, card.name, corrections.nameCorrections),
    }));
    const nameCounts = new Map<string, number>();
    for (const c of cards) nameCounts.set(c.name, (nameCounts.get(c.name) ?? 0) + 1);
    const converted = cards.map((card) => ({
      rawName: card.rawName,
      die: set.convert(card, (nameCounts.get(card.name) ?? 0) > 1),
    }));
    recordNameCorrections(set.file, converted, corrections.nameCorrections);
    applyFaceCorrections(set.file, converted, corrections.faceCorrections);
    out[set.out] = converted.map((c) => c.die).sort((a, b) => a.id.localeCompare(b.id));
  }
  out["rulebook-additions"] = addedDice(corrections);
  return out;
}

/** The text of one generated data file. */
export function serialize(dice: Die[]): string {
  const body = {
    generatedBy: "tools/import-dice (edit the importer or data/corrections.json, not this file)",
    dice,
  };
  return `${JSON.stringify(body, null, 1)}\n`;
}
