// Counting the faces of a roll as results (2.9a "Normal" resolution): normal icons, ID icons as
// whatever the roll is for, and the normal results of SAIs, each tagged with its source and unit.
import type { Die, Face } from "@dragondice/catalog";
import type { Counted, ResultName } from "../kernel/roll.ts";
import { writtenAgain } from "../kernel/written-again.ts";
import type { EditionTables } from "./edition-tables.ts";
import type { RollPurpose } from "./purposes.ts";
import { type SaiInRoll, saiOnFace } from "./sai-rules.ts";

/** The result a normal icon counts as, or null. */
export function normalResult(icon: string): ResultName | null {
  switch (icon) {
    case "Maneuver":
      return "maneuver";
    case "Melee":
      return "melee";
    case "Missile":
      return "missile";
    case "Magic":
      return "magic";
    case "Save":
      return "save";
    default:
      return null;
  }
}

/**
 * The one result an "either" SAI gives in a roll (2.9a line 612: counted as one or the other, not
 * both): the result rolled for when it offers it. Otherwise maneuvers, the only result a 2.9a
 * racial ability counts as another (Coral Elves' maneuvers as saves...), else its first result.
 * Nothing else is worth anything in the roll, so this is the choice a player would make.
 */
export function eitherResult(
  results: readonly ResultName[],
  wants: readonly ResultName[],
): ResultName {
  for (const w of wants) if (results.includes(w)) return w;
  return results.includes("maneuver") ? "maneuver" : (results[0] as ResultName);
}

/**
 * Adds the results face number `faceIndex` (0-based) of the die counts as to `counted`. With
 * `ignoreIds`, its ID icons and SAI results that count as ID icons count for nothing (an army
 * under a Black Dragon Breath, line 678). A face giving one result or another that was `taken`
 * as one as it landed (instant-choice.ts) counts as that one.
 */
export function countFace(
  tables: EditionTables,
  counted: Counted[],
  unit: string,
  die: Die,
  faceIndex: number,
  purpose: RollPurpose,
  wants: readonly ResultName[],
  ignoreIds = false,
  taken?: ResultName,
): void {
  const wanted = wants[0] as ResultName;
  const face = die.faces[faceIndex] as Face;
  const normal = normalResult(face.icon);
  if (normal) {
    counted.push({ unit, result: normal, amount: face.count, source: "icon" });
    return;
  }
  if (face.icon === "ID") {
    if (purpose.noId || purpose.idsApart || ignoreIds) return;
    const c: Counted = { unit, result: wanted, amount: face.count, source: "id" };
    if (wants.length > 1) c.either = [...wants];
    counted.push(c);
    return;
  }
  const sai = saiOnFace(tables, die, faceIndex, purpose);
  if (!sai || sai.points === 0) return;
  if (sai.asId) {
    if (!purpose.idsApart && !ignoreIds) counted.push(fromSai(unit, sai, wanted));
    return;
  }
  if (sai.results.length === 0) return;
  const results = taken ? [taken] : sai.either ? [eitherResult(sai.results, wants)] : sai.results;
  // In a combination roll the player may count it as another result wanted (line 1679).
  const others = sai.either && !taken ? wants.filter((w) => sai.results.includes(w)) : [];
  for (const result of results) {
    const c = fromSai(unit, sai, result);
    if (sai.anyColor && result === "magic") c.anyColor = true;
    if (others.length > 1) c.either = others;
    counted.push(c);
  }
}

/**
 * An SAI's results of one kind for a unit (an object literal: cheaper than a spread per face),
 * its fields in the order of the other counted results' (one shape more would slow every reader).
 * Its amount is written again when an SAI is taken for its effect instead (the roll's `forgo`):
 * marked so from the first (`writtenAgain`), code reading it is not thrown away then.
 */
function fromSai(unit: string, sai: SaiInRoll, result: ResultName): Counted {
  const c: Counted = { unit, result, amount: sai.points, source: "sai", label: sai.sai };
  writtenAgain("sai result", c, ["amount"]);
  return c;
}
