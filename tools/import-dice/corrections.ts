// Applies packages/catalog/data/corrections.json: where a rulebook states a die's faces, the
// rulebook wins over the reference data, and the die records what changed and why.

import { canonicalIcon } from "../../packages/catalog/src/icons.ts";
import type { Correction, Die, Face } from "../../packages/catalog/src/types.ts";

export interface FaceCorrection {
  /** Reference set file, e.g. "eldarim.set.xml". */
  file: string;
  /** The card's name in the reference data (every card of that name in the file is corrected). */
  name: string;
  faces: Face[];
  reason: string;
  source: string;
}

/** A die whose name the rulebook spells differently from the reference data. */
export interface NameCorrection {
  file: string;
  /** The card's name in the reference data. */
  name: string;
  to: string;
  reason: string;
  source: string;
}

export interface AddedDie {
  die: Die;
  reason: string;
  source: string;
}

export interface CorrectionsFile {
  faceCorrections: FaceCorrection[];
  nameCorrections: NameCorrection[];
  addedDice: AddedDie[];
  notes?: string[];
}

const facesText = (faces: Face[]): string => faces.map((f) => `${f.count} ${f.icon}`).join(", ");

/** Corrects, in place, the dice converted from `file` whose reference names match. */
export function applyFaceCorrections(
  file: string,
  dice: { rawName: string; die: Die }[],
  corrections: FaceCorrection[],
): void {
  for (const c of corrections.filter((x) => x.file === file)) {
    const targets = dice.filter((d) => d.rawName === c.name);
    if (targets.length === 0) throw new Error(`correction for "${c.name}": no such die in ${file}`);
    const faces = c.faces.map((f) => ({ icon: canonicalIcon(f.icon), count: f.count }));
    for (const { die } of targets) {
      if (die.kind === "terrain") throw new Error(`correction for "${c.name}": terrain faces`);
      const before = facesText(die.faces);
      const after = facesText(faces);
      if (before === after) continue;
      const record: Correction = {
        field: "faces",
        from: before,
        to: after,
        reason: c.reason,
        source: c.source,
      };
      die.faces = faces.map((f) => ({ ...f }));
      die.corrections = [...(die.corrections ?? []), record];
    }
  }
}

/** The rulebook's spelling of a card's name; the reference's own name when none is recorded. */
export function correctedName(file: string, name: string, corrections: NameCorrection[]): string {
  return corrections.find((c) => c.file === file && c.name === name)?.to ?? name;
}

/** Records, on the dice converted from `file`, the name corrections applied to them. */
export function recordNameCorrections(
  file: string,
  dice: { rawName: string; die: Die }[],
  corrections: NameCorrection[],
): void {
  for (const c of corrections.filter((x) => x.file === file)) {
    const targets = dice.filter((d) => d.rawName === c.name);
    if (targets.length === 0)
      throw new Error(`name correction "${c.name}": no such die in ${file}`);
    for (const { die } of targets) {
      const record: Correction = {
        field: "name",
        from: c.name,
        to: c.to,
        reason: c.reason,
        source: c.source,
      };
      die.corrections = [...(die.corrections ?? []), record];
    }
  }
}

/** The dice the reference data lacks, each with a record of where it comes from. */
export function addedDice(corrections: CorrectionsFile): Die[] {
  return corrections.addedDice.map(({ die, reason, source }) => ({
    ...die,
    corrections: [{ field: "die", from: "(absent)", to: die.name, reason, source }],
  }));
}
