// What an SAI face does in a roll, read from the catalogue's SAI data: the clause that applies to
// the roll, the normal results it gives and how many, whether the die rolls again (Instant), and
// whether it has a part beyond normal results (Special, Unique, Delayed, Late, Conditional), which
// is the SAI's own effect (sai-effects.ts). No SAI is named here.
import type {
  Die,
  ResultKind,
  RollKind,
  SaiDef,
  SaiResolution,
  SaiRule,
} from "@dragondice/catalog";
import type { ResultName, Roll } from "../kernel/roll.ts";
import { catalogDieById } from "./army.ts";
import type { EditionTables } from "./edition-tables.ts";
import { purposeNamed, type RollPurpose } from "./purposes.ts";

/** Icons that are not SAIs: the normal icons and ID. */
const NORMAL_ICONS: ReadonlySet<string> = new Set([
  "ID",
  "Maneuver",
  "Melee",
  "Missile",
  "Magic",
  "Save",
]);

const NORMAL_RESULTS: ReadonlySet<string> = new Set([
  "maneuver",
  "melee",
  "missile",
  "magic",
  "save",
]);

/** The SAI definition an icon has on a given die (variants such as Breath and Logo by die). */
export function saiFor(tables: EditionTables, icon: string, die: Die): SaiDef | undefined {
  const defs = tables.saisByIcon.get(icon);
  if (!defs) return undefined;
  if (defs.length === 1) return defs[0];
  const name = die.name.toLowerCase();
  const byName = defs.find((d) => d.variant && name.startsWith(d.variant.appliesTo.toLowerCase()));
  if (byName) return byName;
  const size = die.kind === "unit" ? die.size : "";
  return defs.find((d) => d.variant?.appliesTo.toLowerCase().includes(size)) ?? defs[0];
}

/** The clause of an SAI that applies to a roll: the one with the most specific roll kind. */
export function ruleFor(sai: SaiDef, kinds: readonly RollKind[]): SaiRule | undefined {
  for (const kind of kinds) {
    const rule = sai.rules.find((r) => r.rolls.includes(kind));
    if (rule) return rule;
  }
  return undefined;
}

/** What an SAI face does in a roll of one purpose. */
export interface SaiInRoll {
  /** The SAI's name, as the rulebook spells it. */
  sai: string;
  /** The catalogue's id of the SAI, which tells variants of one name apart (the logos). */
  id: string;
  /**
   * The normal results it gives: all of them, each worth the points (Trample: maneuvers and
   * melee), or one of them per point when `either` (Fly: a maneuver or a save).
   */
  results: readonly ResultName[];
  either: boolean;
  /** Its results count as an ID icon: whatever the roll is for. */
  asId: boolean;
  /** Its magic may be spent as any colour. */
  anyColor: boolean;
  /** How many results it gives (its points of effect in this roll). */
  points: number;
  /** Instant: the die rolls again at once, and the new face counts too. */
  rerolls: boolean;
  /**
   * Instant for one of its `either` results only: taken as this result, the die rolls again
   * (instant-choice.ts); null for any other SAI.
   */
  rerollsWith: ResultName | null;
  /**
   * When its effect beyond normal results happens in this roll (its Special, Unique, Delayed, Late
   * or Conditional part, line 1687); null when it has none. With `either`, the player may take
   * that effect instead of the results.
   */
  timing: SaiTiming | null;
}

/**
 * When an SAI's effect happens in a roll (lines 1687-1715): "special" and "unique" at the roll's
 * `sais` stage, before the normal results (a Unique one outside the roll, never in a simultaneous
 * roll); "delayed" on the target's roll before it is final; "late" after; "conditional" when its
 * event happens.
 */
export type SaiTiming = "special" | "unique" | "delayed" | "late" | "conditional";

/** The timing of a clause with an effect: the resolution type that says when it acts. */
export function timingOf(resolution: readonly SaiResolution[]): SaiTiming | null {
  if (resolution.includes("Conditional")) return "conditional";
  if (resolution.includes("Delayed")) return "delayed";
  if (resolution.includes("Late")) return "late";
  if (resolution.includes("Unique")) return "unique";
  if (resolution.includes("Special")) return "special";
  return null;
}

/** The points of effect of an SAI face (2.9a lines 1645, 1767-1779). */
function pointsOf(sai: SaiDef, die: Die, count: number, kinds: readonly RollKind[]): number {
  const points = sai.pointsOfEffect;
  switch (points.kind) {
    case "standard":
      // The catalogue's face counts are already the points: icons on six-sided dice, four on
      // monsters and artifacts, three on rare items, the Tiger-folk's four Double Strike.
      return count;
    case "fixed":
      return points.amount;
    case "die-health":
      return die.kind === "terrain" ? 0 : die.health;
    case "by-roll":
      return points.byRoll.find((b) => b.rolls.some((r) => kinds.includes(r)))?.amount ?? 0;
    case "none":
      return 0;
  }
}

const NO_RESULTS = {
  results: [],
  either: false,
  asId: false,
  anyColor: false,
  rerolls: false,
  rerollsWith: null,
} as const;

const isNormal = (r: ResultKind): r is ResultName => NORMAL_RESULTS.has(r);

/** What an SAI does in a roll of this purpose, from the catalogue; null where it does nothing. */
function findSaiInRoll(
  tables: EditionTables,
  icon: string,
  die: Die,
  count: number,
  purpose: RollPurpose,
): SaiInRoll | null {
  const sai = saiFor(tables, icon, die);
  // An icon the edition's list does not define (the catalogue keeps those apart, as V4's) does
  // something the engine cannot play: it is reported like an SAI whose effect is missing.
  if (!sai) return { ...NO_RESULTS, sai: icon, id: icon, points: count, timing: "special" };
  const rule = ruleFor(sai, purpose.kinds);
  if (!rule) return null;
  const results: ResultName[] = rule.results.filter(isNormal);
  const anyColor = rule.results.includes("magic-any-color");
  if (anyColor) results.push("magic");
  const asId = rule.results.includes("id");
  return {
    sai: sai.name,
    id: sai.id,
    results,
    either: rule.either === true,
    asId,
    anyColor,
    points: pointsOf(sai, die, count, purpose.kinds),
    rerolls: rule.resolution.includes("Instant") && rule.rerollsWith === undefined,
    rerollsWith: rule.rerollsWith && isNormal(rule.rerollsWith) ? rule.rerollsWith : null,
    // Line 1661: in a counter-maneuver only an SAI's normal results work.
    timing: purpose.normalOnly ? null : timingOf(rule.resolution),
  };
}

/**
 * What face number `face` (0-based) of a die does as an SAI in a roll of the purpose; null when
 * it is not an SAI or does nothing in that roll.
 */
export function saiOnFace(
  tables: EditionTables,
  die: Die,
  face: number,
  purpose: RollPurpose,
): SaiInRoll | null {
  // Most faces rolled are normal icons, which the cache below holds as null: they need no look-up.
  const icon = die.faces[face]?.icon;
  if (icon === undefined || NORMAL_ICONS.has(icon)) return null;
  // What each face of each die does, by purpose, depends on the edition's data only.
  let byDie = tables.saiFaces.get(purpose);
  if (!byDie) {
    byDie = new Map();
    tables.saiFaces.set(purpose, byDie);
  }
  let faces = byDie.get(die);
  if (!faces) {
    faces =
      die.kind === "terrain"
        ? []
        : die.faces.map((f) =>
            NORMAL_ICONS.has(f.icon) ? null : findSaiInRoll(tables, f.icon, die, f.count, purpose),
          );
    byDie.set(die, faces);
  }
  return faces[face] ?? null;
}

/**
 * The points of one SAI each die rolled in a roll (every face of it counted, rerolls included),
 * for SAIs that act by the unit that rolled them ("for each unit that generates ... results").
 */
export function saiPointsByDie(
  tables: EditionTables,
  roll: Roll,
  sai: string,
): { die: string; points: number }[] {
  const purpose = purposeNamed(roll.purpose);
  const byDie: { die: string; points: number }[] = [];
  for (const f of roll.faces) {
    const s = saiOnFace(tables, catalogDieById(f.dieId), f.face, purpose);
    if (s?.sai !== sai) continue;
    const entry = byDie.find((e) => e.die === f.die);
    if (entry) entry.points += s.points;
    else byDie.push({ die: f.die, points: s.points });
  }
  return byDie;
}
